import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/** Test files that open a database through `test-support/database.ts`: the ones worth running on both. */
function databaseTestFiles(): string[] {
  const root = path.join(import.meta.dirname, 'src');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('openTestDatabase'))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}

// Each test file opens its own embedded database (~800 MB), so files run one or two at a time.
// With TEST_DATABASE_URL set, every test runs on PGlite as usual AND the database tests run a second time
// on the PostgreSQL server (each file in its own fresh database there), so one run proves both.
const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * The file that times the server (no health answer waits for a 60,000-row import, issue 38): run after the
 * others, alone, since another test file sharing the machine's two cores would slow the answers it times.
 */
const TIMED = ['src/routes/imports.test.ts'];
const ALL = ['src/**/*.test.ts'];

/** A project of `include` on PGlite, or on the PostgreSQL server, run in its group (groups run one after another). */
const project = (name: string, include: string[], database: string, groupOrder: number, exclude: string[] = []) => ({
  extends: true as const,
  test: { name, include, exclude: [...configDefaults.exclude, ...exclude], env: { TEST_DATABASE_URL: database }, sequence: { groupOrder } },
});

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    // Every test app logs into the run's capture; at the end, a token or full address in it fails the run.
    // Then one migrated embedded database, which each test file's starts as a copy of (database-template.ts).
    globalSetup: ['src/test-support/log-check.ts', 'src/test-support/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      project('pglite', ALL, '', 0, TIMED),
      ...(serverUrl ? [project('postgresql', databaseTestFiles(), serverUrl, 0, TIMED)] : []),
      project('pglite-timed', TIMED, '', 1),
      ...(serverUrl ? [project('postgresql-timed', TIMED, serverUrl, 2)] : []),
    ],
  },
});
