import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { COMMENT_TYPES } from '@portal/shared/rules';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { startTestApp, stopTestApp } from '../test-support/app.js';
import { bundledStates, type TestState } from '../test-support/reports.js';
import { addPerson, sendReport, type Person } from '../reports/test-support.js';
import { jpegWithMetadata, png2x2 } from '../reports/test-media.js';
import { listCopyOf } from '../reports/media-store.js';
import { accountMessages } from '@portal/shared/account-messages';

let database: TestDatabase;
let app: FastifyInstance;
let ada: Person;
let bola: Person;
let musa: Person;
let kano: TestState;
let lagos: TestState;

beforeAll(async () => {
  database = await openTestDatabase();
  const states = await bundledStates(database.db);
  [kano, lagos] = [states.get('Kano')!, states.get('Lagos')!];
  app = await startTestApp(database, { REPORTS_PER_HOUR: '1000' });
  ada = await addPerson(database.db, 'user', 'Ada');
  bola = await addPerson(database.db, 'user', 'Bola');
  musa = await addPerson(database.db, 'moderator', 'Musa');
});

afterAll(() => stopTestApp(app, database));

const submitReport = (person: Person, fields: Record<string, string> = {}, withPhotos = true) =>
  sendReport(
    app,
    person,
    fields,
    withPhotos
      ? [
          { name: 'a.jpg', type: 'image/jpeg', bytes: jpegWithMetadata() },
          { name: 'b.png', type: 'image/png', bytes: png2x2() },
        ]
      : [],
  );

interface Media {
  id: number;
  url: string;
  thumbnailUrl: string | null;
  listUrl: string | null;
}
interface Mine {
  id: number;
  status: string;
  comment: string;
  placeDescription: string | null;
  media: Media[];
  history: Array<{ kind: string; text: string | null; by: unknown }>;
}

const myReports = async (person: Person) => {
  const response = await app.inject({ url: '/api/v1/my/reports', headers: person.auth });
  expect(response.statusCode).toBe(200);
  return response.json().reports as Mine[];
};
const myReport = async (person: Person, id: number) => (await myReports(person)).find((report) => report.id === id)!;
const withdraw = (person: Person, id: number) =>
  app.inject({ method: 'POST', url: `/api/v1/my/reports/${id}/withdraw`, headers: person.auth });
const resubmit = (person: Person, id: number, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/v1/my/reports/${id}`, headers: person.auth, payload });
const moderate = (id: number, action: 'approve' | 'reject' | 'review', payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v1/moderation/reports/${id}/${action}`, headers: musa.auth, ...(payload ? { payload } : {}) });
const storedFiles = async () => (await readdir(path.join(database.dataDir, 'uploads'))).filter((name) => name !== 'incoming');
const CORRECTED = { commentType: COMMENT_TYPES[0], comment: 'The ramp at the Zoo Road clinic is broken.' };

