/**
 * Resumable video uploads (issue 19, item 6): the tus protocol, served by `@tus/server` with its file
 * store in `DATA_DIR/uploads/resumable/`. A phone that loses its connection asks the server how much
 * arrived (HEAD) and sends the rest (PATCH from that offset), rather than starting over.
 *
 * Only a signed-in user creates an upload, and only its owner may ask about it, continue it or end it
 * (`report_uploads` holds who began it); its declared size (Upload-Length, required) is held to the video
 * limit and counts against the owner's daily quota from the moment it is created. When the last byte
 * arrives the file is recognised by its content, and anything but a video is deleted and refused. A
 * finished upload becomes a report's video only when the report names it (`videoUpload`): it is then
 * received into the media store exactly as a multipart video is (checked again, rewritten by FFmpeg,
 * staged, given its final name inside the report's transaction) and its tus files are removed. Nothing
 * here is ever served; an unfinished or unattached upload expires after `VIDEO_UPLOADS.keptHours` and a
 * sweep (at start, then hourly) removes it and any file no row names.
 */
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Server } from '@tus/server';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/utils';
import { NodeRequest } from 'srvx/node';
import { API_PATH, MB, UPLOAD_LIMITS, VIDEO_UPLOADS, type MediaKind } from '@portal/shared/rules';
import type { DB } from '../db/database.js';
import { HttpError, type ApiMessage } from '../errors.js';
import type { MediaStore, StagedFile } from './media-store.js';
import { detectMedia, SNIFF_BYTES } from './media-types.js';
import { refuseOverQuota, type ReportQuota } from './quota.js';
import { lockAccount, reportsDb, type ReportsDB, type ReportsTrx } from './report-repository.js';

const HOUR_MS = 3_600_000;
/** How often the running server sweeps expired and left-behind uploads (besides at start). */
export const SWEEP_EVERY_MS = HOUR_MS;
/** tus's own upload ids (`Uid.rand`): 32 hex digits, also the names of its files. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** What a tus request is answered: its status and protocol headers, and a message for a refusal. */
export interface TusAnswer {
  status: number;
  headers: Record<string, string>;
  message: ApiMessage | null;
}

export interface ResumableUploadOptions {
  quota: ReportQuota;
}

export class ResumableUploads {
  readonly dir: string;
  private readonly files: FileStore;
  private readonly tus: Server;
  /** Who sent each request being handled: the hooks receive the request, not Fastify's actor. */
  private readonly senders = new WeakMap<Request, number>();
  /** Why a hook refused a request: tus answers it with plain text, the API with this catalogue text. */
  private readonly refusals = new WeakMap<Request, ApiMessage>();
  private readonly keptMs: number;

  private constructor(
    private readonly db: ReportsDB,
    uploadsDir: string,
    private readonly options: ResumableUploadOptions,
  ) {
    this.dir = path.join(uploadsDir, 'resumable');
    this.keptMs = VIDEO_UPLOADS.keptHours * HOUR_MS;
    // The expiration extension: the client is told when an unfinished upload expires (Upload-Expires), and
    // an expired one is answered 410 even before the sweep has removed it.
    this.files = new FileStore({ directory: this.dir, expirationPeriodInMilliseconds: this.keptMs });
    this.tus = new Server({
      path: `${API_PATH}${VIDEO_UPLOADS.path}`,
      datastore: this.files,
      // The Location is a path on the same origin: no Host header is trusted to build it.
      relativeLocation: true,
      // Same origin only: no CORS header is sent.
      allowedOrigins: [],
      onUploadCreate: (request, upload) => this.create(request, upload),
      onUploadFinish: (request, upload) => this.finish(request, upload),
    });
  }

  /** Opens the folder beside the media store's and sweeps what expired or was left behind while the server was down. */
  static async open(db: DB, store: MediaStore, options: ResumableUploadOptions): Promise<ResumableUploads> {
    const uploads = new ResumableUploads(reportsDb(db), store.dir, options);
    await mkdir(uploads.dir, { recursive: true });
    await uploads.sweep();
    return uploads;
  }

