import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { addPerson, multipart, reportFields, type Person } from '../reports/test-support.js';
import { jpegWithMetadata, png2x2, SECRET_MAKE } from '../reports/test-media.js';

let database: TestDatabase;
let app: FastifyInstance;
let ada: Person;
let musa: Person;
let amina: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent' }), { db: database.db });
  await app.ready();
  ada = await addPerson(database.db, 'user', 'Ada');
  musa = await addPerson(database.db, 'moderator', 'Musa');
  amina = await addPerson(database.db, 'admin', 'Amina');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>';

async function submitReport(fields: Record<string, string> = {}) {
  const body = await multipart(reportFields(ada, fields), [
    { name: 'a.jpg', type: 'image/jpeg', bytes: jpegWithMetadata() },
    { name: 'b.png', type: 'image/png', bytes: png2x2() },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/eyewitness',
    payload: body.payload,
    headers: { ...body.headers, ...ada.auth },
  });
  expect(response.statusCode).toBe(201);
  return response.json().report.id as number;
}

const queue = (person: Person | null, status = 'submitted') =>
  app.inject({ url: `/api/v1/moderation/reports?status=${status}`, headers: person?.auth ?? {} });
const act = (person: Person, id: number, action: 'approve' | 'verify' | 'reject', payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v1/moderation/reports/${id}/${action}`, headers: person.auth, ...(payload ? { payload } : {}) });
const publicReports = async () =>
  (await app.inject('/api/v1/reports')).json().data as Array<
    Record<string, unknown> & { id: number; media: Array<{ url: string; contentType: string }> }
  >;

describe('moderation', () => {
  it('is closed to visitors (401) and to users (403)', async () => {
    expect((await queue(null)).statusCode).toBe(401);
    expect((await queue(ada)).statusCode).toBe(403);
    const id = await submitReport();
    expect((await act(ada, id, 'approve')).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/v1/moderation/reports/${id}/media/1`, headers: ada.auth })).statusCode).toBe(403);
  });

  it('shows moderators the queue with the reporter, the comment and the media', async () => {
    const id = await submitReport({ comment: SCRIPT });
    const response = await queue(musa);
    expect(response.statusCode).toBe(200);
    const report = response.json().reports.find((r: { id: number }) => r.id === id);
    expect(report).toMatchObject({
      firstName: 'Ada',
      email: ada.email,
      comment: SCRIPT,
      status: 'submitted',
      verified: false,
      decisions: [],
      media: [
        { kind: 'photograph', contentType: 'image/jpeg' },
        { kind: 'photograph', contentType: 'image/png' },
      ],
    });
    const media = await app.inject({ url: `/api/v1/moderation/reports/${id}/media/${report.media[0].id}`, headers: musa.auth });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/jpeg');
    expect(media.headers['cache-control']).toBe('no-store');
    expect(media.rawPayload.includes(SECRET_MAKE)).toBe(false);
  });

  it('approves a report: it becomes public, without e-mail or an unconsented name, and the decision is recorded', async () => {
    const id = await submitReport({ comment: SCRIPT });
    const before = Date.now();
    const response = await act(musa, id, 'approve');
    expect(response.statusCode).toBe(200);
    const { report } = response.json();
    expect(report.status).toBe('approved');
    expect(report.decisions).toEqual([
      { decision: 'approved', reason: null, at: expect.any(String), by: { id: musa.id, name: 'Musa Okafor' } },
    ]);
    expect(Date.parse(report.decisions[0].at)).toBeGreaterThanOrEqual(before - 1000);

    const published = (await publicReports()).find((r) => r.id === id)!;
    expect(published).toMatchObject({ comment: SCRIPT, name: null, verified: false, commentType: 'Report Accessibility Issue' });
    expect(JSON.stringify(published)).not.toContain(ada.email);
    expect(JSON.stringify(published)).not.toContain('Okafor');
    // A second approval changes nothing and says so.
    expect((await act(amina, id, 'approve')).statusCode).toBe(409);
  });

  it('serves the media of an approved report safely, with ranges for seeking', async () => {
    const id = await submitReport();
    await act(musa, id, 'approve');
    const [jpeg, png] = (await publicReports()).find((r) => r.id === id)!.media;
    const response = await app.inject(png!.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const part = await app.inject({ url: jpeg!.url, headers: { range: 'bytes=0-1' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(Buffer.from([0xff, 0xd8]));
    expect(part.headers['content-range']).toMatch(/^bytes 0-1\/\d+$/);
    expect((await app.inject({ url: jpeg!.url, headers: { range: 'bytes=999999-' } })).statusCode).toBe(416);
  });

  it('shows the first name publicly only when the reporter agreed', async () => {
    const id = await submitReport({ showName: 'true' });
    await act(amina, id, 'approve');
    expect((await publicReports()).find((r) => r.id === id)!.name).toBe('Ada');
  });

  it('rejects only with a reason, which is kept; a rejected report leaves the public list and its media go dark', async () => {
    const id = await submitReport();
    await act(musa, id, 'approve');
    const mediaUrl = (await publicReports()).find((r) => r.id === id)!.media[0]!.url;
    expect((await act(musa, id, 'reject', { reason: '   ' })).json()).toEqual({ message: 'Give the reason for rejecting this report.' });
    expect((await act(musa, id, 'reject', {})).statusCode).toBe(400);

    const response = await act(amina, id, 'reject', { reason: 'Duplicate of an earlier report' });
    expect(response.statusCode).toBe(200);
    expect(response.json().report.status).toBe('rejected');
    expect(
      response
        .json()
        .report.decisions.map((d: { decision: string; reason: string | null; by: { name: string } }) => [d.decision, d.reason, d.by.name]),
    ).toEqual([
      ['approved', null, 'Musa Okafor'],
      ['rejected', 'Duplicate of an earlier report', 'Amina Okafor'],
    ]);
    expect((await publicReports()).some((r) => r.id === id)).toBe(false);
    expect((await app.inject(mediaUrl)).statusCode).toBe(404);
    expect((await queue(musa, 'rejected')).json().reports.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('marks a report verified once, records who, and the public list says so', async () => {
    const id = await submitReport();
    const verified = await act(musa, id, 'verify');
    expect(verified.json().report).toMatchObject({
      verified: true,
      status: 'submitted',
      decisions: [{ decision: 'verified', by: { id: musa.id } }],
    });
    expect((await act(musa, id, 'verify')).statusCode).toBe(409);
    await act(musa, id, 'approve');
    expect((await publicReports()).find((r) => r.id === id)!.verified).toBe(true);
  });

  it('answers 404 for a report that does not exist and 400 for an id that is not a number', async () => {
    expect((await act(musa, 999999, 'approve')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/v1/moderation/reports/abc/approve', headers: musa.auth })).statusCode).toBe(400);
  });

  it('pages the public list', async () => {
    const response = await app.inject('/api/v1/reports?page=1&per_page=2');
    const body = response.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toEqual({ total: expect.any(Number), page: 1, per_page: 2, last_page: Math.ceil(body.meta.total / 2) });
    expect((await app.inject('/api/v1/reports?per_page=500')).statusCode).toBe(400);
  });
});
