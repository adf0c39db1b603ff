import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_LIMITS } from '@portal/shared/rules';
import { encodeListCopy, encodePhoto, PhotoRefusedError, type PhotoLimits } from './photo-encoder.js';
import type { PhotoFormat } from './media-types.js';
import {
  animatedGif,
  gif1x1,
  GPS_LATITUDE,
  JPEG_8X8,
  phonePhoto,
  png2x2,
  PNG_TEXT_SECRET,
  pngHeaderClaiming,
  SECRET_MAKE,
  XMP_SECRET,
} from './test-media.js';

let dir: string;
let count = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-photos-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Encodes `input` as the store does, and reads back what would be stored. */
async function encode(input: Buffer, format: PhotoFormat, limits?: PhotoLimits) {
  const name = `photo-${++count}`;
  const [source, photoFile, thumbnailFile, listFile] = ['in', 'out', 'thumb', 'list'].map((suffix) =>
    path.join(dir, `${name}.${suffix}`),
  ) as [string, string, string, string];
  await writeFile(source, input);
  const size = await encodePhoto(source, format, { photo: photoFile, thumbnail: thumbnailFile, listCopy: listFile }, limits);
  const [photo, thumbnail, list] = await Promise.all([readFile(photoFile), readFile(thumbnailFile), readFile(listFile)]);
  return {
    size,
    photo,
    thumbnail,
    list,
    photoInfo: await sharp(photo).metadata(),
    thumbnailInfo: await sharp(thumbnail).metadata(),
    listInfo: await sharp(list).metadata(),
  };
}

async function refusalOf(promise: Promise<unknown>): Promise<PhotoRefusedError['reason']> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PhotoRefusedError);
  return (error as PhotoRefusedError).reason;
}

/** The colour of one pixel, as [r, g, b]. */
async function colourAt(image: Buffer, left: number, top: number): Promise<number[]> {
  return [...(await sharp(image).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer())];
}
const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => r! < 60 && g! < 60 && b! > 200;

/** No EXIF (where GPS lives), XMP, IPTC or comments: what sharp reports, and the bytes themselves. */
function expectNoMetadata(info: Metadata, bytes: Buffer) {
  expect(info.exif).toBeUndefined();
  expect(info.xmp).toBeUndefined();
  expect(info.iptc).toBeUndefined();
  expect(info.comments ?? []).toEqual([]);
  expect(info.orientation).toBeUndefined();
  for (const secret of [SECRET_MAKE, XMP_SECRET, 'Marina Road', PNG_TEXT_SECRET]) expect(bytes.includes(secret)).toBe(false);
  expect(bytes.includes(GPS_LATITUDE)).toBe(false);
}

