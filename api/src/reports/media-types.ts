/**
 * What a report may carry (§5, §9), checked by the file's content, never by its name: photographs as JPG,
 * PNG or GIF up to 5 MB each and at most 10, or one video as MP4, MOV or AVI up to 100 MB.
 */
import { fileTypeFromBuffer } from 'file-type';

export type MediaKind = 'photograph' | 'video';
export type MediaFormat = 'jpg' | 'png' | 'gif' | 'mp4' | 'mov' | 'avi';

export const MB = 1024 * 1024;

export interface UploadLimits {
  photoBytes: number;
  videoBytes: number;
  photos: number;
  videos: number;
}

export const UPLOAD_LIMITS: UploadLimits = { photoBytes: 5 * MB, videoBytes: 100 * MB, photos: 10, videos: 1 };

interface Format {
  format: MediaFormat;
  kind: MediaKind;
  /** The Content-Type the file is stored and served with. */
  contentType: string;
}

/** file-type's extension → what we accept it as. `m4v` is an MP4 with Apple's brand. */
const ACCEPTED: Record<string, Format> = {
  jpg: { format: 'jpg', kind: 'photograph', contentType: 'image/jpeg' },
  png: { format: 'png', kind: 'photograph', contentType: 'image/png' },
  gif: { format: 'gif', kind: 'photograph', contentType: 'image/gif' },
  mp4: { format: 'mp4', kind: 'video', contentType: 'video/mp4' },
  m4v: { format: 'mp4', kind: 'video', contentType: 'video/mp4' },
  mov: { format: 'mov', kind: 'video', contentType: 'video/quicktime' },
  avi: { format: 'avi', kind: 'video', contentType: 'video/x-msvideo' },
};

/** How many leading bytes are read to recognise a file. */
export const SNIFF_BYTES = 4100;

/** The accepted format of a file from its first bytes, or null. */
export async function detectMedia(head: Uint8Array): Promise<Format | null> {
  const found = await fileTypeFromBuffer(head);
  return (found && ACCEPTED[found.ext]) ?? null;
}

export const contentTypes = new Set(Object.values(ACCEPTED).map((format) => format.contentType));
