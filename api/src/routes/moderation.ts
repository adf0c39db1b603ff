/**
 * Moderation (admin and moderator): the queue of reports, and the three decisions, after Ushahidi's
 * approve/verify split. Approve publishes a report, reject keeps it unpublished with a reason, verify
 * records that its facts were checked. Every decision is recorded with who made it and when.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ModerationQueueAnswer, ModerationReportAnswer, RejectBody, ReportStatus, RowId, type Decision } from '@portal/shared/contracts';
import { noStore, requireRole, type Authenticate } from '../auth/guard.js';
import type { DB } from '../db/database.js';
import { HttpError } from '../errors.js';
import type { MediaStore } from '../reports/media-store.js';
import { decide, findForModeration, findMedia, listForModeration, reportsDb, whoIs, type ReportsDB } from '../reports/report-repository.js';
import { MediaParams, sendMedia } from '../reports/send-media.js';

export interface ModerationOptions {
  db: DB;
  store: MediaStore;
  /** The accounts area's session lookup: this area never reads tokens itself. */
  authenticate: Authenticate;
}

const QUEUE_LIMIT = 200;

const ReportParams = Type.Object({ id: RowId() });
const QueueQuery = Type.Object({ status: Type.Union(ReportStatus.anyOf, { default: 'submitted' }) });
const OneReport = { 200: ModerationReportAnswer };

const ALREADY: Record<Decision, string> = {
  approved: 'This report is already approved.',
  rejected: 'This report is already rejected.',
  verified: 'This report is already verified, or it was rejected.',
};

export const moderationRoutes: FastifyPluginAsyncTypebox<ModerationOptions> = async (app, { db, store, authenticate }) => {
  const rdb: ReportsDB = reportsDb(db);

  // Every route here: a logged-in admin or moderator, whatever the page shows; no answer cached, from
  // before validation on, so even a malformed request's refusal is not.
  app.addHook('onRequest', noStore);
  app.addHook('preHandler', requireRole(authenticate, 'admin', 'moderator'));

  app.get('/moderation/reports', { schema: { querystring: QueueQuery, response: { 200: ModerationQueueAnswer } } }, async (request) => ({
    reports: await listForModeration(rdb, request.query.status, QUEUE_LIMIT),
  }));

  async function record(request: FastifyRequest, id: number, decision: Decision, reason: string | null) {
    const viewer = await whoIs(rdb, request.actor!.id);
    const done = await decide(rdb, id, decision, { id: viewer.id, name: `${viewer.firstname} ${viewer.lastname}`.trim() }, reason);
    const report = await findForModeration(rdb, id);
    if (!report) throw new HttpError(404, 'There is no such report.');
    if (!done) throw new HttpError(409, ALREADY[decision]);
    return { report };
  }

  app.post('/moderation/reports/:id/approve', { schema: { params: ReportParams, response: OneReport } }, (request) =>
    record(request, request.params.id, 'approved', null),
  );

  app.post('/moderation/reports/:id/verify', { schema: { params: ReportParams, response: OneReport } }, (request) =>
    record(request, request.params.id, 'verified', null),
  );

  app.post('/moderation/reports/:id/reject', { schema: { params: ReportParams, body: RejectBody, response: OneReport } }, (request) => {
    const reason = request.body.reason.trim();
    if (!reason) throw new HttpError(400, 'Give the reason for rejecting this report.');
    return record(request, request.params.id, 'rejected', reason);
  });

  app.get('/moderation/reports/:id/media/:mediaId', { schema: { params: MediaParams } }, async (request, reply) => {
    const media = await findMedia(rdb, request.params.id, request.params.mediaId, false);
    if (!media) throw new HttpError(404, 'There is no such file.');
    return sendMedia(request, reply, store, media, 'private');
  });
};
