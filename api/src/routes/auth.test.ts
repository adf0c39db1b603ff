import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { startTestApp, stopTestApp } from '../test-support/app.js';
import { sql } from 'kysely';
import { MAIL_INTERVAL_MS, hashToken } from '../accounts/tokens.js';
import { hashPassword } from '../accounts/passwords.js';
import { trustedDevice } from '../accounts/devices.js';
import { waitAfterFailures } from '../accounts/attempt-limiter.js';
import { FREE_LOGIN_FAILURES } from './auth.js';
import { accountMessages } from '@portal/shared/account-messages';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startTestApp(database, { PUBLIC_URL: 'https://portal.example.ng', ADMIN_EMAILS: 'chief@example.ng' });
});

afterAll(() => stopTestApp(app, database));

const STRONG = 'Inclusive#2026';
const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `find` to give a value: mail leaves in the background, after the answer. */
async function eventually<T>(find: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const value = await find();
    if (value !== undefined) return value;
    await sleep(20);
  }
  throw new Error(`waited in vain for ${what}`);
}

/** Quoted-printable soft line breaks and `=3D` undone, so links read whole. */
const decodeMail = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/**
 * The latest link of `kind` mailed to `email`, read from the outbox the default set-up writes; with `after`,
 * waits for a link other than that one (a resent mail).
 */
function mailedLink(email: string, kind: 'verify-email' | 'reset-password', after?: string): Promise<string> {
  return eventually(async () => {
    const links = (await mailsTo(email))
      .map((mail) => mail.match(new RegExp(`https://portal\\.example\\.ng/(?:[a-z]{2,3}/)?${kind}/([A-Za-z0-9_-]+)`))?.[1])
      .filter(Boolean);
    const token = links.at(-1);
    return token && token !== after ? token : undefined;
  }, `a ${kind} mail for ${email}`);
}