  /**
   * Runs one tus request (POST to create; HEAD, PATCH or DELETE with the upload's `id`) for `userId`. An
   * upload that is not theirs is answered as one that does not exist (404), so nobody learns that it does.
   */
  async handle(raw: IncomingMessage, res: ServerResponse, userId: number, id?: string): Promise<TusAnswer> {
    if (id !== undefined && !(await this.ownerRow(id, userId))) return { status: 404, headers: {}, message: { key: 'uploadNotFound' } };
    // srvx's Node adapter, as @tus/server's own `handle` uses: an interrupted request ends the write
    // gracefully, so every byte that arrived is kept for the resumption.
    const request = new NodeRequest({ req: raw, res });
    this.senders.set(request, userId);
    const response = await this.tus.handleWeb(request);
    const text = await response.text();
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) if (name !== 'content-type' && name !== 'content-length') headers[name] = value;
    if (response.status >= 400)
      return { status: statusOf(response.status, text), headers, message: this.refusals.get(request) ?? messageOf(response.status, text) };
    if (raw.method === 'DELETE' && id !== undefined) await this.db.deleteFrom('report_uploads').where('id', '=', id).execute();
    return { status: response.status, headers, message: null };
  }

  /**
   * A refusal as @tus/server's hooks throw them (it answers with this status and body, the English text),
   * remembered so `handle` answers it in the catalogue's words, in the request's language.
   */
  private refuse(request: Request, error: HttpError): { status_code: number; body: string } {
    this.refusals.set(request, { key: error.key, values: error.values });
    return { status_code: error.statusCode, body: error.message };
  }

  /** onUploadCreate: a declared size within the video limit and the owner's quota, recorded with its owner. */
  private async create(request: Request, upload: Upload): Promise<Record<string, never>> {
    const userId = this.senders.get(request);
    if (userId === undefined) throw this.refuse(request, new HttpError(401, 'loginRequired'));
    if (upload.size === undefined) throw this.refuse(request, new HttpError(400, 'uploadLengthRequired'));
    if (upload.size > UPLOAD_LIMITS.videoBytes) {
      throw this.refuse(request, new HttpError(413, 'videoTooLarge', { mb: UPLOAD_LIMITS.videoBytes / MB }));
    }
    const size = upload.size;
    try {
      await this.db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        await refuseOverQuota(trx, userId, this.options.quota, size);
        await trx.insertInto('report_uploads').values({ id: upload.id, user_id: userId, size }).execute();
      });
    } catch (error) {
      if (error instanceof HttpError) throw this.refuse(request, error);
      throw error;
    }
    return {};
  }

  /** onUploadFinish: the bytes must say video; anything else is deleted at once and refused. */
  private async finish(request: Request, upload: Upload): Promise<Record<string, never>> {
    const head = Buffer.alloc(SNIFF_BYTES);
    const file = await open(this.filePath(upload.id), 'r');
    let read: number;
    try {
      ({ bytesRead: read } = await file.read(head, 0, SNIFF_BYTES, 0));
    } finally {
      await file.close();
    }
    const found = await detectMedia(head.subarray(0, read));
    if (found?.kind !== 'video') {
      await this.forget(upload.id);
      throw this.refuse(request, new HttpError(415, 'uploadNotAVideo'));
    }
    return {};
  }

  private filePath(id: string): string {
    return path.join(this.dir, id);
  }

  /** The upload's row if `userId` owns it and it has not expired. */
  private async ownerRow(id: string, userId: number) {
    if (!UPLOAD_ID.test(id)) return undefined;
    return this.db
      .selectFrom('report_uploads')
      .select(['id', 'size'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('created_at', '>', new Date(Date.now() - this.keptMs))
      .executeTakeFirst();
  }

  /**
   * Receives `userId`'s finished upload `id` into the media store as a multipart video is received
   * (recognised, held to its limit by `limitFor`, rewritten by FFmpeg, staged under a temporary name). The
   * tus files stay until the report is committed (`attach`, then `release`), so a refused report can be
   * sent again with the same upload.
   */
  async stage(id: string, userId: number, store: MediaStore, limitFor: (kind: MediaKind) => number): Promise<StagedFile> {
    const row = await this.ownerRow(id, userId);
    if (!row) throw new HttpError(400, 'uploadNotFound');
    const upload = await this.files.getUpload(id).catch(() => null);
    if (!upload) throw new HttpError(400, 'uploadNotFound');
    if (upload.offset !== row.size) throw new HttpError(400, 'uploadNotFinished');
    return store.receive(createReadStream(this.filePath(id)), limitFor);
  }

  /** Inside the report's transaction: the upload is the report's now, and its declared size no longer counts twice. */
  async attach(trx: ReportsTrx, id: string, userId: number): Promise<void> {
    const taken = await trx.deleteFrom('report_uploads').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (taken.numDeletedRows === 0n) throw new HttpError(400, 'uploadNotFound');
  }

  /** After the report's commit: the tus files of an attached upload (its bytes now live in the media store). */
  async release(id: string): Promise<void> {
    await this.removeFiles(id);
  }

  private async removeFiles(id: string): Promise<void> {
    await Promise.all([rm(this.filePath(id), { force: true }), rm(`${this.filePath(id)}.json`, { force: true })]);
  }

  private async forget(id: string): Promise<void> {
    await this.db.deleteFrom('report_uploads').where('id', '=', id).execute();
    await this.removeFiles(id);
  }

  /**
   * Removes every upload begun more than `keptMs` before `now`, finished or not, and every file no row
   * names (left by a crash, or by a report committed just before one). Returns how many uploads went.
   */
  async sweep(now = new Date()): Promise<number> {
    const expired = await this.db
      .deleteFrom('report_uploads')
      .where('created_at', '<=', new Date(now.getTime() - this.keptMs))
      .returning('id')
      .execute();
    const onDisk = new Set((await readdir(this.dir)).map((name) => name.replace(/\.json$/, '')));
    const ids = [...onDisk].filter((name) => UPLOAD_ID.test(name));
    const kept = new Set(
      ids.length === 0
        ? []
        : (await this.db.selectFrom('report_uploads').select('id').where('id', 'in', ids).execute()).map((row) => row.id),
    );
    // Anything else in the folder is not tus's: a name that is not an id is removed too.
    await Promise.all(
      [...onDisk]
        .filter((name) => !kept.has(name))
        .flatMap((name) => [rm(path.join(this.dir, name), { force: true }), rm(path.join(this.dir, `${name}.json`), { force: true })]),
    );
    return expired.length;
  }
}

/** tus's one server-side status a client causes: a second connection on the same upload waits for a lock. */
function statusOf(status: number, body: string): number {
  return status === 500 && body.startsWith('failed to acquire lock') ? 423 : status;
}

/** tus's refusals are plain text; the API answers `{ message }`, in words for people where tus's are terse. */
function messageOf(status: number, body: string): ApiMessage {
  if (status === 500 && body.startsWith('failed to acquire lock')) return { key: 'uploadBusy' };
  if (status === 404 || status === 410) return { key: 'uploadNotFound' };
  if (status === 409) return { key: 'uploadOffsetAhead' };
  if (status === 412) return { key: 'tusVersionMissing' };
  const text = body.trim();
  return text ? { key: 'tusOwnText', values: { text } } : { key: 'uploadNotProcessed' };
}
