/**
 * The files of eyewitness reports under `DATA_DIR/uploads`. An upload streams through a size limit to
 * `uploads/incoming/` as it came, and is rewritten there (a photograph re-encoded with its thumbnail and
 * list copy by `photo-encoder.ts`, a video remuxed by `video-remuxer.ts`) and then deleted. The stored
 * files get their final names only when the report's database row is being committed, and are deleted if
 * that fails. At start-up anything left by a crash (parts, or files no row refers to) is removed.
 */
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { HttpError } from '../errors.js';
import { apiWords } from '../i18n/api-text.js';
import { ByteReader } from './byte-reader.js';
import { MB, PHOTO_LIMITS, type MediaFormat, type MediaKind } from '@portal/shared/rules';
import { detectMedia, SNIFF_BYTES } from './media-types.js';
import { encodeListCopy, encodePhoto, LIST_COPY_FORMAT, PhotoRefusedError, THUMBNAIL_FORMAT } from './photo-encoder.js';
import { ensureFfmpeg, remuxVideo, UnreadableVideoError } from './video-remuxer.js';

export { THUMBNAIL_FORMAT };

export interface StagedFile {
  storedName: string;
  kind: MediaKind;
  format: MediaFormat;
  /** The type of the stored bytes: a photograph is re-encoded in its own format. */
  contentType: string;
  /** Bytes received from the reporter (what the daily quota counts), not the size of the stored file. */
  size: number;
  /** The stored photo's size in pixels (one frame's for an animated GIF); null for a video. */
  width: number | null;
  height: number | null;
  /** The stored name of the photo's WebP thumbnail (THUMBNAIL_FORMAT); null for a video. */
  thumbnailName: string | null;
}

/** A stored name is ours alone: 32 hex digits and a known extension, so no path can be smuggled in. */
const STORED_NAME = /^[0-9a-f]{32}(\.(jpg|png|gif|mp4|mov|avi)|\.thumb\.webp|\.list\.avif)$/;
const THUMBNAIL_SUFFIX = `.thumb.${THUMBNAIL_FORMAT.extension}`;
const LIST_COPY_SUFFIX = `.list.${LIST_COPY_FORMAT.extension}`;

/**
 * The stored name of a photo's list copy, from its thumbnail's: the database records only the thumbnail,
 * and the copy lives and dies with it (created with it, or on its first request for older photos).
 */
export const listCopyOf = (thumbnailName: string): string => thumbnailName.replace(THUMBNAIL_SUFFIX, LIST_COPY_SUFFIX);

/** A stored name with its list copy beside it, if it is a thumbnail. */
const withListCopy = (name: string): string[] => (name.endsWith(THUMBNAIL_SUFFIX) ? [name, listCopyOf(name)] : [name]);

const english = apiWords('en');
export const WRONG_TYPE = english('mediaWrongType');
/** 413, like the other size limits: the file is too large, in pixels rather than bytes. */
const MEGAPIXELS = { max: PHOTO_LIMITS.maxPixels / 1_000_000 };
export const TOO_MANY_PIXELS = english('photoTooManyPixels', MEGAPIXELS);
/** 415, like a video that cannot be processed: the bytes say JPG, PNG or GIF, but no picture can be read from them. */
export const UNREADABLE_PHOTO = english('photoUnreadable');
export const UNREADABLE_VIDEO = english('videoUnreadable');

/** The upload as @fastify/multipart hands it over: busboy sets `truncated` when it hit its size limit. */
export type UploadStream = Readable & { truncated?: boolean };

/** The stored names of a received file: the file, and a photograph's thumbnail and list copy. */
const namesOf = (file: StagedFile): string[] =>
  file.thumbnailName ? [file.storedName, ...withListCopy(file.thumbnailName)] : [file.storedName];

export class MediaStore {
  readonly incoming: string;

  constructor(readonly dir: string) {
    this.incoming = path.join(dir, 'incoming');
  }

