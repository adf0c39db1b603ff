/**
 * Removes metadata that can locate a reporter (GPS positions, device names, vendor data) from videos while
 * they stream to disk, so no stored file ever holds it and an approved report's media can be shown
 * publicly. Each scrubber reads the file's own structure and passes the video data on untouched; bytes it
 * cannot parse are passed on as they are. Every scrubber reads its input to the end, because the upload's
 * next parts follow it in the same request. (Photographs are re-encoded instead: `photo-encoder.ts`.)
 */
import { ByteReader } from './byte-reader.js';
import type { VideoFormat } from './media-types.js';

export type Scrubber = (reader: ByteReader) => AsyncGenerator<Buffer>;

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

export const SCRUBBERS: Record<VideoFormat, Scrubber> = {
  mp4: scrubIso,
  mov: scrubIso,
  avi: scrubAvi,
};
