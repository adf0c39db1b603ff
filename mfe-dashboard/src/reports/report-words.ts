/** The words the dashboard shows for a report's place, status and history (`@portal/shared/contracts`, issue 19). */
import { t } from '@portal/shared';
import type { ReportEvent, ReportEventKind, ReportStatus } from '@portal/shared/contracts';
import { accountMessages, accountText, accountCountText, type AccountMessageKey } from '@portal/shared/account-messages';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** 'Ikeja, Lagos', 'Lagos', or null when the reporter gave no state. */
export function placeText(report: { state: string | null; lga: string | null }): string | null {
  if (!report.state) return null;
  return report.lga ? t('reportPlaceWithLga', { lga: report.lga, state: report.state }) : report.state;
}

/**
 * Where a report stands, in the reporter's words. A published report reads 'Verified' once its facts were
 * checked: that is the promise the intro page makes (issue 19, item 7).
 */
export function reporterStatus(report: { status: ReportStatus; verified: boolean }): string {
  const key: Record<ReportStatus, AccountMessageKey> = {
    submitted: 'myStatusSubmitted',
    under_review: 'myStatusUnderReview',
    approved: report.verified ? 'myStatusVerified' : 'myStatusPublished',
    rejected: 'myStatusNotPublished',
    withdrawn: 'myStatusWithdrawn',
  };
  return accountMessages[key[report.status]];
}

/** Where a report stands, in the moderation queue's words (its filter and each card). */
export const MODERATION_STATUS: Record<ReportStatus, string> = {
  submitted: accountMessages.statusAwaitingReview,
  under_review: accountMessages.moderationStatusUnderReview,
  approved: accountMessages.moderationStatusPublished,
  rejected: accountMessages.moderationStatusNotPublished,
  withdrawn: accountMessages.moderationStatusWithdrawn,
};

/** Who reads a history: the reporter is told what was decided, moderators also who decided. */
export type HistoryReader = 'reporter' | 'moderator';

const EVENT_WORDS: Record<ReportEventKind, AccountMessageKey> = {
  submitted: 'historySubmitted',
  resubmitted: 'historyResubmitted',
  under_review: 'historyUnderReview',
  approved: 'historyApproved',
  rejected: 'historyRejected',
  verified: 'historyVerified',
  note: 'historyNoteFromModerator',
  withdrawn: 'historyWithdrawn',
};

/** 'Not published', 'Note to the reporter': the event's name, before any words that go with it. */
export function eventName(kind: ReportEventKind, reader: HistoryReader): string {
  if (kind === 'note' && reader === 'moderator') return accountMessages.historyNoteToReporter;
  return accountMessages[EVENT_WORDS[kind]];
}

/** The history oldest first, whatever order it came in. */
export const inOrder = (history: readonly ReportEvent[]) => [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

/** The words of the latest event of `kind` (the reason of the last rejection, say), or null. */
export function latestText(history: readonly ReportEvent[], kind: ReportEventKind): string | null {
  return inOrder(history).findLast((event) => event.kind === kind)?.text ?? null;
}

/** 'less than an hour', '5 hours', '2.5 days': hours up to 48, days from then on. */
export function durationText(hours: number): string {
  const wholeHours = Math.round(hours);
  if (wholeHours < 1) return accountMessages.durationUnderHour;
  if (wholeHours < 48) return accountCountText(wholeHours, 'durationHoursOne', 'durationHoursMany');
  return accountText('durationDays', { n: Math.round((hours / 24) * 10) / 10 });
}
