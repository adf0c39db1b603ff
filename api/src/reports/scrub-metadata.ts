/**
 * Removes metadata that can locate a reporter (GPS positions, camera serial numbers, embedded thumbnails,
 * XMP, comments) from photos and videos while they stream to disk, so no stored file ever holds it and an
 * approved report's media can be shown publicly. Each scrubber reads the file's own structure and passes
 * the picture or video data on untouched; bytes it cannot parse are passed on as they are. Every scrubber
 * reads its input to the end, because the upload's next parts follow it in the same request.
 */
import { ByteReader } from './byte-reader.js';
import type { MediaFormat } from '@portal/shared/rules';

export type Scrubber = (reader: ByteReader) => AsyncGenerator<Buffer>;

// eslint-disable-next-line require-yield -- a scrubber that keeps nothing of its input
async function* discard(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  for await (const _ of chunks); // read and forget
}

// ---------------------------------------------------------------- JPEG

/** APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour transform) are needed to show the
 * picture right; APP1 (EXIF, XMP), APP3–APP13, APP15 and comments are dropped. */
const JPEG_KEPT_APP = new Set([0xe0, 0xe2, 0xee]);
const isDroppedJpegSegment = (marker: number) => (marker >= 0xe0 && marker <= 0xef && !JPEG_KEPT_APP.has(marker)) || marker === 0xfe;

/** The EXIF orientation (1–8) of an APP1 payload, if it is EXIF and says one. */
export function exifOrientation(payload: Buffer): number | null {
  if (payload.length < 14 || payload.toString('latin1', 0, 6) !== 'Exif\0\0') return null;
  const tiff = payload.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const u16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment holding only the orientation, so phone photos keep showing the right way up. */
export function orientationOnlyExif(orientation: number): Buffer {
  const segment = Buffer.alloc(36);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(34, 2);
  segment.write('Exif\0\0MM', 4, 'latin1');
  segment.writeUInt16BE(0x002a, 12);
  segment.writeUInt32BE(8, 14); // IFD0 right after the TIFF header
  segment.writeUInt16BE(1, 18); // one entry
  segment.writeUInt16BE(0x0112, 20); // Orientation
  segment.writeUInt16BE(3, 22); // SHORT
  segment.writeUInt32BE(1, 24);
  segment.writeUInt16BE(orientation, 28);
  segment.writeUInt32BE(0, 32); // no next IFD: no thumbnail
  return segment;
}

async function* scrubJpeg(r: ByteReader): AsyncGenerator<Buffer> {
  const soi = await r.read(2);
  yield soi;
  if (soi.length < 2 || soi[0] !== 0xff || soi[1] !== 0xd8) return yield* r.rest();
  let orientationWritten = false;
  for (;;) {
    const head = await r.peek(4);
    if (head.length < 2 || head[0] !== 0xff) return yield* r.rest();
    const marker = head[1]!;
    if (marker === 0xff) {
      yield await r.read(1); // fill byte
      continue;
    }
    // Start of scan: the compressed picture follows, and metadata never comes after it.
    if (marker === 0xda || marker === 0xd9) return yield* r.rest();
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      yield await r.read(2);
      continue;
    }
    if (head.length < 4 || head.readUInt16BE(2) < 2) return yield* r.rest();
    const length = 2 + head.readUInt16BE(2);
    if (marker === 0xe1 && !orientationWritten) {
      const orientation = exifOrientation((await r.read(length)).subarray(4));
      if (orientation !== null) {
        orientationWritten = true;
        yield orientationOnlyExif(orientation);
      }
    } else if (isDroppedJpegSegment(marker)) {
      yield* discard(r.take(length));
    } else {
      yield* r.take(length);
    }
  }
}

// ---------------------------------------------------------------- PNG

/** Text chunks (which carry XMP too), EXIF and the modification time are dropped. */
const PNG_DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function* scrubPng(r: ByteReader): AsyncGenerator<Buffer> {
  const signature = await r.read(8);
  yield signature;
  if (!signature.equals(PNG_SIGNATURE)) return yield* r.rest();
  for (;;) {
    const header = await r.read(8);
    if (header.length < 8) {
      yield header;
      return;
    }
    const type = header.toString('latin1', 4, 8);
    const rest = header.readUInt32BE(0) + 4; // data and CRC
    if (PNG_DROPPED.has(type)) {
      yield* discard(r.take(rest));
      continue;
    }
    yield header;
    yield* r.take(rest);
    // Anything hidden after the end of the image is not passed on.
    if (type === 'IEND') return yield* discard(r.rest());
  }
}

// ---------------------------------------------------------------- GIF

/** Application extensions that only say how an animation loops; all others (XMP among them) are dropped. */
const GIF_KEPT_APPS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

async function* gifSubBlocks(r: ByteReader): AsyncGenerator<Buffer> {
  for (;;) {
    const size = await r.read(1);
    if (size.length === 0) return;
    yield size;
    if (size[0] === 0) return;
    yield* r.take(size[0]!);
  }
}

const colourTableSize = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

