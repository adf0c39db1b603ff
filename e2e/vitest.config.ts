import { defineConfig } from 'vitest/config';

// One browser and one server at a time: the machine has two cores and PGlite is single-threaded.
// Every wait is sized here, once, for a busy 2-core machine: a first render there takes several
// seconds (vitest's one-second `expect.poll` default failed the home and skip-link tests on an idle one).
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    fileParallelism: false,
    // Every portal a test starts logs into the run's capture; at the end, a token or full address in it fails the run.
    // Then one portal's first start, whose filled database every test's portal starts from (data-template.ts).
    globalSetup: ['../api/src/test-support/log-check.ts', 'src/data-template.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
