/**
 * Moderation (admin and moderator): the queue of reports by status and state, and the decisions, after
 * Ushahidi's approve/verify split. Review takes a report from the queue; approve publishes it (published
 * after review); reject keeps it, or takes it, off the portal with a reason; verify records that its facts
 * were checked, and how. A note is written to the reporter. Every decision and note is an event in the
 * report's history with who and when, and every one but review e-mails the reporter.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ModerationQueueAnswer,
  ModerationQueueQuery,
  ModerationReportAnswer,
  NoteBody,
  RejectBody,
  ReportStatus,
  RowId,
  VerifyBody,
  type Decision,
  type ModerationReport,
} from '@portal/shared/contracts';
import { noStore, requireRole, type Authenticate } from '../auth/guard.js';
import type { DB } from '../db/database.js';
import { HttpError } from '../errors.js';
import type { ApiMessageKey } from '../i18n/api-text.js';
import { mailInBackground, type SendMail } from '../mail/mailer.js';
import { reportMail, type ReportMailKind } from '../mail/report-mails.js';
import type { MediaStore } from '../reports/media-store.js';
import {
  addNote,
  decide,
  findForModeration,
  listForModeration,
  medianHoursToDecision,
  reporterOf,
  reportsDb,
  whoIs,
  type Decider,
  type ReportsDB,
} from '../reports/report-repository.js';
import type { PublishedReportChanges } from '../reports/published-changes.js';
import { mediaRoutes } from '../reports/send-media.js';
import { refuseControlCharacters } from './eyewitness.js';
import type { PhoneReports } from '../channels/phone-reports.js';
import { oneSms, shortened } from '../channels/sms-text.js';
import { apiWords } from '../i18n/api-text.js';
import { localizedAddress } from '@portal/shared/i18n/locale-path';

export interface ModerationOptions {
  db: DB;
  store: MediaStore;
  /** The accounts area's session lookup: this area never reads tokens itself. */
  authenticate: Authenticate;
  /** Mail to reporters about decisions (SMTP or the outbox). */
  sendMail: SendMail;
  /** SMS to reporters who wrote from a phone (issue 40). */
  phoneReports: PhoneReports;
  /** The portal's address, for the link to My reports in those mails. */
  publicUrl: string;
  /** Told of each decision that changes what the public sees. */
  publishedChanges: PublishedReportChanges;
}

const QUEUE_LIMIT = 200;

const ReportParams = Type.Object({ id: RowId() });
/** The contract's query; without a status, the queue is what waits for a first look, as before. */
const QueueQuery = Type.Object({ ...ModerationQueueQuery.properties, status: Type.Union(ReportStatus.anyOf, { default: 'submitted' }) });
const OneReport = { 200: ModerationReportAnswer };

/** Why a decision no longer applies (409), from where the report stands now. */
function conflict(decision: Decision, report: ModerationReport): ApiMessageKey {
  if (report.status === 'withdrawn') return 'reporterWithdrewReport';
  switch (decision) {
    case 'under_review':
      return report.status === 'under_review' ? 'alreadyUnderReview' : 'onlySubmittedForReview';
    case 'approved':
      return report.status === 'approved' ? 'alreadyPublished' : 'notPublishedUntilResent';
    case 'rejected':
      return 'alreadyRejected';
    case 'verified':
      return report.verified ? 'alreadyVerified' : 'onlyPublishedVerified';
  }
}

/** Free text a moderator writes (a reason, how facts were checked, a note): trimmed, required, plain. */
function required(text: string, missing: ApiMessageKey): string {
  const trimmed = text.trim();
  if (!trimmed) throw new HttpError(400, missing);
  // Line breaks and tabs are fine in a reason; other control characters are not.
  refuseControlCharacters([trimmed]);
  return trimmed;
}

