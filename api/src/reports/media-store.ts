/**
 * The files of eyewitness reports under `DATA_DIR/uploads`. An upload streams, through a size limit and
 * the metadata scrubber, to `uploads/incoming/<random>.part`; it gets its final name only when the
 * report's database row is being committed, and is deleted if that fails. At start-up anything left by a
 * crash (parts, or files no row refers to) is removed.
 */
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { HttpError } from '../errors.js';
import { ByteReader } from './byte-reader.js';
import { MB, type MediaFormat, type MediaKind } from '@portal/shared/rules';
import { detectMedia, SNIFF_BYTES } from './media-types.js';
import { SCRUBBERS, UnprocessableMediaError } from './scrub-metadata.js';

export interface StagedFile {
  storedName: string;
  kind: MediaKind;
  format: MediaFormat;
  contentType: string;
  /** Bytes received from the reporter (before metadata was removed). */
  size: number;
}

/** A stored name is ours alone: 32 hex digits and a known extension, so no path can be smuggled in. */
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|gif|mp4|mov|avi)$/;

export const WRONG_TYPE = 'Photographs must be JPG, PNG or GIF files and videos MP4, MOV or AVI files.';

/** The upload as @fastify/multipart hands it over: busboy sets `truncated` when it hit its size limit. */
export type UploadStream = Readable & { truncated?: boolean };

export class MediaStore {
  readonly incoming: string;

  constructor(readonly dir: string) {
    this.incoming = path.join(dir, 'incoming');
  }

  /** Creates the folders and removes what a crash left behind: unfinished parts, and files no row names. */
  async open(isReferenced: (storedNames: string[]) => Promise<Set<string>>): Promise<void> {
    await rm(this.incoming, { recursive: true, force: true });
    await mkdir(this.incoming, { recursive: true });
    const names = (await readdir(this.dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    const referenced = names.length > 0 ? await isReferenced(names) : new Set<string>();
    await Promise.all(names.filter((name) => !referenced.has(name)).map((name) => rm(path.join(this.dir, name), { force: true })));
  }

  private partPath = (storedName: string) => path.join(this.incoming, `${storedName}.part`);

  /** The final path of a stored file, or null for a name that is not one of ours. */
  filePath(storedName: string): string | null {
    return STORED_NAME.test(storedName) ? path.join(this.dir, storedName) : null;
  }

  /**
   * Receives one file: recognises it by its first bytes (415 otherwise), enforces the size limit for its
   * kind (413) and writes it, without its metadata, under a temporary name.
   * `limitFor` may refuse the kind (for a count rule) by throwing.
   */
  async receive(upload: UploadStream, limitFor: (kind: MediaKind) => number): Promise<StagedFile> {
    const reader = new ByteReader(upload);
    const found = await detectMedia(await reader.peek(SNIFF_BYTES));
    let maxBytes: number;
    try {
      if (!found) throw new HttpError(415, WRONG_TYPE);
      maxBytes = limitFor(found.kind);
    } catch (refusal) {
      upload.resume(); // the refused file is read past and dropped, so the answer can be sent
      throw refusal;
    }
    const storedName = `${randomBytes(16).toString('hex')}.${found.format}`;
    const target = this.partPath(storedName);
    let size = 0;
    const tooLarge = () =>
      new HttpError(
        413,
        found.kind === 'photograph' ? `Each photograph may be at most ${maxBytes / MB} MB.` : `A video may be at most ${maxBytes / MB} MB.`,
      );
    async function* limited(source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > maxBytes) throw tooLarge();
        yield chunk;
      }
    }
    const output = createWriteStream(target, { flags: 'wx' });
    try {
      await pipeline(reader.rest(), limited, (source) => SCRUBBERS[found.format](new ByteReader(source)), output);
      // busboy stops at its own limit without an error: a cut file must never pass as a whole one.
      if (upload.truncated) throw tooLarge();
    } catch (error) {
      // The file opens asynchronously: removing it before the stream has closed could leave it behind.
      if (!output.closed) await new Promise<void>((closed) => output.once('close', () => closed()));
      await rm(target, { force: true });
      if (error instanceof UnprocessableMediaError) throw new HttpError(415, 'This video could not be processed. Please try another file.');
      throw error;
    }
    return { storedName, kind: found.kind, format: found.format, contentType: found.contentType, size };
  }

  /** Gives received files their final names (called inside the transaction that records them). */
  async commit(files: StagedFile[]): Promise<void> {
    for (const file of files) await rename(this.partPath(file.storedName), path.join(this.dir, file.storedName));
  }

  /** Removes received files, whether or not they were committed. */
  async discard(files: StagedFile[]): Promise<void> {
    await Promise.all(
      files.flatMap((file) => [
        rm(this.partPath(file.storedName), { force: true }),
        rm(path.join(this.dir, file.storedName), { force: true }),
      ]),
    );
  }

  /** A stored file, for sending. */
  read(storedName: string): ReadStream {
    const file = this.filePath(storedName);
    if (!file) throw new HttpError(404, 'No such file.');
    return createReadStream(file);
  }
}
