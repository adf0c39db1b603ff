/**
 * Re-encodes a received photograph with sharp (libvips), so what is stored and served is light and says
 * nothing about where it was taken: the orientation is applied to the pixels, every piece of metadata is
 * left out (sharp writes none unless asked), the longest side is at most PHOTO_LIMITS.longestSide, a
 * WebP thumbnail of PHOTO_LIMITS.thumbnailSide is made for the report's page, and a small AVIF copy
 * (LIST_PHOTO) for lists. A file whose header claims more pixels than PHOTO_LIMITS.maxPixels (a
 * decompression bomb) is refused before a single pixel is decoded.
 */
import sharp, { type Sharp } from 'sharp';
import { LIST_PHOTO, PHOTO_LIMITS } from '@portal/shared/rules';
import type { PhotoFormat } from './media-types.js';

// Every upload is a new file read once: sharp's cache of decoded inputs would only hold memory.
sharp.cache(false);

/** Thumbnails are WebP: every current browser shows it, and it is about a quarter lighter than a JPEG of the same quality. */
export const THUMBNAIL_FORMAT = { extension: 'webp', contentType: 'image/webp' } as const;

/**
 * The list copy is AVIF: at LIST_PHOTO's size the bench's test photograph (detail at every scale) is 10 KB
 * at AVIF's quality 50 (sharp's default), against 13 KB as WebP at quality 50, which comes out as close
 * to the exact downscale (PSNR 23.5 dB both). Effort 2 of 9 takes under a fifth of a second on a busy
 * 2-core machine; effort 4 took four times as long for 6 % less.
 */
export const LIST_COPY_FORMAT = { extension: 'avif', contentType: LIST_PHOTO.contentType } as const;

/** A photo that takes longer than this is not a photo a phone took; the work stops rather than holding a thread. */
const ENCODE_SECONDS = 30;

export type PhotoLimits = Record<keyof typeof PHOTO_LIMITS, number>;

/** Why a photograph was not kept: the upload's fault, so the caller answers with a 4xx. */
export class PhotoRefusedError extends Error {
  constructor(readonly reason: 'too-many-pixels' | 'unreadable') {
    super(reason);
  }
}

/** The stored full photo's size, in pixels (one frame's, for an animated GIF). */
export interface EncodedPhoto {
  width: number;
  height: number;
}

/** sharp's names for our formats, to check that the decoder libvips picks is the one file-type recognised. */
const SHARP_FORMAT: Record<PhotoFormat, string> = { jpg: 'jpeg', png: 'png', gif: 'gif' };

/**
 * Each photograph stays in its own family (a JPEG is saved as a JPEG and so on), so a saved copy opens
 * anywhere. JPEG: mozjpeg's encoder (progressive, about 10 % smaller than libjpeg's at the same quality).
 * PNG stays lossless; GIF keeps its frames (README, Uploads).
 */
const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png(), // level 6: with libvips' zlib-ng, level 9 was slower and larger on photos
  gif: (image) => image.gif(),
};

const within = (side: number) => ({ width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const;

/**
 * libvips reports damaged input and exceeded limits as plain errors: they are the file's fault, since the
 * files are written to the folder the upload was stored in a moment earlier. Node's own failures carry an
 * error code and are passed on as they are.
 */
function refusal(error: unknown): unknown {
  if (error instanceof PhotoRefusedError || (error instanceof Error && 'code' in error)) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) return new PhotoRefusedError('too-many-pixels');
  return new PhotoRefusedError('unreadable');
}

/** Where encodePhoto writes the stored photo, its thumbnail and its list copy. */
export interface PhotoTargets {
  photo: string;
  thumbnail: string;
  listCopy: string;
}

/**
 * Reads the photograph at `source` (already recognised as `format` by its first bytes) and writes the
 * re-encoded photo, its thumbnail and its list copy to `targets`. Throws PhotoRefusedError for a file that
 * is too large in pixels or cannot be decoded; the caller removes whatever was written.
 */
export async function encodePhoto(
  source: string,
  format: PhotoFormat,
  targets: PhotoTargets,
  limits: PhotoLimits = PHOTO_LIMITS,
): Promise<EncodedPhoto> {
  try {
    // The header alone, without the default pixel limit, so a bomb gets our own clear answer. With
    // `animated`, the height is that of all frames together: each frame is decoded, so each one counts.
    const header = await sharp(source, { animated: true, limitInputPixels: false }).metadata();
    if (header.format !== SHARP_FORMAT[format]) throw new PhotoRefusedError('unreadable');
    if (header.width * header.height > limits.maxPixels) throw new PhotoRefusedError('too-many-pixels');

    const photo = sharp(source, { animated: format === 'gif', limitInputPixels: limits.maxPixels, failOn: 'warning' })
      .timeout({ seconds: ENCODE_SECONDS })
      .rotate() // turns the pixels the way the EXIF orientation says; the tag itself is not written out
      .resize(within(limits.longestSide));
    const stored = await ENCODERS[format](photo).toFile(targets.photo);

    // From the stored photo: already upright, at most 2048 px, so it decodes fast; a GIF's first frame,
    // so lists never show a moving picture nobody asked for (WCAG 2.2.2).
    await sharp(targets.photo)
      .timeout({ seconds: ENCODE_SECONDS })
      .resize(within(limits.thumbnailSide))
      .webp({ quality: 70 })
      .toFile(targets.thumbnail);
    await encodeListCopy(targets.photo, targets.listCopy);
    return { width: stored.width, height: stored.pageHeight ?? stored.height };
  } catch (error) {
    throw refusal(error);
  }
}

/**
 * Writes the list copy of a stored photo or of its thumbnail (each already upright and without metadata;
 * a GIF's first frame): fitted inside LIST_PHOTO, never enlarged.
 */
export async function encodeListCopy(source: string, target: string): Promise<void> {
  await sharp(source)
    .timeout({ seconds: ENCODE_SECONDS })
    .resize({ width: LIST_PHOTO.width, height: LIST_PHOTO.height, fit: 'inside', withoutEnlargement: true })
    .avif({ quality: 50, effort: 2 })
    .toFile(target);
}
