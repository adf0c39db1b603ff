import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CAPTURED_LOG_DIR, CAPTURED_LOG_LEVEL, capturedLogFile } from '../../api/src/test-support/captured-log.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface RunningPortal {
  url: string;
  dataDir: string;
  /** The server's process id, to read its memory use. */
  pid: number;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment variable naming a DATA_DIR whose database the bundled data has filled already
 * (`data-template.ts`, the browser tests' global setup): a fresh DATA_DIR starts as a copy of it.
 */
export const DATA_TEMPLATE = 'PORTAL_E2E_DATA_TEMPLATE';

export interface PortalOptions {
  /** A DATA_DIR to use (and keep); a fresh one, removed on stop, by default. */
  dataDir?: string;
  /** Keeps the fresh DATA_DIR when the portal stops. */
  keepDataDir?: boolean;
  /**
   * A file in DATA_DIR for the server's log lines (the bench's). By default they go, at `info`, to the test
   * run's log capture (`api/src/test-support/captured-log.ts`), which the run checks for secrets at its end;
   * outside a test run, to this process's output.
   */
  logFile?: string;
}

/**
 * Starts the real server (`npm run serve -w shell`'s command: the page server with the API in process)
 * on a free port with a fresh DATA_DIR (a copy of the run's `DATA_TEMPLATE` when there is one), serving the built front ends, and waits until its health check answers.
 */
export async function startPortal(env: Record<string, string> = {}, options: PortalOptions = {}): Promise<RunningPortal> {
  const port = await freePort();
  // A given DATA_DIR is the caller's (a restart test reuses it); a fresh one is removed on stop.
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'portal-e2e-')));
  const template = process.env[DATA_TEMPLATE];
  if (!options.dataDir && template) await cp(template, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const captured = !options.logFile && Boolean(process.env[CAPTURED_LOG_DIR]);
  const logPath = options.logFile ? path.join(dataDir, options.logFile) : captured ? capturedLogFile(`portal-${port}`) : undefined;
  const log = logPath ? openSync(logPath, 'a') : 'inherit';
  const logLevel = captured ? CAPTURED_LOG_LEVEL : 'warn';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: path.join(REPO_ROOT, 'shell'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: logLevel, ...env },
    stdio: ['ignore', log, 'inherit'],
  });
  if (typeof log === 'number') closeSync(log); // the child has its own copy
  await waitForHealth(url, child);
  return {
    url,
    dataDir,
    pid: child.pid!,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      if (!options.dataDir && !options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A first start creates the embedded database (about 3 s idle, over 40 s on a 2-core machine under load);
 * the wait stays inside the test and hook timeouts of vitest.config.ts.
 */
async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal server did not become healthy within ${timeoutMs} ms`);
}
