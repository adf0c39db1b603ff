import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { startTestApp } from '../test-support/app.js';
import { CAPTURED_LOG_LEVEL, capturedLog } from '../test-support/captured-log.js';
import { bundledStates, eventually, startMailReceiver, type MailReceiver, type TestState } from '../test-support/reports.js';
import { addPerson, sendReport, type Person } from '../reports/test-support.js';
import { jpegWithMetadata, png2x2, SECRET_MAKE } from '../reports/test-media.js';

let database: TestDatabase;
let app: FastifyInstance;
let mail: MailReceiver;
let ada: Person;
let musa: Person;
let amina: Person;
let kano: TestState;
let lagos: TestState;

const PUBLIC_URL = 'https://portal.example.ng';
const MY_REPORTS = `${PUBLIC_URL}/dashboard/my-reports`;
/** Ada sends more reports here than one account may send in an hour. */
const CONFIG = { LOG_LEVEL: CAPTURED_LOG_LEVEL, REPORTS_PER_HOUR: '1000' };

beforeAll(async () => {
  database = await openTestDatabase();
  const states = await bundledStates(database.db);
  [kano, lagos] = [states.get('Kano')!, states.get('Lagos')!];
  mail = await startMailReceiver();
  app = await startTestApp(database, { ...CONFIG, SMTP_URL: mail.url, PUBLIC_URL });
  ada = await addPerson(database.db, 'user', 'Ada');
  musa = await addPerson(database.db, 'moderator', 'Musa');
  amina = await addPerson(database.db, 'admin', 'Amina');
});

afterAll(async () => {
  await app?.close();
  await mail?.close();
  await database?.close();
});

const SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>';

const submitReport = (fields: Record<string, string> = {}) =>
  sendReport(app, ada, fields, [
    { name: 'a.jpg', type: 'image/jpeg', bytes: jpegWithMetadata() },
    { name: 'b.png', type: 'image/png', bytes: png2x2() },
  ]);

type Action = 'review' | 'approve' | 'verify' | 'reject' | 'notes';
const queue = (person: Person | null, query = 'status=submitted') =>
  app.inject({ url: `/api/v1/moderation/reports?${query}`, headers: person?.auth ?? {} });
