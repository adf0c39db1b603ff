import { describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { ByteReader } from './byte-reader.js';
import { exifOrientation, SCRUBBERS } from './scrub-metadata.js';
import type { MediaFormat } from '@portal/shared/rules';
import {
  aviVideo,
  GPS_LATITUDE,
  gif1x1,
  isoVideo,
  JPEG_8X8,
  jpegWithMetadata,
  png2x2,
  PNG_TEXT_SECRET,
  SECRET_MAKE,
  VIDEO_LOCATION,
  XMP_SECRET,
} from './test-media.js';

/** Feeds `input` in pieces of `chunk` bytes, as a network would, and collects the scrubbed file. */
async function scrub(format: MediaFormat, input: Buffer, chunk = 4096): Promise<Buffer> {
  async function* pieces() {
    for (let at = 0; at < input.length; at += chunk) yield input.subarray(at, at + chunk);
  }
  const out: Buffer[] = [];
  for await (const piece of SCRUBBERS[format](new ByteReader(pieces()))) out.push(piece);
  return Buffer.concat(out);
}

const contains = (haystack: Buffer, needle: string | Buffer) =>
  haystack.includes(typeof needle === 'string' ? Buffer.from(needle, 'latin1') : needle);

/** The compressed picture: from the start-of-scan marker to the end. */
const scanData = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));

describe.each([1, 7, 4096])('metadata scrubbers, input arriving in %i-byte pieces', (chunk) => {
  it('keeps a JPEG picture and its orientation but drops GPS, maker, XMP and comments', async () => {
    const input = jpegWithMetadata(6);
    for (const secret of [SECRET_MAKE, XMP_SECRET, 'Marina Road']) expect(contains(input, secret)).toBe(true);
    expect(contains(input, GPS_LATITUDE)).toBe(true);

    const output = await scrub('jpg', input, chunk);
    for (const secret of [SECRET_MAKE, XMP_SECRET, 'Marina Road', 'http://ns.adobe.com']) expect(contains(output, secret)).toBe(false);
    expect(contains(output, GPS_LATITUDE)).toBe(false);
    expect(scanData(output).equals(scanData(input))).toBe(true);
    expect(contains(output, 'ICC_PROFILE')).toBe(true); // colours stay right
    const exif = output.subarray(output.indexOf(Buffer.from('Exif\0\0', 'latin1')));
    expect(exifOrientation(exif)).toBe(6);
    expect((await fileTypeFromBuffer(output))?.ext).toBe('jpg');
  });

  it('leaves a JPEG without metadata as it was', async () => {
    expect((await scrub('jpg', JPEG_8X8, chunk)).equals(JPEG_8X8)).toBe(true);
  });

  it('drops the text and EXIF chunks of a PNG and keeps the image chunks', async () => {
    const output = await scrub('png', png2x2(), chunk);
    expect(output.equals(png2x2(true))).toBe(true);
    expect(contains(output, PNG_TEXT_SECRET)).toBe(false);
  });

  it('drops a GIF comment and XMP but keeps its animation loop and image', async () => {
    const input = gif1x1();
    const output = await scrub('gif', input, chunk);
    expect(contains(output, 'Marina Road')).toBe(false);
    expect(contains(output, XMP_SECRET)).toBe(false);
    expect(contains(output, 'NETSCAPE2.0')).toBe(true);
    expect(output.subarray(-24).equals(input.subarray(-24))).toBe(true);
    expect((await fileTypeFromBuffer(output))?.ext).toBe('gif');
  });

  it.each(['isom', 'qt  '] as const)('blanks the location of an ISO video (%s) without moving any byte', async (brand) => {
    const input = isoVideo(brand);
    expect(contains(input, VIDEO_LOCATION)).toBe(true);
    const output = await scrub(brand === 'isom' ? 'mp4' : 'mov', input, chunk);
    expect(output.length).toBe(input.length);
    expect(contains(output, VIDEO_LOCATION)).toBe(false);
    expect(contains(output, 'udta')).toBe(false);
    expect(output.indexOf('mdat')).toBe(input.indexOf('mdat'));
    expect(output.subarray(output.indexOf('mdat')).equals(input.subarray(input.indexOf('mdat')))).toBe(true);
    expect((await fileTypeFromBuffer(output))?.ext).toBe(brand === 'isom' ? 'mp4' : 'mov');
  });

  it('turns the INFO list of an AVI into zeroed JUNK of the same size', async () => {
    const input = aviVideo();
    const output = await scrub('avi', input, chunk);
    expect(output.length).toBe(input.length);
    expect(contains(output, 'DashCam')).toBe(false);
    expect(contains(output, 'INFO')).toBe(false);
    expect(contains(output, 'movi')).toBe(true);
    expect((await fileTypeFromBuffer(output))?.ext).toBe('avi');
  });
});

describe('metadata scrubbers with damaged files', () => {
  it('passes on bytes it cannot parse rather than losing the file', async () => {
    const damaged = Buffer.concat([JPEG_8X8.subarray(0, 20), Buffer.from('not a marker'), JPEG_8X8.subarray(20)]);
    expect((await scrub('jpg', damaged)).equals(damaged)).toBe(true);
  });

  it('refuses a video whose index would have to be held whole in memory beyond the limit', async () => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(64 * 1024 * 1024);
    header.write('moov', 4, 'latin1');
    await expect(scrub('mp4', Buffer.concat([isoVideo().subarray(0, 28), header]))).rejects.toThrow(/moov box too large/);
  });
});
