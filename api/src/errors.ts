import type { FastifyError, FastifyInstance } from 'fastify';

/** Thrown by route code for a failure the client caused: becomes `{ message }` with `statusCode`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Fastify's own error codes for bad requests, worded for people. */
const REQUEST_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not supported here.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its Content-Length.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty but says it is JSON.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'The Content-Type header is not valid.'],
};

/** Errors that mean the database cannot be reached right now, rather than a fault in the request. */
const DATABASE_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (code !== undefined && DATABASE_UNAVAILABLE.has(code)) || /Connection terminated|connection timeout/i.test(message ?? '');
}

/**
 * One error shape for every failure: `{ "message": "…" }` with the right status. A client's mistake is
 * never a 500; a fault of ours is a 500 with a generic message, logged with its details.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error.code ? REQUEST_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (error.validation) {
      return reply.status(400).send({ message: `Invalid request: ${error.message}` });
    }
    if (error instanceof SyntaxError) return reply.status(400).send({ message: 'The request body is not valid JSON.' });
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({ message: 'The service is briefly unavailable. Please try again in a moment.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again later.' });
  });
}

/**
 * Ajv (8.20) lets `1e309` through an integer schema, bounds and all, once it has coerced it to Infinity,
 * and JSON.parse reads it as Infinity too. No field here wants one, and the database would fail on it.
 */
export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      if (part && typeof part === 'object' && Object.values(part).some((value) => typeof value === 'number' && !Number.isFinite(value))) {
        throw new HttpError(400, 'Numbers must be finite.');
      }
    }
  });
}
