/**
 * Test support for the eyewitness area's routes: the real states with their local government areas, a
 * real SMTP receiver, mail decoding, and waiting for what happens after an answer. Test support only.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import type { DB } from '../db/database.js';
import { applyBundledData } from '../open-data/bundled-data.js';
import { loadDataFiles } from '../open-data/data-files.js';

export interface TestState {
  id: number;
  name: string;
  lgas: string[];
}

/** Brings in the bundled reference data, as the server does at start, and returns the states by name. */
export async function bundledStates(db: DB): Promise<Map<string, TestState>> {
  const data = await loadDataFiles();
  await applyBundledData(db, data);
  return new Map(data.states.map((state) => [state.name, { id: state.id, name: state.name, lgas: state.lgas }]));
}

/** Waits for `find` to give a value: mail leaves in the background, after the answer. */
export async function eventually<T>(find: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const value = await find();
    if (value !== undefined) return value;
    await sleep(20);
  }
  throw new Error(`waited in vain for ${what}`);
}

/** A raw message with its quoted-printable parts decoded (soft line breaks joined, `=XX` bytes read as UTF-8). */
export function decodeMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

export interface MailReceiver {
  /** For SMTP_URL. */
  url: string;
  /** Every message received so far, decoded, oldest first. */
  received: string[];
  close: () => Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startMailReceiver(): Promise<MailReceiver> {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(decodeMail(Buffer.concat(chunks).toString('latin1')));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
