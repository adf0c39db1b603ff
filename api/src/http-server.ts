import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import { registerErrorHandling } from './errors.js';
import { parseQueryWithoutEmptyValues } from './input.js';
import { OneLinePerRequest, loggerOptions } from './logging.js';
import { securityHeaders } from './security.js';

/**
 * A Fastify server as the portal runs each of its own: the API's, and the page server's when it runs
 * apart (`shell/server/`). Its log, limits, proxy trust, timeouts, error shape and security headers.
 */
export function createServer(config: Config, logStream?: DestinationStream) {
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
  }).withTypeProvider<TypeBoxTypeProvider>();
  registerErrorHandling(app);
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return app;
}
