import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { DB } from '../db/database.js';
import type { OpenDataStore } from '../open-data/store.js';
import { ImportFileError, importRecords } from '../open-data/import.js';
import { requireRole, type Authenticate } from '../auth/guard.js';
import { HttpError } from '../errors.js';

const ImportParams = Type.Object({ dataset: Type.Union([Type.Literal('schools'), Type.Literal('policies')]) });
const ImportQuery = Type.Object(
  {
    /** When the file's facts were last checked against their sources; today by default. */
    reviewed: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}(-\\d{2})?$', description: 'YYYY-MM or YYYY-MM-DD' })),
  },
  { additionalProperties: false },
);

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** Admin-only import of a CSV or JSON file of schools or policies; answers with the import report. */
export const importRoutes: FastifyPluginAsyncTypebox<{ db: DB; store: OpenDataStore; authenticate: Authenticate }> = async (
  app,
  { db, store, authenticate },
) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/imports/:dataset',
    {
      schema: {
        summary: 'Admin only: import a CSV (text/csv) or JSON file of schools or policies; answers the import report',
        params: ImportParams,
        querystring: ImportQuery,
        bodies: {
          'text/csv': { type: 'string', description: 'A header row, then one row per record; # lines are comments (see the API README)' },
          'application/json': { description: 'A list of records, or { "records": [...] }' },
        },
      },
      bodyLimit: MAX_IMPORT_BYTES,
      preHandler: requireRole(authenticate, 'admin'),
    },
    async (request, reply) => {
      const { dataset } = request.params;
      const { query } = request;
      const isCsv = (request.headers['content-type'] ?? '').startsWith('text/csv');
      const body = request.body;
      const text = isCsv ? String(body ?? '') : JSON.stringify(body ?? null);
      // Published with each record: an administrator by number, not by name or address.
      const importedBy = `Portal administrator no. ${request.actor!.id}`;
      try {
        const report = await importRecords(db, store.data, {
          dataset,
          format: isCsv ? 'csv' : 'json',
          text,
          importedBy,
          reviewedAt: query.reviewed,
        });
        if (report.applied) {
          if (report.created + report.updated > 0) await store.reload();
          return report;
        }
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
