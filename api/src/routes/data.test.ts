import { parse } from 'csv-parse/sync';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tabularDataPackage from '../test-support/frictionless/tabular-data-package.json' with { type: 'json' };
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { startTestApp, stopTestApp } from '../test-support/app.js';
import { loadDataFiles } from '../open-data/data-files.js';
import { applyBundledData } from '../open-data/bundled-data.js';
import { OpenDataStore } from '../open-data/store.js';
import { ADMIN, stubAuthenticate as authenticate } from '../test-support/stub-authenticate.js';

let database: TestDatabase;
let app: FastifyInstance;
let store: OpenDataStore;

beforeAll(async () => {
  database = await openTestDatabase();
  await applyBundledData(database.db, await loadDataFiles());
  store = await OpenDataStore.open(database.db);
  app = await startTestApp(database, {}, { store, authenticate });
});

afterAll(() => stopTestApp(app, database));

const get = async (url: string) => {
  const response = await app.inject(url);
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

describe('countries', () => {
  it('lists Nigeria and serves its full record with the published figures', async () => {
    expect((await get('/api/v1/countries')).body.data).toEqual([{ id: 1, name: 'Nigeria' }]);
    const { body } = await get('/api/v1/countries/1');
    expect(body.year).toBe(2023);
    expect(body.population.withDisability).toBe(26_910_000);
    expect(body.statistics.gender_distribution.total).toEqual({ male: 45.65, female: 54.35 });
    expect(body.statistics.employmentDistribution.employed.totalEmployed).toBe(36.7);
    expect(body.statistics.disabilityShare.value).toBe(15);
    expect(body.statistics.ageDistribution['65-above']).toEqual({ share: 47.5, withDisability: 12_782_250 });
  });

  it('answers 404 with a message for an unknown country', async () => {
    const { status, body } = await get('/api/v1/countries/9');
    expect(status).toBe(404);
    expect(body.message).toMatch(/No country/);
  });
});

describe('states', () => {
  it('pages the 37 states 20 at a time, with the map codes', async () => {
    const first = await get('/api/v1/states');
    expect(first.body.meta).toEqual({ total: 37, page: 1, per_page: 20, last_page: 2 });
    expect(first.body.data).toHaveLength(20);
    const second = await get('/api/v1/states?page=2&country_id=1');
    expect(second.body.data).toHaveLength(17);
    const all = (await get('/api/v1/states?per_page=50')).body.data as Array<{ id: number; name: string; code: string }>;
    expect(all.find((s) => s.name === 'Kebbi')?.code).toBe('NGKE');
    expect(all.map((s) => s.id)).toEqual(Array.from({ length: 37 }, (_, i) => i + 1));
    expect(all.map((s) => s.name)).toEqual([...all.map((s) => s.name)].sort());
  });

  it('gives list entries as §3.5 has them, and one state with its local government areas', async () => {
    const [abia] = (await get('/api/v1/states')).body.data;
    expect(Object.keys(abia).sort()).toEqual(['code', 'country_id', 'country_name', 'id', 'name', 'source', 'updated_at']);
    const lagos = await get('/api/v1/states/25');
    expect(lagos.body).toMatchObject({ id: 25, name: 'Lagos', code: 'NGLA', country_name: 'Nigeria' });
    expect(lagos.body.lgas).toEqual(expect.arrayContaining(['Ikeja', 'Surulere', 'Epe']));
    expect((await get('/api/v1/states/38')).status).toBe(404);
  });

  it('finds a state policy by the state id', async () => {
    const { body } = await get('/api/v1/states/34/policy');
    expect(body).toMatchObject({ state: 'Sokoto', ranking: '11th', status: 'Passed', law_status: 'in_force', law_year: 2021 });
  });
});

describe('policies', () => {
  it("give every state its law status from the sourced data, with sources, and keep only the original portal's rankings", async () => {
    const all = (await get('/api/v1/policies?per_page=50')).body.data as Array<Record<string, unknown>>;
    expect(all).toHaveLength(37);
    const count = (status: string) => all.filter((p) => p.law_status === status).length;
    expect([count('in_force'), count('federal_act'), count('no_law'), count('unknown'), count('disputed')]).toEqual([27, 1, 4, 4, 1]);
    expect(all.find((p) => p.state === 'FCT-Abuja')).toMatchObject({
      law_status: 'federal_act',
      law_name: 'Discrimination Against Persons with Disabilities (Prohibition) Act, 2018',
    });
    expect(all.filter((p) => p.status === 'Passed')).toHaveLength(27);
    expect(all.filter((p) => p.ranking !== '')).toHaveLength(11);
    expect(all.filter((p) => (p.phone as string[]).length > 0 || p.email !== '' || p.url !== '' || p.desc !== '')).toEqual([]);
    expect(all.filter((p) => (p.sources as unknown[]).length === 0)).toEqual([]);
  });

  it('filters by state name and reads one record', async () => {
    const { body } = await get('/api/v1/policies?state=sokoto');
    expect(body.data).toHaveLength(1);
    expect((await get('/api/v1/policies/34')).body.sources[0]).toMatchObject({
      publisher: 'News Diary Online',
      date: '2023-05-23',
      confidence: 'medium',
    });
  });
});

describe('national figures', () => {
  it('lists the 29 figures with their scope and sources', async () => {
    const { body } = await get('/api/v1/figures?per_page=50');
    expect(body.meta.total).toBe(29);
    expect(body.data[0]).toMatchObject({
      id: 1,
      scope: 'global',
      sources: [expect.objectContaining({ url: 'https://en.wikipedia.org/wiki/World_report_on_disability' })],
    });
  });

  it('marks the count of schools with deaf students enrolled as of the 1990s, as its source is', async () => {
    const { body } = await get('/api/v1/figures?per_page=50');
    const deaf = body.data.find((f: { figure: string }) => f.figure === 'Schools with deaf students enrolled');
    expect(deaf).toMatchObject({ value: '43', year: 'c. 1990s (chapter date not confirmed)' });
    const csv = parse((await app.inject('/api/v1/downloads/figures.csv')).body, { columns: true }) as Array<Record<string, string>>;
    expect(csv.find((row) => row.figure === 'Schools with deaf students enrolled')?.year).toMatch(/1990s/);
  });
});

describe("the portal's own links", () => {
  it('are absent until configured', async () => {
    const { reportByPhone, ...links } = (await get('/api/v1/site')).body;
    expect(links).toEqual({ email: null, phone: null, blog: null, provider: null, supporter: null, social: [] });
    expect(reportByPhone).toEqual({ sms: null, ussd: null });
  });

  it('come from the configuration, and a mistyped address stops the start', () => {
    const config = loadConfig({
      SITE_EMAIL: 'info@portal.ng',
      SITE_PROVIDER_NAME: 'Provider',
      SITE_PROVIDER_URL: 'https://provider.ng',
      SITE_SOCIAL: 'Facebook=https://facebook.com/portal',
    });
    expect(config.site).toMatchObject({
      email: 'info@portal.ng',
      provider: { name: 'Provider', url: 'https://provider.ng' },
      social: [{ name: 'Facebook', url: 'https://facebook.com/portal' }],
    });
    expect(() => loadConfig({ SITE_BLOG_URL: 'blog.portal.ng' })).toThrow(
      'SITE_BLOG_URL must be an http:// or https:// address, not "blog.portal.ng"',
    );
    expect(() => loadConfig({ SITE_SUPPORTER_NAME: 'Fund' })).toThrow('Set both SITE_SUPPORTER_NAME and SITE_SUPPORTER_URL, or neither');
  });

  it('publish where to report from any phone once the callbacks are on, with the word that starts an SMS report in each language', () => {
    const secret = { SMS_CALLBACK_SECRET: 'a-long-enough-secret-0123' };
    expect(
      loadConfig({ ...secret, SMS_REPORT_NUMBER: '+234 700 000 0111', USSD_REPORT_CODE: '*384*123#', SMS_KEYWORD: 'Ripoti' }).site
        .reportByPhone,
    ).toEqual({
      sms: { number: '+234 700 000 0111', keywords: { en: 'RIPOTI', pcm: 'REPORT', ha: 'RAHOTO', yo: 'IROYIN', ig: 'AKUKO' } },
      ussd: '*384*123#',
    });
    expect(loadConfig({ ...secret, USSD_REPORT_CODE: '*384*123#' }).site.reportByPhone).toEqual({ sms: null, ussd: '*384*123#' });
    // Without the secret the callbacks answer 404: the page would send people to a number that takes nothing.
    expect(() => loadConfig({ SMS_REPORT_NUMBER: '32811' })).toThrow(
      'SMS_REPORT_NUMBER and USSD_REPORT_CODE publish reports by phone, which need SMS_CALLBACK_SECRET',
    );
    expect(() => loadConfig({ ...secret, SMS_REPORT_NUMBER: 'call us' })).toThrow('SMS_REPORT_NUMBER must be a phone number or short code');
    expect(() => loadConfig({ ...secret, USSD_REPORT_CODE: '384123' })).toThrow('USSD_REPORT_CODE must be a USSD code such as *384*123#');
  });
});

describe('school search (spec §5)', () => {
  const names = async (query: string) =>
    (await get(`/api/v1/schools?per_page=100&${query}`)).body.data as Array<{ name: string; type: string[]; impairments: string[] }>;

  it('matches part of a name regardless of case', async () => {
    const found = await names('q=FOR THE DEAF');
    expect(found.length).toBeGreaterThan(2);
    expect(found.every((s) => s.name.toLowerCase().includes('for the deaf'))).toBe(true);
  });

  it('matches a type exactly regardless of case', async () => {
    const found = await names('type=Special');
    expect(found.every((s) => s.type.includes('special'))).toBe(true);
    expect((await get('/api/v1/schools?type=spec')).status).toBe(400);
  });

  it('finds the schools that serve an impairment, and refuses one it does not know', async () => {
    const found = await names('impairment=hearing');
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((s) => s.impairments.includes('hearing'))).toBe(true);
    expect((await get('/api/v1/schools?impairment=telepathy')).body.message).toBe(
      'impairment must be one of visual, hearing, physical, intellectual, multiple',
    );
  });

  it('gives the union of name, type and impairment', async () => {
    const byName = await names('q=blind');
    const byType = await names('type=nursery');
    const byImpairment = await names('impairment=physical');
    const all = await names('q=blind&type=nursery&impairment=physical');
    expect(new Set(all.map((s) => s.name))).toEqual(new Set([...byName, ...byType, ...byImpairment].map((s) => s.name)));
  });

  it('limits to one state and counts for the "{n} inclusive school(s) found" label', async () => {
    expect((await get('/api/v1/schools?state=Lagos')).body.meta.total).toBe(12);
    expect((await get('/api/v1/schools?state=Jigawa')).body.meta.total).toBe(1);
    expect((await get('/api/v1/schools?state=Lagos&q=zzz')).body.meta.total).toBe(0);
  });

  it('serves only the real schools of the sourced data and its additions, each with its source', async () => {
    const all = await get('/api/v1/schools?per_page=100');
    expect(all.body.meta.total).toBeGreaterThanOrEqual(72);
    expect(new Set(all.body.data.map((s: { state: string }) => s.state)).size).toBeGreaterThanOrEqual(31);
    expect(
      all.body.data.every((s: { sources: Array<{ url: string }> }) => s.sources.some((source) => /^https?:\/\/\S+$/.test(source.url))),
    ).toBe(true);
    expect(JSON.stringify(all.body)).not.toMatch(/example\.(org|ng)/);
  });

  it('gives the corrected names of December 2026, and never the old ones', async () => {
    const { data } = (await get('/api/v1/schools?per_page=100')).body as { data: Array<{ name: string; sources: Array<{ url: string }> }> };
    const names = data.map((s) => s.name);
    expect(names).toContain('Ikeja Junior Grammar School (inclusive unit)');
    expect(names).toContain('Imo State Secondary School for the Deaf, Ofekata Orodo');
    expect(names.filter((name) => /dumb|ikeja junior high/i.test(name))).toEqual([]);
    expect(data.find((s) => s.name.startsWith('Ikeja Junior Grammar'))!.sources.map((s) => s.url)).toEqual([
      'https://pmnewsnigeria.com/2010/08/09/inclusive-units-integrated-into-schools/',
    ]);
    // Not in a name, a source's title or quote, nor in any download.
    expect(JSON.stringify(data)).not.toMatch(/dumb/i);
    for (const format of ['csv', 'json']) {
      for (const set of ['schools', 'sources'])
        expect((await app.inject(`/api/v1/downloads/${set}.${format}`)).body).not.toMatch(/dumb|ikeja junior high/i);
    }
  });

  it("publishes no school's working notes: the records carry the contract's fields only", async () => {
    const { data } = (await get('/api/v1/schools?per_page=100')).body as { data: Array<Record<string, unknown>> };
    for (const school of data) expect(Object.keys(school)).not.toContain('notes');
    // The sourced files' reliability column holds the team's notes after its grade ('CONFLICT: …'): only the grade is published.
    expect(JSON.stringify(data)).not.toMatch(/CONFLICT|eduvision|corrections-2026/);
  });

  it('reads one school and answers 404 for an unknown one', async () => {
    expect((await get('/api/v1/schools/1')).body.name).toBe('Wesley School for the Deaf');
    expect((await get('/api/v1/schools/999')).status).toBe(404);
  });
});

