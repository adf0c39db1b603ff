import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * Secrets that can travel in a URL: the verification link's token is a path segment
 * (`/api/v1/auth/verify-email/<token>`), and any `token` query parameter is treated the same way.
 */
const TOKEN_IN_PATH = /(\/(?:verify-email|reset-password)\/)[^/?#]+/gi;
const TOKEN_IN_QUERY = /([?&](?:token|access_token|password)=)[^&#]*/gi;

/** The URL as it may be written to a log: secrets replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]').replace(TOKEN_IN_QUERY, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers: Record<string, unknown>;
}

/**
 * pino through Fastify: one JSON line per request. Requests are logged by method, redacted URL and
 * address only (never headers or bodies), and the usual secret fields are redacted wherever they appear
 * in a logged object, so no password, token or Authorization header reaches the log.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.token',
        '*.deviceToken',
        'body.password',
        'body.newPassword',
        'body.token',
        'body.deviceToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
    },
  };
}

/**
 * One JSON line per request, written when the answer has gone: method, redacted URL, address, status and
 * time together. Fastify's own lines are two per request, the URL in one and the status in the other,
 * so reading one request meant joining them by id. Its other lines (errors, route not found) stay.
 *
 * The line holds only what the serializers above take (method, redacted URL, address, status), so it is
 * written without the redaction pass, which was half the cost of logging it; a line with an error keeps
 * the pass, since an error can carry anything.
 */
export class OneLinePerRequest extends LogController {
  private requestLines?: FastifyBaseLogger;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) return reply.log.error({ ...entry, err: error }, 'request errored');
    this.requestLines ??= request.server.log.child({}, { redact: { paths: [] } });
    this.requestLines.info({ reqId: request.id, ...entry }, 'request completed');
  }
}