export const moderationRoutes: FastifyPluginAsyncTypebox<ModerationOptions> = async (
  app,
  { db, store, authenticate, sendMail, phoneReports, publicUrl, publishedChanges },
) => {
  const rdb: ReportsDB = reportsDb(db);
  const send = mailInBackground(app, sendMail);

  // Every route here: a logged-in admin or moderator, whatever the page shows; no answer cached, from
  // before validation on, so even a malformed request's refusal is not.
  app.addHook('onRequest', noStore);
  app.addHook('preHandler', requireRole(authenticate, 'admin', 'moderator'));

  app.get(
    '/moderation/reports',
    { schema: { summary: 'The moderation queue, by status and state', querystring: QueueQuery, response: { 200: ModerationQueueAnswer } } },
    async (request) => {
      const { status, state_id: stateId } = request.query;
      const reports = await listForModeration(rdb, { status, stateId }, QUEUE_LIMIT);
      // How long reporters wait is the administrators' measure of the service.
      return request.actor!.role === 'admin' ? { reports, medianHoursToDecision: await medianHoursToDecision(rdb) } : { reports };
    },
  );

  async function decider(request: FastifyRequest): Promise<Decider> {
    const viewer = await whoIs(rdb, request.actor!.id);
    return { id: viewer.id, name: `${viewer.firstname} ${viewer.lastname}`.trim() };
  }

  /**
   * Tells a reporter who wrote from a phone, in one SMS in the language they wrote in: that their report
   * is being reviewed, is published (with its address) or was not (with the reason, cut to fit).
   */
  async function textReporter(id: number, decision: Decision, text: string | null) {
    const sender = await phoneReports.senderOf(id);
    if (!sender || decision === 'verified') return;
    const words = apiWords(sender.language);
    const sms =
      decision === 'under_review'
        ? words('smsReviewed', { id })
        : decision === 'approved'
          ? words('smsPublished', { id, link: publicUrl + localizedAddress(sender.language, `/reports/${id}`) })
          : oneSms((room) => words('smsRejected', { id, reason: shortened(text ?? '', room) }));
    await phoneReports.reply({ to: sender.phone, gateway: sender.gateway, text: sms });
  }

  /** Tells the reporter, after the fact: a mail that cannot be sent is logged and changes nothing. */
  async function tellReporter(id: number, kind: ReportMailKind, text: string | null) {
    const reporter = await reporterOf(rdb, id);
    if (!reporter) return;
    send(
      reportMail(
        kind,
        {
          to: reporter.email,
          firstname: reporter.firstname,
          language: reporter.language,
          submittedAt: reporter.submittedAt,
          comment: reporter.comment,
          text,
        },
        publicUrl,
      ),
    );
  }

  async function record(request: FastifyRequest, id: number, decision: Decision, text: string | null) {
    const done = await decide(rdb, id, decision, await decider(request), text);
    const report = await findForModeration(rdb, id);
    if (!report) throw new HttpError(404, 'noSuchReport');
    if (!done) throw new HttpError(409, conflict(decision, report));
    // Taking a report for review changes nothing the public sees; every other decision may. A reporter
    // by phone has no My reports page to look at, so is told of the review too.
    if (decision !== 'under_review') {
      publishedChanges.record();
      await tellReporter(id, decision, text);
    }
    await textReporter(id, decision, text);
    return { report };
  }

  app.post(
    '/moderation/reports/:id/review',
    { schema: { summary: 'Take a submitted report for review', params: ReportParams, response: OneReport } },
    async (request) => record(request, request.params.id, 'under_review', null),
  );

  app.post(
    '/moderation/reports/:id/approve',
    { schema: { summary: 'Publish a report after review', params: ReportParams, response: OneReport } },
    async (request) => record(request, request.params.id, 'approved', null),
  );

  app.post(
    '/moderation/reports/:id/verify',
    {
      schema: {
        summary: 'Mark a published report verified, saying how its facts were checked',
        params: ReportParams,
        body: VerifyBody,
        response: OneReport,
      },
    },
    async (request) => record(request, request.params.id, 'verified', required(request.body.how, 'sayHowChecked')),
  );

  app.post(
    '/moderation/reports/:id/reject',
    { schema: { summary: 'Refuse or unpublish a report, with the reason', params: ReportParams, body: RejectBody, response: OneReport } },
    async (request) => record(request, request.params.id, 'rejected', required(request.body.reason, 'giveRejectionReason')),
  );

  app.post(
    '/moderation/reports/:id/notes',
    { schema: { summary: 'Write a note to the reporter', params: ReportParams, body: NoteBody, response: OneReport } },
    async (request) => {
      const note = required(request.body.note, 'writeNote');
      if (!(await addNote(rdb, request.params.id, await decider(request), note))) throw new HttpError(404, 'noSuchReport');
      await tellReporter(request.params.id, 'note', note);
      const report = await findForModeration(rdb, request.params.id);
      if (!report) throw new HttpError(404, 'noSuchReport');
      return { report };
    },
  );

  mediaRoutes(app, rdb, store, {
    prefix: '/moderation/reports',
    summary: 'A photograph or video of any report',
    scope: () => ({ published: false }),
    caching: 'private',
  });
};
