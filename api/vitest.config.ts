import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Test files that open a database through `test-support/database.ts`: the ones worth running on both. */
function databaseTestFiles(): string[] {
  const root = path.join(import.meta.dirname, 'src');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('openTestDatabase'))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}

// Each test file opens its own embedded database (~3 s, ~800 MB), so files run one or two at a time.
// With TEST_DATABASE_URL set, every test runs on PGlite as usual AND the database tests run a second time
// on the PostgreSQL server (each file in its own fresh database there), so one run proves both.
const serverUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // With projects, `include` would be merged into each project's, so it is set per project instead.
    include: serverUrl ? [] : ['src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Every test app logs into the run's capture; at the end, a token or full address in it fails the run.
    globalSetup: ['src/test-support/log-check.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: serverUrl
      ? [
          { extends: true, test: { name: 'pglite', include: ['src/**/*.test.ts'], env: { TEST_DATABASE_URL: '' } } },
          { extends: true, test: { name: 'postgresql', include: databaseTestFiles(), env: { TEST_DATABASE_URL: serverUrl } } },
        ]
      : undefined,
  },
});