/** Every mail in the outbox addressed to `email`, decoded, oldest first. */
async function mailsTo(email: string): Promise<string[]> {
  const dir = path.join(database.dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(names.sort().map((name) => readFile(path.join(dir, name), 'utf8')));
  return mails.map(decodeMail).filter((mail) => /^To: (.*)$/m.exec(mail)?.[1]?.toLowerCase() === email.toLowerCase());
}

/** How many links (verification, reset) were issued, and so mailed, to `email`. */
async function linksMailedTo(email: string): Promise<number> {
  const { n } = await database.db
    .selectFrom('account_tokens')
    .innerJoin('users', 'users.id', 'account_tokens.user_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('users.email', '=', email)
    .where('kind', '<>', 'session')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Makes the links mailed to `email` older by `ms`, as if that much time had passed since they went. */
async function ageMailedLinks(email: string, ms: number): Promise<void> {
  await sql`update account_tokens set created_at = created_at - make_interval(secs => ${ms / 1000})
    where user_id = (select id from users where email = ${email}) and kind <> 'session'`.execute(database.db);
}

async function registerAndVerify(email: string, firstname = 'Ada') {
  await post('register', { email, password: STRONG, firstname, lastname: 'Obi' });
  const verified = await app.inject(`/api/v1/auth/verify-email/${await mailedLink(email, 'verify-email')}`);
  return verified.json() as { success: boolean; token: string; user: { id: number; role: string; isVerified: boolean } };
}

describe('registration and verification', () => {
  it('creates an unverified user, mails a link to the portal, and verifies once', async () => {
    const registered = await post('register', { email: 'ngozi@example.ng', password: STRONG, firstname: '  Ngozi ', lastname: 'Eze' });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().message).toMatch(/^Account Created Successfully/);

    const login = await post('login', { email: 'ngozi@example.ng', password: STRONG });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/verify your email/);

    const token = await mailedLink('ngozi@example.ng', 'verify-email');
    const verified = await app.inject(`/api/v1/auth/verify-email/${token}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { firstname: 'Ngozi', isVerified: true, role: 'user' },
    });
    expect(verified.json().user).not.toHaveProperty('password_hash');

    const again = await app.inject(`/api/v1/auth/verify-email/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty('message');
  });

  it('treats e-mail addresses as unique whatever their case', async () => {
    const response = await post('register', { email: 'NGOZI@example.ng', password: STRONG, firstname: 'N', lastname: 'E' });
    expect(response.statusCode).toBe(409);
  });

  it('enforces the password rules and required fields of §5 on the server too', async () => {
    const weak = await post('register', { email: 'weak@example.ng', password: 'password', firstname: 'W', lastname: 'K' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Please fix the password issues before submitting');
    const blank = await post('register', { email: 'blank@example.ng', password: STRONG, firstname: '   ', lastname: 'K' });
    expect(blank.json().message).toBe('Please fill out all fields');
    const missing = await post('register', { email: 'x@example.ng' });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses an expired verification link', async () => {
    await post('register', { email: 'late@example.ng', password: STRONG, firstname: 'L', lastname: 'T' });
    const token = await mailedLink('late@example.ng', 'verify-email');
    await database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await app.inject(`/api/v1/auth/verify-email/${token}`)).statusCode).toBe(400);
  });

  it('resends a link once the last is a few minutes old, keeps every mailed link working until one verifies, and answers alike', async () => {
    await post('register', { email: 'resend@example.ng', password: STRONG, firstname: 'R', lastname: 'S' });
    const first = await mailedLink('resend@example.ng', 'verify-email');
    // Straight after registering, the first link is in the inbox: a resend sends nothing more...
    const early = await post('resend-verification', { email: 'resend@example.ng' });
    expect(early.json()).toEqual({ success: true, message: expect.stringMatching(/at most every 5 minutes/) });
    expect(await mailsTo('resend@example.ng')).toHaveLength(1);
    // ...and once it is five minutes old, a new link goes, and the first still works.
    await ageMailedLinks('resend@example.ng', MAIL_INTERVAL_MS);
    const resent = await post('resend-verification', { email: 'resend@example.ng' });
    const second = await mailedLink('resend@example.ng', 'verify-email', first);
    expect(second).not.toBe(first);
    expect((await app.inject(`/api/v1/auth/verify-email/${first}`)).statusCode).toBe(200);
    expect((await app.inject(`/api/v1/auth/verify-email/${second}`)).statusCode).toBe(400);
    for (const answer of [resent, await post('resend-verification', { email: 'nobody@example.ng' })]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(early.json());
    }
  });

  it('makes an address listed in ADMIN_EMAILS an administrator when it verifies', async () => {
    expect((await registerAndVerify('chief@example.ng', 'Chief')).user.role).toBe('admin');
  });
});

describe('sessions', () => {
  it('logs in, updates the profile but not the e-mail, and logs out for good', async () => {
    await registerAndVerify('bola@example.ng', 'Bola');
    const login = await post('login', { email: 'BOLA@example.ng', password: STRONG });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json();
    expect(user).toMatchObject({ email: 'bola@example.ng', firstname: 'Bola' });

    const update = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/update-profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { firstname: 'Bolanle', lastname: 'Ade' },
    });
    expect(update.json().user).toMatchObject({ firstname: 'Bolanle', lastname: 'Ade', email: 'bola@example.ng' });
    const withEmail = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/update-profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { firstname: 'B', lastname: 'A', email: 'new@example.ng' },
    });
    expect(withEmail.json().user.email).toBe('bola@example.ng');

    expect((await post('logout', {}, token)).statusCode).toBe(200);
    const after = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/update-profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { firstname: 'X', lastname: 'Y' },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a wrong password and a missing or made-up token with a message', async () => {
    const wrong = await post('login', { email: 'bola@example.ng', password: 'Wrong#2026x' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password.');
    expect((await post('logout', {})).statusCode).toBe(401);
    expect((await post('logout', {}, 'made-up-token-0123456789abcdefghij')).statusCode).toBe(401);
  });

  it('keeps only hashes of passwords and tokens in the database', async () => {
    const { token } = await registerAndVerify('hash@example.ng');
    const user = await database.db.selectFrom('users').selectAll().where('email', '=', 'hash@example.ng').executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const tokens = await database.db.selectFrom('account_tokens').select('token_hash').execute();
    expect(tokens.some((t) => t.token_hash === token)).toBe(false);
    expect(tokens.some((t) => t.token_hash === hashToken(token))).toBe(true);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address exists', async () => {
    const known = await post('request-password-reset', { email: 'bola@example.ng' });
    const unknown = await post('request-password-reset', { email: 'ghost@example.ng' });
    expect(known.json()).toEqual({ message: 'If your email is registered, you will receive a password reset link' });
    expect(unknown.json()).toEqual(known.json());
  });

  it('sets the new password once, ends every session and refuses a weak password', async () => {
    await registerAndVerify('reset@example.ng', 'Remi');
    const session = (await post('login', { email: 'reset@example.ng', password: STRONG })).json().token;
    await post('request-password-reset', { email: 'reset@example.ng' });
    const token = await mailedLink('reset@example.ng', 'reset-password');

    const weak = await post('reset-password', { token, newPassword: 'short' });
    expect(weak.json().message).toBe('Please fix the password issues before submitting');

    const done = await post('reset-password', { token, newPassword: 'Another#2027' });
    expect(done.json()).toEqual({ message: 'Password has been reset successfully' });
    expect((await post('logout', {}, session)).statusCode).toBe(401);
    expect((await post('login', { email: 'reset@example.ng', password: STRONG })).statusCode).toBe(401);
    expect((await post('login', { email: 'reset@example.ng', password: 'Another#2027' })).statusCode).toBe(200);

    const reused = await post('reset-password', { token, newPassword: 'Third#20288' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Invalid reset link. Please request a new password reset.');
  });
});

describe('rate limits', () => {
  it('answers 429 with a message after too many logins for one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post('login', { email: 'target@example.ng', password: `Guess#${i}xyz` })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const limited = await post('login', { email: 'target@example.ng', password: 'Guess#9xyz' });
    expect(limited.json().message).toMatch(/^Too many failed logins\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('login throttling: failures only, per address and source, devices that logged in before keep working', () => {
  let nextSource = 10;
  const freshSource = () => `198.51.100.${nextSource++}`;
  const login = (email: string, password: string, source: string, deviceToken?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password, ...(deviceToken ? { deviceToken } : {}) },
      remoteAddress: source,
    });
  /** A verified account made directly, so these tests spend no registration limits. */
  const addAccount = async (email: string) => {
    await database.db
      .insertInto('users')
      .values({ email, firstname: 'Owner', lastname: 'Test', password_hash: await hashPassword(STRONG), is_verified: true })
      .execute();
  };

  it('a space-padded address is limited like the plain one', async () => {
    await addAccount('alice@example.ng');
    const source = freshSource();
    for (let i = 0; i < 5; i++) expect((await login('alice@example.ng', `Guess#${i}abc`, source)).statusCode).toBe(401);
    expect((await login(' alice@example.ng', STRONG, source)).statusCode).toBe(429);
    for (let spaces = 1; spaces <= 8; spaces++) {
      expect((await login(`${' '.repeat(spaces)}alice@example.ng`, `Guess#${spaces}xyz`, source)).statusCode).toBe(429);
    }
    expect((await login('ALICE@Example.ng  ', STRONG, source)).statusCode).toBe(429);
  });

  it('successful logins never count', async () => {
    await addAccount('often@example.ng');
    const source = freshSource();
    for (let i = 0; i < 12; i++) expect((await login('often@example.ng', STRONG, source)).statusCode).toBe(200);
  });

  it('a success clears the failures of that address from that source', async () => {
    await addAccount('typist@example.ng');
    const source = freshSource();
    for (let i = 0; i < 4; i++) expect((await login('typist@example.ng', `Typo#${i}abcd`, source)).statusCode).toBe(401);
    expect((await login('typist@example.ng', STRONG, source)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('typist@example.ng', `Typo#${i}efgh`, source)).statusCode).toBe(401);
    expect((await login('typist@example.ng', STRONG, source)).statusCode).toBe(429);
  });

  it("a stranger's six failures do not stop the owner's device", async () => {
    await addAccount('owner@example.ng');
    const first = await login('owner@example.ng', STRONG, freshSource());
    const { deviceToken } = first.json();
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A stranger, behind the same school NAT as the owner's phone, guesses six times...
    const nat = freshSource();
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await login('owner@example.ng', `Guess#${i}abc`, nat)).statusCode);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    // ...and goes on from fifteen other machines, until the address itself must wait.
    for (let i = 0; i < 15; i++) expect((await login('owner@example.ng', `Guess#${i}def`, freshSource())).statusCode).toBe(401);
    expect((await login('owner@example.ng', STRONG, freshSource())).statusCode).toBe(429);

    // The owner's device answers for its own failures only: it logs in, from that same NAT too.
    const owner = await login('owner@example.ng', STRONG, nat, deviceToken);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().deviceToken).toBe(deviceToken);
    // A device token names one account: with another address it counts for nothing.
    expect((await login('alice@example.ng', STRONG, freshSource(), deviceToken)).json().deviceToken).not.toBe(deviceToken);
  });

  it("a device has a failure budget of its own, much higher than a stranger's", async () => {
    await addAccount('forgetful@example.ng');
    const source = freshSource();
    const { deviceToken } = (await login('forgetful@example.ng', STRONG, source)).json();
    for (let i = 0; i < 10; i++) expect((await login('forgetful@example.ng', `Forgot#${i}abc`, source, deviceToken)).statusCode).toBe(401);
    expect((await login('forgetful@example.ng', STRONG, source, deviceToken)).statusCode).toBe(200);
    for (let i = 0; i < FREE_LOGIN_FAILURES.device; i++)
      expect((await login('forgetful@example.ng', `Forgot#${i}def`, source, deviceToken)).statusCode).toBe(401);
    expect((await login('forgetful@example.ng', STRONG, source, deviceToken)).statusCode).toBe(429);
  });

  it('a school behind one NAT address: its ceiling counts failures only and is far above one class', async () => {
    await addAccount('teacher@example.ng');
    const school = freshSource();
    for (let i = 0; i < FREE_LOGIN_FAILURES.source; i++) {
      expect((await login(`pupil${i}@example.ng`, `Guess#${i}abc`, school)).statusCode).toBe(401);
      if (i % 20 === 0) expect((await login('teacher@example.ng', STRONG, school)).statusCode).toBe(200);
    }
    expect((await login('pupil-next@example.ng', `Guess#next`, school)).statusCode).toBe(429);
    expect((await login('teacher@example.ng', STRONG, freshSource())).statusCode).toBe(200);
  });

  it('waits grow: 2 s after the free failures, doubling, never past 15 minutes', () => {
    expect([4, 5, 6, 7].map((failures) => waitAfterFailures(failures, 5))).toEqual([0, 2000, 4000, 8000]);
    expect(waitAfterFailures(40, 5)).toBe(15 * 60 * 1000);
  });
});

describe('who am I', () => {
  const me = (token: string) => app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('a promoted user learns the new role from /auth/me', async () => {
    const { token, user } = await registerAndVerify('promoted@example.ng', 'Pat');
    expect((await me(token)).json().user).toMatchObject({ id: user.id, role: 'user', firstname: 'Pat' });
    await database.db.updateTable('users').set({ role: 'moderator', firstname: 'Patience' }).where('id', '=', user.id).execute();
    const now = await me(token);
    expect(now.statusCode).toBe(200);
    expect(now.json().user).toMatchObject({ role: 'moderator', firstname: 'Patience', email: 'promoted@example.ng' });
    expect(now.json().user).not.toHaveProperty('password_hash');
  });

  it('a revoked or made-up token gets 401 from /auth/me', async () => {
    const { token } = await registerAndVerify('revoked@example.ng');
    expect((await post('logout', {}, token)).statusCode).toBe(200);
    const revoked = await me(token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ message: 'Please log in to continue.' });
    expect((await me('made-up-token-0123456789abcdefghij')).statusCode).toBe(401);
  });
});

