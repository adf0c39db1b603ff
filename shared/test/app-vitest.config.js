import { defineConfig } from 'vitest/config';

/** Every app's component tests: jsdom, the shared setup (waits sized for a busy machine), 60 s per test (a drafts test took over 20 s at a load of 18). */
export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@portal/shared/test-setup'],
    testTimeout: 60_000,
    // A worker per core: Vitest's default for a run leaves one core to itself, so a 2-core machine ran one file
    // at a time (shared's tests 58 s, 36 s with both cores).
    maxWorkers: '100%',
  },
});