describe('photo encoder', () => {
  it('turns a phone photo upright, at most 2048 px, without its EXIF, GPS, XMP or comment', async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([3000, 2000, 6]);
    expect(input.includes(GPS_LATITUDE)).toBe(true);

    const { size, photo, photoInfo } = await encode(input, 'jpg');
    expect(photoInfo.format).toBe('jpeg');
    // Upright: portrait, blue on the left and red on the right.
    expect(size).toEqual({ width: 1365, height: 2048 });
    expect([photoInfo.width, photoInfo.height]).toEqual([1365, 2048]);
    expect(isBlue(await colourAt(photo, 100, 1024))).toBe(true);
    expect(isRed(await colourAt(photo, 1265, 1024))).toBe(true);
    expectNoMetadata(photoInfo, photo);
    expect(photo.length).toBeLessThan(input.length);
  });

  it('makes an upright WebP thumbnail at most 480 px', async () => {
    const { thumbnail, thumbnailInfo } = await encode(await phonePhoto(), 'jpg');
    expect(thumbnailInfo.format).toBe('webp');
    expect([thumbnailInfo.width, thumbnailInfo.height]).toEqual([320, 480]);
    expect(isBlue(await colourAt(thumbnail, 20, 240))).toBe(true);
    expect(isRed(await colourAt(thumbnail, 300, 240))).toBe(true);
    expectNoMetadata(thumbnailInfo, thumbnail);
  });

  it('makes an upright AVIF list copy 192 px tall, a few kilobytes, without metadata', async () => {
    const { list, listInfo } = await encode(await phonePhoto(), 'jpg');
    expect(listInfo.format).toBe('heif');
    expect(listInfo.compression).toBe('av1');
    expect([listInfo.width, listInfo.height]).toEqual([128, 192]);
    expect(isBlue(await colourAt(list, 10, 96))).toBe(true);
    expect(isRed(await colourAt(list, 118, 96))).toBe(true);
    expect(list.length).toBeLessThan(8 * 1024);
    expectNoMetadata(listInfo, list);
  });

  it("fits a wide photo's list copy inside 384 × 192, and makes one from a thumbnail for older photos", async () => {
    const { listInfo } = await encode(await animatedGif(2400, 200), 'gif');
    expect([listInfo.width, listInfo.height]).toEqual([384, 32]);
    expect(listInfo.pages ?? 1).toBe(1);

    const [source, target] = [path.join(dir, 'older.thumb'), path.join(dir, 'older.list')];
    await writeFile(source, (await encode(await phonePhoto(), 'jpg')).thumbnail);
    await encodeListCopy(source, target);
    const copy = await readFile(target);
    const info = await sharp(copy).metadata();
    expect([info.format, info.width, info.height]).toEqual(['heif', 128, 192]);
    expectNoMetadata(info, copy);
  });

  it('never enlarges a small photo', async () => {
    const { size, thumbnailInfo, listInfo } = await encode(JPEG_8X8, 'jpg');
    expect(size).toEqual({ width: 8, height: 8 });
    expect([thumbnailInfo.width, thumbnailInfo.height]).toEqual([8, 8]);
    expect([listInfo.width, listInfo.height]).toEqual([8, 8]);
  });

  it('keeps a PNG a PNG and a GIF a GIF, without their text, EXIF, comment or XMP', async () => {
    const png = await encode(png2x2(), 'png');
    expect(png.photoInfo.format).toBe('png');
    expect(png.size).toEqual({ width: 2, height: 2 });
    expectNoMetadata(png.photoInfo, png.photo);

    const gif = await encode(gif1x1(), 'gif');
    expect(gif.photoInfo.format).toBe('gif');
    expect(gif.size).toEqual({ width: 1, height: 1 });
    expectNoMetadata(gif.photoInfo, gif.photo);
  });

  it('keeps every frame of an animated GIF, each resized, with a still first-frame thumbnail', async () => {
    const { size, photo, photoInfo, thumbnail, thumbnailInfo } = await encode(await animatedGif(2400, 200), 'gif');
    const frames = await sharp(photo, { animated: true }).metadata();
    expect(photoInfo.format).toBe('gif');
    expect(frames.pages).toBe(3);
    expect(frames.loop).toBe(0);
    expect(size).toEqual({ width: 2048, height: 171 });
    expect(frames.pageHeight).toBe(171);
    // The second frame is green: the animation survived.
    const second = await sharp(photo, { page: 1 }).extract({ left: 10, top: 10, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
    expect([...second][1]).toBeGreaterThan(200);

    expect(thumbnailInfo.format).toBe('webp');
    expect(thumbnailInfo.pages ?? 1).toBe(1);
    expect([thumbnailInfo.width, thumbnailInfo.height]).toEqual([480, 40]);
    expect(isRed(await colourAt(thumbnail, 10, 10))).toBe(true);
  });

  it('refuses a 30000×30000 header in a file of a few hundred bytes as too many pixels', async () => {
    const bomb = pngHeaderClaiming(30000, 30000);
    expect(bomb.length).toBeLessThan(500);
    expect(await refusalOf(encode(bomb, 'png'))).toBe('too-many-pixels');
  });

  it('counts every frame of an animated GIF against the pixel limit', async () => {
    const limits = { ...PHOTO_LIMITS, maxPixels: 60 * 40 * 2 };
    expect((await encode(await animatedGif(60, 40, 2), 'gif', limits)).size).toEqual({ width: 60, height: 40 });
    expect(await refusalOf(encode(await animatedGif(60, 40, 3), 'gif', limits))).toBe('too-many-pixels');
  });

  it('refuses a damaged JPEG and a file that is not the format it was recognised as', async () => {
    const photo = await phonePhoto();
    expect(await refusalOf(encode(photo.subarray(0, photo.length / 2), 'jpg'))).toBe('unreadable');
    expect(await refusalOf(encode(png2x2(), 'jpg'))).toBe('unreadable');
  });
});
