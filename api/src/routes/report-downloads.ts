/**
 * Published eyewitness reports as open data (issue 19): `GET /downloads/reports.csv` and `.json`. Each
 * published report with its place (state and local government area only), type, words, date, whether its
 * facts were checked and how, and the addresses of its media; never a name, an e-mail address or the
 * reporter's own description of the place. Reports change with every decision, so the file is read from
 * the database at each request, not from the open data's per-version cache.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReportRows, type PublicReport, type ReportRow } from '@portal/shared/contracts';
import type { DB } from '../db/database.js';
import { toCsv } from '../open-data/csv.js';
import { columnNames } from '../open-data/data-package.js';
import { listPublic, reportsDb } from '../reports/report-repository.js';

const COLUMNS = columnNames(ReportRows.columns);
const PAGE = 500;

/** Every published report, newest first. */
async function allPublished(db: DB): Promise<PublicReport[]> {
  const rdb = reportsDb(db);
  const all: PublicReport[] = [];
  for (let page = 1; ; page++) {
    const { reports, total } = await listPublic(rdb, { page, perPage: PAGE });
    all.push(...reports);
    if (reports.length === 0 || all.length >= total) return all;
  }
}

/** A report as a row of the download: the column names are the open data's snake_case. */
const rowOf = (report: PublicReport, publicUrl: string): ReportRow => ({
  id: report.id,
  state_id: report.stateId,
  state: report.state,
  lga: report.lga,
  comment_type: report.commentType,
  comment: report.comment,
  published_at: report.publishedAt,
  verified: report.verified,
  verified_how: report.verifiedHow,
  video_url: report.videoUrl,
  media: report.media.map((media) => new URL(media.url, publicUrl).href),
});

export const reportDownloadRoutes: FastifyPluginAsyncTypebox<{ db: DB; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.addHook('onSend', async (_request, reply) => {
    // Open data, like the other downloads: any site may read it.
    reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'no-cache');
  });

  app.get(
    '/downloads/reports.csv',
    { schema: { summary: `The published eyewitness reports as CSV (RFC 4180, header first): ${COLUMNS.join(', ')}` } },
    async (_request, reply) => {
      const rows = (await allPublished(db)).map((report) => rowOf(report, publicUrl));
      reply.type('text/csv; charset=utf-8; header=present').header('Content-Disposition', 'attachment; filename="reports.csv"');
      return toCsv(COLUMNS, rows);
    },
  );

  app.get(
    '/downloads/reports.json',
    { schema: { summary: 'The published eyewitness reports as JSON, with the same fields as the CSV' } },
    async (_request, reply) => {
      const records = (await allPublished(db)).map((report) => rowOf(report, publicUrl));
      reply.header('Content-Disposition', 'attachment; filename="reports.json"');
      return {
        dataset: 'reports',
        title: 'Published eyewitness reports',
        notes: 'Reports published after a moderator reviewed them; verified is true only where a moderator checked the facts.',
        records,
      };
    },
  );
};