describe('mail over SMTP', () => {
  it('sends the verification mail, plain text and HTML, through SMTP_URL', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    const smtpApp = await startTestApp(database, { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://portal.example.ng' });
    try {
      const response = await smtpApp.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { email: 'smtp@example.ng', password: STRONG, firstname: 'Sade', lastname: 'Oni' },
      });
      expect(response.statusCode).toBe(201);
      const mail = decodeMail(await eventually(() => received[0], 'the mail at the SMTP receiver'));
      expect(mail).toContain('Content-Type: text/plain');
      expect(mail).toContain('Content-Type: text/html');
      const token = mail.match(/https:\/\/portal\.example\.ng\/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
      expect(token).toBeTruthy();
      const verified = await smtpApp.inject(`/api/v1/auth/verify-email/${token}`);
      expect(verified.json().user.email).toBe('smtp@example.ng');
    } finally {
      await smtpApp.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe('the first administrator', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, verified, and updated on the next start', async () => {
    const { ensureAdmin } = await import('../accounts/admin.js');
    await ensureAdmin(database.db, { email: 'Root@Example.ng', password: 'First#Admin1' });
    const first = await post('login', { email: 'root@example.ng', password: 'First#Admin1' });
    expect(first.json().user).toMatchObject({ role: 'admin', isVerified: true });
    await ensureAdmin(database.db, { email: 'root@example.ng', password: 'Second#Admin2' });
    expect((await post('login', { email: 'root@example.ng', password: 'Second#Admin2' })).statusCode).toBe(200);
    await expect(ensureAdmin(database.db, { email: 'root@example.ng', password: 'weak' })).rejects.toThrow(/ADMIN_PASSWORD/);
    await expect(ensureAdmin(database.db, { email: 'root@example.ng, other@example.ng', password: 'Third#Admin3' })).rejects.toThrow(
      /ADMIN_EMAIL/,
    );
    // Two servers starting at once on one database make one administrator, with no error.
    await Promise.all(['Third#Admin3', 'Third#Admin3'].map((password) => ensureAdmin(database.db, { email: 'ROOT@example.ng', password })));
    expect((await post('login', { email: 'root@example.ng', password: 'Third#Admin3' })).statusCode).toBe(200);
  });
});

describe('bad payloads', () => {
  const huge = 'x'.repeat(10_000);
  const person = { email: 'payload@example.ng', password: STRONG, firstname: 'Pat', lastname: 'Obi' };
  it.each([
    ['register', 'an empty body', {}, accountMessages.fillAllFields],
    ['register', 'no password', { ...person, password: undefined }, accountMessages.fillAllFields],
    ['register', 'an empty first name', { ...person, firstname: '' }, accountMessages.fillAllFields],
    ['register', 'a blank last name', { ...person, lastname: '   ' }, accountMessages.fillAllFields],
    ['register', 'a 10,000-character first name', { ...person, firstname: huge }, 'First and last names must be 100 characters or fewer.'],
    ['register', 'a 10,000-character last name', { ...person, lastname: huge }, 'First and last names must be 100 characters or fewer.'],
    ['register', 'an invalid e-mail', { ...person, email: 'not-an-address' }, accountMessages.invalidEmail],
    ['register', 'a 10,000-character e-mail', { ...person, email: `${huge}@example.ng` }, accountMessages.invalidEmail],
    ['register', 'a weak password', { ...person, password: 'alllowercase' }, accountMessages.fixPasswordIssues],
    ['register', 'a 10,000-character password', { ...person, password: `Aa1!${huge}` }, 'Passwords must be 200 characters or fewer.'],
    ['login', 'an empty body', {}, accountMessages.loginFillAllFields],
    ['login', 'an empty password', { email: 'payload@example.ng', password: '' }, accountMessages.loginFillAllFields],
    ['resend-verification', 'an empty body', {}, accountMessages.provideEmail],
    ['resend-verification', 'an invalid e-mail', { email: 'nobody@nowhere' }, accountMessages.invalidEmail],
    ['request-password-reset', 'an empty e-mail', { email: '' }, accountMessages.provideEmail],
    ['request-password-reset', 'an invalid e-mail', { email: 'ada at example.ng' }, accountMessages.invalidEmail],
    ['reset-password', 'no token', { newPassword: STRONG }, accountMessages.fillAllFields],
    ['reset-password', 'a malformed token', { token: 'short', newPassword: STRONG }, accountMessages.resetBadLink],
    ['reset-password', 'a weak password', { token: 'a'.repeat(43), newPassword: 'weak' }, accountMessages.fixPasswordIssues],
  ])('POST /auth/%s with %s is refused with the spec message', async (route, _case, payload, message) => {
    const response = await post(route, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses values of the wrong type with a message, and creates nobody', async () => {
    for (const payload of [{ ...person, firstname: { first: 'Pat' } }, [person], 'person', null]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        body: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid request: /);
    }
    expect(await database.db.selectFrom('users').select('id').where('email', '=', person.email).executeTakeFirst()).toBeUndefined();
  });

  it('checks the profile names: required, trimmed, at most 100 characters, and a live session first', async () => {
    const { token } = await registerAndVerify('names@example.ng', 'Nia');
    const patch = (payload: object, bearer: string | null = token) =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/auth/update-profile',
        payload,
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
    expect((await patch({ firstname: ' ', lastname: 'Obi' })).json()).toEqual({ message: accountMessages.fillRequiredFields });
    expect((await patch({ firstname: 'Nia' })).json()).toEqual({ message: accountMessages.fillRequiredFields });
    expect((await patch({ firstname: 'x'.repeat(10_000), lastname: 'Obi' })).json()).toEqual({
      message: 'First and last names must be 100 characters or fewer.',
    });
    expect((await patch({ firstname: 'Nia', lastname: 'Obi' }, null)).statusCode).toBe(401);
    expect((await patch({ firstname: '  Nia ', lastname: 'Obi' })).json().user).toMatchObject({ firstname: 'Nia', lastname: 'Obi' });
  });
});

describe('expiry', () => {
  it('refuses an expired reset link', async () => {
    await registerAndVerify('expired-reset@example.ng');
    await post('request-password-reset', { email: 'expired-reset@example.ng' });
    const token = await mailedLink('expired-reset@example.ng', 'reset-password');
    await database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const response = await post('reset-password', { token, newPassword: 'Another#2027' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: accountMessages.resetBadLink });
  });

  it('answers 401 to a session that has expired', async () => {
    const { token } = await registerAndVerify('expired-session@example.ng');
    const profile = () =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/auth/update-profile',
        headers: { authorization: `Bearer ${token}` },
        payload: { firstname: 'A', lastname: 'B' },
      });
    expect((await profile()).statusCode).toBe(200);
    await database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const expired = await profile();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toHaveProperty('message');
  });

  it('issues tokens with the lifetimes of the brief: verification 24 h, reset 1 h, session SESSION_TTL_HOURS', async () => {
    const started = Date.now();
    const { token: session, user } = await registerAndVerify('lifetimes@example.ng');
    await post('request-password-reset', { email: 'lifetimes@example.ng' });
    const rows = await database.db
      .selectFrom('account_tokens')
      .select(['kind', 'expires_at', 'token_hash'])
      .where('user_id', '=', user.id)
      .execute();
    const hours = (kind: string) => (rows.find((row) => row.kind === kind)!.expires_at.getTime() - started) / 3_600_000;
    expect(hours('reset')).toBeCloseTo(1, 1);
    expect(hours('session')).toBeCloseTo(24 * 7, 1);
    expect(rows.find((row) => row.kind === 'session')!.token_hash).toBe(hashToken(session));
    // A verified account's links are spent: the verification link of an account still waiting is read.
    await post('register', { email: 'lifetimes-waiting@example.ng', password: STRONG, firstname: 'L', lastname: 'W' });
    const verification = await database.db
      .selectFrom('account_tokens')
      .innerJoin('users', 'users.id', 'account_tokens.user_id')
      .select('expires_at')
      .where('users.email', '=', 'lifetimes-waiting@example.ng')
      .where('kind', '=', 'verification')
      .executeTakeFirstOrThrow();
    expect((verification.expires_at.getTime() - started) / 3_600_000).toBeCloseTo(24, 1);
  });
});

