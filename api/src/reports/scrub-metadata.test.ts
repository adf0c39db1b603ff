import { describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { ByteReader } from './byte-reader.js';
import { SCRUBBERS } from './scrub-metadata.js';
import type { VideoFormat } from './media-types.js';
import { aviVideo, isoVideo, VIDEO_LOCATION } from './test-media.js';

/** Feeds `input` in pieces of `chunk` bytes, as a network would, and collects the scrubbed file. */
async function scrub(format: VideoFormat, input: Buffer, chunk = 4096): Promise<Buffer> {
  async function* pieces() {
    for (let at = 0; at < input.length; at += chunk) yield input.subarray(at, at + chunk);
  }
  const out: Buffer[] = [];
  for await (const piece of SCRUBBERS[format](new ByteReader(pieces()))) out.push(piece);
  return Buffer.concat(out);
}

const contains = (haystack: Buffer, needle: string | Buffer) =>
  haystack.includes(typeof needle === 'string' ? Buffer.from(needle, 'latin1') : needle);

describe.each([1, 7, 4096])('metadata scrubbers, input arriving in %i-byte pieces', (chunk) => {
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
    // After the ftyp box, a box header claiming 3 bytes: shorter than its own header.
    const damaged = Buffer.concat([isoVideo().subarray(0, 28), Buffer.from([0, 0, 0, 3]), Buffer.from('moov and then some bytes')]);
    expect((await scrub('mp4', damaged)).equals(damaged)).toBe(true);
  });

  it('refuses a video whose index would have to be held whole in memory beyond the limit', async () => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(64 * 1024 * 1024);
    header.write('moov', 4, 'latin1');
    await expect(scrub('mp4', Buffer.concat([isoVideo().subarray(0, 28), header]))).rejects.toThrow(/moov box too large/);
  });
});
