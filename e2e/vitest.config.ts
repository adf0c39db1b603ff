import { defineConfig } from 'vitest/config';

// One browser and one server at a time: the machine has two cores and PGlite is single-threaded.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
