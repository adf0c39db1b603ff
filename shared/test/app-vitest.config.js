import { defineConfig } from 'vitest/config';

/** Every app's component tests: jsdom, the shared setup (waits sized for a busy machine), 20 s per test. */
export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@portal/shared/test-setup'],
    testTimeout: 20000,
  },
});
