/**
 * The mails a reporter gets when a moderator decides on their eyewitness report or writes them a note
 * (issue 19), in the language of their account: what was decided, in plain words that match the process
 * (published after review; Verified only once its facts were checked, saying how), the moderator's own
 * words quoted as plain text, and a link to My reports. `actionMail` escapes everything for the HTML part,
 * so a reason cannot inject markup.
 */
import type { Locale } from '@portal/shared/i18n';
import { localizedAddress } from '@portal/shared/i18n/locale-path';
import { apiWords, type ApiMessageKey } from '../i18n/api-text.js';
import { actionMail, type Mail } from './mailer.js';

export type ReportMailKind = 'approved' | 'rejected' | 'verified' | 'note';

export interface ReportMailInput {
  to: string;
  firstname: string;
  /** The language of the reporter's account: the mail is written in it. */
  language: Locale;
  /** When the report was sent, to say which report this is about. */
  submittedAt: Date;
  comment: string;
  /** The reason, how the facts were checked, or the note. */
  text: string | null;
}

/** The page in the dashboard where the reporter follows their reports, in the language of their account. */
export const myReportsLink = (publicUrl: string, language: Locale) => publicUrl + localizedAddress(language, '/dashboard/my-reports');

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * A date as the catalogue's `mailDate` words it, in Nigeria's time: Nigeria keeps West Africa Time
 * (UTC+1) all year, the date the reader saw on their own clock.
 */
export function nigerianDate(words: ReturnType<typeof apiWords>, at: Date): string {
  const local = new Date(at.getTime() + 60 * 60 * 1000);
  return words('mailDate', { day: local.getUTCDate(), month: MONTHS[local.getUTCMonth()]!, year: local.getUTCFullYear() });
}

const EXCERPT_LENGTH = 100;
/** The report's first words on one line, so the reporter knows which report is meant. */
function excerpt(comment: string): string {
  const line = comment.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
}

/**
 * The mail about `kind` in the reporter's language, from the API's catalogue. The report's words and
 * the moderator's are inserted as they were written, never translated.
 */
export function reportMail(kind: ReportMailKind, input: ReportMailInput, publicUrl: string): Mail {
  const words = apiWords(input.language);
  const date = nigerianDate(words, input.submittedAt);
  const which = words('reportMailBegan', { excerpt: excerpt(input.comment) });
  const quoted = words('mailQuoted', { text: (input.text ?? '').trim() });
  const content: Record<ReportMailKind, { subject: ApiMessageKey; paragraphs: string[] }> = {
    approved: {
      subject: 'reportMailApprovedSubject',
      paragraphs: [words('reportMailApprovedText', { date }), which, words('reportMailApprovedMeaning')],
    },
    rejected: {
      subject: 'reportMailRejectedSubject',
      paragraphs: [words('reportMailRejectedText', { date }), quoted, which, words('reportMailRejectedNext')],
    },
    verified: {
      subject: 'reportMailVerifiedSubject',
      paragraphs: [words('reportMailVerifiedText', { date }), quoted, which],
    },
    note: {
      subject: 'reportMailNoteSubject',
      paragraphs: [words('reportMailNoteText', { date }), quoted, which, words('reportMailNoteKept')],
    },
  };
  const { subject, paragraphs } = content[kind];
  return actionMail(
    input.to,
    words(subject),
    words('mailGreetingNamed', { firstname: input.firstname }),
    paragraphs,
    { label: words('reportMailAction'), link: myReportsLink(publicUrl, input.language) },
    input.language,
  );
}
