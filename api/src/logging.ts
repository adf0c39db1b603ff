import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';

/**
 * Secrets that can travel in a URL: the token of a verification or reset link is a path segment
 * (`/verify-email/<token>`, `/api/v1/auth/verify-email/<token>`, `/reset-password/<token>`), and any
 * `token` query parameter is treated the same way, as is the `secret` of the SMS gateways' callback addresses.
 */
const TOKEN_IN_PATH = /(\/(?:verify-email|reset-password)\/)[^/?#\s"'<>]+/gi;
const TOKEN_IN_QUERY = /([?&](?:token|access_token|password|secret)=)[^&#\s"'<>]*/gi;

/** The URL as it may be written to a log: secrets replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]').replace(TOKEN_IN_QUERY, '$1[redacted]');
}

/** An e-mail address inside any text: the part before `@` and the domain after it. */
const EMAIL_ADDRESS = /([^\s@<>"'(),;:[\]\\])[^\s@<>"'(),;:[\]\\]*@([a-z0-9.-]+\.[a-z]{2,})/gi;

/**
 * An address as a log may show it: its first character, three asterisks, then `@` and its domain, enough to tell
 * which mail a line is about without writing a person's address into the log.
 */
export function maskEmailAddress(address: string): string {
  return address.replace(EMAIL_ADDRESS, '$1***@$2');
}

/** Any text as it may be logged: link tokens redacted and e-mail addresses masked. */
export const redactText = (text: string): string => maskEmailAddress(redactUrl(text));

/**
 * Errors as pino writes them, with every text in them passed through `redactText`: an error can quote
 * anything, such as an SMTP server's refusal naming the recipient, or a URL with its token.
 */
function redactedError(error: Error) {
  const serialised = stdSerializers.err(error);
  if (typeof serialised !== 'object') return serialised; // not an error after all: pino writes it as it is
  const entries = Object.entries(serialised).map(([key, value]) => [key, typeof value === 'string' ? redactText(value) : value]);
  return Object.fromEntries(entries) as typeof serialised;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers: Record<string, unknown>;
}

/**
 * pino through Fastify: one JSON line per request. Requests are logged by method, redacted URL and
 * address only (never headers or bodies), the usual secret fields are redacted wherever they appear
 * in a logged object, and errors' texts are redacted, so no password, token, link that carries one,
 * Authorization header or full e-mail address reaches the log.
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
      err: redactedError,
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

  /** Fastify's own line names the raw URL, token and all; the request's one line already says 404. */
  override routeNotFound(): void {}
}
