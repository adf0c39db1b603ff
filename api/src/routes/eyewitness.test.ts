import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { registerErrorHandling } from '../errors.js';
import { sessionAuthenticator } from '../accounts/authenticate.js';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { startTestApp, stopTestApp } from '../test-support/app.js';
import { CAPTURED_LOG_LEVEL, capturedLog } from '../test-support/captured-log.js';
import { COMMENT_TYPES, MB } from '@portal/shared/rules';
import sharp from 'sharp';
import { openMediaStore } from '../reports/report-repository.js';
import { listCopyOf } from '../reports/media-store.js';
import { ResumableUploads } from '../reports/resumable-uploads.js';
import { addPerson, multipart, reportFields, type Person, type Upload } from '../reports/test-support.js';
import {
  gif1x1,
  JPEG_8X8,
  jpegOfSize,
  jpegWithMetadata,
  phonePhoto,
  png2x2,
  SECRET_MAKE,
  GPS_LATITUDE,
  testVideo,
  videoOfSize,
} from '../reports/test-media.js';
import { eyewitnessRoutes } from './eyewitness.js';
import { bundledStates, type TestState } from '../test-support/reports.js';
import { accountMessages } from '@portal/shared/account-messages';

let database: TestDatabase;
let app: FastifyInstance;
let ada: Person;
let uploads: string;
let moderator: Person;
let kano: TestState;
let lagos: TestState;
/** A real MP4 (made by FFmpeg, which the server rewrites videos with). */
let mp4: Buffer;

beforeAll(async () => {
  database = await openTestDatabase();
  uploads = path.join(database.dataDir, 'uploads');
  app = await startTestApp(database);
  ada = await addPerson(database.db, 'user', 'Ada');
  moderator = await addPerson(database.db, 'moderator', 'Musa');
  const states = await bundledStates(database.db);
  [kano, lagos] = [states.get('Kano')!, states.get('Lagos')!];
  mp4 = await testVideo('mp4');
});

afterAll(() => stopTestApp(app, database));

const photo = (n: number): Upload =>
  [
    { name: `ramp-${n}.jpg`, type: 'image/jpeg', bytes: jpegWithMetadata() },
    { name: `door-${n}.png`, type: 'image/png', bytes: png2x2() },
    { name: `steps-${n}.gif`, type: 'image/gif', bytes: gif1x1() },
  ][n % 3]!;
const photos = (count: number) => Array.from({ length: count }, (_, n) => photo(n));

async function submit(fields: Record<string, string>, files: Upload[] = [], person: Person | null = ada, fileField?: string) {
  const body = await multipart(fields, files, fileField);
  return app.inject({
    method: 'POST',
    url: '/api/v1/eyewitness',
    payload: body.payload,
    headers: { ...body.headers, ...(person?.auth ?? {}) },
  });
}

const reportCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from eyewitness_reports`.execute(database.db)).rows[0]!.n);
const storedFiles = async () => (await readdir(uploads)).filter((name) => name !== 'incoming');
const partFiles = () => readdir(path.join(uploads, 'incoming'));

/** Runs `act` and checks that it left no report row and no file, finished or not. */
async function expectNothingStored(act: () => Promise<void>) {
  const [rows, files] = await Promise.all([reportCount(), storedFiles()]);
  await act();
  expect(await reportCount()).toBe(rows);
  expect(await storedFiles()).toEqual(files);
  expect(await partFiles()).toEqual([]);
}

describe('POST /eyewitness', () => {
  it('accepts a report with 10 photographs, checked by content and stored without their location metadata', async () => {
    const response = await submit(reportFields(ada), photos(10));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: accountMessages.eyewitnessSuccess,
      report: { id: expect.any(Number), status: 'submitted' },
    });
    const id = response.json().report.id as number;

    const media = await database.db
      .withTables<{ eyewitness_media: { report_id: number; content_type: string; stored_name: string; position: number } }>()
      .selectFrom('eyewitness_media')
      .select(['content_type', 'stored_name'])
      .where('report_id', '=', id)
      .orderBy('position')
      .execute();
    expect(media.map((m) => m.content_type)).toEqual(photos(10).map((p) => p.type));
    for (const { stored_name } of media) {
      expect(stored_name).toMatch(/^[0-9a-f]{32}\.(jpg|png|gif)$/);
      const bytes = await readFile(path.join(uploads, stored_name));
      expect(bytes.includes(SECRET_MAKE)).toBe(false);
      expect(bytes.includes(GPS_LATITUDE)).toBe(false);
    }
    expect(await partFiles()).toEqual([]);
  });

  it('keeps the account e-mail, the consent to show the name, and a video link', async () => {
    const response = await submit(reportFields(ada, { showName: 'true', videoUrl: 'https://video.example/ramp' }));
    expect(response.statusCode).toBe(201);
    const row = await database.db
      .withTables<{ eyewitness_reports: { id: number; email: string; show_name: boolean; video_url: string | null; user_id: number } }>()
      .selectFrom('eyewitness_reports')
      .select(['email', 'show_name', 'video_url', 'user_id'])
      .where('id', '=', response.json().report.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: ada.email, show_name: true, video_url: 'https://video.example/ramp', user_id: ada.id });
  });

  it('accepts one video checked by content', async () => {
    const response = await submit(reportFields(ada), [{ name: 'clip.mov', type: 'video/quicktime', bytes: await testVideo('mov') }]);
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['11 photographs', () => photos(11), 413, 'A report may carry at most 10 photographs.'],
    [
      'a 6 MB photograph',
      () => [{ name: 'big.jpg', type: 'image/jpeg', bytes: jpegOfSize(6 * MB) }],
      413,
      'Each photograph may be at most 5 MB.',
    ],
    [
      'a text file named .jpg',
      () => [photo(0), { name: 'notes.jpg', type: 'image/jpeg', bytes: Buffer.from('These are my notes, not a photograph. '.repeat(20)) }],
      415,
      'Photographs must be JPG, PNG or GIF files and videos MP4, MOV or AVI files.',
    ],
    [
      'a video plus photographs',
      () => [photo(0), { name: 'clip.mp4', type: 'video/mp4', bytes: mp4 }],
      400,
      'A report carries photographs or one video, not both.',
    ],
    [
      'two videos',
      () => [
        { name: 'a.mp4', type: 'video/mp4', bytes: mp4 },
        { name: 'b.mp4', type: 'video/mp4', bytes: mp4 },
      ],
      413,
      'A report may carry only one video.',
    ],
  ] as const)('refuses %s with a message and stores nothing', async (_case, files, status, message) => {
    await expectNothingStored(async () => {
      const response = await submit(reportFields(ada), [...files()]);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
    });
  });

  it.each([
    ['javascript:alert(1)', 'A video link must be a web address starting with http:// or https://.'],
    ['ftp://video.example/clip', 'A video link must be a web address starting with http:// or https://.'],
  ])('refuses the video link %s', async (videoUrl, message) => {
    await expectNothingStored(async () => {
      const response = await submit(reportFields(ada, { videoUrl }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  });

  it('refuses a video link together with files', async () => {
    await expectNothingStored(async () => {
      const response = await submit(reportFields(ada, { videoUrl: 'https://video.example/ramp' }), [photo(1)]);
      expect(response.json()).toEqual({ message: 'Send a video file or a video link, not both.' });
    });
  });

  it.each([
    [{ comment: '   ' }, accountMessages.eyewitnessRequired],
    [{ commentType: '' }, accountMessages.eyewitnessRequired],
    [{ email: 'ada.example.ng' }, accountMessages.invalidEmail],
    [{ email: 'someone.else@example.ng' }, 'The e-mail address must be the one of your account.'],
    [{ commentType: 'Gossip' }, 'Choose one of the comment types.'],
    [{ comment: 'x'.repeat(5001) }, 'The comment may be at most 5000 characters long.'],
    [{ comment: 'nul \u0000 byte' }, 'The report contains characters that are not allowed.'],
  ])('checks the fields on the server: %j', async (fields, message) => {
    await expectNothingStored(async () => {
      const response = await submit(reportFields(ada, fields), [photo(0)]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  });

  it('takes files only in the media field', async () => {
    await expectNothingStored(async () => {
      const response = await submit(reportFields(ada), [photo(0)], null, 'picture');
      expect(response.statusCode).toBe(401);
    });
    const response = await submit(reportFields(ada), [photo(0)], ada, 'picture');
    expect(response.statusCode).toBe(400);
  });

  it('is for logged-in users only', async () => {
    await expectNothingStored(async () => {
      const response = await submit(reportFields(ada), [photo(0)], null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty('message');
    });
  });

  it.each([
    ['garbage under a multipart type', 'multipart/form-data; boundary=----x', Buffer.from('not multipart at all')],
    ['a multipart type without a boundary', 'multipart/form-data', Buffer.from('------x\r\n')],
    [
      'a body that ends inside a file',
      'multipart/form-data; boundary=----x',
      Buffer.from(
        '------x\r\nContent-Disposition: form-data; name="media"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n',
      ),
    ],
  ])('answers %s from a logged-in user with a 4xx message and stores nothing', async (_case, type, payload) => {
    await expectNothingStored(async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/eyewitness',
        payload,
        headers: { 'content-type': type, ...ada.auth },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toHaveProperty('message');
    });
  });

  it('refuses a body that is not multipart', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/eyewitness', payload: reportFields(ada), headers: ada.auth });
    expect(response.statusCode).toBe(415);
  });

  it('leaves no file behind when the database refuses the report', async () => {
    await sql`create function refuse_report() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`.execute(database.db);
    await sql`create trigger refuse_report before insert on eyewitness_media for each row execute function refuse_report()`.execute(
      database.db,
    );
    try {
      await expectNothingStored(async () => {
        const response = await submit(reportFields(ada), photos(3));
        expect(response.statusCode).toBe(500);
      });
    } finally {
      await sql`drop trigger refuse_report on eyewitness_media`.execute(database.db);
      await sql`drop function refuse_report`.execute(database.db);
    }
  });
});

describe('quotas per account', () => {
  it('thirty reports in a minute: the over-quota ones are refused with 429', async () => {
    const eager = await addPerson(database.db, 'user', 'Eager');
    const [rows, files] = [await reportCount(), (await storedFiles()).length];
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => submit(reportFields(eager), [photo(n)], eager)));
    const statuses = answers.map((answer) => answer.statusCode);
    const { perHour } = loadConfig({}).reportQuota;
    expect(statuses.filter((status) => status === 201)).toHaveLength(perHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - perHour);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({
      message: `You have sent ${perHour} reports in the last hour, the most one account may send. Please send this one a little later.`,
    });
    expect(await reportCount()).toBe(rows + perHour);
    // Each report's photograph is stored with its thumbnail and list copy.
    expect((await storedFiles()).length).toBe(files + 3 * perHour);
    expect(await partFiles()).toEqual([]);
    // Another account is not held back by this one.
    expect((await submit(reportFields(ada), [photo(0)])).statusCode).toBe(201);
  });

  it('an account past its bytes for the day is refused with 429 and nothing is kept', async () => {
    const small = await buildApp(loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: CAPTURED_LOG_LEVEL, REPORT_MB_PER_DAY: '1' }), {
      db: database.db,
      logStream: capturedLog(),
    });
    const filler = await addPerson(database.db, 'user', 'Filler');
    const send = async (bytes: number) => {
      const body = await multipart(reportFields(filler), [{ name: 'big.jpg', type: 'image/jpeg', bytes: jpegOfSize(bytes) }]);
      return small.inject({
        method: 'POST',
        url: '/api/v1/eyewitness',
        payload: body.payload,
        headers: { ...body.headers, ...filler.auth },
      });
    };
    try {
      expect((await send(700 * 1024)).statusCode).toBe(201);
      await expectNothingStored(async () => {
        const over = await send(400 * 1024);
        expect(over.statusCode).toBe(429);
        expect(over.json().message).toMatch(/past 1 MB, the most one account may send in a day/);
      });
      expect((await send(200 * 1024)).statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });
});

describe('uploads over a real connection', () => {
  let server: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    // Small limits, so the multipart parser's own size limit is reached with a small body.
    server = Fastify({ logger: false });
    registerErrorHandling(server);
    const store = await openMediaStore(database.db, database.dataDir);
    await server.register(eyewitnessRoutes, {
      db: database.db,
      store,
      uploads: await ResumableUploads.open(database.db, store, { quota: loadConfig({}).reportQuota }),
      authenticate: sessionAuthenticator(database.db),
      limits: { photoBytes: 64 * 1024, videoBytes: 128 * 1024, photos: 10, videos: 1 },
      quota: loadConfig({}).reportQuota,
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as net.AddressInfo).port;
  });
  afterAll(() => server?.close());

  it('refuses a file the parser cut at its size limit, keeping nothing', async () => {
    await expectNothingStored(async () => {
      const body = await multipart(reportFields(ada), [{ name: 'clip.mp4', type: 'video/mp4', bytes: await videoOfSize(300 * 1024) }]);
      const response = await fetch(`http://127.0.0.1:${port}/eyewitness`, {
        method: 'POST',
        body: body.payload,
        headers: { ...body.headers, ...ada.auth },
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'A video may be at most 0.125 MB.' });
    });
  });

  it('leaves no row and no file when the upload is cut off half-way', async () => {
    await expectNothingStored(async () => {
      const body = await multipart(reportFields(ada), [photo(0), { name: 'big.jpg', type: 'image/jpeg', bytes: jpegOfSize(60 * 1024) }]);
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /eyewitness HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${ada.auth.authorization}\r\n` +
          `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
      );
      socket.write(body.payload.subarray(0, body.payload.length - 20 * 1024));
      // Wait until the server has started writing the photographs, then drop the connection.
      let started = false;
      for (let i = 0; i < 100 && !started; i++) {
        started = (await partFiles()).length > 0;
        if (!started) await new Promise((r) => setTimeout(r, 20));
      }
      expect(started).toBe(true);
      socket.destroy();
      for (let i = 0; i < 100 && (await partFiles()).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    });
  });
});

