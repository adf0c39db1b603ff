/**
 * The whole API on a test database, as most route tests use it. Test support only. The database is opened
 * by each test file itself (`openTestDatabase`), which is also how the test configuration picks the files
 * to run a second time on the PostgreSQL server.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig } from '../config.js';
import type { TestDatabase } from './database.js';

/** The app on `database`, ready for `inject`: quiet logs, the database's own DATA_DIR, and any other settings from `env`. */
export async function startTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'db'> = {},
): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', ...env, DATA_DIR: database.dataDir }), { ...deps, db: database.db });
  await app.ready();
  return app;
}

/** Stops the app before removing its database; either is missing when starting failed part way. */
export async function stopTestApp(app: FastifyInstance | undefined, database: TestDatabase | undefined): Promise<void> {
  await app?.close();
  await database?.close();
}
