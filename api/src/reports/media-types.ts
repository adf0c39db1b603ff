/**
 * What a report may carry (§5, §9, written once in `@portal/shared/rules`), checked by the file's content,
 * never by its name: photographs as JPG, PNG or GIF up to 5 MB each and at most 10, or one video as MP4,
 * MOV or AVI up to 100 MB. Photographs are then re-encoded (`photo-encoder.ts`), videos remuxed (`video-remuxer.ts`).
 */
import { fileTypeFromBuffer } from 'file-type';
import { MEDIA_FORMATS, UPLOAD_LIMITS, type MediaFormat, type MediaKind } from '@portal/shared/rules';

/** The limits a report is held to: the spec's, or smaller ones in tests. */
export type UploadLimits = Record<keyof typeof UPLOAD_LIMITS, number>;

/** The formats of one kind: `jpg | png | gif` for photographs, `mp4 | mov | avi` for videos. */
type FormatOf<K extends MediaKind> = { [F in MediaFormat]: (typeof MEDIA_FORMATS)[F]['kind'] extends K ? F : never }[MediaFormat];
export type PhotoFormat = FormatOf<'photograph'>;
export type VideoFormat = FormatOf<'video'>;

interface FormatOfKind<K extends MediaKind> {
  format: FormatOf<K>;
  kind: K;
  /** The Content-Type the file is received as (a photograph's re-encoded file keeps its format). */
  contentType: string;
}

/** A recognised file: its kind decides whether it is re-encoded (photographs) or remuxed (videos). */
export type Format = FormatOfKind<'photograph'> | FormatOfKind<'video'>;

/** file-type's extension → the format we accept it as. `m4v` is an MP4 with Apple's brand. */
const FORMAT_OF_EXTENSION: Record<string, MediaFormat> = {
  jpg: 'jpg',
  png: 'png',
  gif: 'gif',
  mp4: 'mp4',
  m4v: 'mp4',
  mov: 'mov',
  avi: 'avi',
};

/** How many leading bytes are read to recognise a file. */
export const SNIFF_BYTES = 4100;

/** The accepted format of a file from its first bytes, or null. */
export async function detectMedia(head: Uint8Array): Promise<Format | null> {
  const found = await fileTypeFromBuffer(head);
  const format = found && FORMAT_OF_EXTENSION[found.ext];
  // MEDIA_FORMATS pairs each format with its kind, which TypeScript cannot follow through the lookup.
  return format ? ({ format, ...MEDIA_FORMATS[format] } as Format) : null;
}
