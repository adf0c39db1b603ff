/**
 * No cache (a browser's, a proxy's, a school's shared one) may keep an answer that depends on who asks,
 * nor go on serving the media of a report once it is no longer published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from './test-support/database.js';
import { startTestApp, stopTestApp } from './test-support/app.js';
import { addPerson, multipart, reportFields, type Person } from './reports/test-support.js';
import { png2x2 } from './reports/test-media.js';
import { hashPassword } from './accounts/passwords.js';

let database: TestDatabase;
let app: FastifyInstance;
let ada: Person;
let amina: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startTestApp(database);
  ada = await addPerson(database.db, 'user', 'Ada');
  amina = await addPerson(database.db, 'admin', 'Amina');
  await database.db
    .updateTable('users')
    .set({ password_hash: await hashPassword('Inclusive#2026') })
    .where('id', '=', ada.id)
    .execute();
});

afterAll(() => stopTestApp(app, database));

async function submitReport(): Promise<{ id: number; mediaId: number }> {
  const body = await multipart(reportFields(ada), [{ name: 'b.png', type: 'image/png', bytes: png2x2() }]);
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/eyewitness',
    payload: body.payload,
    headers: { ...body.headers, ...ada.auth },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().report.id as number;
  const queue = await app.inject({ url: '/api/v1/moderation/reports', headers: amina.auth });
  const mediaId = queue.json().reports.find((report: { id: number }) => report.id === id).media[0].id as number;
  return { id, mediaId };
}

describe('answers that depend on who asks', () => {
  it('each private route answers no-store, to its user and to a stranger alike', async () => {
    const { id, mediaId } = await submitReport();
    const requests = [
      { method: 'POST', url: '/api/v1/auth/login', payload: { email: ada.email, password: 'Inclusive#2026' } },
      { method: 'POST', url: '/api/v1/auth/login', payload: { email: ada.email, password: 'Wrong#2026xx' } },
      { method: 'GET', url: '/api/v1/auth/me' },
      { method: 'PATCH', url: '/api/v1/auth/update-profile', payload: { firstname: 'Ada', lastname: 'Okafor' } },
      { method: 'GET', url: '/api/v1/roles/users' },
      { method: 'GET', url: '/api/v1/roles/roles' },
      { method: 'GET', url: '/api/v1/moderation/reports' },
      { method: 'GET', url: `/api/v1/moderation/reports/${id}/media/${mediaId}` },
      { method: 'POST', url: `/api/v1/moderation/reports/${id}/verify` },
    ] as const;
    for (const request of requests) {
      for (const headers of [amina.auth, ada.auth, {}]) {
        const response = await app.inject({ ...request, headers });
        expect(response.headers['cache-control'], `${request.method} ${request.url} (${response.statusCode})`).toBe('no-store');
      }
    }
  });

  it('a malformed request to a private route is refused with no-store too', async () => {
    for (const request of [
      { method: 'POST', url: '/api/v1/moderation/reports/not-a-number/approve' },
      { method: 'GET', url: '/api/v1/moderation/reports?status=everything' },
      { method: 'PATCH', url: '/api/v1/roles/update-role', payload: { userId: 'me' } },
      { method: 'POST', url: '/api/v1/auth/login', payload: { email: 42 } },
    ] as const) {
      const response = await app.inject({ ...request, headers: amina.auth });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(response.headers['cache-control'], `${request.method} ${request.url}`).toBe('no-store');
    }
  });

  it('the token of a login is never kept by a cache', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: ada.email, password: 'Inclusive#2026' },
    });
    expect(login.json().token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe('media of reports', () => {
  it('media of an unpublished report are never served from a cache', async () => {
    const { id, mediaId } = await submitReport();
    const url = `/api/v1/reports/${id}/media/${mediaId}`;
    const unpublished = await app.inject(url);
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.headers['cache-control']).toBe('no-store');

    await app.inject({ method: 'POST', url: `/api/v1/moderation/reports/${id}/approve`, headers: amina.auth });
    const published = await app.inject(url);
    expect(published.statusCode).toBe(200);
    // Cacheable, but checked with the server before every use.
    expect(published.headers['cache-control']).toBe('public, no-cache');
    const etag = published.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const unchanged = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);

    await app.inject({
      method: 'POST',
      url: `/api/v1/moderation/reports/${id}/reject`,
      headers: amina.auth,
      payload: { reason: 'Not a report' },
    });
    const withdrawn = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.headers['cache-control']).toBe('no-store');
  });
});
