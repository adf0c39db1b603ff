/**
 * Eyewitness reports: submission by a logged-in user (multipart, §3.3, §5, §7; a video may instead be a
 * finished resumable upload named by `videoUpload`, see uploads.ts), and the public list of approved
 * reports with their media. The server enforces what the page only hints: the media kinds
 * (checked by content), their sizes and counts, and that a video link is http(s).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { PageNumber, pageOf } from './schema-parts.js';
import { EyewitnessForm, Paged, PublicReport, PublicReportsQuery, ReportReceivedAnswer, RowId } from '@portal/shared/contracts';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_TYPES,
  isEmail,
  isHttpUrl,
  MB,
  NAME_MAX_LENGTH,
  rowIdFrom,
  UPLOAD_LIMITS,
  VIDEO_URL_MAX_LENGTH,
  type MediaKind,
} from '@portal/shared/rules';
import { requireRole, type Authenticate } from '../auth/guard.js';
import type { DB } from '../db/database.js';
import { HttpError } from '../errors.js';
import type { MediaStore, StagedFile } from '../reports/media-store.js';
import type { UploadLimits } from '../reports/media-types.js';
import { refuseOverQuota, type ReportQuota } from '../reports/quota.js';
import { UPLOAD_ID, type ResumableUploads } from '../reports/resumable-uploads.js';
import {
  findPublic,
  insertReport,
  listPublic,
  lockAccount,
  reportsDb,
  resolvePlace,
  stateExists,
  whoIs,
  type NewReport,
  type Person,
} from '../reports/report-repository.js';
import { mediaRoutes } from '../reports/send-media.js';
import { apiText } from '../i18n/api-text.js';

export interface EyewitnessOptions {
  db: DB;
  store: MediaStore;
  /** Finished resumable video uploads, which a report names in its `videoUpload` field. */
  uploads: ResumableUploads;
  /** The accounts area's session lookup: this area never reads tokens itself. */
  authenticate: Authenticate;
  limits?: UploadLimits;
  /** What one account may send (config.ts, REPORTS_PER_HOUR and REPORT_MB_PER_DAY). */
  quota: ReportQuota;
}

/** multipart's own refusals, worded for people. */
function multipartRefusal(error: unknown, limits: UploadLimits): HttpError | null {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, 'tooManyPhotographs', { max: limits.photos });
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'fileTooLarge', { mb: limits.videoBytes / MB });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'reportTooManyFields');
  if (code === 'FST_MP_PREMATURE_CLOSE') return new HttpError(400, 'uploadInterrupted');
  if (code === 'FST_PROTO_VIOLATION') return new HttpError(400, 'reportFieldNotAllowed');
  // busboy's own parse errors carry no status: the body was not well-formed multipart data.
  if (error instanceof Error && !(error instanceof HttpError) && !('statusCode' in error)) {
    return new HttpError(400, 'multipartMalformed');
  }
  return null;
}

// PostgreSQL text cannot hold NUL, and no other control character belongs in a report either.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Refuses text with control characters in it (400). */
export function refuseControlCharacters(values: ReadonlyArray<string | null | undefined>): void {
  if (values.some((value) => typeof value === 'string' && CONTROL_CHARACTERS.test(value))) {
    throw new HttpError(400, 'reportCharactersNotAllowed');
  }
}

/** The report's words, as the form (§5) and a resubmission send them: a known comment type and a comment within its limit. */
export function checkWords(commentType: string, comment: string): void {
  if (!commentType || !comment) throw new HttpError(400, 'eyewitnessRequired');
  if (!(COMMENT_TYPES as readonly string[]).includes(commentType)) throw new HttpError(400, 'commentTypeUnknown');
  if (comment.length > COMMENT_MAX_LENGTH) throw new HttpError(400, 'commentTooLong', { max: COMMENT_MAX_LENGTH });
}

/** A state id as a form field: a row id as the portal writes one ('25', not '025'), else the place cannot be checked (400). */
function stateIdField(value: string): number | undefined {
  if (!value) return undefined;
  const id = rowIdFrom(value);
  if (id === null) throw new HttpError(400, 'placeUnknownState');
  return id;
}

/** The §5 rules again, on the server, with the spec's texts where the spec has them. The place is checked against the states after this. */
function checkFields(fields: Map<string, string>, viewer: Person, withVideoFile: boolean) {
  const text = (name: string) => (fields.get(name) ?? '').trim();
  const report = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    commentType: text('commentType'),
    comment: text('comment'),
    showName: text('showName') === 'true',
    videoUrl: text('videoUrl') || null,
  };
  const place = { stateId: text('stateId'), lga: text('lga'), placeDescription: text('placeDescription') };
  if (!report.firstName || !report.lastName || !report.email) throw new HttpError(400, 'eyewitnessRequired');
  checkWords(report.commentType, report.comment);
  refuseControlCharacters([...Object.values(report).filter((value) => typeof value === 'string'), ...Object.values(place)]);
  if (!isEmail(report.email)) throw new HttpError(400, 'invalidEmail');
  if (report.email.toLowerCase() !== viewer.email.toLowerCase()) {
    throw new HttpError(400, 'reportEmailNotAccount');
  }
  if (report.firstName.length > NAME_MAX_LENGTH || report.lastName.length > NAME_MAX_LENGTH) {
    throw new HttpError(400, 'reportNamesTooLong', { max: NAME_MAX_LENGTH });
  }
  if (report.videoUrl !== null) {
    if (!isHttpUrl(report.videoUrl) || report.videoUrl.length > VIDEO_URL_MAX_LENGTH) {
      throw new HttpError(400, 'videoLinkNotWeb');
    }
    if (withVideoFile) throw new HttpError(400, 'videoFileOrLink');
  }
  return { report, place: { ...place, stateId: stateIdField(place.stateId) } };
}

