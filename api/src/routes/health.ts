import { sql } from 'kysely';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DB } from '../db/database.js';

const HealthReply = {
  type: 'object',
  properties: { status: { type: 'string' }, database: { type: 'string' } },
} as const;

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: DB }> = async (app, { db }) => {
  app.get('/health', { schema: { response: { 200: HealthReply } } }, async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok', database: 'ok' };
  });

  // A bare route that touches nothing: the yardstick `npm run bench` measures the read routes against.
  app.get('/ping', async () => ({ status: 'ok' }));
};
