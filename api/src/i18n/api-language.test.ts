import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { LOCALES, SOURCE_LOCALE } from '@portal/shared/i18n';
import { catalogueProblems, sourceCatalogueProblems } from '@portal/shared/i18n/catalogue-check';
import { COMMENT_MAX_LENGTH } from '@portal/shared/rules';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { startTestApp, stopTestApp } from '../test-support/app.js';
import { eventually } from '../test-support/reports.js';
import { addPerson, multipart, reportFields, sendReport } from '../reports/test-support.js';
import { API_CATALOGUES, apiWords } from './api-text.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startTestApp(database);
});

afterAll(() => stopTestApp(app, database));

/** The header a browser sends for `acceptLanguage`, or none. */
const languageHeader = (acceptLanguage?: string): Record<string, string> =>
  acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage };

const malformedJson = (acceptLanguage?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/json', ...languageHeader(acceptLanguage) },
    payload: '{"email":',
  });

describe("the API's catalogue", () => {
  it('has every text in every language, with the same placeholders and valid ICU syntax', () => {
    expect(sourceCatalogueProblems(API_CATALOGUES.en)).toEqual([]);
    for (const locale of LOCALES.filter((locale) => locale !== SOURCE_LOCALE))
      expect({ locale, problems: catalogueProblems(API_CATALOGUES.en, API_CATALOGUES[locale]) }).toEqual({ locale, problems: [] });
  });
});

describe('the language of an error answer', () => {
  it("answers in Yoruba for Accept-Language: yo, and says so in the answer's headers", async () => {
    const response = await malformedJson('yo');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Ara ìbéèrè náà kì í ṣe JSON tó tọ́.' });
    expect(response.headers['content-language']).toBe('yo');
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it("answers each language a browser asks for first, a region matching its language, by the header's weights", async () => {
    for (const [header, locale] of [
      ['ha-NG, en;q=0.8', 'ha'],
      ['fr-FR, ig;q=0.9, en;q=0.5', 'ig'],
      ['en;q=0.4, pcm;q=0.9', 'pcm'],
      ['en-GB', 'en'],
    ] as const) {
      const response = await malformedJson(header);
      expect({ header, message: response.json().message }).toEqual({ header, message: API_CATALOGUES[locale].invalidJsonBody.message });
      expect(response.headers['content-language']).toBe(locale);
    }
  });

  it('answers in English without the header, for a language the portal does not speak, and for a header that cannot be read', async () => {
    for (const header of [undefined, 'fr', 'zz-ZZ;q=x, ;;;', '*', 'yo;q=0']) {
      const response = await malformedJson(header);
      expect(response.statusCode).toBe(400);
      expect({ header, message: response.json().message }).toEqual({ header, message: 'The request body is not valid JSON.' });
    }
  });

  it('fills the placeholders of a translated text with the request as it came', async () => {
    const response = await app.inject({ url: '/api/v1/no-such-thing?x={y}', headers: { 'accept-language': 'ha' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Babu komai a nan: GET /api/v1/no-such-thing' });
  });
});

describe("a request its route's schema refuses", () => {
  const ask = (query: string, language?: string) =>
    app.inject({ url: `/api/v1/schools?${query}`, headers: language ? { 'accept-language': language } : {} });

  it("says what is wrong with which field in the request's language, never in the validator's English", async () => {
    const yoruba = await ask('per_page=0', 'yo');
    expect(yoruba.statusCode).toBe(400);
    expect(yoruba.json()).toEqual({ message: 'Ìbéèrè tí kò tọ́: per_page ti kéré jù.' });
    expect(yoruba.headers['content-language']).toBe('yo');
    expect((await ask('per_page=100000')).json()).toEqual({ message: 'Invalid request: per_page is too large.' });
    expect((await ask('page=two', 'ha')).json()).toEqual({ message: 'Buƙatar ba daidai ba ce: page ba irin da ake so ba ne.' });
  });

  it("words a form's field of the wrong type the same way (register's first name as an object, in Igbo)", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'obi@example.ng', password: 'Inclusive#2026', firstname: { first: 'Obi' }, lastname: 'Eze' },
      headers: { 'accept-language': 'ig' },
      remoteAddress: '203.0.113.63',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Arịrịọ ezighi ezi: firstname abụghị ụdị kwesịrị ekwesị.' });
  });
});

describe("a route's own refusals and answers", () => {
  const me = (acceptLanguage?: string) => app.inject({ url: '/api/v1/auth/me', headers: languageHeader(acceptLanguage) });

  it('refuses a visitor who is not logged in (401) in Hausa for Accept-Language: ha, in English without the header', async () => {
    const hausa = await me('ha');
    expect(hausa.statusCode).toBe(401);
    expect(hausa.json()).toEqual({ message: 'Don Allah ka shiga domin ka ci gaba.' });
    expect(hausa.headers['content-language']).toBe('ha');
    expect(hausa.headers.vary).toMatch(/Accept-Language/);
    expect((await me()).json()).toEqual({ message: 'Please log in to continue.' });
  });

  it("refuses an eyewitness report's over-long comment in Pidgin, its limit filled in, and in English without the header", async () => {
    const reporter = await addPerson(database.db, 'user', 'Ngozi');
    const body = await multipart(reportFields(reporter, { comment: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }));
    const send = (language: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/eyewitness',
        payload: body.payload,
        headers: { ...body.headers, ...reporter.auth, ...language },
      });
    const pidgin = await send({ 'accept-language': 'pcm' });
    expect(pidgin.statusCode).toBe(400);
    expect(pidgin.json()).toEqual({ message: `Di comment no fit pass ${COMMENT_MAX_LENGTH} characters.` });
    expect(pidgin.headers['content-language']).toBe('pcm');
    expect((await send({})).json()).toEqual({ message: `The comment may be at most ${COMMENT_MAX_LENGTH} characters long.` });
  });

  it("answers a route's success in the request's language (register in Yoruba, its address filled in)", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'folake@example.ng', password: 'Inclusive#2026', firstname: 'Folake', lastname: 'Adeyemi' },
      headers: { 'accept-language': 'yo' },
      remoteAddress: '203.0.113.61',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'A ti ṣí àkántì yín. A ti fi ìjápọ̀ ìjẹ́rìí ránṣẹ́ sí folake@example.ng.' });
  });

  it('says how long to wait after failed logins (429) in Hausa, with the plural the number takes, and in English without the header', async () => {
    const login = (acceptLanguage?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'guessed@example.ng', password: 'Wrong#Guess1' },
        headers: languageHeader(acceptLanguage),
        remoteAddress: '203.0.113.62',
      });
    let refused = await login('ha');
    for (let attempt = 0; attempt < 10 && refused.statusCode !== 429; attempt++) refused = await login('ha');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      message: `An kasa shiga sau da yawa. Don Allah ka jira ${seconds === 1 ? 'daƙiƙa 1' : `daƙiƙoƙi ${seconds}`} sannan ka sake gwadawa.`,
    });
    const english = await login();
    expect(english.statusCode).toBe(429);
    const wait = Number(english.headers['retry-after']);
    expect(english.json()).toEqual({
      message: `Too many failed logins. Please wait ${wait === 1 ? '1 second' : `${wait} seconds`} and try again.`,
    });
  });

  it("words a wait's number with the plural it takes, in English as before and in each language", () => {
    const english = apiWords('en');
    expect(english('tooManyLoginsSeconds', { seconds: 1 })).toBe('Too many failed logins. Please wait 1 second and try again.');
    expect(english('tooManyLoginsSeconds', { seconds: 8 })).toBe('Too many failed logins. Please wait 8 seconds and try again.');
    expect(english('tooManyLoginsMinutes', { minutes: 1 })).toBe('Too many failed logins. Please wait 1 minute and try again.');
    expect(english('tooManyAttempts', { minutes: 15 })).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(apiWords('pcm')('tooManyLoginsMinutes', { minutes: 1 })).toBe(
      'Too many login wey no work. Abeg wait 1 minute before you try again.',
    );
    expect(apiWords('yo')('tooManyAttempts', { minutes: 15 })).toBe(
      'Ẹ ti gbìyànjú ní ọ̀pọ̀ ìgbà jù. Ẹ jọ̀wọ́ ẹ dúró fún ìṣẹ́jú 15 kí ẹ tó tún gbìyànjú.',
    );
  });
});

