/**
 * Resumable video uploads (tus 1.0.0) as a tus client sees them: creation with its limits, the offset a
 * resumption starts from, that only the owner reaches an upload, the content check when it completes,
 * a report that names the finished upload, and the sweep of expired ones. One test cuts a real
 * connection half-way through a chunk and resumes from what the server kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MB } from '@portal/shared/rules';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { startTestApp, stopTestApp } from '../test-support/app.js';
import { addPerson, multipart, reportFields, type Person } from '../reports/test-support.js';
import { JPEG_8X8, probeVideo, testVideo, VIDEO_LOCATION, videoOfSize } from '../reports/test-media.js';
import { ResumableUploads } from '../reports/resumable-uploads.js';
import { openMediaStore } from '../reports/report-repository.js';

let database: TestDatabase;
let app: FastifyInstance;
let ada: Person;
let bello: Person;
let resumable: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startTestApp(database);
  ada = await addPerson(database.db, 'user', 'Ada');
  bello = await addPerson(database.db, 'user', 'Bello');
  resumable = path.join(database.dataDir, 'uploads', 'resumable');
});

afterAll(() => stopTestApp(app, database));

const TUS = { 'tus-resumable': '1.0.0' };

async function create(person: Person | null, length: number | null, target = app) {
  return target.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: {
      ...TUS,
      ...(length === null ? { 'upload-defer-length': '1' } : { 'upload-length': String(length) }),
      ...(person?.auth ?? {}),
    },
  });
}

/** Creates an upload as `person` and gives its address. */
async function begin(person: Person, length: number): Promise<string> {
  const response = await create(person, length);
  expect(response.statusCode, response.body).toBe(201);
  return response.headers.location as string;
}

const patch = (url: string, person: Person, offset: number, bytes: Buffer) =>
  app.inject({
    method: 'PATCH',
    url,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...person.auth },
    payload: bytes,
  });

const head = (url: string, person: Person) => app.inject({ method: 'HEAD', url, headers: { ...TUS, ...person.auth } });

async function report(person: Person, fields: Record<string, string>) {
  const body = await multipart(reportFields(person, fields));
  return app.inject({ method: 'POST', url: '/api/v1/eyewitness', payload: body.payload, headers: { ...body.headers, ...person.auth } });
}

const idOf = (url: string) => url.split('/').pop()!;
const filesOf = async (url: string) => (await readdir(resumable)).filter((name) => name.startsWith(idOf(url)));
const uploadRows = async (url: string) =>
  (
    await database.db
      .withTables<{ report_uploads: { id: string } }>()
      .selectFrom('report_uploads')
      .select('id')
      .where('id', '=', idOf(url))
      .execute()
  ).length;

describe('creating an upload', () => {
  it('is for a signed-in user, with its size given, and says where to send it and when it expires', async () => {
    const anonymous = await create(null, 1000);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please log in to continue.' });

    const created = await create(ada, 1000);
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{32}$/);
    expect(new Date(created.headers['upload-expires'] as string).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const status = await head(created.headers.location as string, ada);
    expect(status.statusCode).toBe(200);
    expect(status.headers['upload-offset']).toBe('0');
    expect(status.headers['upload-length']).toBe('1000');
    expect(status.headers['cache-control']).toBe('no-store');
  });

  it('refuses a size over the video limit, a size not given, and a request without the protocol version', async () => {
    const tooLarge = await create(ada, 100 * MB + 1);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'A video may be at most 100 MB.' });

    const deferred = await create(ada, null);
    expect(deferred.statusCode).toBe(400);
    expect(deferred.json()).toEqual({ message: 'Say how large the video is (Upload-Length) when the upload begins.' });

    const noVersion = await app.inject({ method: 'POST', url: '/api/v1/uploads', headers: { 'upload-length': '10', ...ada.auth } });
    expect(noVersion.statusCode).toBe(412);
    expect(noVersion.json()).toEqual({ message: 'Send the tus protocol version in Tus-Resumable: 1.0.0.' });
  });

  it("counts an unfinished upload's size against the account's daily quota from the start", async () => {
    const small = await startTestApp(database, { REPORT_MB_PER_DAY: '3' });
    try {
      const carol = await addPerson(database.db, 'user', 'Carol');
      expect((await create(carol, 2 * MB, small)).statusCode).toBe(201);
      const second = await create(carol, 2 * MB, small);
      expect(second.statusCode).toBe(429);
      expect(second.json().message).toMatch(/past 3 MB, the most one account may send in a day/);
      // Another account has its own quota.
      const dayo = await addPerson(database.db, 'user', 'Dayo');
      expect((await create(dayo, 2 * MB, small)).statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });
});