/** The count rules of §9, checked as each file arrives: 10 photographs, or one video, never both. */
function limitFor(kind: MediaKind, received: StagedFile[], limits: UploadLimits): number {
  const videos = received.filter((file) => file.kind === 'video').length;
  const photos = received.length - videos;
  if ((kind === 'video' && photos > 0) || (kind === 'photograph' && videos > 0)) {
    throw new HttpError(400, 'photographsOrVideo');
  }
  if (kind === 'video' && videos >= limits.videos) throw new HttpError(413, 'oneVideoOnly');
  if (kind === 'photograph' && photos >= limits.photos) {
    throw new HttpError(413, 'tooManyPhotographs', { max: limits.photos });
  }
  return kind === 'video' ? limits.videoBytes : limits.photoBytes;
}

/** The contract's query, with the bounds and defaults the server pages by. */
const PublicQuery = Type.Object({
  ...PublicReportsQuery.properties,
  page: PageNumber,
  per_page: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});
const ReportParams = Type.Object({ id: RowId() });

export const eyewitnessRoutes: FastifyPluginAsyncTypebox<EyewitnessOptions> = async (
  app,
  { db, store, uploads, authenticate, limits = UPLOAD_LIMITS, quota },
) => {
  const rdb = reportsDb(db);
  // Registered here, so multipart bodies are accepted by this area only. The file size limit is set
  // explicitly (the default of 1 MiB would cut videos), and a cut file is refused, never kept.
  await app.register(multipart, {
    limits: { fileSize: limits.videoBytes, files: limits.photos + 1, fields: 20, fieldSize: 20_000, parts: 40, headerPairs: 100 },
  });

  app.post(
    '/eyewitness',
    {
      preHandler: requireRole(authenticate),
      schema: {
        consumes: ['multipart/form-data'],
        bodies: { 'multipart/form-data': EyewitnessForm },
        response: { 201: ReportReceivedAnswer },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'sendAsMultipart');
      const viewer = await whoIs(rdb, request.actor!.id);
      // Refused before a byte of the upload is stored; checked again below, with the files, under a lock.
      await refuseOverQuota(rdb, viewer.id, quota, 0);
      const fields = new Map<string, string>();
      const files: StagedFile[] = [];
      try {
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') {
              if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
            } else if (part.fieldname !== 'media') {
              part.file.resume();
              throw new HttpError(400, 'mediaField');
            } else {
              files.push(await store.receive(part.file, (kind) => limitFor(kind, files, limits)));
            }
          }
        } catch (error) {
          throw multipartRefusal(error, limits) ?? error;
        }
        // A video sent by the resumable upload is named by its id; it joins the report as a multipart file would.
        const videoUpload = fields.get('videoUpload')?.trim() || null;
        if (videoUpload !== null && !UPLOAD_ID.test(videoUpload)) throw new HttpError(400, 'uploadNotFound');
        const { report, place: given } = checkFields(fields, viewer, files.length > 0 || videoUpload !== null);
        const place = await resolvePlace(rdb, given);
        if (videoUpload !== null) files.push(await uploads.stage(videoUpload, viewer.id, store, (kind) => limitFor(kind, files, limits)));
        // The files get their final names inside the transaction: if the row does not commit, they go.
        const id = await rdb.transaction().execute(async (trx) => {
          await lockAccount(trx, viewer.id);
          // Before the quota is counted: the upload's declared size becomes the media row's size.
          if (videoUpload !== null) await uploads.attach(trx, videoUpload, viewer.id);
          await refuseOverQuota(
            trx,
            viewer.id,
            quota,
            files.reduce((sum, file) => sum + file.size, 0),
          );
          const reportId = await insertReport(trx, { ...report, place, email: viewer.email, userId: viewer.id } satisfies NewReport, files);
          await store.commit(files);
          return reportId;
        });
        if (videoUpload !== null) await uploads.release(videoUpload);
        return reply.status(201).send({ message: apiText(request, reply, 'eyewitnessSuccess'), report: { id, status: 'submitted' } });
      } catch (error) {
        await store.discard(files);
        throw error;
      }
    },
  );

  app.get(
    '/reports',
    {
      schema: {
        summary: 'Published reports, newest first, by state and comment type',
        querystring: PublicQuery,
        response: { 200: Paged(PublicReport) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, state_id: stateId, comment_type: commentType } = request.query;
      // A filter that cannot match is a mistake worth saying, not an empty list.
      if (commentType !== undefined && !(COMMENT_TYPES as readonly string[]).includes(commentType)) {
        throw new HttpError(400, 'commentTypeUnknown');
      }
      if (stateId !== undefined && !(await stateExists(rdb, stateId))) throw new HttpError(400, 'placeUnknownState');
      const { reports, total } = await listPublic(rdb, { page, perPage, stateId, commentType });
      return pageOf(reports, total, page, perPage);
    },
  );

  app.get(
    '/reports/:id',
    { schema: { summary: 'One published report', params: ReportParams, response: { 200: PublicReport } } },
    async (request, reply) => {
      const report = await findPublic(rdb, request.params.id);
      if (!report) {
        // Unpublished, or never was: the refusal must not be kept by a cache, or it would outlive a publication.
        reply.header('Cache-Control', 'no-store');
        throw new HttpError(404, 'noSuchPublishedReport');
      }
      return report;
    },
  );

  mediaRoutes(app, rdb, store, {
    prefix: '/reports',
    summary: 'A photograph or video of a published report',
    scope: () => ({ published: true }),
    caching: 'public',
  });
};