describe('rate limits per address and per IP', () => {
  let nextIp = 10;
  const fromIp = () => `203.0.113.${nextIp++}`;
  const send = (route: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/v1/auth/${route}`, payload, remoteAddress: ip, headers });

  it.each([
    ['register', (i: number) => ({ email: `crowd${i}@example.ng`, password: STRONG, firstname: 'C', lastname: 'R' })],
    ['resend-verification', (i: number) => ({ email: `crowd${i}@example.ng` })],
    ['request-password-reset', (i: number) => ({ email: `crowd${i}@example.ng` })],
    ['reset-password', (i: number) => ({ token: `${'t'.repeat(40)}${i}`.padEnd(43, 'x'), newPassword: STRONG })],
  ])(
    'one IP gets 429 on its 31st %s within 15 minutes, whatever the addresses, and cannot hide behind X-Forwarded-For',
    async (route, payload) => {
      const ip = fromIp();
      for (let i = 0; i < 30; i++) expect((await send(route, payload(i), ip)).statusCode).not.toBe(429);
      const limited = await send(route, payload(30), ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many attempts. Please wait 15 minutes and try again.');
      expect((await send(route, payload(31), ip, { 'x-forwarded-for': '198.51.100.77' })).statusCode).toBe(429);
      expect((await send(route, payload(32), fromIp())).statusCode).not.toBe(429);
    },
  );

  /** The same address, however a person or a script pads or capitalises it. */
  const popular = (i: number) => [' popular@example.ng', 'POPULAR@example.ng', 'popular@example.ng  ', '\tPopular@Example.NG'][i % 4]!;

  it.each([['resend-verification'], ['request-password-reset']])(
    '%s mails one address at most once in 5 minutes, whoever asks and however it is spaced or capitalised',
    async (route) => {
      await send('register', { email: 'popular@example.ng', password: STRONG, firstname: 'P', lastname: 'O' }, fromIp());
      await ageMailedLinks('popular@example.ng', MAIL_INTERVAL_MS);
      const before = await linksMailedTo('popular@example.ng');
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(route, { email: popular(i) }, fromIp())));
      expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
      expect(answers[0]!.statusCode).toBe(200);
      // Each link is issued before the answer, and mailed: one more link, one more mail.
      expect(await linksMailedTo('popular@example.ng')).toBe(before + 1);
      await eventually(async () => ((await mailsTo('popular@example.ng')).length === before + 1 ? true : undefined), 'the one mail');
    },
  );
});

describe('no account enumeration', () => {
  it('answers a reset request for a known and an unknown address alike, in similar time, even when mail is slow', async () => {
    await registerAndVerify('known@example.ng', 'Kola');
    const MAIL_DELAY_MS = 600;
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        // A slow mail server: were the answer to wait for it, the known address would stand out.
        stream.on('end', () => setTimeout(() => (received.push(data), done()), MAIL_DELAY_MS));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    const slowApp = await startTestApp(database, { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://portal.example.ng' });
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await slowApp.inject({
        method: 'POST',
        url: '/api/v1/auth/request-password-reset',
        payload: { email },
        remoteAddress: '192.0.2.50',
      });
      return { ms: performance.now() - started, status: response.statusCode, body: response.body };
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    try {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 4; i++) {
        const [k, u] = [await timed('known@example.ng'), await timed(`ghost${i}@example.ng`)];
        expect(k.status).toBe(200);
        expect(k.body).toBe(u.body);
        known.push(k.ms);
        unknown.push(u.ms);
      }
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(MAIL_DELAY_MS / 3);
      // The mail did go, after the answers, once (one link each few minutes); closing the server waits for mail still on its way.
      await slowApp.close();
      expect(received).toHaveLength(1);
      expect(decodeMail(received[0]!)).toContain('https://portal.example.ng/reset-password/');
    } finally {
      await slowApp.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe('one plain address', () => {
  const HOSTILE = ['a,victim@x.test', 'a;b@x.test', '"A" <a@x.test>', 'a@x.test\r\nBcc: b@y.test', '<a@x.test>'];
  const addressees = ['a@x.test', 'b@x.test', 'victim@x.test', 'b@y.test'];

  beforeAll(async () => {
    // Accounts under every address the hostile forms name, the forms themselves included (as made before this rule):
    // were any form let through, it would find an account and mail it.
    for (const email of [...addressees, ...HOSTILE])
      await database.db
        .insertInto('users')
        .values({ email, firstname: 'Held', lastname: 'Back', password_hash: await hashPassword(STRONG), is_verified: false })
        .execute();
  });

  it.each(HOSTILE.flatMap((email) => ['register', 'resend-verification', 'request-password-reset'].map((route) => [route, email])))(
    'POST /auth/%s refuses %j with the spec text and mails nobody',
    async (route, email) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/auth/${route}`,
        payload: { email, password: STRONG, firstname: 'Visit evil.test', lastname: 'Now' },
        remoteAddress: '192.0.2.99',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Please enter a valid email address' });
      expect(await linksMailedToAny([...addressees, ...HOSTILE])).toBe(0);
      for (const addressee of [...addressees, ...HOSTILE]) expect(await mailsTo(addressee)).toEqual([]);
    },
  );

  it('logins with such an address are refused before any lookup', async () => {
    const response = await post('login', { email: 'a,victim@x.test', password: STRONG });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it("mails a registrant's name only to an address that proved to be theirs", async () => {
    await post('register', { email: 'named@example.ng', password: STRONG, firstname: 'Visit evil.test', lastname: 'Now' });
    const [verification] = await eventually(async () => {
      const mails = await mailsTo('named@example.ng');
      return mails.length > 0 ? mails : undefined;
    }, 'the verification mail');
    expect(verification).toContain('Hello,');
    expect(verification).not.toContain('evil.test');
    await app.inject(`/api/v1/auth/verify-email/${await mailedLink('named@example.ng', 'verify-email')}`);
    await post('request-password-reset', { email: 'named@example.ng' });
    await mailedLink('named@example.ng', 'reset-password');
    expect((await mailsTo('named@example.ng')).at(-1)).toContain('Hello Visit evil.test,');
  });
});

/** How many links were issued, and so mailed, to any of `emails`. */
async function linksMailedToAny(emails: string[]): Promise<number> {
  return (await Promise.all(emails.map(linksMailedTo))).reduce((sum, n) => sum + n, 0);
}

describe('owners are never kept from their own mail by strangers', () => {
  it("after 50 strangers' reset requests from 10 IPs the owner, from a fresh IP, holds a working link and resets the password", async () => {
    await registerAndVerify('owner-reset@example.ng', 'Ola');
    const strangers = Array.from({ length: 50 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/request-password-reset',
        payload: { email: i % 2 ? 'OWNER-reset@example.ng' : 'owner-reset@example.ng' },
        remoteAddress: `198.18.0.${i % 10}`,
      }),
    );
    const answers = await Promise.all(strangers);
    const owner = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-password-reset',
      payload: { email: 'owner-reset@example.ng' },
      remoteAddress: '198.18.1.1',
    });
    const ghost = await post('request-password-reset', { email: 'ghost-of-owner@example.ng' });
    for (const answer of [...answers, owner, ghost]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: 'If your email is registered, you will receive a password reset link' });
    }
    // Fifty-one requests, one mail: the link in the owner's inbox works.
    expect(await linksMailedTo('owner-reset@example.ng')).toBe(1);
    const link = await mailedLink('owner-reset@example.ng', 'reset-password');
    expect((await post('reset-password', { token: link, newPassword: 'Owner#Again26' })).statusCode).toBe(200);
    expect((await post('login', { email: 'owner-reset@example.ng', password: 'Owner#Again26' })).statusCode).toBe(200);
  });

  it('a stranger asking every few minutes sends a new link each time and voids none the owner holds', async () => {
    await registerAndVerify('kept@example.ng', 'Kemi');
    await post('request-password-reset', { email: 'kept@example.ng' });
    const owners = await mailedLink('kept@example.ng', 'reset-password');
    await ageMailedLinks('kept@example.ng', MAIL_INTERVAL_MS);
    await post('request-password-reset', { email: 'kept@example.ng' });
    const strangers = await mailedLink('kept@example.ng', 'reset-password', owners);
    expect(strangers).not.toBe(owners);
    expect((await post('reset-password', { token: owners, newPassword: 'Kept#Safe2026' })).statusCode).toBe(200);
    // A reset spends every link of the account.
    expect((await post('reset-password', { token: strangers, newPassword: 'Kept#Safe2027' })).statusCode).toBe(400);
  });
});