  /**
   * Checks that FFmpeg runs (the start stops otherwise), creates the folders and removes what a crash left
   * behind: unfinished parts, and files no row names.
   */
  async open(isReferenced: (storedNames: string[]) => Promise<Set<string>>): Promise<void> {
    await ensureFfmpeg();
    await rm(this.incoming, { recursive: true, force: true });
    await mkdir(this.incoming, { recursive: true });
    const names = (await readdir(this.dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    // A list copy is kept while its thumbnail is referenced.
    const owner = (name: string) => name.replace(LIST_COPY_SUFFIX, THUMBNAIL_SUFFIX);
    const referenced = names.length > 0 ? await isReferenced([...new Set(names.map(owner))]) : new Set<string>();
    await Promise.all(names.filter((name) => !referenced.has(owner(name))).map((name) => rm(path.join(this.dir, name), { force: true })));
  }

  private partPath = (storedName: string) => path.join(this.incoming, `${storedName}.part`);

  /** The final path of a stored file, or null for a name that is not one of ours. */
  filePath(storedName: string): string | null {
    return STORED_NAME.test(storedName) ? path.join(this.dir, storedName) : null;
  }

  /**
   * Receives one file: recognises it by its first bytes (415 otherwise), enforces the size limit for its
   * kind (413), writes it as it came to incoming/ and rewrites it there under a temporary name: a
   * photograph re-encoded with its thumbnail and list copy (413 over the pixel limit, 415 when it cannot be
   * decoded), a video remuxed without its metadata (415 when FFmpeg cannot read it). The file as sent, with
   * whatever metadata it holds, is deleted either way. `limitFor` may refuse the kind (for a count rule) by
   * throwing.
   */
  async receive(upload: UploadStream, limitFor: (kind: MediaKind) => number): Promise<StagedFile> {
    const reader = new ByteReader(upload);
    const found = await detectMedia(await reader.peek(SNIFF_BYTES));
    let maxBytes: number;
    try {
      if (!found) throw new HttpError(415, 'mediaWrongType');
      maxBytes = limitFor(found.kind);
    } catch (refusal) {
      upload.resume(); // the refused file is read past and dropped, so the answer can be sent
      throw refusal;
    }
    const name = randomBytes(16).toString('hex');
    const storedName = `${name}.${found.format}`;
    const tooLarge = () => new HttpError(413, found.kind === 'photograph' ? 'photoTooLarge' : 'videoTooLarge', { mb: maxBytes / MB });
    const staged = { storedName, format: found.format, contentType: found.contentType };
    const original = path.join(this.incoming, `${name}.received.part`);
    const thumbnailName = `${name}${THUMBNAIL_SUFFIX}`;
    const stored = this.partPath(storedName);
    // A photograph's thumbnail and list copy are made beside it; a video has neither.
    const targets = {
      photo: stored,
      thumbnail: this.partPath(thumbnailName),
      listCopy: this.partPath(listCopyOf(thumbnailName)),
    };
    try {
      const size = await this.write(upload, reader, maxBytes, tooLarge, original);
      if (found.kind === 'video') {
        await remuxVideo(original, found.format, stored);
        return { ...staged, kind: 'video', size, width: null, height: null, thumbnailName: null };
      }
      const { width, height } = await encodePhoto(original, found.format, targets);
      return { ...staged, kind: 'photograph', size, width, height, thumbnailName };
    } catch (error) {
      await Promise.all(Object.values(targets).map((output) => rm(output, { force: true })));
      if (error instanceof UnreadableVideoError) throw new HttpError(415, 'videoUnreadable');
      if (error instanceof PhotoRefusedError) {
        throw error.reason === 'too-many-pixels'
          ? new HttpError(413, 'photoTooManyPixels', MEGAPIXELS)
          : new HttpError(415, 'photoUnreadable');
      }
      throw error;
    } finally {
      await rm(original, { force: true });
    }
  }

  /**
   * Streams the upload's remaining bytes through the byte counter to `target`; returns how many bytes
   * were received. On any failure the target is removed.
   */
  private async write(
    upload: UploadStream,
    reader: ByteReader,
    maxBytes: number,
    tooLarge: () => HttpError,
    target: string,
  ): Promise<number> {
    let size = 0;
    async function* limited(source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > maxBytes) throw tooLarge();
        yield chunk;
      }
    }
    const output = createWriteStream(target, { flags: 'wx' });
    try {
      await pipeline(reader.rest(), limited, output);
      // busboy stops at its own limit without an error: a cut file must never pass as a whole one.
      if (upload.truncated) throw tooLarge();
    } catch (error) {
      // The file opens asynchronously: removing it before the stream has closed could leave it behind.
      if (!output.closed) await new Promise<void>((closed) => output.once('close', () => closed()));
      await rm(target, { force: true });
      throw error;
    }
    return size;
  }

  /** Gives received files (and photos' thumbnails and list copies) their final names; called inside the transaction that records them. */
  async commit(files: StagedFile[]): Promise<void> {
    for (const name of files.flatMap(namesOf)) await rename(this.partPath(name), path.join(this.dir, name));
  }

  /** Removes received files and their thumbnails and list copies, whether or not they were committed. */
  async discard(files: StagedFile[]): Promise<void> {
    await this.remove(files.flatMap(namesOf));
  }

  /** Removes stored files by name (a withdrawn report's files and thumbnails, with their list copies), wherever they are in their life. */
  async remove(storedNames: string[]): Promise<void> {
    await Promise.all(
      storedNames
        .flatMap(withListCopy)
        .filter((name) => STORED_NAME.test(name))
        .flatMap((name) => [rm(this.partPath(name), { force: true }), rm(path.join(this.dir, name), { force: true })]),
    );
  }

  /**
   * The stored name of a photo's list copy, made now from its thumbnail if the photo was stored before
   * list copies existed (the thumbnail is upright, without metadata, and quick to decode). It is written
   * under a name of its own in incoming/ and renamed into place, so a request at the same time, or a
   * crash, never sees half a file. Null when the thumbnail itself is gone (the report was just withdrawn).
   */
  async ensureListCopy(thumbnailName: string): Promise<string | null> {
    const name = listCopyOf(thumbnailName);
    const [target, thumbnail] = [this.filePath(name), this.filePath(thumbnailName)];
    if (!target || !thumbnail || !thumbnailName.endsWith(THUMBNAIL_SUFFIX)) return null;
    const exists = (file: string) =>
      access(file).then(
        () => true,
        () => false,
      );
    if (await exists(target)) return name;
    const part = path.join(this.incoming, `${randomBytes(16).toString('hex')}.part`);
    try {
      await encodeListCopy(thumbnail, part);
      await rename(part, target);
    } catch (error) {
      if (!(await exists(thumbnail))) return null;
      throw error;
    } finally {
      await rm(part, { force: true });
    }
    return name;
  }

  /** A stored file, for sending. */
  read(storedName: string): ReadStream {
    const file = this.filePath(storedName);
    if (!file) throw new HttpError(404, 'noSuchStoredFile');
    return createReadStream(file);
  }
}