async function* scrubGif(r: ByteReader): AsyncGenerator<Buffer> {
  const header = await r.read(13); // signature and logical screen descriptor
  yield header;
  if (header.length < 13 || !/^GIF8[79]a$/.test(header.toString('latin1', 0, 6))) return yield* r.rest();
  yield* r.take(colourTableSize(header[10]!));
  for (;;) {
    const introducer = await r.read(1);
    if (introducer.length === 0) return;
    if (introducer[0] === 0x3b) {
      yield introducer; // trailer: the end of the picture
      return yield* discard(r.rest());
    }
    if (introducer[0] === 0x2c) {
      const descriptor = await r.read(9);
      yield introducer;
      yield descriptor;
      yield* r.take(colourTableSize(descriptor[8] ?? 0));
      yield await r.read(1); // LZW minimum code size
      yield* gifSubBlocks(r);
      continue;
    }
    if (introducer[0] !== 0x21) {
      yield introducer;
      return yield* r.rest();
    }
    const label = await r.read(1);
    if (label[0] === 0xfe) {
      yield* discard(gifSubBlocks(r)); // comment
    } else if (label[0] === 0xff) {
      const size = await r.read(1);
      const identifier = await r.read(size[0] ?? 0);
      if (GIF_KEPT_APPS.has(identifier.toString('latin1'))) {
        yield Buffer.concat([introducer, label, size, identifier]);
        yield* gifSubBlocks(r);
      } else {
        yield* discard(gifSubBlocks(r));
      }
    } else {
      yield Buffer.concat([introducer, label]);
      yield* gifSubBlocks(r);
    }
  }
}

// ---------------------------------------------------------------- MP4 and MOV

/** User data, metadata and vendor boxes hold locations (©xyz, ISO 6709 keys) and device names. */
const ISO_BLANKED = new Set(['udta', 'meta', 'uuid']);
/** Boxes inside moov that may hold the blanked boxes. */
const ISO_CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'edts']);
/** moov is kept in memory to be scrubbed; for a 100 MB video it is usually under 2 MB. */
export const MOOV_MAX_BYTES = 16 * 1024 * 1024;

export class UnprocessableMediaError extends Error {}

/** Turns a box into a `free` box of the same size with zeroed content: offsets elsewhere stay valid. */
function blankBox(box: Buffer, start: number, headerLength: number, size: number) {
  box.write('free', start + 4, 'latin1');
  box.fill(0, start + headerLength, start + size);
}

function scrubIsoChildren(box: Buffer, from: number, to: number) {
  let at = from;
  while (at + 8 <= to) {
    let size = box.readUInt32BE(at);
    let headerLength = 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(box.readBigUInt64BE(at + 8));
      headerLength = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < headerLength || at + size > to) return; // malformed: leave the rest as it is
    const type = box.toString('latin1', at + 4, at + 8);
    if (ISO_BLANKED.has(type)) blankBox(box, at, headerLength, size);
    else if (ISO_CONTAINERS.has(type)) scrubIsoChildren(box, at + headerLength, at + size);
    at += size;
  }
}

async function* scrubIso(r: ByteReader): AsyncGenerator<Buffer> {
  for (;;) {
    const head = await r.peek(16);
    if (head.length < 8) return yield* r.rest();
    const type = head.toString('latin1', 4, 8);
    let size = head.readUInt32BE(0);
    let headerLength = 8;
    if (size === 1) {
      if (head.length < 16) return yield* r.rest();
      size = Number(head.readBigUInt64BE(8));
      headerLength = 16;
    }
    if (size === 0) {
      // The last box runs to the end of the file (usually mdat).
      if (type === 'moov' || ISO_BLANKED.has(type)) throw new UnprocessableMediaError(`open-ended ${type} box`);
      return yield* r.rest();
    }
    if (size < headerLength) return yield* r.rest();
    if (type === 'moov') {
      if (size > MOOV_MAX_BYTES) throw new UnprocessableMediaError('moov box too large');
      const box = await r.read(size);
      if (box.length === size) scrubIsoChildren(box, headerLength, size);
      yield box;
    } else if (ISO_BLANKED.has(type)) {
      const header = Buffer.from(await r.read(headerLength));
      header.write('free', 4, 'latin1');
      yield header;
      yield* r.take(size - headerLength, true);
    } else {
      yield* r.take(size);
    }
  }
}

// ---------------------------------------------------------------- AVI

/** Lists and chunks a player needs; INFO lists and any other chunk become zeroed JUNK of the same size. */
const AVI_KEPT_LISTS = new Set(['hdrl', 'movi']);
const AVI_KEPT_CHUNKS = new Set(['idx1', 'JUNK', 'RIFF']);

async function* scrubAvi(r: ByteReader): AsyncGenerator<Buffer> {
  const riff = await r.read(12);
  yield riff;
  if (riff.length < 12 || riff.toString('latin1', 0, 4) !== 'RIFF') return yield* r.rest();
  for (;;) {
    const head = await r.peek(12);
    if (head.length < 8) return yield* r.rest();
    const id = head.toString('latin1', 0, 4);
    const size = head.readUInt32LE(4);
    const padded = size + (size & 1);
    const kept = id === 'LIST' ? AVI_KEPT_LISTS.has(head.toString('latin1', 8, 12)) : AVI_KEPT_CHUNKS.has(id);
    if (kept) {
      yield* r.take(8 + padded);
    } else {
      await r.read(8);
      const junk = Buffer.alloc(8);
      junk.write('JUNK', 0, 'latin1');
      junk.writeUInt32LE(size, 4);
      yield junk;
      yield* r.take(padded, true);
    }
  }
}

export const SCRUBBERS: Record<MediaFormat, Scrubber> = {
  jpg: scrubJpeg,
  png: scrubPng,
  gif: scrubGif,
  mp4: scrubIso,
  mov: scrubIso,
  avi: scrubAvi,
};
