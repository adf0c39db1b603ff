import imageCompression from 'browser-image-compression';
import { MB, PHOTO_LIMITS } from '@portal/shared';

/**
 * Photographs are made smaller in the browser before they are sent (issue 19, item 6): a phone's 12 MP
 * JPEG is 4-8 MB, while the server keeps at most PHOTO_LIMITS.longestSide px anyway (it still checks and
 * re-encodes everything). Only JPEG and PNG: a GIF may be animated, and redrawing it would keep one frame.
 */
const REDUCIBLE_TYPES = new Set(['image/jpeg', 'image/png']);
/** Photographs this large are reduced even when their sides are within the limit. */
export const REDUCE_ABOVE_MB = 2;

/** The photograph's longest side in pixels, or null when the browser cannot tell without drawing it. */
async function longestSide(file: File): Promise<number | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const side = Math.max(bitmap.width, bitmap.height);
    bitmap.close();
    return side;
  } catch {
    return null;
  }
}

/** Whether a photograph is larger than the portal needs. */
async function tooLarge(file: File): Promise<boolean> {
  if (file.size > REDUCE_ABOVE_MB * MB) return true;
  const side = await longestSide(file);
  return side !== null && side > PHOTO_LIMITS.longestSide;
}

/**
 * The photograph at most PHOTO_LIMITS.longestSide px on its longest side and about REDUCE_ABOVE_MB MB, or
 * the original when it is already small enough, is not a JPEG or PNG, cannot be reduced, or would not shrink.
 */
export async function reducePhoto(file: File): Promise<File> {
  if (!REDUCIBLE_TYPES.has(file.type) || !(await tooLarge(file))) return file;
  try {
    const reduced = await imageCompression(file, {
      maxWidthOrHeight: PHOTO_LIMITS.longestSide,
      maxSizeMB: REDUCE_ABOVE_MB,
      // On the page: the library's worker is a blob: script from a public CDN, which the portal's
      // Content-Security-Policy refuses (and which would tell a third party who uploads).
      useWebWorker: false,
    });
    if (reduced.size >= file.size) return file;
    // The server names the stored file from the upload; keep the reporter's file name and type.
    return new File([reduced], file.name, { type: reduced.type || file.type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}

/** Each photograph reduced in turn: one at a time, so a phone does not hold ten decoded photographs at once. */
export async function reducePhotos(files: File[]): Promise<File[]> {
  const reduced: File[] = [];
  for (const file of files) reduced.push(await reducePhoto(file));
  return reduced;
}
