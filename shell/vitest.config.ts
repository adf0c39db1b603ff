import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The server tests' apps log into the run's capture; at the end, a token or full address in it fails the run.
    // Then one migrated embedded database, which each server test file's starts as a copy of.
    globalSetup: ['../api/src/test-support/log-check.ts', '../api/src/test-support/database-template.ts'],
    // A worker per core, as every app's tests (../shared/test/app-vitest.config.js says why).
    maxWorkers: '100%',
    projects: [
      // The browser half: the shell's scripts in jsdom.
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.ts'],
          setupFiles: ['../shared/test/shell-words-setup.ts'],
        },
      },
      // The server half: the page server on the API's test database (~3 s, ~800 MB each), one file at a time.
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          pool: 'forks',
          maxWorkers: 1,
          testTimeout: 30_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