describe('sending and resuming', () => {
  it('continues from the offset the server reached, refuses a wrong offset, and the finished video joins a report', async () => {
    const video = await videoOfSize(200 * 1024);
    const url = await begin(ada, video.length);
    const half = Math.floor(video.length / 2);

    const first = await patch(url, ada, 0, video.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    expect((await head(url, ada)).headers['upload-offset']).toBe(String(half));

    // A client that lost track and starts again from zero is told the offset is wrong; nothing changes.
    const fromZero = await patch(url, ada, 0, video.subarray(0, half));
    expect(fromZero.statusCode).toBe(409);
    expect(fromZero.json().message).toMatch(/ask for its offset/);
    expect((await head(url, ada)).headers['upload-offset']).toBe(String(half));

    // Not finished: a report cannot carry it yet.
    const early = await report(ada, { videoUpload: idOf(url) });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ message: 'The video has not finished uploading yet. Please wait until it has.' });

    const rest = await patch(url, ada, half, video.subarray(half));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(video.length));

    const sent = await report(ada, { videoUpload: idOf(url) });
    expect(sent.statusCode, sent.body).toBe(201);
    const mine = await app.inject({ method: 'GET', url: '/api/v1/my/reports', headers: ada.auth });
    const { media } = mine.json().reports.find((r: { id: number }) => r.id === sent.json().report.id);
    expect(media).toMatchObject([{ kind: 'video', contentType: 'video/mp4', size: video.length }]);
    // Moved into the media store as a multipart video is: rewritten by FFmpeg, its location metadata gone.
    const served = await app.inject({ method: 'GET', url: media[0].url, headers: ada.auth });
    expect(served.rawPayload.includes(Buffer.from(VIDEO_LOCATION, 'latin1'))).toBe(false);
    expect((await probeVideo(served.rawPayload)).streams.map((stream) => stream.codec_type)).toEqual(['video', 'audio']);
    // The upload itself is gone: its files, its row, and it cannot be named again.
    expect(await filesOf(url)).toEqual([]);
    expect(await uploadRows(url)).toBe(0);
    expect((await head(url, ada)).statusCode).toBe(404);
    expect((await report(ada, { videoUpload: idOf(url) })).statusCode).toBe(400);
  });

  it('keeps the bytes that arrived before a connection was cut, and resumes from there', async () => {
    const server = await startTestApp(database);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as net.AddressInfo;
    try {
      const video = await videoOfSize(2 * MB);
      const url = await begin(ada, video.length);
      // One PATCH announces the whole video, sends part of it, and the connection drops.
      const sent = 700 * 1024;
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: url,
        method: 'PATCH',
        headers: {
          ...TUS,
          ...ada.auth,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(video.length),
        },
      });
      request.on('error', () => undefined);
      request.write(video.subarray(0, sent));
      // Watched on disk: a HEAD now would take the upload's lock, which ends the PATCH holding it.
      await expect.poll(async () => (await stat(path.join(resumable, idOf(url)))).size, { timeout: 10_000 }).toBe(sent);
      request.destroy();

      // The server kept what arrived; the client asks, and sends only the rest.
      await expect.poll(async () => (await head(url, ada)).headers['upload-offset'], { timeout: 10_000 }).toBe(String(sent));
      const rest = await patch(url, ada, sent, video.subarray(sent));
      expect(rest.statusCode).toBe(204);
      expect(rest.headers['upload-offset']).toBe(String(video.length));
      expect((await readFile(path.join(resumable, idOf(url)))).equals(video)).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('whose upload it is', () => {
  it('answers another account as if the upload did not exist, and leaves it untouched', async () => {
    const url = await begin(ada, 5000);
    expect((await patch(url, ada, 0, Buffer.alloc(1000))).statusCode).toBe(204);

    const asked = await head(url, bello);
    expect(asked.statusCode).toBe(404);
    const written = await patch(url, bello, 1000, Buffer.alloc(1000));
    expect(written.statusCode).toBe(404);
    expect(written.json()).toEqual({ message: 'There is no such upload. It may have expired: please choose the video again.' });
    const ended = await app.inject({ method: 'DELETE', url, headers: { ...TUS, ...bello.auth } });
    expect(ended.statusCode).toBe(404);
    const named = await report(bello, { videoUpload: idOf(url) });
    expect(named.statusCode).toBe(400);

    expect((await head(url, ada)).headers['upload-offset']).toBe('1000');
  });

  it('lets its owner abandon it: the files and the quota it held are freed', async () => {
    const url = await begin(ada, 5000);
    const ended = await app.inject({ method: 'DELETE', url, headers: { ...TUS, ...ada.auth } });
    expect(ended.statusCode).toBe(204);
    expect(await filesOf(url)).toEqual([]);
    expect(await uploadRows(url)).toBe(0);
  });

  it('refuses an id that is not an upload id with 400', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/v1/uploads/..%2f..%2fetc%2fpasswd', headers: { ...TUS, ...ada.auth } });
    expect(response.statusCode).toBe(400);
  });
});

describe('the finished file', () => {
  it('must be a video by its content: a photograph named as a video is refused and deleted', async () => {
    const url = await begin(ada, JPEG_8X8.length);
    const last = await patch(url, ada, 0, JPEG_8X8);
    expect(last.statusCode).toBe(415);
    expect(last.json()).toEqual({ message: 'A video must be an MP4, MOV or AVI file.' });
    expect(await filesOf(url)).toEqual([]);
    expect(await uploadRows(url)).toBe(0);
    expect((await head(url, ada)).statusCode).toBe(404);
  });
});

describe('expiry', () => {
  it('removes uploads older than a day, finished or not, and files no upload names', async () => {
    const unfinished = await begin(ada, 5000);
    const video = await testVideo('mp4');
    const finished = await begin(ada, video.length);
    expect((await patch(finished, ada, 0, video)).statusCode).toBe(204);
    const store = await openMediaStore(database.db, database.dataDir);
    const uploads = await ResumableUploads.open(database.db, store, { quota: { perHour: 10, bytesPerDay: 250 * MB } });

    expect(await uploads.sweep(new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await filesOf(unfinished)).toHaveLength(2);
    expect(await uploads.sweep(new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(2);
    for (const url of [unfinished, finished]) {
      expect(await filesOf(url)).toEqual([]);
      expect(await uploadRows(url)).toBe(0);
      expect((await head(url, ada)).statusCode).toBe(404);
    }
    expect((await report(ada, { videoUpload: idOf(finished) })).json()).toEqual({
      message: 'There is no such upload. It may have expired: please choose the video again.',
    });
  });
});
