import { defineConfig } from 'vitest/config';

/** Every app's component tests: jsdom, the shared setup (waits sized for a busy machine), 60 s per test (a drafts test took over 20 s at a load of 18). */
export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@portal/shared/test-setup'],
    testTimeout: 60_000,
  },
});
