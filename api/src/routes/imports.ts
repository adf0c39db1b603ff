import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { DB } from '../db/database.js';
import type { OpenDataStore } from '../open-data/store.js';
import { ImportFileError, importRecords } from '../open-data/import.js';
import { requireRole, type Authenticate } from '../auth/guard.js';
import { HttpError } from '../errors.js';

const ImportParams = Type.Object({ dataset: Type.Union([Type.Literal('schools'), Type.Literal('policies')]) });
const ImportQuery = Type.Object(
  {
    /** Where the data comes from; a JSON file may say it instead, in its own `source` field. */
    source: Type.Optional(Type.String({ minLength: 3, maxLength: 300 })),
    withdraw_demonstration: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** Admin-only import of a CSV or JSON file of schools or policies; answers with the import report. */
export const importRoutes: FastifyPluginAsync<{ db: DB; store: OpenDataStore; authenticate: Authenticate }> = async (app, { db, store, authenticate }) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/imports/:dataset',
    {
      schema: { summary: 'Admin only: import a CSV (text/csv) or JSON file of schools or policies; answers the import report', params: ImportParams, querystring: ImportQuery },
      bodyLimit: MAX_IMPORT_BYTES,
      preHandler: requireRole(authenticate, 'admin'),
    },
    async (request, reply) => {
      const { dataset } = request.params as Static<typeof ImportParams>;
      const query = request.query as Static<typeof ImportQuery>;
      const isCsv = (request.headers['content-type'] ?? '').startsWith('text/csv');
      const body = request.body;
      const text = isCsv ? String(body ?? '') : JSON.stringify(body ?? null);
      const fileSource = !isCsv && body && typeof body === 'object' && !Array.isArray(body) ? (body as { source?: unknown }).source : undefined;
      const source = (query.source ?? (typeof fileSource === 'string' ? fileSource : '')).trim();
      if (source.length < 3 || source.length > 300) {
        throw new HttpError(400, 'Say where the data comes from: ?source=… (or a "source" field in a JSON file), 3 to 300 characters.');
      }
      if (query.withdraw_demonstration && dataset !== 'schools') throw new HttpError(400, 'Only a schools import can withdraw the demonstration schools.');
      try {
        const report = await importRecords(db, store, { dataset, format: isCsv ? 'csv' : 'json', text, source, withdrawDemonstration: query.withdraw_demonstration });
        if (report.applied) return report;
        const message = `${report.rejected.length} row(s) rejected, so nothing was imported. Fix them and import the file again.`;
        return reply.status(422).send({ message, ...report });
      } catch (error) {
        if (error instanceof ImportFileError || error instanceof SyntaxError || (error as { code?: string }).code?.startsWith('CSV_')) {
          throw new HttpError(400, `The file cannot be read: ${(error as Error).message}`);
        }
        throw error;
      }
    },
  );
};
