import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale, MessageValues } from '@portal/shared/i18n';
import { apiText, apiWords, type ApiMessageKey } from './i18n/api-text.js';

/** A text of the API's catalogue with its values, to be worded in the language of whoever reads it. */
export interface ApiMessage {
  key: ApiMessageKey;
  values?: MessageValues;
}

/**
 * Thrown by route code for a failure the client caused: becomes `{ message }` with `statusCode`, the
 * catalogue's text for `key` in the request's language. Its `message` is the English text, for logs.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ApiMessageKey,
    readonly values: MessageValues = {},
    /** Headers the answer carries, such as a 429's Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(apiWords('en')(key, values));
  }
}

/** What a schema's refusal says is wrong, as the catalogue's `invalidRequest` words it. */
const SCHEMA_PROBLEMS: Record<string, string> = {
  required: 'missing',
  type: 'type',
  minLength: 'tooShort',
  minItems: 'tooShort',
  maxLength: 'tooLong',
  maxItems: 'tooLong',
  minimum: 'tooSmall',
  exclusiveMinimum: 'tooSmall',
  maximum: 'tooLarge',
  exclusiveMaximum: 'tooLarge',
  enum: 'notOneOf',
  const: 'notOneOf',
};

/** One problem of a refusal by the request's schema, as Fastify gives it (Ajv's error objects). */
interface SchemaProblem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/**
 * A request its route's schema refused, in the catalogue's words rather than the validator's English: what
 * is wrong (missing, of the wrong type, too long…) and with which field, named as the request names it
 * (`email`, `stateId`; the part of the request, `body` or `querystring`, when it is the whole of it).
 */
export function schemaRefusal(refusal: { validation?: SchemaProblem[]; validationContext?: string }): ApiMessage {
  const problem = refusal.validation?.[0];
  const path = (problem?.instancePath ?? '').split('/').filter(Boolean);
  if (problem?.keyword === 'required' && typeof problem.params.missingProperty === 'string') path.push(problem.params.missingProperty);
  const field = path.join('.') || refusal.validationContext || 'body';
  return { key: 'invalidRequest', values: { problem: SCHEMA_PROBLEMS[problem?.keyword ?? ''] ?? 'other', field } };
}

/** Fastify's own error codes for bad requests, worded for people. */
const REQUEST_ERRORS: Record<string, [number, ApiMessageKey]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedContentType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'contentLengthMismatch'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'emptyJsonBody'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalidJsonBody'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'bodyTooLarge'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'invalidContentType'],
};

/** Errors that mean the database cannot be reached right now, rather than a fault in the request. */
const DATABASE_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (code !== undefined && DATABASE_UNAVAILABLE.has(code)) || /Connection terminated|connection timeout/i.test(message ?? '');
}

/**
 * Whether the client closed its connection before the answer (an upload aborted, a tab closed, a phone out
 * of signal): no one is left to answer, and nothing is wrong with the server.
 */
export const clientHasGone = (request: FastifyRequest): boolean => request.raw.readableAborted || request.raw.socket.destroyed;

/**
 * One error shape for every failure: `{ "message": "…" }` with the right status. A client's mistake is
 * never a 500; a fault of ours is a 500 with a generic message, logged with its details.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error.code ? REQUEST_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: apiText(request, reply, known[1]) });
    if (error.validation) {
      const { key, values } = schemaRefusal(error);
      return reply.status(400).send({ message: apiText(request, reply, key, values) });
    }
    if (error instanceof SyntaxError) return reply.status(400).send({ message: apiText(request, reply, 'invalidJsonBody') });
    // Checked before the database: a client's closed connection fails its request with the same codes
    // (ECONNRESET) as a lost database connection, and it is no outage.
    if (clientHasGone(request)) {
      request.log.info({ req: request, code: error.code }, 'the client closed the connection before the answer');
      return reply.hijack();
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ message: apiText(request, reply, 'serviceUnavailable') });
    }
    const status = error.statusCode ?? 500;
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.status(status).send({ message: apiText(request, reply, error.key, error.values) });
    }
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: apiText(request, reply, 'serverError') });
  });
}

/**
 * The page server's refusal (403) of a form another site's page posted to one of the portal's pages, in
 * the language of that page (`locale`, from its address).
 */
export const refuseFormFromOtherSite = (reply: FastifyReply, locale: Locale) =>
  reply
    .status(403)
    .header('content-language', locale)
    .send({ message: apiWords(locale)('formFromOtherSite') });

/** The answer to a path nothing serves: `{ message }` naming the method and the path (its query left out). */
export const answerNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ message: apiText(request, reply, 'nothingHere', { method: request.method, path: request.url.split('?')[0] }) });

/**
 * Values no column can hold are refused with 400 before any route sees them: NUL characters (PostgreSQL
 * text cannot store them) and non-finite numbers (Ajv 8.20 lets `1e309` through an integer schema, bounds
 * and all, once it has coerced it to Infinity; JSON.parse reads it as Infinity too).
 */
export function refuseUnstorableInput(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = unstorable(part);
      if (problem) throw new HttpError(400, problem);
    }
  });
}

function unstorable(value: unknown, depth = 0): ApiMessageKey | null {
  if (typeof value === 'string') return value.includes('\u0000') ? 'nulCharacters' : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'nonFiniteNumbers';
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 8) return null;
  for (const item of Object.values(value)) {
    const problem = unstorable(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}