describe('my reports', () => {
  it('is for signed-in users, and never kept by a cache', async () => {
    const response = await app.inject('/api/v1/my/reports');
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/v1/my/reports', headers: ada.auth })).headers['cache-control']).toBe('no-store');
  });

  it('a reporter sees only their own reports, newest first, with their place, media and history', async () => {
    const first = await submitReport(ada, { stateId: String(kano.id), lga: kano.lgas[1]!, placeDescription: 'Opposite the market gate' });
    const second = await submitReport(ada, {}, false);
    const bolas = await submitReport(bola);
    const reports = await myReports(ada);
    const ids = reports.map((report) => report.id);
    expect(ids).not.toContain(bolas);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(reports.find((report) => report.id === first)).toMatchObject({
      status: 'submitted',
      stateId: kano.id,
      state: 'Kano',
      lga: kano.lgas[1],
      placeDescription: 'Opposite the market gate',
      history: [{ kind: 'submitted', text: null, by: null }],
    });
    const [photo] = (await myReport(ada, first)).media;
    expect(photo!.url).toBe(`/api/v1/my/reports/${first}/media/${photo!.id}`);
    // The reporter sees their own unpublished photo, its thumbnail and its list copy, which no cache keeps.
    for (const url of [photo!.url, photo!.thumbnailUrl!, photo!.listUrl!]) {
      const response = await app.inject({ url, headers: ada.auth });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect(photo!.listUrl).toBe(`/api/v1/my/reports/${first}/media/${photo!.id}/list`);
    expect((await myReports(bola)).map((report) => report.id)).toEqual([bolas]);
  });

  it('the reporter is told what was decided, and why, but not by whom', async () => {
    const id = await submitReport(ada);
    await moderate(id, 'review');
    await moderate(id, 'reject', { reason: 'Please say which clinic.' });
    expect((await myReport(ada, id)).history).toEqual([
      { kind: 'submitted', text: null, at: expect.any(String), by: null },
      { kind: 'under_review', text: null, at: expect.any(String), by: null },
      { kind: 'rejected', text: 'Please say which clinic.', at: expect.any(String), by: null },
    ]);
    expect(JSON.stringify(await myReport(ada, id))).not.toContain('Musa');
  });
});

describe('nobody else sees an unpublished report or its media', () => {
  it('not the public, and not another user, whose every attempt is a 404 as for a report that does not exist', async () => {
    const id = await submitReport(ada);
    const [photo] = (await myReport(ada, id)).media;
    const publicMedia = `/api/v1/reports/${id}/media/${photo!.id}`;
    for (const url of [`/api/v1/reports/${id}`, publicMedia, `${publicMedia}/thumbnail`, `${publicMedia}/list`]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toHaveProperty('message');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const missing = await withdraw(bola, 999_999);
    const others = await withdraw(bola, id);
    expect(others.statusCode).toBe(404);
    // Word for word the answer for a report that does not exist: nothing tells Bola this one does.
    expect(others.json()).toEqual(missing.json());
    expect((await resubmit(bola, id, CORRECTED)).statusCode).toBe(404);
    for (const url of [photo!.url, photo!.thumbnailUrl!, photo!.listUrl!]) {
      expect((await app.inject({ url, headers: bola.auth })).statusCode, url).toBe(404);
    }
    // And Ada's report is untouched by all of it.
    expect((await myReport(ada, id)).status).toBe('submitted');
  });
});

describe('resubmitting', () => {
  it('a rejected report, corrected, goes back to the queue as submitted', async () => {
    const id = await submitReport(ada, { stateId: String(kano.id) });
    expect((await resubmit(ada, id, CORRECTED)).json()).toEqual({
      message: 'Only a report that was not published can be corrected and sent again.',
    });
    await moderate(id, 'reject', { reason: 'Which clinic?' });
    const response = await resubmit(ada, id, { ...CORRECTED, stateId: lagos.id, lga: lagos.lgas[0], placeDescription: 'Zoo Road' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your report is sent again. A moderator will review it before it is published.',
      report: {
        id,
        status: 'submitted',
        ...CORRECTED,
        stateId: lagos.id,
        state: 'Lagos',
        lga: lagos.lgas[0],
        placeDescription: 'Zoo Road',
      },
    });
    expect(response.json().report.history.map((event: { kind: string }) => event.kind)).toEqual(['submitted', 'rejected', 'resubmitted']);
    const queue = await app.inject({ url: '/api/v1/moderation/reports?status=submitted', headers: musa.auth });
    expect(queue.json().reports.map((report: { id: number }) => report.id)).toContain(id);
    expect((await moderate(id, 'approve')).statusCode).toBe(200);
  });

  it('checks the corrected words and place like the form', async () => {
    const id = await submitReport(ada, {}, false);
    await moderate(id, 'reject', { reason: 'Too short' });
    const cases: Array<[object, string]> = [
      [{ commentType: COMMENT_TYPES[0] }, accountMessages.eyewitnessRequired],
      [{ ...CORRECTED, comment: '   ' }, accountMessages.eyewitnessRequired],
      [{ ...CORRECTED, commentType: 'Gossip' }, 'Choose one of the comment types.'],
      [{ ...CORRECTED, stateId: 99 }, 'Choose a state from the list: there is no state with this id.'],
      [{ ...CORRECTED, stateId: 'Kano' }, 'Choose a state from the list: there is no state with this id.'],
      [{ ...CORRECTED, lga: kano.lgas[0] }, 'Choose the state of this local government area first.'],
      [{ ...CORRECTED, stateId: lagos.id, lga: kano.lgas[0] }, 'That is not a local government area of Lagos. Choose one from the list.'],
      [{ ...CORRECTED, placeDescription: 'x'.repeat(201) }, 'The description of the place may be at most 200 characters long.'],
    ];
    for (const [payload, message] of cases) {
      const response = await resubmit(ada, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ message });
    }
    expect((await myReport(ada, id)).status).toBe('rejected');
  });
});

describe('withdrawing', () => {
  it('unpublishes the report and deletes its files, thumbnails and list copies, keeping the report and its history as withdrawn', async () => {
    const id = await submitReport(ada);
    await moderate(id, 'approve');
    const { media } = await myReport(ada, id);
    const published = (await app.inject(`/api/v1/reports/${id}`)).json();
    expect(published.media.map((item: Media) => item.thumbnailUrl)).toEqual(
      media.map((item) => `/api/v1/reports/${id}/media/${item.id}/thumbnail`),
    );
    const files = await storedFiles();
    const rows = await database.db
      .withTables<{ eyewitness_media: { report_id: number; stored_name: string; thumbnail_name: string | null } }>()
      .selectFrom('eyewitness_media')
      .select(['stored_name', 'thumbnail_name'])
      .where('report_id', '=', id)
      .execute();
    const names = rows.flatMap((row) => [row.stored_name, row.thumbnail_name!, listCopyOf(row.thumbnail_name!)]);
    expect(names).toHaveLength(6);
    for (const name of names) expect(files).toContain(name);

    const response = await withdraw(ada, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your report is withdrawn. It is not published, and any photographs or videos sent with it are deleted.',
      report: { id, status: 'withdrawn', media: [] },
    });
    expect(response.json().report.history.map((event: { kind: string }) => event.kind)).toEqual(['submitted', 'approved', 'withdrawn']);
    const remaining = await storedFiles();
    for (const name of names) expect(remaining).not.toContain(name);
    expect((await app.inject(`/api/v1/reports/${id}`)).statusCode).toBe(404);
    expect((await app.inject(published.media[0].url)).statusCode).toBe(404);
    expect(((await app.inject('/api/v1/reports?per_page=50')).json().data as Array<{ id: number }>).some((r) => r.id === id)).toBe(false);

    expect((await withdraw(ada, id)).json()).toEqual({ message: 'This report is already withdrawn.' });
    expect((await withdraw(ada, id)).statusCode).toBe(409);
    // Withdrawn is the reporter's: no moderator can publish it again.
    expect((await moderate(id, 'approve')).json()).toEqual({ message: 'Its reporter has withdrawn this report.' });
  });
});
