import Fastify, { type FastifyReply } from 'fastify';
import { API_PATH } from '@portal/shared/rules';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import { registerErrorHandling } from './errors.js';
import { apiText } from './i18n/api-text.js';
import { parseQueryWithoutEmptyValues } from './input.js';
import { OneLinePerRequest, loggerOptions } from './logging.js';
import { securityHeaders } from './security.js';

/**
 * A Fastify server as the portal runs each of its own: the API's, and the page server's when it runs
 * apart (`shell/server/`). Its log, limits, proxy trust, timeouts, error shape and security headers.
 */
export function createServer(config: Config, logStream?: DestinationStream) {
  const headers = securityHeaders(config);
  const app = Fastify({
    // Never log credentials: requests by method and redacted URL only, secret fields censored (logging.ts).
    logger: loggerOptions(config.logLevel, logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { querystringParser: parseQueryWithoutEmptyValues },
    // A client that trickles its headers or its request, or keeps an idle connection, is cut off in time
    // (config.ts); Node checks every two seconds rather than its default thirty.
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 2_000 },
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    // An address outside the API that is not valid percent-encoding (`/laws%`, a link cut short) is read
    // as the characters it shows, so it reaches the not-found answer (a page, for a browser) instead of
    // failing before routing.
    rewriteUrl: (request) => withLiteralPercents(request.url ?? '/'),
    // An API address that is not valid percent-encoding (`/api/v1/policies/%`) fails before routing, so
    // before the hooks: refused as any bad request is, in the one error shape and with the security
    // headers, rather than in Fastify's own shape (`error`, `code`, `statusCode`) without them.
    frameworkErrors: (error, request, reply: FastifyReply) =>
      reply
        .headers(headers)
        .status(error.statusCode ?? 400)
        .send({ message: apiText(request, reply, 'invalidRequest', { problem: 'other', field: 'url' }) }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  registerErrorHandling(app);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return app;
}

/** `url` as it is when it is an API address or its path is valid percent-encoding; otherwise with each `%` of its path escaped. */
export function withLiteralPercents(url: string): string {
  // Most addresses have no '%' at all: nothing to check for them on every request.
  if (!url.includes('%') || url.startsWith(`${API_PATH}/`)) return url;
  const path = url.split('?', 1)[0]!;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + url.slice(path.length);
  }
}