describe('bad query values', () => {
  it.each([
    '/api/v1/schools?page=0',
    '/api/v1/schools?per_page=10000',
    '/api/v1/schools?type=college',
    '/api/v1/schools/abc',
    '/api/v1/states?page=x',
    '/api/v1/policies/-1',
  ])('%s → 400 with a message', async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(typeof body.message).toBe('string');
  });
});

describe('open to other sites', () => {
  it('lets any origin read the public data, as the embeddable widget does', async () => {
    const response = await app.inject({ url: '/api/v1/schools?state=Lagos', headers: { origin: 'https://ngo.example.org' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // A refusal too, so another site's script can read the message.
    const refused = await app.inject({ url: '/api/v1/schools?type=college', headers: { origin: 'https://ngo.example.org' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('caching', () => {
  it('sends an ETag and answers 304 when the client has this version', async () => {
    const first = await app.inject('/api/v1/states');
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: '/api/v1/states', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const other = await app.inject('/api/v1/states?page=2');
    expect(other.headers.etag).not.toBe(etag);
  });

  it('asks clients to revalidate, and understands weak and listed ETags', async () => {
    const first = await app.inject('/api/v1/policies');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const strong = etag.slice(2);
    for (const header of [etag, strong, `"other", ${etag}`, '*']) {
      expect((await app.inject({ url: '/api/v1/policies', headers: { 'if-none-match': header } })).statusCode).toBe(304);
    }
    expect((await app.inject({ url: '/api/v1/policies', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('answers an address asked before exactly as the first time, body and headers, for a GET and a HEAD', async () => {
    const addresses = ['/api/v1/downloads/policies.csv', '/api/v1/datapackage.json', '/api/v1/schools?state=Kano&per_page=5'];
    const answer = async (url: string, method: 'GET' | 'HEAD' = 'GET') => {
      const { statusCode, headers, body } = await app.inject({ method, url, headers: { 'accept-encoding': 'identity' } });
      const { date: _date, ...kept } = headers;
      return { statusCode, headers: kept, body };
    };
    for (const url of addresses) {
      const first = await answer(url);
      expect(first.statusCode).toBe(200);
      expect(await answer(url)).toEqual(first);
      expect(await answer(url, 'HEAD')).toEqual({ ...first, body: '' });
    }
    // Another question is another answer, and a refusal is never kept as an answer.
    expect((await answer('/api/v1/schools?state=Kano&per_page=6')).body).not.toBe((await answer(addresses[2]!)).body);
    for (let attempt = 0; attempt < 2; attempt++) expect((await answer('/api/v1/schools?type=college')).statusCode).toBe(400);
  });
});

describe('compression', () => {
  const schoolsPage = '/api/v1/schools?q=school';

  it('sends a page of schools compressed to a client that accepts gzip, the same data once decoded', async () => {
    const plain = await app.inject(schoolsPage);
    const gzipped = await app.inject({ url: schoolsPage, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it('prefers Brotli when the client takes it, as browsers do, and honours a refusal', async () => {
    const browser = await app.inject({ url: schoolsPage, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString()).meta.total).toBeGreaterThan(0);
    const refusing = await app.inject({ url: schoolsPage, headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(refusing.headers['content-encoding']).toBeUndefined();
    expect(refusing.json().success).toBe(true);
  });

  it('leaves small answers as they are, and keeps one ETag for every encoding', async () => {
    const small = await app.inject({ url: '/api/v1/policies/25', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const [plain, gzipped] = await Promise.all([
      app.inject(schoolsPage),
      app.inject({ url: schoolsPage, headers: { 'accept-encoding': 'gzip' } }),
    ]);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const revalidated = await app.inject({
      url: schoolsPage,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('compresses a download without changing its name or type', async () => {
    const csv = await app.inject({ url: '/api/v1/downloads/schools.csv', headers: { 'accept-encoding': 'gzip' } });
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="schools.csv"');
    expect(gunzipSync(csv.rawPayload).toString()).toMatch(/^id,state_id,state,name,/);
  });
});

describe('downloads', () => {
  const RESOURCES = ['states', 'policies', 'schools', 'figures', 'sources'];

  it.each(RESOURCES)(
    'offers %s as CSV that csv-parse reads with its first line as the header, described by the data package',
    async (name) => {
      const csv = await app.inject(`/api/v1/downloads/${name}.csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="${name}.csv"`);
      expect(csv.headers.link).toBe('</api/v1/datapackage.json>; rel="describedby"; type="application/json"');
      const rows = parse(csv.body, { columns: true }) as Array<Record<string, string>>;
      expect(rows.length).toBeGreaterThan(0);
      const described = (await get('/api/v1/datapackage.json')).body.resources.find((r: { name: string }) => r.name === name);
      expect(Object.keys(rows[0]!)).toEqual(described.schema.fields.map((f: { name: string }) => f.name));
    },
  );

  it.each(RESOURCES)('offers %s as JSON with its licence, source and notes', async (name) => {
    const json = await app.inject(`/api/v1/downloads/${name}.json`);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.json().records.length).toBeGreaterThan(0);
    if (name !== 'sources')
      expect(json.json()).toMatchObject({
        dataset: name,
        licence: expect.any(String),
        source: expect.any(String),
        notes: expect.any(String),
      });
  });

  it('gives the local government areas of each state in the states download', async () => {
    const [abia] = parse((await app.inject('/api/v1/downloads/states.csv')).body, { columns: true }) as Array<Record<string, string>>;
    expect(abia).toMatchObject({ id: '1', name: 'Abia', code: 'NGAB' });
    expect(abia!.lgas!.split('; ')).toHaveLength(17);
  });

  it('lists every source of every fact in the sources download, joined to its record', async () => {
    const rows = parse((await app.inject('/api/v1/downloads/sources.csv')).body, { columns: true }) as Array<Record<string, string>>;
    const ondo = rows.filter((row) => row.dataset === 'policies' && row.record === 'Ondo').map((row) => row.confidence);
    expect(ondo).toEqual(['low', 'low']);
    expect(rows.filter((row) => row.dataset === 'schools')).toHaveLength(store.data.schools.length);
    expect(store.data.schools.length).toBeGreaterThanOrEqual(72);
    expect(rows.filter((row) => row.dataset === 'figures')).toHaveLength(29);
  });

  it('answers an unknown download with 400', async () => {
    expect((await app.inject('/api/v1/downloads/users.csv')).statusCode).toBe(400);
  });

  it('lists the data sets with their licences', async () => {
    const { body } = await get('/api/v1/datasets');
    expect(body.data.map((d: { dataset: string }) => d.dataset)).toEqual(['countries', 'figures', 'policies', 'schools', 'states']);
  });

  it('never serves a placeholder address or cites the specification', async () => {
    for (const file of RESOURCES.flatMap((name) => [`${name}.csv`, `${name}.json`])) {
      expect((await app.inject(`/api/v1/downloads/${file}`)).body, file).not.toMatch(/example\.(org|ng)|spec §|[Ss]pecification/);
    }
  });
});

describe('the data package', () => {
  it('is a valid Tabular Data Package, by the Frictionless JSON Schema of the Data Package and Table Schema specifications', async () => {
    const { body, headers } = await get('/api/v1/datapackage.json');
    // The profile is draft-04; its keywords mean the same to Ajv's default draft, and the rest are annotations.
    const { $schema: _draft, ...profile } = tabularDataPackage as Record<string, unknown>;
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(profile);
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(headers.link).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
  });

  it('describes each download with its licence, sources and fields', async () => {
    const { body } = await get('/api/v1/datapackage.json');
    expect(body.resources.map((r: { name: string; path: string }) => r.path)).toEqual([
      'downloads/states.csv',
      'downloads/policies.csv',
      'downloads/schools.csv',
      'downloads/figures.csv',
      'downloads/sources.csv',
    ]);
    const states = body.resources[0];
    expect(states.licenses.map((l: { name: string }) => l.name)).toEqual(['CC-BY-4.0', 'MIT', 'GPL-3.0']);
    expect(states.sources[1]).toEqual({
      title: "rOpenSci naijR's list of local government areas",
      path: 'https://github.com/ropensci/naijR',
    });
    for (const resource of body.resources) expect((await app.inject(`/api/v1/${resource.path}`)).statusCode, resource.path).toBe(200);
  });
});

describe('import endpoint', () => {
  const PAGE = 'https://news.example.com/schools';
  const csv = (rows: string) => `name,state,type,website,phone,source_url,confidence\n${rows}`;
  const post = (body: string, headers: Record<string, string> = ADMIN) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/imports/schools?reviewed=2026-11-20',
      headers: { 'content-type': 'text/csv', ...headers },
      payload: body,
    });

  it('refuses anyone but an admin', async () => {
    expect((await post(csv(`A,Lagos,primary,,,${PAGE},high\n`), {})).statusCode).toBe(401);
    expect(
      (await post(csv(`A,Lagos,primary,,,${PAGE},high\n`), { authorization: 'Bearer user-token-0123456789abcdefgh' })).statusCode,
    ).toBe(403);
  });

  it('imports valid rows with their sources, maps a misspelt state, and says who imported them; re-importing changes nothing', async () => {
    const file = csv(
      `Kano Deaf Academy,Kanoo,secondary;special,kda.ng,08031234567,${PAGE},medium\nAbuja Learning Hub,FCT,primary,,,${PAGE},low\n`,
    );
    const first = await post(file);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ applied: true, accepted: 2, created: 2, updated: 0, rejected: [] });
    expect(first.json().mappings).toEqual([
      { line: 2, from: 'Kanoo', to: 'Kano' },
      { line: 3, from: 'FCT', to: 'FCT-Abuja' },
    ]);
    const found = (await get('/api/v1/schools?q=Kano Deaf')).body.data[0];
    expect(found).toMatchObject({
      state: 'Kano',
      type: ['secondary', 'special'],
      phone: '0803 123 4567',
      reviewed_at: '2026-11-20',
      imported_by: 'Portal administrator no. 1',
    });
    expect(found.sources).toEqual([expect.objectContaining({ url: PAGE, publisher: 'news.example.com', confidence: 'medium' })]);

    const again = await post(file);
    expect(again.json()).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 2 });
  });

  it('writes nothing when one row is bad, and reports the line and reason', async () => {
    const before = (await get('/api/v1/schools?per_page=1')).body.meta.total;
    const response = await post(
      csv(
        `Good School,Lagos,primary,,,${PAGE},high\nBad School,Atlantis,primary,,,${PAGE},high\nOther School,Oyo,college,,,${PAGE},high\nNo Source School,Oyo,primary,,,,\n`,
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      applied: false,
      accepted: 1,
      rejected: [
        { line: 3, reason: 'state "Atlantis" matches no state of Nigeria' },
        {
          line: 4,
          reason: 'level "college" is not one of nursery, primary, secondary, special (or pre-primary, basic, junior or senior secondary)',
        },
        { line: 5, reason: 'No Source School has no source address (source_url): every school needs one' },
      ],
    });
    expect(response.json().message).toMatch(/nothing was imported/);
    expect((await get('/api/v1/schools?per_page=1')).body.meta.total).toBe(before);
    expect((await get('/api/v1/schools?q=Good School')).body.meta.total).toBe(0);
  });

  it('imports policies as JSON, keeps the columns the file does not give, and serves them at once with a new ETag', async () => {
    const before = String((await app.inject('/api/v1/policies/25')).headers.etag);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/imports/policies',
      headers: ADMIN,
      payload: [
        {
          state: 'Lagos',
          law_status: 'in force',
          law_name: 'Lagos Law',
          source_url: PAGE,
          confidence: 'high',
          phone: '0803 000 1111',
          key_findings: ['Education: example'],
        },
      ],
    });
    expect(response.json()).toMatchObject({ applied: true, updated: 1 });
    expect((await get('/api/v1/policies/25')).body).toMatchObject({
      state: 'Lagos',
      status: 'Passed',
      law_name: 'Lagos Law',
      ranking: '',
      phone: ['0803 000 1111'],
    });
    const revalidated = await app.inject({ url: '/api/v1/policies/25', headers: { 'if-none-match': before } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(before);
  });

  it('answers a file it cannot read with 400', async () => {
    const response = await post('name,state\n"unclosed,Lagos\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cannot be read/);
  });

  it('checks each import on its own, in the checker the imports before it left, against the data as published then', async () => {
    expect((await post('name,state\n"unclosed,Lagos\n')).statusCode).toBe(400);
    const rejected = await post(csv(`Kogi Hearing School,Kogi,primary,,,${PAGE},high\nBad School,Atlantis,primary,,,${PAGE},high\n`));
    expect(rejected.json()).toMatchObject({ applied: false, accepted: 1, rejected: [{ line: 3 }] });
    const file = csv(`Kogi Hearing School,Kogi,primary,,,${PAGE},high\n`);
    expect((await post(file)).json()).toMatchObject({ applied: true, accepted: 1, created: 1, updated: 0, rejected: [] });
    expect((await post(file)).json()).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 1 });
  });
});
