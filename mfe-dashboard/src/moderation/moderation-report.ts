/** The moderation page's words for the statuses and decisions of a report (`@portal/shared/contracts`). */
import { messages } from '@portal/shared';
import type { Decision, ReportStatus } from '@portal/shared/contracts';

export const STATUS_LABELS: Record<ReportStatus, string> = {
  submitted: messages.statusAwaitingReview,
  approved: messages.statusApprovedPublic,
  rejected: messages.statusRejected,
};

export const DECISION_LABELS: Record<Decision, string> = {
  approved: messages.decisionApproved,
  rejected: messages.decisionRejected,
  verified: messages.decisionVerified,
};

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