describe('no 500 under races', () => {
  it('six parallel registrations of one address, five rounds: one 201 and five 409 each round', async () => {
    for (let round = 0; round < 5; round++) {
      const email = `race${round}@example.ng`;
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/auth/register',
            payload: { email: i % 2 ? email.toUpperCase() : email, password: STRONG, firstname: 'Race', lastname: `No ${i}` },
            remoteAddress: `198.19.${round}.${i}`,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const answer of answers.filter((a) => a.statusCode === 409))
        expect(answer.json()).toEqual({ message: 'An account with this email address already exists. Please log in.' });
      expect(await linksMailedTo(email)).toBe(1);
    }
  });

  it('six parallel uses of one verification or reset link: one succeeds, five are told the link is spent', async () => {
    await post('register', { email: 'spend-once@example.ng', password: STRONG, firstname: 'S', lastname: 'O' });
    const verification = await mailedLink('spend-once@example.ng', 'verify-email');
    const verified = await Promise.all(Array.from({ length: 6 }, () => app.inject(`/api/v1/auth/verify-email/${verification}`)));
    expect(verified.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    await post('request-password-reset', { email: 'spend-once@example.ng' });
    const reset = await mailedLink('spend-once@example.ng', 'reset-password');
    const resets = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post('reset-password', { token: reset, newPassword: `Spent#Once${i}x` })),
    );
    expect(resets.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    for (const answer of resets.filter((a) => a.statusCode === 400))
      expect(answer.json()).toEqual({ message: accountMessages.resetBadLink });
  });

  it('parallel resends and reset requests for one address answer alike and issue one link of each kind', async () => {
    await post('register', { email: 'both@example.ng', password: STRONG, firstname: 'B', lastname: 'O' });
    await ageMailedLinks('both@example.ng', MAIL_INTERVAL_MS);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(i % 2 ? 'resend-verification' : 'request-password-reset', { email: 'both@example.ng' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    const kinds = await database.db
      .selectFrom('account_tokens')
      .innerJoin('users', 'users.id', 'account_tokens.user_id')
      .select('kind')
      .where('users.email', '=', 'both@example.ng')
      .where('account_tokens.created_at', '>', sql<Date>`now() - interval '1 minute'`)
      .execute();
    expect(kinds.map((row) => row.kind).sort()).toEqual(['reset', 'verification']);
  });
});

describe('a reset ends everything', () => {
  it('an old device token is throttled like any other client after a password reset', async () => {
    const email = 'stolen-device@example.ng';
    await registerAndVerify(email, 'Dayo');
    const loginFrom = (source: string, password: string, deviceToken?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password, ...(deviceToken && { deviceToken }) },
        remoteAddress: source,
      });
    const { deviceToken } = (await loginFrom('198.20.0.1', STRONG)).json();
    // Strangers have failed at this address from many machines, far past its budget (recorded as the throttle
    // records them, so the wait, over a minute, outlasts this test): it must wait, for everyone but the device.
    await database.db
      .insertInto('attempts')
      .values(Array.from({ length: FREE_LOGIN_FAILURES.address + 6 }, () => ({ key: `login:address:${email}` })))
      .execute();
    expect((await loginFrom('198.20.2.1', `Guess#next`)).statusCode).toBe(429);
    expect((await loginFrom('198.20.2.2', 'Wrong#Device1', deviceToken)).statusCode).toBe(401);

    await post('request-password-reset', { email });
    const token = await mailedLink(email, 'reset-password');
    expect((await post('reset-password', { token, newPassword: 'Fresh#Start26' })).statusCode).toBe(200);

    const afterReset = await loginFrom('198.20.2.3', 'Wrong#Device2', deviceToken);
    expect(afterReset.statusCode).toBe(429);
    expect(afterReset.json().message).toMatch(/^Too many failed logins/);
    expect(await trustedDevice(database.db, email, deviceToken)).toBeNull();
  });
});

