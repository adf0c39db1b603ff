/**
 * Vitest global setup (named in `vitest.config.ts` of api, shell and e2e): makes the run's log directory
 * before any test process starts, and when the run ends reads every line captured in it
 * (`captured-log.ts`) and fails the run, naming each line that holds a link's token or a full e-mail
 * address. A clean run's directory is removed; a failing run's is kept for reading.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CAPTURED_LOG_DIR, secretsInCapturedLogs } from './captured-log.js';

export default function setup(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-test-logs-'));
  // Test processes start after this and inherit the variable, as do the servers they spawn.
  process.env[CAPTURED_LOG_DIR] = dir;
  return () => {
    const { lines, offences } = secretsInCapturedLogs(dir);
    if (offences.length > 0) {
      // Vitest reports an error thrown here but keeps its exit code: the code is set so the run fails.
      process.exitCode = 1;
      throw new Error(
        `The server log of this run holds ${offences.length} secret(s) in ${lines} lines:\n${offences.slice(0, 20).join('\n')}`,
      );
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
