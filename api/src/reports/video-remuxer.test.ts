/**
 * Videos as phones, dash cams and action cameras make them, sent in a report and read back where the API
 * serves them (`/my/reports/{id}/media/{mid}`): FFmpeg has rewritten each one without its location, and
 * it still plays. A file FFmpeg cannot read as a video is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { startTestApp, stopTestApp } from '../test-support/app.js';
import { addPerson, multipart, reportFields, type Person } from './test-support.js';
import { UNREADABLE_VIDEO } from './media-store.js';
import {
  PLANTED_GPS,
  PLANTED_VIDEOS,
  probeVideo,
  soundOnlyMp4,
  testVideo,
  turnedVideo,
  VIDEO_LOCATION,
  type ProbedVideo,
  type TestVideoFormat,
} from './test-media.js';

let database: TestDatabase;
let app: FastifyInstance;
let femi: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startTestApp(database);
  femi = await addPerson(database.db, 'user', 'Femi');
});
afterAll(() => stopTestApp(app, database));

const CONTENT_TYPES: Record<TestVideoFormat, string> = { mp4: 'video/mp4', mov: 'video/quicktime', avi: 'video/x-msvideo' };

const send = async (bytes: Buffer, format: TestVideoFormat) => {
  const body = await multipart(reportFields(femi), [{ name: `clip.${format}`, type: CONTENT_TYPES[format], bytes }]);
  return app.inject({ method: 'POST', url: '/api/v1/eyewitness', payload: body.payload, headers: { ...body.headers, ...femi.auth } });
};

/** Sends `bytes` as a report's video and gives the video as the API serves it to its reporter. */
async function storedVideo(bytes: Buffer, format: TestVideoFormat): Promise<Buffer> {
  const sent = await send(bytes, format);
  expect(sent.statusCode, sent.body).toBe(201);
  const mine = await app.inject({ url: '/api/v1/my/reports', headers: femi.auth });
  const [video] = mine.json().reports.find((report: { id: number }) => report.id === sent.json().report.id).media;
  const served = await app.inject({ url: video.url, headers: femi.auth });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe(CONTENT_TYPES[format]);
  return served.rawPayload;
}

/** The stream kinds and the video's frames: one second at 10 frames a second, and its sound. */
const playable = (probed: ProbedVideo) => probed.streams.map((s) => [s.codec_type, s.codec_type === 'video' ? s.nb_read_frames : 'some']);

/** Tags FFmpeg's MP4 and MOV muxer writes of its own: the file's brand, each track's kind and language. */
const MUXER_TAGS = ['major_brand', 'minor_version', 'compatible_brands', 'language', 'handler_name', 'vendor_id'];
const tagNames = (probed: ProbedVideo) => [
  ...Object.keys(probed.format.tags ?? {}),
  ...probed.streams.flatMap((s) => Object.keys(s.tags ?? {})),
];

describe('videos are rewritten by FFmpeg before they are stored', () => {
  it.each(Object.entries(PLANTED_VIDEOS))('%s: served without the planted location, and it still plays', async (_, { format, make }) => {
    const sent = await make();
    expect(sent.includes(PLANTED_GPS)).toBe(true);
    expect(sent.includes(VIDEO_LOCATION)).toBe(true);

    const stored = await storedVideo(sent, format);
    expect(stored.includes(PLANTED_GPS)).toBe(false);
    expect(stored.includes(VIDEO_LOCATION)).toBe(false);
    expect((await fileTypeFromBuffer(stored))?.ext).toBe(format);
    const probed = await probeVideo(stored);
    expect(playable(probed)).toEqual([
      ['video', '10'],
      ['audio', 'some'],
    ]);
    expect(probed.chapters).toEqual([]);
    expect(tagNames(probed).filter((name) => !MUXER_TAGS.includes(name))).toEqual([]);
  });

  it('keeps a MOV a MOV, with its index first so it plays while it loads', async () => {
    const stored = await storedVideo(await testVideo('mov'), 'mov');
    expect((await fileTypeFromBuffer(stored))?.ext).toBe('mov');
    expect(stored.indexOf('moov')).toBeLessThan(stored.indexOf('mdat'));
    expect(stored.includes(VIDEO_LOCATION)).toBe(false);
  });

  it('keeps a video filmed with the phone turned the right way up', async () => {
    const rotation = (probed: ProbedVideo) => probed.streams[0]!.side_data_list?.[0]?.rotation;
    const sent = await turnedVideo(90);
    expect(rotation(await probeVideo(sent))).toBe(90);
    expect(rotation(await probeVideo(await storedVideo(sent, 'mp4')))).toBe(90);
  });

  it.each([
    [
      'an MP4 header followed by noise',
      async () => Buffer.concat([(await testVideo('mp4')).subarray(0, 32), Buffer.alloc(4000, 'noise ')]),
      'mp4',
    ],
    [
      'an AVI header followed by noise',
      async () => Buffer.concat([(await testVideo('avi')).subarray(0, 64), Buffer.alloc(4000, 'noise ')]),
      'avi',
    ],
    ['an MP4 with sound but no picture', soundOnlyMp4, 'mp4'],
  ] as const)('refuses %s with 415, keeping nothing', async (_, make, format) => {
    const uploads = path.join(database.dataDir, 'uploads');
    const before = await readdir(uploads);
    const response = await send(await make(), format);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: UNREADABLE_VIDEO });
    expect(await readdir(uploads)).toEqual(before);
    expect(await readdir(path.join(uploads, 'incoming'))).toEqual([]);
  });
});

describe('without FFmpeg', () => {
  it('stops the start with a message that says what to install', async () => {
    // A Node process whose PATH holds no FFmpeg, checking as the media store does when the server starts.
    const check = `const { ensureFfmpeg } = await import('./src/reports/video-remuxer.ts'); await ensureFfmpeg();`;
    const failure = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', check], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { PATH: '/nonexistent' },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('videos are rewritten by FFmpeg, which could not be run');
    expect(failure?.stderr).toContain('sudo apt-get install -y ffmpeg');
  });
});
