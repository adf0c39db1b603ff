import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';

export type ContentEncoding = 'br' | 'gzip';

/** Below this size a compressed answer saves less than its headers and the work cost. */
const COMPRESS_FROM_BYTES = 1024;

/** One form of an answer as it goes out: its headers and its body. */
interface Variant {
  headers: Readonly<Record<string, string>>;
  body: Buffer;
}

/**
 * One serialised answer, with its compressed forms made on first request and kept: many visitors are on
 * phones and slow networks, where a page of schools is 12 KB as JSON and under 2 KB compressed. Each form
 * keeps its headers too, so sending it again sets them in one call and computes nothing.
 */
export class CachedResponse {
  private readonly body: Buffer;
  /** False for answers too small to be worth compressing: they are always sent as they are. */
  private readonly compressible: boolean;
  private readonly variants: Partial<Record<ContentEncoding | 'identity', Variant>> = {};
  /** The headers of a 304: the tag (and what the client's copy varies by, which `sendCached` adds). */
  readonly notModifiedHeaders: Readonly<Record<string, string>>;

  /** `headers` are those the answer always carries (its type, its cache policy), beside the ETag and Vary set here. */
  constructor(
    readonly etag: string,
    body: string,
    private readonly headers: Readonly<Record<string, string>> = {},
  ) {
    this.body = Buffer.from(body);
    this.compressible = this.body.length >= COMPRESS_FROM_BYTES;
    this.notModifiedHeaders = { etag };
  }

  /** The form of the answer for a client that accepts `acceptEncoding`: Brotli or gzip when worth it, else as it is. */
  variantFor(acceptEncoding: string | undefined): Variant {
    const encoding = this.compressible && acceptEncoding ? negotiatedEncoding(acceptEncoding) : null;
    const kept = this.variants[encoding ?? 'identity'];
    if (kept) return kept;
    const variant = {
      headers: { ...this.headers, ...this.notModifiedHeaders, ...(encoding ? { 'content-encoding': encoding } : {}) },
      body: encoding ? compress(this.body, encoding) : this.body,
    };
    this.variants[encoding ?? 'identity'] = variant;
    if (encoding === 'br')
      void smallestBrotli(this.body).then((smallest) => {
        if (smallest && smallest.length < variant.body.length) this.variants.br = { ...variant, body: smallest };
      });
    return variant;
  }
}

const compress = (body: Buffer, encoding: ContentEncoding) =>
  encoding === 'br' ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } }) : gzipSync(body);

const brotliCompressAsync = promisify(brotliCompress);
/** At most this many answers wait for their smallest form: past it (a burst of new addresses) the first one stays. */
const SMALLEST_QUEUE = 50;
let smallestWaiting = 0;
let smallestInTurn: Promise<unknown> = Promise.resolve();

/**
 * An answer at Brotli's best quality, for the visitors after the first: about a tenth smaller than the
 * first visitor's (the home page: 25.7 KB → 23.3 KB, on networks people pay for by the megabyte), but some
 * 40 times the work (190 ms for its 119 KB), so it is made off the event loop, in libuv's thread pool, one at
 * a time, leaving the pool's other threads to the files the server reads. Null if it was not made.
 */
function smallestBrotli(body: Buffer): Promise<Buffer | null> {
  if (smallestWaiting >= SMALLEST_QUEUE) return Promise.resolve(null);
  smallestWaiting++;
  const smallest = smallestInTurn.then(() =>
    brotliCompressAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
      .catch(() => null)
      .finally(() => smallestWaiting--),
  );
  smallestInTurn = smallest;
  return smallest;
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when an If-None-Match header (`"a"`, `W/"a", "b"` or `*`) names `etag`, by weak comparison. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = opaqueTag(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaqueTag(tag) === wanted);
}

/**
 * The negotiation's answers, kept per Accept-Encoding header: browsers send a handful of distinct values,
 * so parsing each once saves the work on every request. Bounded, as the header is the client's to choose.
 */
class NegotiatedEncodings extends Map<string, string> {
  override set(header: string, encoding: string): this {
    if (this.size >= 100) this.clear();
    return super.set(header, encoding);
  }
}

/** Brotli where the client takes it (every current browser over HTTPS), else gzip; nothing else is offered. */
const encodings = new Negotiator<ContentEncoding>({ supportedValues: ['br', 'gzip'], cache: new NegotiatedEncodings() });
const negotiatedEncoding = (acceptEncoding: string): ContentEncoding | null => encodings.negotiate(acceptEncoding);

/**
 * Adds `header` to what the answer varies by, keeping what it varied by already (a page's language and
 * its encoding): a shared cache then never gives one reader the answer made for another.
 */
export function varyBy(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', header);
  else if (
    !String(vary)
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(header.toLowerCase())
  )
    reply.header('vary', `${String(vary)}, ${header}`);
}

/**
 * Sends `response` with its ETag: 304 when a successful answer is one the client has, else compressed as
 * the client accepts (Vary says so). The caller sets the status first, and the type and cache policy
 * unless the response carries them.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, response: CachedResponse) {
  varyBy(reply, 'Accept-Encoding');
  if (reply.statusCode === 200 && etagMatches(request.headers['if-none-match'], response.etag)) {
    return reply.status(304).headers(response.notModifiedHeaders).send();
  }
  const { headers, body } = response.variantFor(request.headers['accept-encoding']);
  return reply.headers(headers).send(body);
}
