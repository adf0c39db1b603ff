/**
 * Eyewitness reports (spec §3.3, §7) and their moderation: what `POST /eyewitness` answers, the public
 * list of approved reports, and the moderation queue with its decisions.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MEDIA_KINDS, REJECT_REASON_MAX_LENGTH } from '../rules.js';
import { literals } from './common.js';

const MediaKind = literals(MEDIA_KINDS);

export const ReportStatus = literals(['submitted', 'approved', 'rejected']);
export type ReportStatus = Static<typeof ReportStatus>;

/** Approve publishes, reject unpublishes with a reason, verify records that the facts were checked. */
export const Decision = literals(['approved', 'rejected', 'verified']);
export type Decision = Static<typeof Decision>;

/** `POST /eyewitness` (201): the report is in the moderation queue. */
export const ReportReceivedAnswer = Type.Object({
  message: Type.String(),
  report: Type.Object({ id: Type.Integer(), status: ReportStatus }),
});
export type ReportReceivedAnswer = Static<typeof ReportReceivedAnswer>;

/** What the public and the moderators both see of a report. */
const reportFields = {
  id: Type.Integer(),
  commentType: Type.String(),
  comment: Type.String(),
  videoUrl: Type.Union([Type.String(), Type.Null()]),
  /** A moderator checked its facts. */
  verified: Type.Boolean(),
};

/** An approved report as `GET /reports` publishes it: no e-mail address, and a name only when consented. */
export const PublicReport = Type.Object({
  ...reportFields,
  /** The reporter's first name, or null when they did not agree to show it. */
  name: Type.Union([Type.String(), Type.Null()]),
  publishedAt: Type.String(),
  media: Type.Array(Type.Object({ id: Type.Integer(), kind: MediaKind, contentType: Type.String(), url: Type.String() })),
});
export type PublicReport = Static<typeof PublicReport>;

export const ReportMedia = Type.Object({ id: Type.Integer(), kind: MediaKind, contentType: Type.String(), size: Type.Integer() });
export type ReportMedia = Static<typeof ReportMedia>;

export const DecisionRecord = Type.Object({
  decision: Decision,
  reason: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
  /** Who decided: the id is null once their account is gone; the name is kept. */
  by: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), name: Type.String() }),
});
export type DecisionRecord = Static<typeof DecisionRecord>;

/** A report as moderators see it: everything the reporter sent, and every decision taken on it. */
export const ModerationReport = Type.Object({
  ...reportFields,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  /** The reporter agreed that their first name is shown once the report is published. */
  showName: Type.Boolean(),
  status: ReportStatus,
  createdAt: Type.String(),
  media: Type.Array(ReportMedia),
  decisions: Type.Array(DecisionRecord),
});
export type ModerationReport = Static<typeof ModerationReport>;

/** `GET /moderation/reports?status=` */
export const ModerationQueueAnswer = Type.Object({ reports: Type.Array(ModerationReport) });
export type ModerationQueueAnswer = Static<typeof ModerationQueueAnswer>;

/** Approve, verify, reject: the report as it stands after the decision. */
export const ModerationReportAnswer = Type.Object({ report: ModerationReport });
export type ModerationReportAnswer = Static<typeof ModerationReportAnswer>;

export const RejectBody = Type.Object({ reason: Type.String({ maxLength: REJECT_REASON_MAX_LENGTH }) });
export type RejectBody = Static<typeof RejectBody>;
