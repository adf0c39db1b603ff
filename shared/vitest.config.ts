import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./test/jsdom-setup.ts'],
    testTimeout: 60_000,
    // A worker per core, as every app's tests (test/app-vitest.config.js says why).
    maxWorkers: '100%',
  },
});
