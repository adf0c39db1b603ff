/**
 * The server log of a whole test run, kept and checked. Test support only. The run's global setup
 * (`log-check.ts`, named in each package's `vitest.config.ts`) makes a directory for the run; every test
 * server writes its log lines there, at `info` as deployed, as well as wherever its test sends them; and
 * when the run ends, the setup reads every captured line and fails the run, naming the line, if one holds
 * a link's token or a full e-mail address. The README promises the log never does.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { destination, type DestinationStream } from 'pino';

/** The variable that names the run's directory, set by the global setup before any test process starts. */
export const CAPTURED_LOG_DIR = 'PORTAL_TEST_LOG_DIR';

/** The level test servers log at while the run captures their log: the deployed default. */
export const CAPTURED_LOG_LEVEL = 'info';

/** The run's directory; a run without the global setup is refused rather than left unchecked. */
export function capturedLogDir(): string {
  const dir = process.env[CAPTURED_LOG_DIR];
  if (!dir)
    throw new Error(`${CAPTURED_LOG_DIR} is unset: run the tests through vitest.config.ts, whose global setup captures the server log`);
  return dir;
}

/** A file of the run's directory for `name`: each test process writes its own, so lines never interleave. */
export function capturedLogFile(name: string): string {
  const dir = capturedLogDir();
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}-${process.pid}.log`);
}

/** One file per test process, shared by every app it starts; written synchronously so no line is lost at exit. */
let processLog: DestinationStream | undefined;

/** Where a test app logs: the run's file, and `also` (a test's own reader) when given. */
export function capturedLog(also?: DestinationStream): DestinationStream {
  processLog ??= destination({ dest: capturedLogFile('api'), append: true, sync: true });
  const file = processLog;
  if (!also) return file;
  return {
    write(line: string) {
      file.write(line);
      also.write(line);
    },
  };
}

/** A token of a verification or reset link: the segment after `verify-email/` or `reset-password/`, unless redacted. */
const TOKEN_LINK = /(?:verify-email|reset-password)\/(?!\[redacted\])[^\s/?#"'<>\\]+/i;
/** An e-mail address, as `logging.ts` finds one to mask it; a masked one (`c***@example.ng`) is allowed. */
const EMAIL_ADDRESS = /([^\s@<>"'(),;:[\]\\]+)@[a-z0-9.-]+\.[a-z]{2,}/gi;
const MASKED_LOCAL_PART = /^[^*]\*\*\*$/;

/** What is wrong with a logged line: a link's token or a full address, or nothing. */
export function secretInLine(line: string): string | undefined {
  const token = TOKEN_LINK.exec(line);
  if (token) return `a link's token (${token[0]})`;
  for (const [address, local] of line.matchAll(EMAIL_ADDRESS)) {
    if (!MASKED_LOCAL_PART.test(local!)) return `a full e-mail address (${address})`;
  }
  return undefined;
}

/** Every captured line of the run's directory that holds a secret, as `file:line: what`, and how many lines were read. */
export function secretsInCapturedLogs(dir: string): { lines: number; offences: string[] } {
  let lines = 0;
  const offences: string[] = [];
  for (const file of readdirSync(dir).sort()) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    text.split('\n').forEach((line, index) => {
      if (!line) return;
      lines += 1;
      const secret = secretInLine(line);
      if (secret) offences.push(`${path.join(dir, file)}:${index + 1}: ${secret} in ${line.slice(0, 400)}`);
    });
  }
  return { lines, offences };
}
