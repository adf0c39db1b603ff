import { defineConfig } from 'vitest/config';

// A worker per core, as every app's tests (../shared/test/app-vitest.config.js says why).
export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    testTimeout: 60_000,
    maxWorkers: '100%',
  },
});
