/**
 * Real, small media files for the tests, with the metadata a phone would add. Test support only.
 */
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

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};

export const VIDEO_LOCATION = '+06.4531+003.3958/';

/** An MP4 (or, with the 'qt  ' brand, a MOV) whose moov and track carry a location in udta. */
export function isoVideo(brand: 'isom' | 'qt  ' = 'isom', mdatBytes = 64): Buffer {
  const location = box('udta', box('\xa9xyz', Buffer.from(VIDEO_LOCATION, 'latin1')));
  return Buffer.concat([
    box('ftyp', Buffer.from(brand, 'latin1'), u32(0x200), Buffer.from(brand === 'isom' ? 'isomiso2mp41' : 'qt  ', 'latin1')),
    box('moov', box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd', Buffer.alloc(84)), location), location),
    box('mdat', Buffer.alloc(mdatBytes, 0x11)),
  ]);
}

const riffChunk = (id: string, data: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([Buffer.from(id, 'latin1'), size, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
};

/** An AVI with an INFO list naming the camera software and place. */
export function aviVideo(): Buffer {
  const body = Buffer.concat([
    Buffer.from('AVI ', 'latin1'),
    riffChunk('LIST', Buffer.concat([Buffer.from('hdrl', 'latin1'), riffChunk('avih', Buffer.alloc(56))])),
    riffChunk('LIST', Buffer.concat([Buffer.from('INFO', 'latin1'), riffChunk('ISFT', Buffer.from('DashCam GPS 6.45N\0', 'latin1'))])),
    riffChunk('LIST', Buffer.concat([Buffer.from('movi', 'latin1'), riffChunk('00dc', Buffer.alloc(33, 0x22))])),
    riffChunk('idx1', Buffer.alloc(16)),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
}
