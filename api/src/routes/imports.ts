import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { API_PATH } from '@portal/shared/rules';
import { failureOf, UnreadableImportError, type ImportJobs, type ImportStatus } from '../open-data/import-jobs.js';
import { requireRole, type Authenticate } from '../auth/guard.js';
import { HttpError } from '../errors.js';
import { apiText } from '../i18n/api-text.js';

const ImportParams = Type.Object({ dataset: Type.Union([Type.Literal('schools'), Type.Literal('policies')]) });
const ImportQuery = Type.Object(
  {
    /** When the file's facts were last checked against their sources; today by default. */
    reviewed: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}(-\\d{2})?$', description: 'YYYY-MM or YYYY-MM-DD' })),
  },
  { additionalProperties: false },
);
const JobParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'The id a `Prefer: respond-async` import answered' }) });

const Count = Type.Integer({ minimum: 0 });
const ImportReportSchema = Type.Object({
  dataset: Type.Union([Type.Literal('schools'), Type.Literal('policies')]),
  applied: Type.Boolean({ description: 'True only when every row was valid and the records were written, in one transaction' }),
  accepted: Count,
  rejected: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() })),
  mappings: Type.Array(Type.Object({ line: Type.Integer(), from: Type.String(), to: Type.String() })),
  created: Count,
  updated: Count,
  unchanged: Count,
});
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const ImportJobSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  dataset: Type.Union([Type.Literal('schools'), Type.Literal('policies')]),
  status: Type.Union(['queued', 'checking', 'writing', 'done', 'failed'].map((status) => Type.Literal(status as ImportStatus))),
  rows: Nullable(Count),
  checked: Count,
  to_write: Nullable(Count),
  written: Count,
  started_at: Type.String({ format: 'date-time' }),
  finished_at: Nullable(Type.String({ format: 'date-time' })),
  report: Nullable(ImportReportSchema),
  message: Nullable(Type.String()),
});

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/**
 * Admin-only import of a CSV or JSON file of schools or policies: answers with the import report when it
 * is done, or at once with its progress (202) when asked with `Prefer: respond-async`; the progress of
 * either can be read at `GET /imports/{id}` while it runs.
 */
export const importRoutes: FastifyPluginAsyncTypebox<{ imports: ImportJobs; authenticate: Authenticate }> = async (
  app,
  { imports, authenticate },
) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/imports/:dataset',
    {
      schema: {
        summary:
          'Admin only: import a CSV (text/csv) or JSON file of schools or policies; answers the import report, or 202 and its progress with Prefer: respond-async',
        params: ImportParams,
        querystring: ImportQuery,
        response: {
          200: ImportReportSchema,
          202: ImportJobSchema,
          422: Type.Composite([Type.Object({ message: Type.String() }), ImportReportSchema]),
        },
        description:
          'Without a Prefer header the answer waits for the import: 200 with the report, 422 with it when rows were rejected (nothing written), 400 when the file cannot be read. ' +
          'With `Prefer: respond-async` it is 202 at once with the import (`id`, `status`, rows checked, records written) and `Location: /api/v1/imports/{id}`, where its progress and finally its report are read.',
        bodies: {
          'text/csv': { type: 'string', description: 'A header row, then one row per record; # lines are comments (see the API README)' },
          'application/json': { description: 'A list of records, or { "records": [...] }' },
        },
      },
      bodyLimit: MAX_IMPORT_BYTES,
      preHandler: requireRole(authenticate, 'admin'),
    },
    async (request, reply) => {
      const isCsv = (request.headers['content-type'] ?? '').startsWith('text/csv');
      const { job, finished } = imports.start({
        dataset: request.params.dataset,
        format: isCsv ? 'csv' : 'json',
        text: isCsv ? String(request.body ?? '') : JSON.stringify(request.body ?? null),
        // Published with each record: an administrator by number, not by name or address.
        options: { importedBy: `Portal administrator no. ${request.actor!.id}`, reviewedAt: request.query.reviewed },
      });
      if (/\brespond-async\b/i.test(String(request.headers.prefer ?? ''))) {
        void finished.then(({ error }) => {
          if (error && !(error instanceof UnreadableImportError)) request.log.error({ err: error }, 'an import failed');
        });
        return reply
          .status(202)
          .header('location', `${API_PATH}/imports/${job.id}`)
          .header('preference-applied', 'respond-async')
          .send(job);
      }
      const { error } = await finished;
      if (error instanceof UnreadableImportError) throw new HttpError(400, 'importUnreadable', { detail: error.message });
      if (error) throw error;
      const report = job.report!;
      if (report.applied) return reply.status(200).send(report);
      const message = apiText(request, reply, 'importRowsRejected', { count: report.rejected.length });
      return reply.status(422).send({ message, ...report });
    },
  );

  app.get(
    '/imports/:id',
    {
      schema: {
        summary: "Admin only: an import's progress (rows checked, records written) and, once checked, its report",
        params: JobParams,
      },
      preHandler: requireRole(authenticate, 'admin'),
    },
    async (request, reply) => {
      const job = imports.get(request.params.id);
      if (!job) throw new HttpError(404, 'noSuchImport');
      const failure = failureOf(job);
      return failure ? { ...job, message: apiText(request, reply, failure.key, failure.values) } : job;
    },
  );
};
