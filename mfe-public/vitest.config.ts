import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@portal/shared/test-setup', './src/test-support/async-timeout.ts'],
    testTimeout: 20000,
  },
});
