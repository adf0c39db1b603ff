import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { loadDataFiles } from '../open-data/data-files.js';
import { applyBundledData } from '../open-data/repository.js';
import { OpenDataStore } from '../open-data/store.js';
import type { Authenticate } from '../auth/guard.js';

let database: TestDatabase;
let app: FastifyInstance;
let store: OpenDataStore;

// Stands in for the session lookup of the accounts area: one admin token and one ordinary user's token.
const authenticate: Authenticate = async (request) =>
  ({ 'Bearer admin-token-0123456789abcdef': { id: 1, role: 'admin' as const }, 'Bearer user-token-0123456789abcdefgh': { id: 2, role: 'user' as const } })[
    request.headers.authorization ?? ''
  ] ?? null;
const ADMIN = { authorization: 'Bearer admin-token-0123456789abcdef' };

beforeAll(async () => {
  database = await openTestDatabase();
  await applyBundledData(database.db, await loadDataFiles());
  store = await OpenDataStore.open(database.db);
  app = await buildApp(loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent' }), { db: database.db, store, authenticate });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

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
    expect(body).toMatchObject({ state: 'Sokoto', ranking: '11th', status: 'Passed' });
  });
});

describe('policies', () => {
  it('holds exactly the rankings and statuses the spec states, and nothing invented', async () => {
    const all = (await get('/api/v1/policies?per_page=50')).body.data as Array<Record<string, unknown>>;
    expect(all).toHaveLength(37);
    const byState = Object.fromEntries(all.map((p) => [p.state, `${p.ranking} ${p.status}`.trim()]));
    expect(byState).toMatchObject({
      Ondo: '10th Passed', Oyo: '5th Passed', Plateau: '6th Passed', Sokoto: '11th Passed', Yobe: '17th Passed',
      Zamfara: '26th Passed', Osun: '22nd Passed', Ogun: '27th Pending', Niger: '34th Pending', Rivers: '36th Pending', Taraba: '38th Pending',
    });
    expect(all.filter((p) => p.ranking !== '')).toHaveLength(11);
    expect(all.filter((p) => (p.phone as string[]).length > 0 || p.email !== '' || p.url !== '')).toEqual([]);
    expect(byState.Nasarawa).toBe('');
  });

  it('filters by state name and reads one record', async () => {
    const { body } = await get('/api/v1/policies?state=sokoto');
    expect(body.data).toHaveLength(1);
    expect((await get('/api/v1/policies/34')).body.desc).toContain('10,000 Naira');
  });
});

describe('school search (spec §5)', () => {
  const names = async (query: string) => ((await get(`/api/v1/schools?per_page=100&${query}`)).body.data as Array<{ name: string; type: string[] }>);

  it('matches part of a name regardless of case', async () => {
    const found = await names('q=SUNRISE');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => s.name.toLowerCase().includes('sunrise'))).toBe(true);
  });

  it('matches a type exactly regardless of case', async () => {
    const found = await names('type=Special');
    expect(found.every((s) => s.type.includes('special'))).toBe(true);
    expect((await get('/api/v1/schools?type=spec')).status).toBe(400);
  });

  it('gives the union when both a name and a type are given', async () => {
    const byName = await names('q=sunrise');
    const byType = await names('type=nursery');
    const both = await names('q=sunrise&type=nursery');
    const union = new Set([...byName, ...byType].map((s) => s.name));
    expect(new Set(both.map((s) => s.name))).toEqual(union);
    expect(both.length).toBeGreaterThan(Math.max(byName.length, byType.length) - 1);
  });

  it('limits to one state and counts for the "{n} inclusive school(s) found" label', async () => {
    const lagos = await get('/api/v1/schools?state=Lagos');
    expect(lagos.body.meta.total).toBe(6);
    const one = await get('/api/v1/schools?state=Kogi');
    expect(one.body.meta.total).toBe(1);
    expect((await get('/api/v1/schools?state=Lagos&q=zzz')).body.meta.total).toBe(0);
  });

  it('marks every bundled school as demonstration data with its source', async () => {
    const all = await get('/api/v1/schools?per_page=100');
    expect(all.body.data.every((s: { provenance: string; source: string }) => s.provenance === 'demonstration' && s.source)).toBe(true);
  });

  it('reads one school and answers 404 for an unknown one', async () => {
    expect((await get('/api/v1/schools/1')).body.name).toBeTruthy();
    expect((await get('/api/v1/schools/999')).status).toBe(404);
  });
});

