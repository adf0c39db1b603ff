/**
 * The whole API on a test database, as most route tests use it. Test support only. The database is opened
 * by each test file itself (`openTestDatabase`), which is also how the test configuration picks the files
 * to run a second time on the PostgreSQL server.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig } from '../config.js';
import type { TestDatabase } from './database.js';
import { CAPTURED_LOG_LEVEL, capturedLog } from './captured-log.js';

/**
 * The app on `database`, ready for `inject`: its log in the run's capture (and in `deps.logStream` too when
 * a test reads it), the database's own DATA_DIR, and any other settings from `env`.
 */
export async function startTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'db'> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: CAPTURED_LOG_LEVEL, ...env, DATA_DIR: database.dataDir });
  const app = await buildApp(config, { ...deps, db: database.db, logStream: capturedLog(deps.logStream) });
  await app.ready();
  return app;
}

/** Stops the app before removing its database; either is missing when starting failed part way. */
export async function stopTestApp(app: FastifyInstance | undefined, database: TestDatabase | undefined): Promise<void> {
  await app?.close();
  await database?.close();
}
