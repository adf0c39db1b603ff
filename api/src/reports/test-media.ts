/**
 * Real, small media files for the tests, with the metadata a phone would add. Videos are made by FFmpeg,
 * the program the server rewrites them with. Test support only.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync, crc32 } from 'node:zlib';

/** An 8×8 gradient encoded by Chromium's JPEG encoder (with its ICC profile in APP2). */
export const JPEG_8X8 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAXEAEBAQEAAAAAAAAAAAAAAAAABCEx/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAbEQABBAMAAAAAAAAAAAAAAAAFAAEDIQQTFP/aAAwDAQACEQMRAD8AhtdPdAUYWNx+dqSpEhPve1//2Q==',
  'base64',
);

const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const entry = (tag: number, type: number, count: number, value: Buffer) =>
  Buffer.concat([u16(tag), u16(type), u32(count), Buffer.concat([value, Buffer.alloc(4)]).subarray(0, 4)]);

export const SECRET_MAKE = 'Canon-SN-4242';
/** 6° 27′ 12.34″ N, Lagos: rationals as they appear in the file. */
export const GPS_LATITUDE = Buffer.concat([u32(6), u32(1), u32(27), u32(1), u32(1234), u32(100)]);

/** A big-endian EXIF block: Make (out of line), Orientation, and a GPS IFD with latitude. */
export function exifPayload(orientation = 6): Buffer {
  const make = Buffer.from(`${SECRET_MAKE}\0`, 'latin1');
  const ifd0 = 8;
  const makeAt = ifd0 + 2 + 3 * 12 + 4;
  const gpsAt = makeAt + make.length;
  const latitudeAt = gpsAt + 2 + 2 * 12 + 4;
  const tiff = Buffer.concat([
    Buffer.from('MM', 'latin1'),
    u16(42),
    u32(ifd0),
    u16(3),
    entry(0x010f, 2, make.length, u32(makeAt)),
    entry(0x0112, 3, 1, u16(orientation)),
    entry(0x8825, 4, 1, u32(gpsAt)),
    u32(0),
    make,
    u16(2),
    entry(0x0001, 2, 2, Buffer.from('N\0', 'latin1')),
    entry(0x0002, 5, 3, u32(latitudeAt)),
    u32(0),
    GPS_LATITUDE,
  ]);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

export const XMP_SECRET = '<exif:GPSLatitude>6,27.2N</exif:GPSLatitude>';

const segment = (marker: number, payload: Buffer) => Buffer.concat([u16(0xff00 | marker), u16(payload.length + 2), payload]);

/** `jpeg` with EXIF (orientation, maker, GPS), XMP and a comment inserted where a camera puts them: after APP0, if any. */
function withPhoneMetadata(jpeg: Buffer, orientation: number): Buffer {
  const cut = jpeg.readUInt16BE(2) === 0xffe0 ? 4 + jpeg.readUInt16BE(4) : 2;
  return Buffer.concat([
    jpeg.subarray(0, cut),
    segment(0xe1, exifPayload(orientation)),
    segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${XMP_SECRET}</x:xmpmeta>`, 'latin1')),
    segment(0xfe, Buffer.from('Taken at 12 Marina Road', 'latin1')),
    jpeg.subarray(cut),
  ]);
}

/** The 8×8 JPEG with EXIF (orientation, maker, GPS), XMP and a comment. */
export function jpegWithMetadata(orientation = 6): Buffer {
  return withPhoneMetadata(JPEG_8X8, orientation);
}

// sharp is loaded only by the fixtures that need it, so the browser tests importing the others do not load libvips.
const loadSharp = async () => (await import('sharp')).default;

/**
 * A phone photograph as the camera stores it: 3000×2000 pixels, red above and blue below, with EXIF
 * orientation 6 (turn 90° clockwise to view: upright it is 2000×3000, blue on the left and red on the
 * right), the maker, a GPS position, XMP and a comment.
 */
export async function phonePhoto(): Promise<Buffer> {
  const sharp = await loadSharp();
  const half = (r: number, b: number) => ({ create: { width: 3000, height: 1000, channels: 3 as const, background: { r, g: 0, b } } });
  const picture = await sharp(half(255, 0))
    .extend({ bottom: 1000, background: { r: 0, g: 0, b: 255 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return withPhoneMetadata(picture, 6);
}

/** An animated GIF: `frames` frames of `width`×`height`, red, green, blue…, looping forever. */
export async function animatedGif(width: number, height: number, frames = 3): Promise<Buffer> {
  const sharp = await loadSharp();
  const colours = [
    { r: 255, g: 0, b: 0 },
    { r: 0, g: 255, b: 0 },
    { r: 0, g: 0, b: 255 },
  ];
  const images = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: colours[i % 3]! } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(images, { join: { animated: true } })
    .gif({ delay: images.map(() => 200), loop: 0 })
    .toBuffer();
}

/** A JPEG of about `size` bytes: a real header, then filler inside a comment, then the picture. */
export function jpegOfSize(size: number): Buffer {
  const chunks: Buffer[] = [JPEG_8X8.subarray(0, 2)];
  let remaining = size - JPEG_8X8.length;
  while (remaining > 4) {
    const payload = Math.min(remaining - 4, 65533);
    chunks.push(segment(0xfe, Buffer.alloc(payload, 0x20)));
    remaining -= payload + 4;
  }
  chunks.push(JPEG_8X8.subarray(2));
  return Buffer.concat(chunks);
}

const pngChunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
};

export const PNG_TEXT_SECRET = 'GPS 6.4531N 3.3958E';

/** A real 2×2 RGB PNG, with a text chunk and an eXIf chunk unless `clean`. */
export function png2x2(clean = false): Buffer {
  const pixels = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  const ihdr = Buffer.concat([u32(2), u32(2), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...(clean ? [] : [pngChunk('tEXt', Buffer.from(`Comment\0${PNG_TEXT_SECRET}`, 'latin1')), pngChunk('eXIf', exifPayload().subarray(6))]),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A decompression bomb's shape: a PNG whose header claims `width`×`height` pixels (30000×30000 would take
 * 2.7 GB decoded) in a file of a few hundred bytes. Its image data holds a single row.
 */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The classic 1×1 transparent GIF, with a comment and an XMP application extension before its image. */
export function gif1x1(): Buffer {
  const head = Buffer.from('474946383961' + '01000100800000' + '000000ffffff', 'hex'); // header, screen, colour table
  const loop = Buffer.from('21ff0b4e45545343415045322e300301000000', 'hex');
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, 12]), Buffer.from('Marina Road!', 'latin1'), Buffer.from([0])]);
  const xmpBody = Buffer.from(XMP_SECRET, 'latin1');
  const xmp = Buffer.concat([
    Buffer.from([0x21, 0xff, 11]),
    Buffer.from('XMP DataXMP', 'latin1'),
    Buffer.from([xmpBody.length]),
    xmpBody,
    Buffer.from([0]),
  ]);
  const image = Buffer.from('21f90401000000002c00000000010001000002024401003b', 'hex');
  return Buffer.concat([head, loop, comment, xmp, image]);
}

// ---------------------------------------------------------------- videos

const run = promisify(execFile);

/** Runs `program` in a new folder holding `files` (name → content) and gives the bytes of `output` there. */
async function inFolder(program: 'ffmpeg' | 'ffprobe', args: string[], files: Record<string, Buffer | string>, output?: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-test-video-'));
  try {
    await Promise.all(Object.entries(files).map(([name, content]) => writeFile(path.join(dir, name), content)));
    const quiet = ['-hide_banner', '-loglevel', 'error', ...(program === 'ffmpeg' ? ['-nostdin'] : [])];
    const { stdout } = await run(program, [...quiet, ...args], { cwd: dir });
    return { stdout, bytes: output ? await readFile(path.join(dir, output)) : Buffer.alloc(0) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A location as a phone's video stores it (ISO 6709, in MP4's ©xyz). */
export const VIDEO_LOCATION = '+06.4531+003.3958/';
/** The text planted in the hostile videos below, wherever each puts it. */
export const PLANTED_GPS = 'GPS 6.4531N 3.3958E';

export type TestVideoFormat = 'mp4' | 'mov' | 'avi';

/**
 * One second of FFmpeg's test picture (64×48, 10 frames) with a sine tone, and VIDEO_LOCATION in the
 * container's metadata: H.264 and AAC in MP4 and MOV, the location where an iPhone writes it (the
 * `com.apple.quicktime.location.ISO6709` key); MPEG-4 Part 2 and PCM in AVI, the location in its INFO
 * list. The index is written last (no faststart), so boxes can be added to it without moving a sample.
 */
async function makeVideo(format: TestVideoFormat): Promise<Buffer> {
  const output = `video.${format}`;
  // prettier-ignore
  const codecs =
    format === 'avi'
      ? ['-c:v', 'mpeg4', '-c:a', 'pcm_s16le', '-metadata', `comment=${VIDEO_LOCATION}`]
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac',
         '-movflags', 'use_metadata_tags', '-metadata', `com.apple.quicktime.location.ISO6709=${VIDEO_LOCATION}`];
  // prettier-ignore
  const args = [
    '-f', 'lavfi', '-i', 'testsrc=duration=1:size=64x48:rate=10', '-f', 'lavfi', '-i', 'sine=duration=1',
    ...codecs, '-f', format, output,
  ];
  return (await inFolder('ffmpeg', args, {}, output)).bytes;
}

const made = new Map<TestVideoFormat, Promise<Buffer>>();
/** A test video (see makeVideo), made once a process. */
export function testVideo(format: TestVideoFormat): Promise<Buffer> {
  if (!made.has(format)) made.set(format, makeVideo(format));
  return made.get(format)!;
}

/** The test MP4 as a phone held on its side films it: its picture is to be turned by `degrees` (a display matrix). */
export async function turnedVideo(degrees: number): Promise<Buffer> {
  const args = ['-i', 'video.mp4', '-map', '0', '-c', 'copy', '-metadata:s:v', `rotate=${degrees}`, '-f', 'mp4', 'turned.mp4'];
  return (await inFolder('ffmpeg', args, { 'video.mp4': await testVideo('mp4') }, 'turned.mp4')).bytes;
}

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};

/** A test MP4 (or MOV) of exactly `bytes` bytes: the video, then a top-level `free` box as padding. */
export async function videoOfSize(bytes: number, format: 'mp4' | 'mov' = 'mp4'): Promise<Buffer> {
  const video = await testVideo(format);
  if (bytes < video.length + 8) throw new Error(`a test video has at least ${video.length + 8} bytes`);
  return Buffer.concat([video, box('free', Buffer.alloc(bytes - video.length - 8))]);
}

/**
 * The ISO file (or the part of it from `from` to `to`) with `addition` appended inside the box that
 * `boxPath` names (`['moov', 'trak', …]`, the first of each type), every enclosing box's size updated. The
 * test videos end with moov, so no sample moves.
 */
function insertIntoBox(file: Buffer, boxPath: string[], addition: Buffer, from = 0, to = file.length): Buffer {
  if (boxPath.length === 0) return Buffer.concat([file.subarray(from, to), addition]);
  const parts: Buffer[] = [];
  let found = false;
  for (let at = from; at < to;) {
    const size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    if (!found && type === boxPath[0]) {
      found = true;
      parts.push(box(type, insertIntoBox(file, boxPath.slice(1), addition, at + 8, at + size)));
    } else {
      parts.push(file.subarray(at, at + size));
    }
    at += size;
  }
  if (!found) throw new Error(`no ${boxPath[0]} box`);
  return Buffer.concat(parts);
}

const plantedUserData = () => box('udta', box('\xa9xyz', Buffer.from(PLANTED_GPS, 'latin1')));

/** AVI chunks from `at`, as FFmpeg's header reader sees them: lists are entered, other chunks skipped. */
function* aviChunks(file: Buffer, at = 12): Generator<{ id: string; listType: string | null; at: number; size: number }> {
  while (at + 8 <= file.length) {
    const id = file.toString('latin1', at, at + 4);
    const size = file.readUInt32LE(at + 4);
    const listType = id === 'LIST' || id === 'RIFF' ? file.toString('latin1', at + 8, at + 12) : null;
    yield { id, listType, at, size };
    at += listType && listType !== 'movi' ? 12 : 8 + size + (size & 1);
  }
}

const riffChunk = (id: string, data: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([Buffer.from(id, 'latin1'), size, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
};

/** The AVI with a `strd` chunk holding the planted text, in the first stream's header list (in place of part of its JUNK). */
async function aviWithStreamData(): Promise<Buffer> {
  const file = Buffer.from(await testVideo('avi'));
  let inStreamList = false;
  for (const chunk of aviChunks(file)) {
    if (chunk.listType === 'strl') inStreamList = true;
    if (!inStreamList || chunk.id !== 'JUNK') continue;
    const strd = riffChunk('strd', Buffer.from(PLANTED_GPS, 'latin1'));
    const junk = riffChunk('JUNK', Buffer.alloc(chunk.size - strd.length));
    Buffer.concat([strd, junk]).copy(file, chunk.at);
    return file;
  }
  throw new Error('no JUNK in a stream header list');
}

/** The AVI with a text chunk of a third stream (`02tx`) holding the planted text, at the end of `movi`. */
async function aviWithTextChunk(): Promise<Buffer> {
  const file = Buffer.from(await testVideo('avi'));
  const movi = [...aviChunks(file)].find((chunk) => chunk.listType === 'movi')!;
  const text = riffChunk('02tx', Buffer.from(PLANTED_GPS, 'latin1'));
  const end = movi.at + 8 + movi.size;
  const grown = Buffer.concat([file.subarray(0, end), text, file.subarray(end)]);
  grown.writeUInt32LE(movi.size + text.length, movi.at + 4);
  grown.writeUInt32LE(grown.readUInt32LE(4) + text.length, 4);
  return grown;
}

/**
 * An MP4 like a GoPro's or a drone's: besides its picture and sound, a GPMF-like data track (`gpmd`)
 * and a subtitle track (`tx3g`, where DJI writes its positions), both holding the planted text.
 */
async function videoWithLocationTracks(): Promise<Buffer> {
  const subtitles = `1\n00:00:00,000 --> 00:00:01,000\n${PLANTED_GPS}\n`;
  // prettier-ignore
  const args = [
    '-i', 'video.mp4', '-f', 'data', '-i', 'gpmf.bin', '-i', 'positions.srt',
    '-map', '0', '-map', '1', '-map', '2', '-c', 'copy', '-c:s', 'mov_text', '-tag:d', 'gpmd',
    '-movflags', 'use_metadata_tags', '-f', 'mov', 'out.mov',
  ];
  const files = { 'video.mp4': await testVideo('mp4'), 'gpmf.bin': `DEVC GPS5 ${PLANTED_GPS}`, 'positions.srt': subtitles };
  const file = (await inFolder('ffmpeg', args, files, 'out.mov')).bytes;
  // MP4 cannot declare a gpmd track through FFmpeg 5.1's muxer, so the MOV is given an MP4 brand, as GoPro's files have.
  if (file.toString('latin1', 8, 12) !== 'qt  ' || file.readUInt32BE(0) !== 20) throw new Error('unexpected ftyp');
  file.write('isom', 8, 'latin1');
  file.write('isom', 16, 'latin1');
  return file;
}

/** Videos with a location planted where the second outside test (issue 38) found it surviving, by name. */
export const PLANTED_VIDEOS: Record<string, { format: TestVideoFormat; make: () => Promise<Buffer> }> = {
  'MP4 with a top-level gps box (a dash-cam layout)': {
    format: 'mp4',
    make: async () => Buffer.concat([await testVideo('mp4'), box('gps ', Buffer.from(PLANTED_GPS, 'latin1'))]),
  },
  'MP4 with a top-level loci box': {
    format: 'mp4',
    make: async () => Buffer.concat([await testVideo('mp4'), box('loci', Buffer.alloc(6), Buffer.from(`${PLANTED_GPS}\0`, 'latin1'))]),
  },
  'MP4 with udta inside stbl': {
    format: 'mp4',
    make: async () => insertIntoBox(await testVideo('mp4'), ['moov', 'trak', 'mdia', 'minf', 'stbl'], plantedUserData()),
  },
  'MP4 with udta after a malformed box in moov': {
    format: 'mp4',
    // A box claiming 3 bytes, shorter than its own header.
    make: async () =>
      insertIntoBox(await testVideo('mp4'), ['moov'], Buffer.concat([u32(3), Buffer.from('bad!', 'latin1'), plantedUserData()])),
  },
  'AVI with the text in hdrl/strl/strd': { format: 'avi', make: aviWithStreamData },
  'AVI with the text in a 02tx chunk of movi': { format: 'avi', make: aviWithTextChunk },
  'MP4 with a GPMF-like data track and a subtitle track': { format: 'mp4', make: videoWithLocationTracks },
};

export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  /** Frames decoded from start to end. */
  nb_read_frames: string;
  tags?: Record<string, string>;
  side_data_list?: Array<{ rotation?: number }>;
}

export interface ProbedVideo {
  streams: ProbedStream[];
  chapters: unknown[];
  format: { tags?: Record<string, string> };
}

/** What FFprobe finds in `file`: its streams (each decoded to the end), chapters and container tags. Throws when FFprobe cannot read it. */
export async function probeVideo(file: Buffer): Promise<ProbedVideo> {
  const args = ['-count_frames', '-show_streams', '-show_chapters', '-show_format', '-of', 'json', 'video'];
  return JSON.parse((await inFolder('ffprobe', args, { video: file })).stdout) as ProbedVideo;
}

/** An MP4 holding only sound: a file FFmpeg reads, but not a video. */
export async function soundOnlyMp4(): Promise<Buffer> {
  const args = ['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac', '-f', 'mp4', 'sound.mp4'];
  return (await inFolder('ffmpeg', args, {}, 'sound.mp4')).bytes;
}
