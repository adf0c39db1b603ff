/** The words the dashboard shows for a report's place, status and history (its kind: @portal/shared/i18n/comment-types) (`@portal/shared/contracts`, issue 19). */
import { SOURCE_LOCALE, type Locale } from '@portal/shared/i18n';
import { formatsIn } from '@portal/shared/i18n/formats';
import type { ReportEvent, ReportEventKind, ReportMedia, ReportStatus } from '@portal/shared/contracts';
import type { DashboardWordKey, DashboardWords } from '../i18n/words.js';

const englishDateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const clockTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * When something happened, in the reader's time zone and the page's language: '1 Mar 2025, 09:00' in
 * English; in another language the day written out by @portal/shared's formats (the month's name in the
 * language, as every app writes a date) and the 24-hour time, joined as the catalogue says.
 */
export function formatDateTime(iso: string, locale: Locale, words: DashboardWords): string {
  const at = new Date(iso);
  if (locale === SOURCE_LOCALE) return englishDateTime.format(at);
  const day = `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
  return words('dateAtTime', { date: formatsIn(locale).date(day), time: clockTime.format(at) });
}

/** 'Ikeja, Lagos', 'Lagos', or null when the reporter gave no state. */
export function placeText(report: { state: string | null; lga: string | null }, words: DashboardWords): string | null {
  if (!report.state) return null;
  return report.lga ? words('reportPlaceWithLga', { lga: report.lga, state: report.state }) : report.state;
}

/**
 * Where a report stands, in the reporter's words. A published report reads 'Verified' once its facts were
 * checked: that is the promise the intro page makes (issue 19, item 7).
 */
export function reporterStatus(report: { status: ReportStatus; verified: boolean }, words: DashboardWords): string {
  const key: Record<ReportStatus, DashboardWordKey> = {
    submitted: 'myStatusSubmitted',
    under_review: 'myStatusUnderReview',
    approved: report.verified ? 'myStatusVerified' : 'myStatusPublished',
    rejected: 'myStatusNotPublished',
    withdrawn: 'myStatusWithdrawn',
  };
  return words(key[report.status]);
}

/** Where a report stands, in the moderation queue's words (its filter and each card), in the filter's order. */
export const MODERATION_STATUS: Readonly<Record<ReportStatus, DashboardWordKey>> = {
  submitted: 'statusAwaitingReview',
  under_review: 'moderationStatusUnderReview',
  approved: 'moderationStatusPublished',
  rejected: 'moderationStatusNotPublished',
  withdrawn: 'moderationStatusWithdrawn',
};

/** Who reads a history: the reporter is told what was decided, moderators also who decided. */
export type HistoryReader = 'reporter' | 'moderator';

const EVENT_WORDS: Record<ReportEventKind, DashboardWordKey> = {
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
export function eventName(kind: ReportEventKind, reader: HistoryReader, words: DashboardWords): string {
  if (kind === 'note' && reader === 'moderator') return words('historyNoteToReporter');
  return words(EVENT_WORDS[kind]);
}

/** The history oldest first, whatever order it came in. */
export const inOrder = (history: readonly ReportEvent[]) => [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

/** The words of the latest event of `kind` (the reason of the last rejection, say), or null. */
export function latestText(history: readonly ReportEvent[], kind: ReportEventKind): string | null {
  return inOrder(history).findLast((event) => event.kind === kind)?.text ?? null;
}

/** '2 photographs', '1 video'. */
export function mediaSummary(media: readonly ReportMedia[], words: DashboardWords): string {
  const photos = media.filter((item) => item.kind === 'photograph').length;
  return photos > 0 ? words('mediaPhotographs', { n: photos }) : words('mediaOneVideo');
}

/** 'less than an hour', '5 hours', '2.5 days': hours up to 48, days from then on. */
export function durationText(hours: number, words: DashboardWords): string {
  const wholeHours = Math.round(hours);
  if (wholeHours < 1) return words('durationUnderHour');
  if (wholeHours < 48) return words('durationHours', { n: wholeHours });
  return words('durationDays', { n: Math.round((hours / 24) * 10) / 10 });
}
