/**
 * Hostile input: hundreds of generated malformed requests across every API route. Every answer must be a
 * 4xx with a `{ message }` (or a success for a request that happens to be valid), never a 5xx; the server
 * stays up; and the database holds exactly what the successful requests wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from './test-support/database.js';
import { startTestApp, stopTestApp } from './test-support/app.js';
import { loadDataFiles } from './open-data/data-files.js';
import { applyBundledData } from './open-data/bundled-data.js';
import { addPerson, type Person } from './reports/test-support.js';

let database: TestDatabase;
let app: FastifyInstance;
let admin: Person;
/** The SMS and USSD callbacks are there only for a caller with the secret: the generated requests carry it. */
const SMS_CALLBACK_SECRET = 'hostile-test-secret-0123456789';

beforeAll(async () => {
  database = await openTestDatabase();
  await applyBundledData(database.db, await loadDataFiles());
  app = await startTestApp(database, { SMS_CALLBACK_SECRET });
  admin = await addPerson(database.db, 'admin', 'Amina');
});

afterAll(() => stopTestApp(app, database));

/** The admin's session, except where it would end it (a logout would leave the rest of the run as a stranger). */
const adminFor = (url: string): { authorization?: string } => (url.endsWith('/auth/logout') ? {} : admin.auth);

/** Integers around every bound a column or a JavaScript number has, up to 2^63 and past it. */
const hugeId = fc
  .oneof(
    fc.bigInt({ min: -(2n ** 63n), max: 2n ** 64n }),
    fc.constantFrom(2n ** 31n - 1n, 2n ** 31n, 2n ** 32n, 2n ** 53n + 1n, 2n ** 63n - 1n, 2n ** 63n, 3_000_000_000n),
  )
  .map(String);

/** JSON nested up to 10^5 deep, as arrays or objects. */
const nestedJson = fc
  .tuple(fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1_000, max: 100_000 })), fc.boolean())
  .map(([depth, asArray]) => (asArray ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));

const hostileText = fc.oneof(
  hugeId,
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '../../etc/passwd',
    '..%2f..%2fetc%2fpasswd',
    '%00',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '\u202e\u0000\uffff',
    '🦄'.repeat(300),
  ),
  fc.nat(5000).map((n) => 'x'.repeat(n * 20)),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'text/csv',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----hostile',
  'multipart/form-data',
  'image/png',
  ';;;',
);

const body = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('{', '{"email":', '[1,2', 'null', '"text"', '{"__proto__":{"admin":true}}', '\u0000\u0001'),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.constantFrom(
        'email',
        'password',
        'firstname',
        'lastname',
        'token',
        'newPassword',
        'comment',
        'role',
        'userId',
        'commentType',
        'reason',
        'extra',
      ),
      fc.oneof(hostileText, fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer())),
    )
    .map((value) => JSON.stringify(value)),
  // The SMS and USSD gateways' callbacks: Africa's Talking's form fields and the phone gateway's webhook JSON.
  fc
    .dictionary(
      fc.constantFrom('sessionId', 'serviceCode', 'phoneNumber', 'networkCode', 'text', 'from', 'to', 'date', 'id', 'linkId'),
      fc.oneof(hostileText, fc.constantFrom('+2348031234567', '08031234567', '1*2*00*0*99*1', '')),
    )
    .map((fields) => new URLSearchParams(fields).toString()),
  fc
    .record({
      event: fc.oneof(fc.constant('sms:received'), hostileText),
      id: fc.oneof(hostileText, fc.integer()),
      payload: fc.oneof(fc.jsonValue(), fc.record({ message: hostileText, sender: fc.oneof(hostileText, fc.constant('+2348031234567')) })),
    })
    .map((value) => JSON.stringify(value)),
  fc.constant('a'.repeat(6 * 1024 * 1024)),
  nestedJson,
);