describe("mail in the account's language", () => {
  /** The one mail in the outbox to `email` about `kind`, parsed as a mail client would. */
  async function parsedMailTo(email: string, kind: 'verify-email' | 'reset-password') {
    await mailedLink(email, kind);
    const dir = path.join(database.dataDir, 'outbox');
    for (const name of (await readdir(dir)).sort().reverse()) {
      const mail = await simpleParser(await readFile(path.join(dir, name)));
      if (mail.to && 'text' in mail.to && mail.to.text === email && mail.text?.includes(`/${kind}/`)) return mail;
    }
    throw new Error(`no ${kind} mail to ${email}`);
  }

  it('writes the verification and reset mails of an account made in Igbo in Igbo, and tells a screen reader so', async () => {
    const email = 'chiamaka@example.ng';
    const igbo = { 'accept-language': 'ig-NG, en;q=0.5' };
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: STRONG, firstname: 'Chiamaka', lastname: 'Okafor' },
      headers: igbo,
      remoteAddress: '203.0.113.39',
    });
    expect(registered.statusCode).toBe(201);

    const verification = await parsedMailTo(email, 'verify-email');
    expect(verification.subject).toBe('Kwado adreesị email gị');
    expect(verification.text).toMatch(/^Ndewo,\n\nBiko kwado na nke a bụ adreesị email gị/);
    // The link opens the page in Igbo too.
    expect(verification.text).toContain('Kwado adreesị email m: https://portal.example.ng/ig/verify-email/');
    expect(verification.html).toContain('<html lang="ig">');
    expect(verification.html).toContain(
      'Ọ bụrụ na njikọ ahụ emeghee, detuo adreesị a n&#39;ime ihe nchọgharị gị: https://portal.example.ng/ig/verify-email/',
    );

    // Asked for in English this time: the mail is still in the account's language.
    await app.inject(`/api/v1/auth/verify-email/${await mailedLink(email, 'verify-email')}`);
    await app.inject({ method: 'POST', url: '/api/v1/auth/request-password-reset', payload: { email }, remoteAddress: '203.0.113.39' });
    const reset = await parsedMailTo(email, 'reset-password');
    expect(reset.subject).toBe('Gbanwee okwuntughe gị');
    expect(reset.text).toMatch(/^Ndewo Chiamaka,\n\nMmadụ rịọrọ ka agbanwee okwuntughe akaụntụ gị/);
    expect(reset.text).toContain('https://portal.example.ng/ig/reset-password/');
  });

  it('writes in English to an account made without a language the portal speaks', async () => {
    const email = 'tunde@example.ng';
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: STRONG, firstname: 'Tunde', lastname: 'Bello' },
      headers: { 'accept-language': 'fr-FR' },
      remoteAddress: '203.0.113.40',
    });
    const verification = await parsedMailTo(email, 'verify-email');
    expect(verification.subject).toBe('Verify your email address');
    expect(verification.html).toContain('<html lang="en">');
  });
});