describe("mail about a report in the reporter's language", () => {
  /** The one mail in the outbox to `email` whose subject is `subject`, parsed as a mail client would. */
  const parsedMail = (email: string, subject: string) =>
    eventually(async () => {
      const dir = path.join(database.dataDir, 'outbox');
      const names = await readdir(dir).catch(() => []);
      for (const name of names) {
        const mail = await simpleParser(await readFile(path.join(dir, name)));
        if (mail.to && 'text' in mail.to && mail.to.text === email && mail.subject === subject) return mail;
      }
      return undefined;
    }, `the mail "${subject}" to ${email}`);

  it("writes the decision on a report made by an account in Yoruba in Yoruba, the moderator's and the reporter's words as written", async () => {
    const reporter = await addPerson(database.db, 'user', 'Adebayo');
    await database.db.updateTable('users').set({ language: 'yo' }).where('id', '=', reporter.id).execute();
    const moderator = await addPerson(database.db, 'moderator', 'Halima');
    const comment = 'The ramp at the clinic entrance is broken.';
    const id = await sendReport(app, reporter, { comment });
    const reason = 'Please add the name of the clinic.';
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/v1/moderation/reports/${id}/reject`,
      payload: { reason },
      headers: moderator.auth,
    });
    expect(rejected.statusCode).toBe(200);

    const mail = await parsedMail(reporter.email, 'A kò tẹ ìròyìn ẹlẹ́rìí yín jáde');
    expect(mail.text).toMatch(
      /^Ẹ n lẹ́ o Adebayo,\n\nA dúpẹ́ fún ìròyìn ẹlẹ́rìí yín ti \d{1,2} Oṣù [^ ]+ \d{4}\. Alábòójútó kan ti ṣàyẹ̀wò rẹ̀/,
    );
    expect(mail.text).toContain(`\u201c${reason}\u201d`);
    expect(mail.text).toContain(`Ìròyìn yín bẹ̀rẹ̀ báyìí: \u201c${comment}\u201d`);
    expect(mail.text).toContain('Ṣí My reports: ');
    expect(mail.html).toContain('<html lang="yo">');
    expect(mail.html).toContain('<h1 style="font-size:1.25rem">A kò tẹ ìròyìn ẹlẹ́rìí yín jáde</h1>');
  });
});
