import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HttpError } from '../errors.js';
import { MediaStore, type UploadStream } from './media-store.js';
import { MB, UPLOAD_LIMITS } from '@portal/shared/rules';
import { isoVideo, jpegOfSize, jpegWithMetadata, png2x2, SECRET_MAKE } from './test-media.js';

let dir: string;
let store: MediaStore;

beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'portal-media-')), 'uploads');
  store = new MediaStore(dir);
  await store.open(async () => new Set());
});
afterAll(() => rm(path.dirname(dir), { recursive: true, force: true }));

const upload = (bytes: Buffer, truncated = false): UploadStream =>
  Object.assign(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), { truncated });
const limits = () => (kind: 'photograph' | 'video') => (kind === 'photograph' ? UPLOAD_LIMITS.photoBytes : UPLOAD_LIMITS.videoBytes);
const incoming = () => readdir(store.incoming);

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('media store', () => {
  it('recognises a photo by its bytes, stores it without metadata under a random name, and commits it', async () => {
    const file = await store.receive(upload(jpegWithMetadata()), limits());
    expect(file).toMatchObject({ kind: 'photograph', format: 'jpg', contentType: 'image/jpeg', size: jpegWithMetadata().length });
    expect(file.storedName).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(await incoming()).toEqual([`${file.storedName}.part`]);
    await store.commit([file]);
    expect(await incoming()).toEqual([]);
    const stored = await readFile(path.join(dir, file.storedName));
    expect(stored.includes(SECRET_MAKE)).toBe(false);
    await store.discard([file]);
    expect(await readdir(dir)).toEqual(['incoming']);
  });

  it('refuses a text file named like a photo with 415 and keeps nothing', async () => {
    const error = await refusal(store.receive(upload(Buffer.from('just some text, not a picture at all '.repeat(40))), limits()));
    expect(error.statusCode).toBe(415);
    expect(error.message).toMatch(/JPG, PNG or GIF/);
    expect(await incoming()).toEqual([]);
  });

  it('refuses a photo over 5 MB with 413 and removes what was written', async () => {
    const error = await refusal(store.receive(upload(jpegOfSize(5 * MB + 1)), limits()));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('Each photograph may be at most 5 MB.');
    expect(await incoming()).toEqual([]);
  });

  it('accepts a photo of exactly 5 MB', async () => {
    const file = await store.receive(upload(jpegOfSize(5 * MB)), limits());
    expect(file.size).toBe(5 * MB);
    await store.discard([file]);
  });

  it('refuses a file the multipart parser cut at its own limit, even when what arrived is small', async () => {
    const error = await refusal(store.receive(upload(png2x2(), true), limits()));
    expect(error.statusCode).toBe(413);
    expect(await incoming()).toEqual([]);
  });

  it('lets the caller refuse a kind, for the count rules', async () => {
    const error = await refusal(
      store.receive(upload(isoVideo()), () => {
        throw new HttpError(400, 'A report carries photographs or one video, not both.');
      }),
    );
    expect(error.statusCode).toBe(400);
    expect(await incoming()).toEqual([]);
  });

  it('removes unfinished parts and files no report refers to when it opens', async () => {
    await mkdir(store.incoming, { recursive: true });
    await writeFile(path.join(store.incoming, 'abc.part'), 'half');
    const kept = `${'a'.repeat(32)}.png`;
    const orphan = `${'b'.repeat(32)}.jpg`;
    await writeFile(path.join(dir, kept), png2x2());
    await writeFile(path.join(dir, orphan), jpegWithMetadata());
    let asked: string[] = [];
    await store.open(async (names) => {
      asked = names;
      return new Set([kept]);
    });
    expect(asked.sort()).toEqual([kept, orphan].sort());
    expect((await readdir(dir)).sort()).toEqual([kept, 'incoming'].sort());
    expect(await incoming()).toEqual([]);
  });

  it('never resolves a name that is not one of its own', () => {
    expect(store.filePath('../../etc/passwd')).toBeNull();
    expect(store.filePath(`${'a'.repeat(32)}.html`)).toBeNull();
    expect(store.filePath(`${'a'.repeat(32)}.png`)).toBe(path.join(dir, `${'a'.repeat(32)}.png`));
  });
});
