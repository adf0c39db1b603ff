import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from './test-support/database.js';
import { startTestApp, stopTestApp } from './test-support/app.js';
import { maskEmailAddress, redactText } from './logging.js';

let database: TestDatabase;
let app: FastifyInstance;
/** Every line the app logged, as written. */
const lines: string[] = [];
const log = () => lines.join('');
const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string; file?: string; to?: string; err?: object });

beforeAll(async () => {
  database = await openTestDatabase();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The default mail set-up (no SMTP_URL): each message is a file in DATA_DIR/outbox.
  app = await startTestApp(database, { LOG_LEVEL: 'info', PUBLIC_URL: 'https://portal.example.ng' }, { logStream });
});

afterAll(() => stopTestApp(app, database));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `find` to give a value: mail leaves in the background, after the answer. */
async function eventually<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 250; attempt++) {
    const value = find();
    if (value !== undefined) return value;
    await sleep(20);
  }
  throw new Error(`waited in vain for ${what}`);
}

/** The outbox files the log has named, oldest first. */
const mailFiles = () => logged().flatMap((entry) => (entry.file ? [entry.file] : []));

/**
 * The token of the newest `kind` link, found as a developer finds it: the log names the outbox file
 * (never the link), and the file holds the message with its link.
 */
async function linkFromOutbox(kind: 'verify-email' | 'reset-password', seen: number): Promise<string> {
  const file = await eventually(() => mailFiles()[seen], `mail number ${seen + 1} in the outbox`);
  const message = (await readFile(file, 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = new RegExp(`https://portal\\.example\\.ng/${kind}/([A-Za-z0-9_-]+)`).exec(message)?.[1];
  if (!token) throw new Error(`no ${kind} link in ${file}`);
  return token;
}

const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload });

/** Registers `email` and follows the mailed link: the link's token and the session it opens. */
async function registerAndVerify(email: string): Promise<{ verification: string; session: string }> {
  const before = mailFiles().length;
  const registered = await post('register', { email, password: 'Inclusive#2026', firstname: 'Chiamaka', lastname: 'Obi' });
  expect(registered.statusCode).toBe(201);
  const verification = await linkFromOutbox('verify-email', before);
  const verified = await app.inject(`/api/v1/auth/verify-email/${verification}`);
  expect(verified.statusCode).toBe(200);
  return { verification, session: (verified.json() as { token: string }).token };
}

describe('the log', () => {
  it('holds no token, no link that carries one and no full address through registration, verification and a password reset', async () => {
    const email = 'Chiamaka.Obi@example.ng';
    const { verification, session } = await registerAndVerify(email);

    expect((await post('request-password-reset', { email })).statusCode).toBe(200);
    const reset = await linkFromOutbox('reset-password', 1);
    expect((await post('reset-password', { token: reset, newPassword: 'Accessible#2027' })).statusCode).toBe(200);
    const login = await post('login', { email, password: 'Accessible#2027' });
    expect(login.statusCode).toBe(200);
    // A reader following the links as pages and a client sending its token in a query.
    await app.inject(`/verify-email/${verification}`);
    await app.inject(`/reset-password/${reset}?token=${reset}`);

    const text = log();
    // The mail lines say where each message is and to whom, masked: enough to find the file.
    const mailLines = logged().filter((entry) => entry.file);
    expect(mailLines).toHaveLength(2);
    for (const entry of mailLines)
      expect(entry).toMatchObject({ level: 30, to: 'c***@example.ng', file: expect.stringMatching(/outbox\/.+\.eml$/) });
    for (const secret of [verification, reset, session, (login.json() as { token: string }).token]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/(verify-email|reset-password)\/(?!\[redacted\])/);
    expect(text).toContain('/api/v1/auth/verify-email/[redacted]');
    expect(text.toLowerCase()).not.toContain(email.toLowerCase());
    expect(text).not.toContain('Accessible#2027');
  });

  it('masks addresses and link tokens in errors, such as an SMTP refusal quoting the recipient', () => {
    const refusal = '550 <ngozi.eze@example.ng>: no such user, for https://x.ng/reset-password/abc123?token=abc123';
    expect(maskEmailAddress('ngozi.eze@example.ng')).toBe('n***@example.ng');
    expect(redactText(refusal)).toBe('550 <n***@example.ng>: no such user, for https://x.ng/reset-password/[redacted]?token=[redacted]');
    app.log.error({ err: Object.assign(new Error(refusal), { response: refusal }) }, 'a mail could not be sent');
    const [line] = logged().filter((entry) => entry.msg === 'a mail could not be sent');
    expect(line).toMatchObject({
      err: { message: expect.stringContaining('<n***@example.ng>'), response: expect.stringContaining('[redacted]') },
    });
    expect(log()).not.toContain('ngozi.eze@example.ng');
    expect(log()).not.toContain('abc123');
  });
});

describe('a client that closes its connection', () => {
  let origin: { host: string; port: number };
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    origin = { host: '127.0.0.1', port };
  });

  /** Sends `head` and part of a body announced as larger, then closes the connection, as a client that gives up. */
  async function abandonRequest(head: string, partOfBody: string | Buffer): Promise<void> {
    const before = lines.length;
    const socket = connect(origin);
    await once(socket, 'connect');
    socket.write(`${head}\r\n\r\n`);
    socket.write(partOfBody);
    await sleep(200);
    socket.destroy();
    await eventually(() => (lines.length > before ? true : undefined), 'a line about the request');
    await sleep(100);
  }

  /** The lines about closed connections since line `from`; none may say the database is unavailable. */
  function closedConnectionLines(from: number) {
    const since = lines.slice(from).join('');
    expect(since).not.toContain('database unavailable');
    return logged()
      .slice(from)
      .filter((entry) => entry.msg.includes('closed the connection'));
  }

  it('is logged as that, at info, and not as the database being unavailable', async () => {
    const from = lines.length;
    await abandonRequest(
      ['POST /api/v1/auth/login HTTP/1.1', 'Host: localhost', 'Content-Type: application/json', 'Content-Length: 100000'].join('\r\n'),
      '{"email":"someone@example.ng","password":"',
    );
    expect(closedConnectionLines(from)).toMatchObject([{ level: 30 }]);
    expect(log()).not.toContain('someone@example.ng');
  });

  it('mid-upload is logged as that too', async () => {
    const { session } = await registerAndVerify('uploader@example.ng');
    const from = lines.length;
    const boundary = 'portal-test-boundary';
    await abandonRequest(
      [
        'POST /api/v1/eyewitness HTTP/1.1',
        'Host: localhost',
        `Authorization: Bearer ${session}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        'Content-Length: 5000000',
      ].join('\r\n'),
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        // The start of a JPEG (its marker and JFIF header), so the upload is taken in and stored as it comes.
        Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
        Buffer.alloc(200_000),
      ]),
    );
    expect(closedConnectionLines(from)).toMatchObject([{ level: 30 }]);
    expect(log()).not.toContain(session);
  });
});
