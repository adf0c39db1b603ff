import type { FastifyInstance } from 'fastify';
import { startApp } from '@portal/api/app';
import type { Config } from '@portal/api/config';
import { createServer } from '@portal/api/http-server';
import { httpApi, inProcessApi } from './api-client.js';
import { registerPageServer } from './page-server.js';

/** Adds the page server to the API's server, reading the API in process: one server, one port, both. */
export async function addPageServer(api: FastifyInstance, config: Config): Promise<FastifyInstance> {
  await registerPageServer(api, config, inProcessApi(api));
  return api;
}

/** The whole portal in one process, as `npm start` runs it: the API (its database opened and migrated) and its pages. */
export async function startPortal(config: Config): Promise<FastifyInstance> {
  const app = await startApp(config);
  try {
    return await addPageServer(app, config);
  } catch (error) {
    await app.close();
    throw error;
  }
}

/**
 * The page server alone, reading the API at `apiUrl` over HTTP, for a deployment where they run apart:
 * a server of its own (the same log, limits and security headers as the API's), with no database. Its
 * log goes to `logStream` when given (a test's capture), to standard output otherwise.
 */
export async function startPageServer(
  config: Config,
  apiUrl: string,
  logStream?: Parameters<typeof createServer>[1],
): Promise<FastifyInstance> {
  const app = createServer(config, logStream);
  const api = httpApi(apiUrl, app.log);
  app.addHook('onClose', async () => api.close());
  await registerPageServer(app, config, api);
  return app;
}