describe('bad query values', () => {
  it.each(['/api/v1/schools?page=0', '/api/v1/schools?per_page=10000', '/api/v1/schools?type=college', '/api/v1/schools/abc', '/api/v1/states?page=x', '/api/v1/policies/-1'])(
    '%s → 400 with a message',
    async (url) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(typeof body.message).toBe('string');
    },
  );
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
    const [plain, gzipped] = await Promise.all([app.inject(schoolsPage), app.inject({ url: schoolsPage, headers: { 'accept-encoding': 'gzip' } })]);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const revalidated = await app.inject({ url: schoolsPage, headers: { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('compresses a download without changing its name or type', async () => {
    const csv = await app.inject({ url: '/api/v1/downloads/schools.csv', headers: { 'accept-encoding': 'gzip' } });
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="schools.csv"');
    expect(gunzipSync(csv.rawPayload).toString()).toMatch(/^# Licence: /);
  });
});

describe('downloads', () => {
  it.each(['schools', 'policies', 'states'])('offers %s as CSV with a licence line and as JSON with licence and source', async (name) => {
    const csv = await app.inject(`/api/v1/downloads/${name}.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${name}.csv"`);
    const [licenceLine, header] = csv.body.split('\r\n');
    expect(licenceLine).toMatch(/^# Licence: /);
    expect(header).toMatch(/^id,/);
    const json = await app.inject(`/api/v1/downloads/${name}.json`);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.json()).toMatchObject({ dataset: name, licence: expect.any(String), source: expect.any(String) });
    expect(json.json().records.length).toBeGreaterThan(0);
    expect(typeof json.json().notes).toBe('string');
  });

  it('gives the local government areas of each state in the states download', async () => {
    const csv = await app.inject('/api/v1/downloads/states.csv');
    const [, header, abia] = csv.body.split('\r\n');
    expect(header).toBe('id,country_id,country_name,name,code,lgas,source,updated_at');
    expect(abia).toMatch(/^1,1,Nigeria,Abia,NGAB,"?Aba North; /);
  });

  it('answers an unknown download with 400', async () => {
    expect((await app.inject('/api/v1/downloads/users.csv')).statusCode).toBe(400);
  });

  it('lists the data sets with their licences', async () => {
    const { body } = await get('/api/v1/datasets');
    expect(body.data.map((d: { dataset: string }) => d.dataset)).toEqual(['countries', 'policies', 'schools', 'states']);
  });
});

describe('import endpoint', () => {
  const csv = (rows: string) => `name,state,type,website,phone\n${rows}`;
  const post = (body: string, headers: Record<string, string> = ADMIN, source = 'Test import') =>
    app.inject({ method: 'POST', url: `/api/v1/imports/schools?source=${encodeURIComponent(source)}`, headers: { 'content-type': 'text/csv', ...headers }, payload: body });

  it('refuses anyone but an admin', async () => {
    expect((await post(csv('A,Lagos,primary,,\n'), {})).statusCode).toBe(401);
    expect((await post(csv('A,Lagos,primary,,\n'), { authorization: 'Bearer user-token-0123456789abcdefgh' })).statusCode).toBe(403);
  });

  it('imports valid rows, maps a misspelt state, and carries the source; re-importing changes nothing', async () => {
    const file = csv('Kano Deaf Academy,Kanoo,secondary;special,kda.example.ng,08031234567\nAbuja Learning Hub,FCT,primary,,\n');
    const first = await post(file);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ applied: true, accepted: 2, created: 2, updated: 0, rejected: [] });
    expect(first.json().mappings).toEqual([
      { line: 2, from: 'Kanoo', to: 'Kano' },
      { line: 3, from: 'FCT', to: 'FCT-Abuja' },
    ]);
    const found = (await get('/api/v1/schools?q=Kano Deaf')).body.data[0];
    expect(found).toMatchObject({ state: 'Kano', type: ['secondary', 'special'], phone: '0803 123 4567', provenance: 'imported', source: 'Test import' });

    const again = await post(file);
    expect(again.json()).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 2 });
  });

  it('writes nothing when one row is bad, and reports the line and reason', async () => {
    const before = (await get('/api/v1/schools?per_page=1')).body.meta.total;
    const response = await post(csv('Good School,Lagos,primary,,\nBad School,Atlantis,primary,,\nOther School,Oyo,college,,\n'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      applied: false,
      accepted: 1,
      rejected: [
        { line: 3, reason: 'state "Atlantis" matches no state of Nigeria' },
        { line: 4, reason: 'type "college" is not one of Primary, Nursery, Secondary, Special' },
      ],
    });
    expect(response.json().message).toMatch(/nothing was imported/);
    expect((await get('/api/v1/schools?per_page=1')).body.meta.total).toBe(before);
    expect((await get('/api/v1/schools?q=Good School')).body.meta.total).toBe(0);
  });

  it('imports policies as JSON and serves them at once, with a new ETag', async () => {
    const before = String((await app.inject('/api/v1/policies/25')).headers.etag);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/imports/policies?source=State%20ministry%20bulletin',
      headers: ADMIN,
      payload: [{ state: 'Lagos', status: 'passed', ranking: '1st', phone: '0803 000 1111', key_findings: ['Education: example'] }],
    });
    expect(response.json()).toMatchObject({ applied: true, updated: 1 });
    expect((await get('/api/v1/policies/25')).body).toMatchObject({ state: 'Lagos', status: 'Passed', ranking: '1st', phone: ['0803 000 1111'] });
    const revalidated = await app.inject({ url: '/api/v1/policies/25', headers: { 'if-none-match': before } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(before);
  });

  it('needs to know where the data comes from, from the query or the JSON file itself', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/v1/imports/schools', headers: { 'content-type': 'text/csv', ...ADMIN }, payload: csv('A,Lagos,primary,,\n') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/where the data comes from/);
    const named = await app.inject({
      method: 'POST',
      url: '/api/v1/imports/schools',
      headers: ADMIN,
      payload: { source: 'Lagos State inclusive schools register', records: [{ name: 'Ikeja Hearing School', state: 'Lagos', type: 'special' }] },
    });
    expect(named.statusCode).toBe(200);
    expect((await get('/api/v1/schools?q=Ikeja Hearing')).body.data[0]).toMatchObject({ source: 'Lagos State inclusive schools register', provenance: 'imported' });
  });

  it('withdraws demonstration data only with a schools import', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/imports/policies?source=Test&withdraw_demonstration=true', headers: ADMIN, payload: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Only a schools import/);
  });

  it('answers a file it cannot read with 400', async () => {
    const response = await post('name,state\n"unclosed,Lagos\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cannot be read/);
  });
});
