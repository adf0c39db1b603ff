import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MEDIA_FORMATS } from '@portal/shared/rules';
import { HttpError } from '../errors.js';
import { apiText } from '../i18n/api-text.js';
import { RowId } from '@portal/shared/contracts';
import type { MediaStore } from './media-store.js';
import { LIST_COPY_FORMAT, THUMBNAIL_FORMAT } from './photo-encoder.js';
import { findMedia, type MediaScope, type ReportsDB, type StoredMedia } from './report-repository.js';

/** `/…/reports/:id/media/:mediaId`: numbers only, so nothing path-like reaches the store. */
export const MediaParams = Type.Object({ id: RowId(), mediaId: RowId() });

/**
 * Media of a published report may be kept by any cache, but checked with us before each use: once the
 * report is unpublished, the check answers 404 and no cache serves the file again.
 */
const PUBLIC_MEDIA_CACHING = 'public, no-cache';

/** The file extension of each stored media type: the accepted formats, and the photos' thumbnails and list copies. */
const EXTENSIONS = new Map([
  ...Object.entries(MEDIA_FORMATS).map(([extension, format]) => [format.contentType as string, extension] as const),
  [THUMBNAIL_FORMAT.contentType, THUMBNAIL_FORMAT.extension],
  [LIST_COPY_FORMAT.contentType, LIST_COPY_FORMAT.extension],
]);

/**
 * Sends a stored media file safely: the Content-Type recorded when its content was checked (never one
 * guessed from a name), `nosniff` so no browser reinterprets it, a sandboxing CSP in case it is opened on
 * its own, and byte ranges so a video can be sought. The path comes from the database, never the URL.
 * A photo's thumbnail is sent the same way, as `{ storedName: thumbnailName, contentType: THUMBNAIL_FORMAT.contentType }`.
 */
export async function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  store: MediaStore,
  media: StoredMedia,
  caching: 'public' | 'private',
): Promise<FastifyReply> {
  const file = store.filePath(media.storedName);
  const size = file
    ? await stat(file).then(
        (s) => s.size,
        () => null,
      )
    : null;
  if (!file || size === null) throw new HttpError(404, 'fileNoLongerAvailable');
  // A stored file never changes: its random name tells a cache whether its copy is still this file.
  const etag = `"${media.storedName}"`;
  if (caching === 'public' && request.headers['if-none-match'] === etag) {
    return reply.status(304).header('ETag', etag).header('Cache-Control', PUBLIC_MEDIA_CACHING).send();
  }

  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  let span: { start: number; end: number } | null = null;
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      return reply
        .status(416)
        .header('Content-Range', `bytes */${size}`)
        .send({ message: apiText(request, reply, 'rangeOutsideFile') });
    }
    span = { start, end };
  }

  reply
    .header('Content-Type', media.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Content-Disposition', `inline; filename="report-media.${EXTENSIONS.get(media.contentType) ?? 'bin'}"`)
    .header('Cache-Control', caching === 'public' ? PUBLIC_MEDIA_CACHING : 'no-store')
    .header('Accept-Ranges', 'bytes');
  if (caching === 'public') reply.header('ETag', etag);
  if (span) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${span.start}-${span.end}/${size}`)
      .header('Content-Length', span.end - span.start + 1);
    return reply.send(createReadStream(file, span));
  }
  reply.header('Content-Length', size);
  return reply.send(createReadStream(file));
}

type TypeBoxApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface MediaRoutes {
  /** The reports' path: the routes are `{prefix}/:id/media/:mediaId` and its `/thumbnail` and `/list`. */
  prefix: string;
  /** The full file's summary in the API description. */
  summary: string;
  /** Which reports' files this caller may see. */
  scope: (request: FastifyRequest) => MediaScope;
  /** `public`: a published report's file, kept by caches; `private`: never kept. */
  caching: 'public' | 'private';
}

const VARIANTS = {
  full: { path: '', summary: null },
  thumbnail: { path: '/thumbnail', summary: "A photograph's 480 px copy, for the report's page" },
  list: { path: '/list', summary: "A photograph's small copy (LIST_PHOTO, AVIF), for lists of reports" },
} as const;

/**
 * Declares the routes of a report's files and of its photographs' thumbnails and list copies, for one
 * audience. A list copy is found through its thumbnail, so it is exactly as private as the photo; one
 * missing (a photo stored before list copies existed) is made on its first request and kept.
 */
export function mediaRoutes(app: TypeBoxApp, db: ReportsDB, store: MediaStore, { prefix, summary, scope, caching }: MediaRoutes): void {
  const missing = caching === 'public' ? 'noSuchPublishedFile' : 'noSuchFile';
  for (const variant of ['full', 'thumbnail', 'list'] as const) {
    const route = VARIANTS[variant];
    app.get(
      `${prefix}/:id/media/:mediaId${route.path}`,
      { schema: { summary: route.summary ?? summary, params: MediaParams } },
      async (request, reply) => {
        // A refusal must not be kept by a cache, or it would outlive a publication; a file sent sets its own caching.
        reply.header('Cache-Control', 'no-store');
        const media = await findMedia(
          db,
          request.params.id,
          request.params.mediaId,
          scope(request),
          variant === 'full' ? 'full' : 'thumbnail',
        );
        const listCopy = media && variant === 'list' ? await store.ensureListCopy(media.storedName) : null;
        if (!media || (variant === 'list' && !listCopy)) throw new HttpError(404, missing);
        return sendMedia(
          request,
          reply,
          store,
          listCopy ? { storedName: listCopy, contentType: LIST_COPY_FORMAT.contentType } : media,
          caching,
        );
      },
    );
  }
}
