/**
 * The account pages as a browser without scripts meets them (issue 37, item 1): mfe-auth renders them on
 * the server with their forms, and a form posted to its own page is answered by a page, through the same
 * checks and API calls as the form's submit with scripts. The server entries are the apps' own sources.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '@portal/shared/messages';
import { accountMessages } from '@portal/shared/account-messages';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { openTestDatabase, type TestDatabase } from '../../api/src/test-support/database.js';
import { stopTestApp } from '../../api/src/test-support/app.js';
import { TestWebRoot, realEntry, shellWithScript, startTestPortal } from './test-support.js';

const ORIGIN = 'https://portal.example.ng';
const PASSWORD = 'Inclusive#2026';

let database: TestDatabase;
let app: FastifyInstance;
let web: TestWebRoot;

beforeAll(async () => {
  database = await openTestDatabase();
  web = await TestWebRoot.create(shellWithScript('startShell()'));
  await web.deployServerEntry('render.aaaaaaaaaa.mjs', realEntry());
  await web.deployServerEntry('render.aaaaaaaaaa.mjs', realEntry('auth'), 'auth');
  app = await startTestPortal(database, { WEB_ROOT: web.dir, PUBLIC_URL: ORIGIN });
});

afterAll(async () => {
  await stopTestApp(app, database);
  await web?.remove();
});

/** A form as a browser posts it from one of the portal's pages. */
const post = (url: string, fields: Record<string, string>, origin = ORIGIN) =>
  app.inject({
    method: 'POST',
    url,
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: new URLSearchParams(fields).toString(),
  });

/** The mails written to the outbox (the default mail set-up) to `address`, decoded. */
async function mailsTo(address: string): Promise<string[]> {
  const outbox = path.join(database.dataDir, 'outbox');
  const names = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(names.map((name) => readFile(path.join(outbox, name), 'utf8')));
  return mails.map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).filter((mail) => mail.includes(address));
}

/** The mails to `address` once one holds `link`: mail leaves in the background, after the answer. */
async function mailedLink(address: string, link: string): Promise<string[]> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const mails = await mailsTo(address);
    if (mails.some((mail) => mail.includes(link))) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mailsTo(address);
}

const registration = (email: string) => ({ firstname: 'Ngozi', lastname: 'Okafor', email, password: PASSWORD, confirm: PASSWORD });

describe('the account pages without scripts', () => {
  it('arrive with their forms, posted to their own address with named fields', async () => {
    const html = (await app.inject({ url: '/register', headers: { accept: 'text/html' } })).body;
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/register"|<form[^>]*action="\/register"[^>]*method="post"/);
    for (const name of ['firstname', 'lastname', 'email', 'password', 'confirm']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain(`>${accountMessages.registerTitle}</h1>`);
    expect(html).toContain('<div id="portal-page-auth" data-server-rendered>');
  });

  it('mark a page that does its work as it opens, so its scripts start at once', async () => {
    const html = (await app.inject({ url: '/verify-email/abc', headers: { accept: 'text/html' } })).body;
    expect(html).toContain('<div id="portal-page-auth" data-server-rendered data-starts-at-once>');
  });

  it('register as a plain form: the page says the mail is sent, and it is', async () => {
    const email = `ngozi.${Date.now()}@example.ng`;
    const answer = await post('/register', registration(email));
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(accountMessages.verificationEmailSent);
    const mails = await mailedLink(email, '/verify-email/');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`${ORIGIN}/verify-email/`);
  });

  it('answer a refused registration with the spec’s text and the values typed, never the password', async () => {
    const answer = await post('/register', { ...registration('ngozi@example.ng'), firstname: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(accountMessages.fillAllFields);
    expect(answer.body).toContain('value="Okafor"');
    expect(answer.body).not.toContain(PASSWORD);
    expect(await mailsTo('ngozi@example.ng')).toHaveLength(0);
  });

  it('answer a value no account can hold (a NUL character) with the page, the API’s message and the other values typed', async () => {
    const email = `nul.${Date.now()}@example.ng`;
    const answer = await post('/register', { ...registration(email), firstname: 'Ngo\u0000zi' });
    expect([answer.statusCode, answer.headers['content-type']]).toEqual([400, 'text/html; charset=utf-8']);
    expect(answer.body).toContain('Text must not contain NUL characters.');
    expect(answer.body).toContain('value="Okafor"');
    expect(answer.body).not.toContain(PASSWORD);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("answer a form posted to a page in another language in that page's language, on that page", async () => {
    const answer = await post('/ig/register', { ...registration('chidi@example.ng'), firstname: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(/<html lang="ig" /);
    expect(answer.body).toContain('Biko dejupụta oghere niile');
    expect(answer.body).toMatch(/<form[^>]*action="\/ig\/register"/);
  });

  it('register an account posted from a page in Igbo in Igbo: its mail is in Igbo, its link to the Igbo page', async () => {
    const email = `chiamaka.${Date.now()}@example.ng`;
    const answer = await post('/ig/register', registration(email));
    expect(answer.statusCode).toBe(200);
    const mails = await mailedLink(email, '/ig/verify-email/');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('<html lang="ig">');
    expect(mails[0]).toContain(`${ORIGIN}/ig/verify-email/`);
  });

  it('send a reset link from the forgot-password form', async () => {
    const email = `ada.${Date.now()}@example.ng`;
    expect((await post('/register', registration(email))).statusCode).toBe(200);
    await mailedLink(email, '/verify-email/');
    const answer = await post('/forgot-password', { email });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(accountMessages.checkYourEmail);
    expect((await mailedLink(email, '/reset-password/')).some((mail) => mail.includes(`${ORIGIN}/reset-password/`))).toBe(true);
  });

  it('say plainly that signing in needs JavaScript, keeping the address', async () => {
    const answer = await post('/login', { email: 'ada@example.ng', password: PASSWORD });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(messages.needsJavaScript.replaceAll("'", '&#x27;'));
    expect(answer.body).toContain('value="ada@example.ng"');
    // In Hausa in the words of the notice every page gives a browser without scripts, not in a wording of its own.
    await sharedWords.load('ha');
    const inHausa = await post('/ha/login', { email: 'ada@example.ng', password: PASSWORD });
    expect(inHausa.statusCode).toBe(400);
    expect(inHausa.body).toContain(sharedWords.in('ha')('needsJavaScript').replaceAll("'", '&#x27;'));
  });

  it("refuse a form another site's page posts, and leave the API to JSON", async () => {
    const email = `elsewhere.${Date.now()}@example.ng`;
    const forged = await post('/register', registration(email), 'https://elsewhere.example');
    expect(forged.statusCode).toBe(403);
    const fromAnotherSite = await app.inject({
      method: 'POST',
      url: '/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams(registration(email)).toString(),
    });
    expect(fromAnotherSite.statusCode).toBe(403);
    expect(fromAnotherSite.json()).toEqual({ message: 'Forms are accepted from the portal’s own pages only' });
    // In the language of the page it was posted to.
    const toHausa = await post('/ha/register', registration(email), 'https://elsewhere.example');
    expect([toHausa.statusCode, toHausa.headers['content-language'], toHausa.json()]).toEqual([
      403,
      'ha',
      { message: 'Ana karɓar fom daga shafukan wannan dandali kawai' },
    ]);
    expect(await mailsTo(email)).toHaveLength(0);
    const api = await post('/api/v1/auth/register', registration(email));
    expect(api.statusCode).toBe(415);
    expect(api.json()).toHaveProperty('message');
  });
});
