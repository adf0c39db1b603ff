import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';

export type ContentEncoding = 'br' | 'gzip';

/** Below this size a compressed answer saves less than its headers and the work cost. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * One serialised answer, with its compressed forms made on first request and kept: many visitors are on
 * phones and slow networks, where a page of schools is 12 KB as JSON and under 2 KB compressed.
 */
export class CachedResponse {
  readonly body: Buffer;
  /** False for answers too small to be worth compressing: they are always sent as they are. */
  readonly compressible: boolean;
  private readonly encoded: Partial<Record<ContentEncoding, Buffer>> = {};

  constructor(
    readonly etag: string,
    body: string,
  ) {
    this.body = Buffer.from(body);
    this.compressible = this.body.length >= COMPRESS_FROM_BYTES;
  }

  /** The body in `encoding`, compressed on first request. */
  encodedAs(encoding: ContentEncoding): Buffer {
    return (this.encoded[encoding] ??=
      encoding === 'br' ? brotliCompressSync(this.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } }) : gzipSync(this.body));
  }
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when an If-None-Match header (`"a"`, `W/"a", "b"` or `*`) names `etag`, by weak comparison. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = opaqueTag(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaqueTag(tag) === wanted);
}

/** Brotli where the client takes it (every current browser over HTTPS), else gzip; nothing else is offered. */
const encodings = new Negotiator<ContentEncoding>({ supportedValues: ['br', 'gzip'] });

/**
 * Sends `response` with its ETag: 304 when a successful answer is one the client has, else compressed as
 * the client accepts (Vary says so). The caller sets the status, type and cache policy first.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, response: CachedResponse) {
  reply.header('ETag', response.etag).header('Vary', 'Accept-Encoding');
  if (reply.statusCode === 200 && etagMatches(request.headers['if-none-match'], response.etag)) return reply.status(304).send();
  const acceptEncoding = request.headers['accept-encoding'];
  const encoding = response.compressible && acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
  if (!encoding) return reply.send(response.body);
  return reply.header('Content-Encoding', encoding).send(response.encodedAs(encoding));
}
