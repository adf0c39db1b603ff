import { sql } from 'kysely';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DB } from '../db/database.js';
import type { ImportJobs } from '../open-data/import-jobs.js';

const HealthReply = {
  type: 'object',
  properties: { status: { type: 'string' }, database: { type: 'string' } },
} as const;

/**
 * While an import writes, the embedded database's one connection is the import's until it commits (all or
 * nothing), seconds for a large file: a query would wait that long. The import's statements finishing
 * shows the database answering, so health reports it from them instead of queueing behind them.
 */
const IMPORT_WRITE_SHOWS_DATABASE_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: DB; imports: ImportJobs }> = async (app, { db, imports }) => {
  app.get('/health', { schema: { response: { 200: HealthReply } } }, async () => {
    if (!imports.writingWithin(IMPORT_WRITE_SHOWS_DATABASE_MS)) await sql`select 1`.execute(db);
    return { status: 'ok', database: 'ok' };
  });

  // A bare route that touches nothing: the yardstick `npm run bench` measures the read routes against.
  app.get('/ping', async () => ({ status: 'ok' }));
};