const act = (person: Person, id: number, action: Action, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v1/moderation/reports/${id}/${action}`, headers: person.auth, ...(payload ? { payload } : {}) });
const publicReports = async (query = '') =>
  (await app.inject(`/api/v1/reports${query}`)).json().data as Array<
    Record<string, unknown> & { id: number; media: Array<{ url: string; contentType: string }> }
  >;

/** The mail received for Ada with this subject, once it has arrived. */
const mailTo = (person: Person, subject: string, containing = '') =>
  eventually(
    () => mail.received.find((m) => m.includes(`To: ${person.email}`) && m.includes(`Subject: ${subject}`) && m.includes(containing)),
    `the mail "${subject}" to ${person.email}`,
  );
/** The HTML part of a decoded message. */
const htmlOf = (message: string) => /Content-Type: text\/html[^\n]*\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?<\/html>)/.exec(message)?.[1] ?? '';

describe('moderation', () => {
  it('is closed to visitors (401) and to users (403)', async () => {
    expect((await queue(null)).statusCode).toBe(401);
    expect((await queue(ada)).statusCode).toBe(403);
    const id = await submitReport();
    for (const action of ['review', 'approve'] as const) expect((await act(ada, id, action)).statusCode).toBe(403);
    expect((await act(ada, id, 'notes', { note: 'Hello' })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/v1/moderation/reports/${id}/media/1`, headers: ada.auth })).statusCode).toBe(403);
  });

  it('shows moderators the queue with the reporter, the comment, the place with its description, the media and the history', async () => {
    const id = await submitReport({
      comment: SCRIPT,
      stateId: String(kano.id),
      lga: kano.lgas[0]!,
      placeDescription: 'Behind the central mosque',
    });
    const response = await queue(musa);
    expect(response.statusCode).toBe(200);
    const report = response.json().reports.find((r: { id: number }) => r.id === id);
    expect(report).toMatchObject({
      firstName: 'Ada',
      email: ada.email,
      comment: SCRIPT,
      status: 'submitted',
      verified: false,
      verifiedHow: null,
      stateId: kano.id,
      state: 'Kano',
      lga: kano.lgas[0],
      placeDescription: 'Behind the central mosque',
      history: [{ kind: 'submitted', text: null, at: expect.any(String), by: null }],
      media: [
        { kind: 'photograph', contentType: 'image/jpeg', url: `/api/v1/moderation/reports/${id}/media/${report.media[0].id}` },
        { kind: 'photograph', contentType: 'image/png' },
      ],
    });
    const media = await app.inject({ url: report.media[0].url, headers: musa.auth });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/jpeg');
    expect(media.headers['cache-control']).toBe('no-store');
    expect(media.rawPayload.includes(SECRET_MAKE)).toBe(false);
    for (const url of [report.media[0].thumbnailUrl, report.media[0].listUrl]) {
      const copy = await app.inject({ url, headers: musa.auth });
      expect(copy.statusCode, url).toBe(200);
      expect(copy.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('filters the queue by status and by state', async () => {
    const inKano = await submitReport({ stateId: String(kano.id) });
    const inLagos = await submitReport({ stateId: String(lagos.id) });
    const ids = async (query: string) => (await queue(musa, query)).json().reports.map((r: { id: number }) => r.id) as number[];
    const kanoQueue = await ids(`status=submitted&state_id=${kano.id}`);
    expect(kanoQueue).toContain(inKano);
    expect(kanoQueue).not.toContain(inLagos);
    await act(musa, inLagos, 'review');
    expect(await ids(`status=under_review&state_id=${lagos.id}`)).toEqual([inLagos]);
    expect(await ids(`status=submitted&state_id=${lagos.id}`)).not.toContain(inLagos);
    // Without a status, the queue is the submitted reports, as it always was.
    expect(await ids('')).toContain(inKano);
    expect((await queue(musa, 'status=everything')).statusCode).toBe(400);
    expect((await queue(musa, 'state_id=0')).statusCode).toBe(400);
  });

  it('takes a report for review once; the history says who', async () => {
    const id = await submitReport();
    const response = await act(musa, id, 'review');
    expect(response.statusCode).toBe(200);
    expect(response.json().report).toMatchObject({
      status: 'under_review',
      history: [
        { kind: 'submitted', by: null },
        { kind: 'under_review', text: null, by: { id: musa.id, name: 'Musa Okafor' } },
      ],
    });
    expect((await act(amina, id, 'review')).json()).toEqual({ message: 'This report is already under review.' });
    expect((await act(amina, id, 'approve')).statusCode).toBe(200);
  });

  it('approves a report: it is published without e-mail or an unconsented name, the history says who, and the reporter is told', async () => {
    const id = await submitReport({ comment: SCRIPT });
    const before = Date.now();
    const response = await act(musa, id, 'approve');
    expect(response.statusCode).toBe(200);
    const { report } = response.json();
    expect(report.status).toBe('approved');
    expect(report.history.at(-1)).toEqual({
      kind: 'approved',
      text: null,
      at: expect.any(String),
      by: { id: musa.id, name: 'Musa Okafor' },
    });
    expect(Date.parse(report.history.at(-1).at)).toBeGreaterThanOrEqual(before - 1000);

    const published = (await publicReports()).find((r) => r.id === id)!;
    expect(published).toMatchObject({ comment: SCRIPT, name: null, verified: false, commentType: 'Report Accessibility Issue' });
    expect(JSON.stringify(published)).not.toContain(ada.email);
    expect(JSON.stringify(published)).not.toContain('Okafor');
    expect(JSON.stringify(published)).not.toContain('history');

    const message = await mailTo(ada, 'Your eyewitness report is published');
    expect(message).toContain('A moderator has reviewed it and published it');
    expect(message).toContain(MY_REPORTS);
    // A second approval changes nothing and says so, and mails nobody.
    const again = await act(amina, id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This report is already published.' });
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

  it('rejects only with a reason, which is kept and mailed to the reporter as plain text with a link to My reports', async () => {
    const id = await submitReport();
    await act(musa, id, 'approve');
    const mediaUrl = (await publicReports()).find((r) => r.id === id)!.media[0]!.url;
    expect((await act(musa, id, 'reject', { reason: '   ' })).json()).toEqual({ message: 'Give the reason for rejecting this report.' });
    expect((await act(musa, id, 'reject', {})).statusCode).toBe(400);

    const reason = `Duplicate of report 4 <b>${id}</b>`;
    const response = await act(amina, id, 'reject', { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json().report.status).toBe('rejected');
    expect(
      response
        .json()
        .report.history.map((e: { kind: string; text: string | null; by: { name: string } | null }) => [e.kind, e.text, e.by?.name]),
    ).toEqual([
      ['submitted', null, undefined],
      ['approved', null, 'Musa Okafor'],
      ['rejected', reason, 'Amina Okafor'],
    ]);
    expect((await publicReports()).some((r) => r.id === id)).toBe(false);
    expect((await app.inject(mediaUrl)).statusCode).toBe(404);
    expect((await queue(musa, 'status=rejected')).json().reports.map((r: { id: number }) => r.id)).toContain(id);

    const message = await mailTo(ada, 'Your eyewitness report was not published', reason);
    expect(message).toContain(`“${reason}”`);
    expect(message).toContain(MY_REPORTS);
    const html = htmlOf(message);
    expect(html).toContain(`<a href="${MY_REPORTS}">Open My reports</a>`);
    // The reason is the moderator's text, never markup.
    expect(html).toContain(`Duplicate of report 4 &#60;b&#62;${id}&#60;/b&#62;`);
    expect(html).not.toContain(`<b>${id}</b>`);
  });

  it('links a reporter whose account is in Hausa to My reports in Hausa', async () => {
    const binta = await addPerson(database.db, 'user', 'Binta');
    await database.db.updateTable('users').set({ language: 'ha' }).where('id', '=', binta.id).execute();
    const id = await sendReport(app, binta);
    expect((await act(musa, id, 'approve')).statusCode).toBe(200);
    const message = await eventually(
      () => mail.received.find((m) => m.includes(`To: ${binta.email}`)),
      `the mail about the decision to ${binta.email}`,
    );
    expect(message).toContain(`${PUBLIC_URL}/ha/dashboard/my-reports`);
    expect(message).not.toContain(MY_REPORTS);
  });

  it('verifies only a published report, saying how; the public report shows it and the reporter is told', async () => {
    const id = await submitReport();
    const early = await act(musa, id, 'verify', { how: 'Visited the clinic' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Only a published report can be marked verified.' });
    await act(musa, id, 'approve');
    expect((await act(musa, id, 'verify', { how: ' ' })).json()).toEqual({ message: 'Say how the facts of this report were checked.' });
    expect((await act(musa, id, 'verify')).statusCode).toBe(400);

    const how = 'A moderator visited the clinic on 3 March and saw the broken ramp.';
    const verified = await act(musa, id, 'verify', { how });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().report).toMatchObject({ verified: true, verifiedHow: how, status: 'approved' });
    expect(verified.json().report.history.at(-1)).toMatchObject({ kind: 'verified', text: how, by: { id: musa.id } });
    expect((await act(musa, id, 'verify', { how })).json()).toEqual({ message: 'This report is already verified.' });
    expect((await publicReports()).find((r) => r.id === id)).toMatchObject({ verified: true, verifiedHow: how });

    const message = await mailTo(ada, 'Your eyewitness report is marked Verified', 'visited the clinic on 3 March');
    expect(message).toContain(MY_REPORTS);
  });

  it('keeps a note to the reporter in the history and mails it', async () => {
    const id = await submitReport();
    expect((await act(musa, id, 'notes', { note: '' })).json()).toEqual({ message: 'Write the note to the reporter.' });
    const note = 'Could you tell us which entrance of the clinic?';
    const response = await act(musa, id, 'notes', { note });
    expect(response.statusCode).toBe(200);
    expect(response.json().report).toMatchObject({ status: 'submitted' });
    expect(response.json().report.history.at(-1)).toEqual({
      kind: 'note',
      text: note,
      at: expect.any(String),
      by: { id: musa.id, name: 'Musa Okafor' },
    });
    const message = await mailTo(ada, 'A note about your eyewitness report', 'which entrance of the clinic');
    expect(message).toContain(MY_REPORTS);
    expect((await act(musa, 999999, 'notes', { note })).statusCode).toBe(404);
  });

  it('a mail that cannot be sent does not undo the decision', async () => {
    const failing = await buildApp(loadConfig({ ...CONFIG, DATA_DIR: database.dataDir }), {
      db: database.db,
      logStream: capturedLog(),
      sendMail: () => Promise.reject(new Error('the mail server is down')),
    });
    try {
      const id = await submitReport();
      const response = await failing.inject({ method: 'POST', url: `/api/v1/moderation/reports/${id}/approve`, headers: musa.auth });
      expect(response.statusCode).toBe(200);
      expect((await publicReports()).some((r) => r.id === id)).toBe(true);
    } finally {
      await failing.close();
    }
  });

  it('answers 404 for a report that does not exist and 400 for an id that is not a number', async () => {
    expect((await act(musa, 999999, 'approve')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/v1/moderation/reports/abc/approve', headers: musa.auth })).statusCode).toBe(400);
  });

  it('pages the public list', async () => {
    for (let n = 0; n < 3; n++) await act(musa, await submitReport(), 'approve');
    const response = await app.inject('/api/v1/reports?page=1&per_page=2');
    const body = response.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toEqual({ total: expect.any(Number), page: 1, per_page: 2, last_page: Math.ceil(body.meta.total / 2) });
    expect((await app.inject('/api/v1/reports?per_page=500')).statusCode).toBe(400);
  });
});

describe('the median time to a decision', () => {
  const median = async (person: Person) => (await queue(person)).json() as { medianHoursToDecision?: number | null };
  const at = (hours: number) => new Date(Date.UTC(2026, 0, 1) + hours * 3_600_000);

  it('is shown to administrators only: hours from submission to the first approval or rejection, or null before any', async () => {
    // This measure is over every report, so it is measured on reports this test alone made.
    await sql`delete from eyewitness_reports`.execute(database.db);
    expect(await median(amina)).toHaveProperty('medianHoursToDecision', null);
    expect(await median(musa)).not.toHaveProperty('medianHoursToDecision');

    const [quick, slow, twice, waiting] = [await submitReport(), await submitReport(), await submitReport(), await submitReport()];
    await act(musa, quick, 'approve');
    await act(musa, quick, 'verify', { how: 'Checked with the clinic' });
    await act(musa, slow, 'reject', { reason: 'Please name the clinic' });
    await act(musa, twice, 'reject', { reason: 'Please name the clinic' });
    await app.inject({
      method: 'PUT',
      url: `/api/v1/my/reports/${twice}`,
      headers: ada.auth,
      payload: { commentType: 'Report Accessibility Issue', comment: 'The clinic on Zoo Road.' },
    });
    await act(musa, twice, 'approve');
    await act(musa, waiting, 'review');
    // Submitted at hour 0; decided after 2 hours (quick), 6 hours (slow) and first after 1 hour (twice, approved much later).
    await sql`update eyewitness_reports set created_at = ${at(0)}`.execute(database.db);
    const times: Array<[number, string, number]> = [
      [quick, 'approved', 2],
      [quick, 'verified', 3],
      [slow, 'rejected', 6],
      [twice, 'rejected', 1],
      [twice, 'approved', 40],
      [waiting, 'under_review', 0.5],
    ];
    for (const [id, kind, hours] of times) {
      await sql`update eyewitness_events set at = ${at(hours)} where report_id = ${id} and kind = ${kind}`.execute(database.db);
    }
    expect(await median(amina)).toHaveProperty('medianHoursToDecision', 2);
    expect(await median(musa)).not.toHaveProperty('medianHoursToDecision');
  });
});