describe('GET /reports (public)', () => {
  it('lists nothing that is not approved', async () => {
    const response = await app.inject('/api/v1/reports');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [], meta: { total: 0, page: 1, per_page: 10, last_page: 1 } });
  });

  it('refuses paths that are not numbers, so nothing path-like reaches the files', async () => {
    for (const url of ['/api/v1/reports/1/media/..%2F..%2Fetc%2Fpasswd', '/api/v1/reports/x/media/1']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(400);
    }
    expect((await app.inject('/api/v1/reports/1/media/1')).statusCode).toBe(404);
  });

  it('serves nothing from a report that is not approved', async () => {
    const submitted = await submit(reportFields(ada), [{ name: 'a.jpg', type: 'image/jpeg', bytes: JPEG_8X8 }]);
    const id = submitted.json().report.id;
    const media = await database.db
      .withTables<{ eyewitness_media: { id: number; report_id: number } }>()
      .selectFrom('eyewitness_media')
      .select('id')
      .where('report_id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await app.inject(`/api/v1/reports/${id}/media/${media.id}`)).statusCode).toBe(404);
  });
});

describe('where it happened', () => {
  let cleo: Person;
  beforeAll(async () => {
    cleo = await addPerson(database.db, 'user', 'Cleo');
  });
  const placeOf = (id: number) =>
    database.db
      .withTables<{ eyewitness_reports: { id: number; state_id: number | null; lga: string | null; place_description: string | null } }>()
      .selectFrom('eyewitness_reports')
      .select(['state_id', 'lga', 'place_description'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('keeps a state, one of its LGAs (as the list spells it) and a description of the place', async () => {
    const lga = kano.lgas.find((name) => name.includes(' ')) ?? kano.lgas[0]!;
    const response = await submit(
      reportFields(cleo, { stateId: String(kano.id), lga: `  ${lga.toUpperCase()} `, placeDescription: ' Behind the central mosque ' }),
      [],
      cleo,
    );
    expect(response.statusCode).toBe(201);
    expect(await placeOf(response.json().report.id)).toEqual({ state_id: kano.id, lga, place_description: 'Behind the central mosque' });
  });

  it('is optional, and a state alone is enough', async () => {
    const none = await submit(reportFields(cleo), [], cleo);
    expect(await placeOf(none.json().report.id)).toEqual({ state_id: null, lga: null, place_description: null });
    const stateOnly = await submit(reportFields(cleo, { stateId: String(lagos.id), lga: '' }), [], cleo);
    expect(await placeOf(stateOnly.json().report.id)).toEqual({ state_id: lagos.id, lga: null, place_description: null });
  });

  it.each([
    [
      'an LGA of another state',
      () => ({ stateId: String(lagos.id), lga: kano.lgas[0]! }),
      'That is not a local government area of Lagos. Choose one from the list.',
    ],
    ['an LGA without its state', () => ({ lga: kano.lgas[0]! }), 'Choose the state of this local government area first.'],
    ['an unknown state', () => ({ stateId: '99' }), 'Choose a state from the list: there is no state with this id.'],
    ['a state that is not an id', () => ({ stateId: 'Kano' }), 'Choose a state from the list: there is no state with this id.'],
    // A real state's id with zeros before it: not how the form writes one, so not taken for that state.
    ['a state id with leading zeros', () => ({ stateId: `00${kano.id}` }), 'Choose a state from the list: there is no state with this id.'],
    [
      'a state id past the largest row id',
      () => ({ stateId: '2147483648' }),
      'Choose a state from the list: there is no state with this id.',
    ],
    [
      'a description over 200 characters',
      () => ({ placeDescription: 'x'.repeat(201) }),
      'The description of the place may be at most 200 characters long.',
    ],
  ])('an LGA must belong to its state: refuses %s and stores nothing', async (_case, place, message) => {
    await expectNothingStored(async () => {
      const response = await submit(reportFields(cleo, place()), [photo(0)], cleo);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  });
});

describe('published reports by state and comment type', () => {
  let dayo: Person;
  beforeAll(async () => {
    dayo = await addPerson(database.db, 'user', 'Dayo');
  });
  const publish = async (fields: Record<string, string>, files: Upload[] = []) => {
    const created = await submit(reportFields(dayo, fields), files, dayo);
    expect(created.statusCode).toBe(201);
    const id = created.json().report.id as number;
    const approved = await app.inject({ method: 'POST', url: `/api/v1/moderation/reports/${id}/approve`, headers: moderator.auth });
    expect(approved.statusCode).toBe(200);
    return id;
  };
  const listed = async (query: string) => {
    const response = await app.inject(`/api/v1/reports?per_page=50&${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: Array<{ id: number; state: string | null }>; meta: { total: number } };
  };

  it('filters by state and by comment type, newest first, published only', async () => {
    const [access, question] = [COMMENT_TYPES[1], COMMENT_TYPES[2]];
    const kanoAccess = await publish({ stateId: String(kano.id), commentType: access });
    const kanoQuestion = await publish({ stateId: String(kano.id), commentType: question });
    const lagosAccess = await publish({ stateId: String(lagos.id), commentType: access });
    const unpublished = await submit(reportFields(dayo, { stateId: String(kano.id), commentType: access }), [], dayo);
    expect(unpublished.statusCode).toBe(201);

    const inKano = await listed(`state_id=${kano.id}`);
    expect(inKano.data.map((report) => report.id)).toEqual([kanoQuestion, kanoAccess]);
    expect(inKano.meta.total).toBe(2);
    expect(inKano.data.every((report) => report.state === 'Kano')).toBe(true);
    expect((await listed(`state_id=${kano.id}&comment_type=${encodeURIComponent(access)}`)).data.map((r) => r.id)).toEqual([kanoAccess]);
    const allAccess = (await listed(`comment_type=${encodeURIComponent(access)}`)).data.map((r) => r.id);
    expect(allAccess).toEqual(expect.arrayContaining([kanoAccess, lagosAccess]));
    expect(allAccess).not.toContain(kanoQuestion);
    expect(allAccess).not.toContain(unpublished.json().report.id);
  });

  it.each([
    ['an unknown state', 'state_id=99', 'Choose a state from the list: there is no state with this id.'],
    ['an unknown comment type', 'comment_type=Gossip', 'Choose one of the comment types.'],
  ])('refuses a filter on %s with a message', async (_case, query, message) => {
    const response = await app.inject(`/api/v1/reports?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('gives one published report with its place, never the description of it, and its photos with thumbnails and sizes', async () => {
    const id = await publish(
      { stateId: String(kano.id), lga: kano.lgas[0]!, placeDescription: 'Behind the central mosque', showName: 'true' },
      [{ name: 'a.png', type: 'image/png', bytes: png2x2() }],
    );
    const response = await app.inject(`/api/v1/reports/${id}`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      id,
      name: 'Dayo',
      stateId: kano.id,
      state: 'Kano',
      lga: kano.lgas[0],
      verified: false,
      verifiedHow: null,
    });
    expect(report).not.toHaveProperty('placeDescription');
    expect(JSON.stringify(report)).not.toContain('central mosque');
    expect(JSON.stringify(report)).not.toContain(dayo.email);
    const [media] = report.media;
    expect(media).toEqual({
      id: expect.any(Number),
      kind: 'photograph',
      contentType: 'image/png',
      size: expect.any(Number),
      url: `/api/v1/reports/${id}/media/${media.id}`,
      thumbnailUrl: `/api/v1/reports/${id}/media/${media.id}/thumbnail`,
      listUrl: `/api/v1/reports/${id}/media/${media.id}/list`,
      width: 2,
      height: 2,
    });
    const thumbnail = await app.inject(media.thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['cache-control']).toBe('public, no-cache');
    expect((await app.inject('/api/v1/reports/999999')).json()).toEqual({ message: 'There is no such published report.' });
    expect((await app.inject('/api/v1/reports/abc')).statusCode).toBe(400);
  });

  it("gives each photo a list copy: a small AVIF without the phone's metadata, cached like the photo, never a video", async () => {
    const id = await publish({}, [{ name: 'phone.jpg', type: 'image/jpeg', bytes: await phonePhoto() }]);
    const [photo] = (await app.inject(`/api/v1/reports/${id}`)).json().media;
    const list = await app.inject(photo.listUrl);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('image/avif');
    expect(list.headers['cache-control']).toBe('public, no-cache');
    expect(list.headers['content-disposition']).toBe('inline; filename="report-media.avif"');
    const bytes = list.rawPayload;
    // A third of the thumbnail's width and height, so about a ninth of its pixels.
    expect(bytes.length).toBeLessThan(8 * 1024);
    expect(bytes.length).toBeLessThan((await app.inject(photo.thumbnailUrl)).rawPayload.length);
    const info = await sharp(bytes).metadata();
    expect([info.compression, info.width, info.height]).toEqual(['av1', 128, 192]);
    expect(info.exif).toBeUndefined();
    expect(bytes.includes(SECRET_MAKE)).toBe(false);
    expect(bytes.includes(GPS_LATITUDE)).toBe(false);

    const withVideo = await publish({}, [{ name: 'clip.mp4', type: 'video/mp4', bytes: mp4 }]);
    const [video] = (await app.inject(`/api/v1/reports/${withVideo}`)).json().media;
    expect(video.listUrl).toBeNull();
    const none = await app.inject(`/api/v1/reports/${withVideo}/media/${video.id}/list`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'There is no such published file.' });
  });

  it('makes the list copy of a photo stored before list copies existed on its first request, and keeps it', async () => {
    const id = await publish({}, [{ name: 'phone.jpg', type: 'image/jpeg', bytes: await phonePhoto() }]);
    const [photo] = (await app.inject(`/api/v1/reports/${id}`)).json().media;
    const { thumbnail_name } = await database.db
      .withTables<{ eyewitness_media: { report_id: number; thumbnail_name: string | null } }>()
      .selectFrom('eyewitness_media')
      .select('thumbnail_name')
      .where('report_id', '=', id)
      .executeTakeFirstOrThrow();
    const copy = listCopyOf(thumbnail_name!);
    expect(await readdir(uploads)).toContain(copy);
    await rm(path.join(uploads, copy)); // as for a photo sent before this version

    const list = await app.inject(photo.listUrl);
    expect(list.statusCode).toBe(200);
    expect((await sharp(list.rawPayload).metadata()).compression).toBe('av1');
    expect(await readdir(uploads)).toContain(copy);
    expect(await partFiles()).toEqual([]);
  });
});
