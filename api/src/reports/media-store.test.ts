import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HttpError } from '../errors.js';
import sharp from 'sharp';
import { listCopyOf, MediaStore, TOO_MANY_PIXELS, UNREADABLE_PHOTO, type UploadStream } from './media-store.js';
import { MB, UPLOAD_LIMITS } from '@portal/shared/rules';
import { GPS_LATITUDE, jpegOfSize, phonePhoto, png2x2, pngHeaderClaiming, SECRET_MAKE, testVideo, VIDEO_LOCATION } from './test-media.js';

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
const incoming = async () => (await readdir(store.incoming)).sort();
const stored = async () => (await readdir(dir)).filter((name) => name !== 'incoming');

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('media store', () => {
  it('recognises a photo by its bytes, stores it re-encoded with a thumbnail and list copy under random names, and commits them', async () => {
    const input = await phonePhoto();
    const file = await store.receive(upload(input), limits());
    expect(file).toMatchObject({
      kind: 'photograph',
      format: 'jpg',
      contentType: 'image/jpeg',
      size: input.length,
      width: 1365,
      height: 2048,
    });
    const name = file.storedName.slice(0, 32);
    expect(file.storedName).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(file.thumbnailName).toBe(`${name}.thumb.webp`);
    const listCopy = listCopyOf(file.thumbnailName!);
    expect(listCopy).toBe(`${name}.list.avif`);
    // Only the re-encoded files wait in incoming/: the photo as sent, with its GPS position, is gone.
    expect(await incoming()).toEqual([`${file.storedName}.part`, `${file.thumbnailName}.part`, `${listCopy}.part`].sort());

    await store.commit([file]);
    expect(await incoming()).toEqual([]);
    const photo = await readFile(store.filePath(file.storedName)!);
    const thumbnail = await readFile(store.filePath(file.thumbnailName!)!);
    const list = await readFile(store.filePath(listCopy)!);
    expect(photo.includes(SECRET_MAKE) || photo.includes(GPS_LATITUDE)).toBe(false);
    const [photoInfo, thumbnailInfo, listInfo] = await Promise.all([photo, thumbnail, list].map((bytes) => sharp(bytes).metadata()));
    expect(photoInfo).toMatchObject({ format: 'jpeg', width: 1365, height: 2048 });
    expect(thumbnailInfo).toMatchObject({ format: 'webp', width: 320, height: 480 });
    expect(listInfo).toMatchObject({ format: 'heif', compression: 'av1', width: 128, height: 192 });
    expect([photoInfo!.exif, thumbnailInfo!.exif, listInfo!.exif]).toEqual([undefined, undefined, undefined]);

    await store.discard([file]);
    expect(await stored()).toEqual([]);
  });

  it('stores a video rewritten without its location, and without a thumbnail or size in pixels', async () => {
    const sent = await testVideo('mp4');
    const file = await store.receive(upload(sent), limits());
    expect(file).toMatchObject({ kind: 'video', format: 'mp4', contentType: 'video/mp4', width: null, height: null, thumbnailName: null });
    expect(file.size).toBe(sent.length);
    // Only the rewritten video waits in incoming/: the video as sent, with its location, is gone.
    expect(await incoming()).toEqual([`${file.storedName}.part`]);
    await store.commit([file]);
    const video = await readFile(store.filePath(file.storedName)!);
    expect(video.includes(VIDEO_LOCATION)).toBe(false);
    expect(video.includes('mdat')).toBe(true);
    await store.discard([file]);
    expect(await stored()).toEqual([]);
  });

  it.each([
    [30000, 30000],
    [7000, 7000], // 49 megapixels: a 140 KB PNG of this size cost a second of processor to decode
  ])('refuses a %i×%i header with 413 before decoding it, and keeps nothing', async (width, height) => {
    // Its image data holds one row, so decoding it would have been refused as damaged (415): 413 shows that
    // only the header was read.
    const error = await refusal(store.receive(upload(pngHeaderClaiming(width, height)), limits()));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(TOO_MANY_PIXELS);
    expect(error.message).toBe('Each photograph may be at most 40 megapixels. Please send a smaller one.');
    expect(await incoming()).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('refuses a damaged JPEG with 415 and keeps nothing', async () => {
    const photo = await phonePhoto();
    const error = await refusal(store.receive(upload(photo.subarray(0, photo.length / 2)), limits()));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(UNREADABLE_PHOTO);
    expect(await incoming()).toEqual([]);
    expect(await stored()).toEqual([]);
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
      store.receive(upload(await testVideo('mp4')), () => {
        throw new HttpError(400, 'photographsOrVideo');
      }),
    );
    expect(error.statusCode).toBe(400);
    expect(await incoming()).toEqual([]);
  });

  it('removes unfinished parts and files no report refers to when it opens', async () => {
    await mkdir(store.incoming, { recursive: true });
    await writeFile(path.join(store.incoming, 'abc.part'), 'half');
    const kept = `${'a'.repeat(32)}.png`;
    const keptThumbnail = `${'a'.repeat(32)}.thumb.webp`;
    const orphan = `${'b'.repeat(32)}.jpg`;
    const orphanThumbnail = `${'b'.repeat(32)}.thumb.webp`;
    // List copies are not in the database: each is kept while its thumbnail is.
    const [keptList, orphanList] = [listCopyOf(keptThumbnail), listCopyOf(orphanThumbnail)];
    for (const name of [kept, keptThumbnail, keptList, orphan, orphanThumbnail, orphanList])
      await writeFile(path.join(dir, name), png2x2());
    let asked: string[] = [];
    await store.open(async (names) => {
      asked = names;
      return new Set([kept, keptThumbnail]);
    });
    expect(asked.sort()).toEqual([kept, keptThumbnail, orphan, orphanThumbnail].sort());
    expect((await stored()).sort()).toEqual([kept, keptThumbnail, keptList].sort());
    expect(await incoming()).toEqual([]);
    // Removing a thumbnail removes its list copy.
    await store.remove([kept, keptThumbnail]);
    expect(await stored()).toEqual([]);
  });

  it('makes a missing list copy from the thumbnail, once, and none for a thumbnail that is gone', async () => {
    const file = await store.receive(upload(await phonePhoto()), limits());
    await store.commit([file]);
    const listCopy = listCopyOf(file.thumbnailName!);
    await rm(store.filePath(listCopy)!);
    expect(await store.ensureListCopy(file.thumbnailName!)).toBe(listCopy);
    const made = await readFile(store.filePath(listCopy)!);
    expect(await sharp(made).metadata()).toMatchObject({ compression: 'av1', width: 128, height: 192 });
    expect(await store.ensureListCopy(file.thumbnailName!)).toBe(listCopy);
    expect((await readFile(store.filePath(listCopy)!)).equals(made)).toBe(true);
    expect(await incoming()).toEqual([]);

    await store.discard([file]);
    expect(await stored()).toEqual([]);
    expect(await store.ensureListCopy(file.thumbnailName!)).toBeNull();
    expect(await store.ensureListCopy(file.storedName)).toBeNull();
    expect(await stored()).toEqual([]);
    expect(await incoming()).toEqual([]);
  });

  it('removes only files of its own by name', async () => {
    const outside = path.join(path.dirname(dir), 'not-a-report-file.jpg');
    await writeFile(outside, 'kept');
    await store.remove(['../not-a-report-file.jpg']);
    expect(await readFile(outside, 'utf8')).toBe('kept');
  });

  it('never resolves a name that is not one of its own', () => {
    expect(store.filePath('../../etc/passwd')).toBeNull();
    expect(store.filePath(`${'a'.repeat(32)}.html`)).toBeNull();
    expect(store.filePath(`${'a'.repeat(32)}.thumb.jpg`)).toBeNull();
    expect(store.filePath(`${'a'.repeat(32)}.webp`)).toBeNull();
    expect(store.filePath(`${'a'.repeat(32)}.png`)).toBe(path.join(dir, `${'a'.repeat(32)}.png`));
    expect(store.filePath(`${'a'.repeat(32)}.thumb.webp`)).toBe(path.join(dir, `${'a'.repeat(32)}.thumb.webp`));
    expect(store.filePath(`${'a'.repeat(32)}.list.avif`)).toBe(path.join(dir, `${'a'.repeat(32)}.list.avif`));
    expect(store.filePath(`${'a'.repeat(32)}.list.webp`)).toBeNull();
  });
});
