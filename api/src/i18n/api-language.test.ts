import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LOCALES, SOURCE_LOCALE } from '@portal/shared/i18n';
import { catalogueProblems, sourceCatalogueProblems } from '@portal/shared/i18n/catalogue-check';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { startTestApp, stopTestApp } from '../test-support/app.js';
import { API_CATALOGUES } from './api-text.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startTestApp(database);
});

afterAll(() => stopTestApp(app, database));

const malformedJson = (acceptLanguage?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/json', ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }) },
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
