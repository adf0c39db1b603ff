import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    testTimeout: 60_000,
    // A worker per core, as every app's tests (../shared/test/app-vitest.config.js says why).
    maxWorkers: '100%',
  },
});