const authorization = fc.oneof(
  fc.constant(undefined),
  fc.constant('admin'),
  hostileText.map((t) => `Bearer ${t}`),
  fc.constantFrom('Basic YWRtaW46YWRtaW4=', 'Bearer', 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'),
);

function hostileRequest(routes: ReadonlyArray<{ method: string; url: string }>) {
  return fc.record({
    route: fc.constantFrom(...routes),
    method: fc.oneof(fc.constant(null), fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE')),
    params: fc.array(hostileText, { minLength: 2, maxLength: 2 }),
    query: fc.dictionary(fc.constantFrom('page', 'per_page', 'q', 'type', 'state', 'country_id', 'source', 'status', 'x'), hostileText, {
      maxKeys: 3,
    }),
    contentType,
    body,
    authorization,
  });
}

describe('hostile input', () => {
  it('answers hundreds of malformed requests across every route with 4xx { message }, never a 5xx', async () => {
    const routes = app.apiRoutes;
    expect(routes.length).toBeGreaterThan(20);
    const usersBefore = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const schoolsBefore = await database.db
      .selectFrom('schools')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    let registered = 0;
    const statuses = new Map<number, number>();

    // Each route has its share of the requests: drawn at random among all the routes (57), one was left out about
    // one run in twenty, and the test failed on it.
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(hostileRequest([route]), async (request) => {
          let n = 0;
          const url = request.route.url.replace(/:[a-zA-Z]+/g, () => encodeURIComponent(request.params[n++]!).slice(0, 3000));
          const bearer = request.authorization === 'admin' ? adminFor(request.route.url).authorization : request.authorization;
          const query = new URLSearchParams([
            ...Object.entries(request.query).map(([k, v]): [string, string] => [k, v.slice(0, 3000)]),
            ...(url.includes('/channels/') ? [['secret', SMS_CALLBACK_SECRET] as [string, string]] : []),
          ]).toString();
          const method = (request.method ?? request.route.method) as 'GET';
          const response = await app.inject({
            method,
            url: query ? `${url}?${query}` : url,
            headers: {
              ...(request.body !== undefined && method !== 'GET' ? { 'content-type': request.contentType } : {}),
              ...(bearer ? { authorization: bearer } : {}),
            },
            ...(request.body !== undefined && method !== 'GET' ? { payload: request.body } : {}),
          });
          expect(response.statusCode, `${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
          if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode === 201 && request.route.url.endsWith('/auth/register')) registered += 1;
        }),
        { numRuns: 7 },
      );
    }

    // Mostly refusals: the generator makes bad requests, not lucky good ones.
    const refused = [...statuses].filter(([status]) => status >= 400).reduce((sum, [, n]) => sum + n, 0);
    expect(refused).toBeGreaterThan(300);
    const health = await app.inject('/api/v1/health');
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    const usersAfter = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const schoolsAfter = await database.db
      .selectFrom('schools')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(usersAfter.n) - Number(usersBefore.n)).toBe(registered);
    expect(schoolsAfter.n).toBe(schoolsBefore.n);
  });

  it('refuses a NUL character in any JSON field with 400 { message }, on every route that takes JSON', async () => {
    const fields = ['email', 'password', 'firstname', 'lastname', 'token', 'newPassword', 'role', 'reason', 'comment'];
    for (const route of app.apiRoutes.filter((r) => r.method === 'POST' || r.method === 'PATCH')) {
      const response = await app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:[a-z]+/g, '1'),
        payload: Object.fromEntries(fields.map((field) => [field, `a\u0000b@example.ng`])),
      });
      expect(
        response.statusCode,
        `${route.method} ${route.url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
      ).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('every route answers ids up to 2^63 and JSON nested 10^5 deep with a 4xx { message }, as a stranger and as an admin', async () => {
    const ids = ['2147483648', '3000000000', '9007199254740993', '9223372036854775807', '9223372036854775808', '-9223372036854775808'];
    const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    for (const route of app.apiRoutes) {
      for (const [i, id] of ids.entries()) {
        const url = route.url.replace(/:[a-zA-Z]+/g, (_, offset: number) =>
          offset === route.url.indexOf(':') ? id : ids[(i + 1) % ids.length]!,
        );
        for (const headers of [{}, adminFor(route.url)]) {
          const withBody = route.method !== 'GET' && i < 2;
          const response = await app.inject({
            method: route.method as 'GET',
            url,
            headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
            ...(withBody ? { payload: deep(i === 0 ? 5_000 : 100_000) } : {}),
          });
          expect(
            response.statusCode,
            `${route.method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
        }
      }
    }
  });

  it('answers hostile imports, with and without Prefer: respond-async, with 4xx { message } or an import that never fails on the server', async () => {
    const csvRow = fc.array(
      fc.oneof(
        hostileText,
        fc.constantFrom('Lagos', 'FCT-Abuja', 'primary', 'inclusive', 'deaf', 'https://x.ng/1', 'high', '"', '""', '\r'),
      ),
      {
        maxLength: 10,
      },
    );
    const csv = fc
      .tuple(
        fc.constantFrom(
          'name,state,town_or_lga,level,special_or_inclusive,impairments,source_url,confidence',
          'name',
          '',
          '\ufeffname,state',
        ),
        fc.array(csvRow, { maxLength: 20 }),
      )
      .map(([header, rows]) => [header, ...rows.map((row) => row.join(','))].join('\n'));
    const importRequest = fc.record({
      // Weighted towards what reaches an import, so that most runs test the import rather than the routing.
      dataset: fc.oneof({ arbitrary: fc.constantFrom('schools', 'policies'), weight: 6 }, hostileText),
      prefer: fc.oneof(
        fc.constantFrom(undefined, 'wait=0'),
        { arbitrary: fc.constantFrom('respond-async', 'RESPOND-ASYNC, wait=5', 'respond-async; x'), weight: 6 },
        hostileText,
      ),
      contentType: fc.constantFrom(
        'text/csv',
        'text/csv',
        'text/csv',
        'text/csv',
        'text/csv; charset=latin1',
        'application/json',
        'text/plain',
        'application/offset+octet-stream',
      ),
      body: fc.oneof({ arbitrary: csv, weight: 4 }, body),
      reviewed: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 4 },
        fc.constantFrom('2026-11', '2026-11-31', '2026-13-01'),
        hostileText,
      ),
    });
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(importRequest, async (request) => {
        const query = request.reviewed === undefined ? '' : `?reviewed=${encodeURIComponent(request.reviewed.slice(0, 3000))}`;
        const url = `/api/v1/imports/${encodeURIComponent(request.dataset).slice(0, 3000)}${query}`;
        const prefer = request.prefer?.replace(/[^\x20-\x7e]/g, '').slice(0, 3000);
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { ...admin.auth, 'content-type': request.contentType, ...(prefer ? { prefer } : {}) },
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        expect(
          response.statusCode,
          `POST ${url} (Prefer: ${prefer}) answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
        ).toBeLessThan(500);
        if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
        if (response.statusCode !== 202) return;
        // Answered at once: the import's own end is what a 5xx would have been, read where a client reads it.
        accepted += 1;
        const location = String(response.headers.location);
        for (;;) {
          const progress = await app.inject({ url: location, headers: admin.auth });
          expect(progress.statusCode, `GET ${location} answered ${progress.statusCode}: ${progress.body.slice(0, 200)}`).toBe(200);
          const job = progress.json() as { status: string; message: string | null };
          if (job.status === 'failed') expect(job.message).not.toBe('The import failed on the server.');
          if (job.status === 'done' || job.status === 'failed') break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
      // Fewer runs than the other properties: an import that reaches the checker is also written, and read back.
      { numRuns: 50 },
    );
    // About one run in four is taken at once; fewer than 3 of 50 would mean the generator no longer reaches it.
    expect(accepted).toBeGreaterThanOrEqual(3);
  }, 300_000);

  it('answers hostile requests to a live resumable upload, with hostile tus headers, with 4xx { message }, never a 5xx', async () => {
    // An app of its own whose hourly upload quota the runs cannot reach: each run begins an upload.
    const uploads = await startTestApp(database, { REPORTS_PER_HOUR: '100000' });
    try {
      const header = fc.oneof(
        fc.constant(undefined),
        fc.constantFrom('0', '1', '10', '64', '-1', '1.5', '9223372036854775808', '1e309', '', ' 0', '0x10'),
        hostileText.map((text) => text.replace(/[^\x20-\x7e]/g, '').slice(0, 3000)),
      );
      const uploadRequest = fc.record({
        method: fc.constantFrom('HEAD', 'PATCH', 'DELETE', 'POST', 'OPTIONS', 'GET'),
        target: fc.oneof(fc.constantFrom('live', 'live', 'live', 'none', 'other'), hostileText),
        tusResumable: fc.oneof(fc.constantFrom('1.0.0', '1.0.0', '0.2.2', '1.0.0, 0.2.2'), header),
        uploadOffset: header,
        uploadLength: header,
        deferLength: fc.oneof(fc.constant(undefined), fc.constantFrom('1', '0', 'true')),
        metadata: fc.oneof(
          fc.constant(undefined),
          fc.constantFrom('filename dmlkZW8ubXA0,filetype dmlkZW8vbXA0', 'filename', 'filename !!!', ',,,', 'a b c,d e f'),
          header,
        ),
        contentType: fc.constantFrom('application/offset+octet-stream', 'application/json', 'text/plain', 'multipart/form-data'),
        body: fc.oneof(
          fc.constant(undefined),
          fc.uint8Array({ maxLength: 128 }).map((bytes) => Buffer.from(bytes)),
          body,
        ),
      });
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(uploadRequest, async (request) => {
          const created = await uploads.inject({
            method: 'POST',
            url: '/api/v1/uploads',
            headers: { ...admin.auth, 'tus-resumable': '1.0.0', 'upload-length': '64' },
          });
          expect(created.statusCode, created.body).toBe(201);
          const live = String(created.headers.location);
          const url =
            request.target === 'live'
              ? live
              : request.target === 'none'
                ? '/api/v1/uploads'
                : request.target === 'other'
                  ? `/api/v1/uploads/${'0'.repeat(32)}`
                  : `/api/v1/uploads/${encodeURIComponent(request.target).slice(0, 3000)}`;
          const headers = Object.fromEntries(
            Object.entries({
              'tus-resumable': request.tusResumable,
              'upload-offset': request.uploadOffset,
              'upload-length': request.uploadLength,
              'upload-defer-length': request.deferLength,
              'upload-metadata': request.metadata,
              'content-type': request.body === undefined ? undefined : request.contentType,
            }).filter((entry): entry is [string, string] => entry[1] !== undefined),
          );
          const method = request.method as 'HEAD' | 'PATCH' | 'DELETE' | 'POST' | 'OPTIONS' | 'GET';
          const response = await uploads.inject({
            method,
            url,
            headers: { ...admin.auth, ...headers },
            ...(request.body === undefined || method === 'HEAD' || method === 'GET' ? {} : { payload: request.body }),
          });
          const what = `${method} ${url} ${JSON.stringify(headers)} answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
          expect(response.statusCode, what).toBeLessThan(500);
          // A HEAD answer has no body to carry a message.
          if (response.statusCode >= 400 && method !== 'HEAD') expect(typeof response.json().message, what).toBe('string');
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          await uploads.inject({ method: 'DELETE', url: live, headers: { ...admin.auth, 'tus-resumable': '1.0.0' } });
        }),
        { numRuns: 300 },
      );
      // The upload's own handler was reached, not only the router's refusals: it alone answers a success or
      // 412 (a Tus-Resumable version it does not speak). A success alone came 1 time in 300 runs on PostgreSQL.
      expect([...statuses.keys()].some((status) => status < 300 || status === 412)).toBe(true);
    } finally {
      await uploads.close();
    }
  });

  it('refuses numbers beyond what the database holds in every id and paging field with 400 { message }', async () => {
    const huge = ['1e309', '-1e309', '2147483648', '99999999999999999999', '0x10', '1.5'];
    for (const route of app.apiRoutes.filter((r) => r.method === 'GET')) {
      for (const value of huge) {
        const url = route.url.replace(/:[a-z]+/g, value);
        for (const query of ['', `?page=${value}`, `?per_page=${value}`, `?country_id=${value}`]) {
          const response = await app.inject({ method: 'GET', url: url + query });
          expect(response.statusCode, `GET ${url}${query} answered ${response.statusCode}: ${response.body.slice(0, 200)}`).toBeLessThan(
            500,
          );
          if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
        }
      }
    }
  });
});
