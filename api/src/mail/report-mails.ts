/**
 * The mails a reporter gets when a moderator decides on their eyewitness report or writes them a note
 * (issue 19): what was decided, in plain words that match the process (published after review; Verified
 * only once its facts were checked, saying how), the moderator's own words quoted as plain text, and a
 * link to My reports. `actionMail` escapes everything for the HTML part, so a reason cannot inject markup.
 */
import { readableDate } from '@portal/shared/format';
import { actionMail, type Mail } from './mailer.js';

export type ReportMailKind = 'approved' | 'rejected' | 'verified' | 'note';

export interface ReportMailInput {
  to: string;
  firstname: string;
  /** When the report was sent, to say which report this is about. */
  submittedAt: Date;
  comment: string;
  /** The reason, how the facts were checked, or the note. */
  text: string | null;
}

/** The page in the dashboard where the reporter follows their reports. */
export const myReportsLink = (publicUrl: string) => `${publicUrl}/dashboard/my-reports`;

/** Nigeria keeps West Africa Time (UTC+1) all year: the date the reporter saw on their own clock. */
const nigerianDate = (at: Date) => readableDate(new Date(at.getTime() + 60 * 60 * 1000).toISOString());

const EXCERPT_LENGTH = 100;
/** The report's first words on one line, so the reporter knows which report is meant. */
function excerpt(comment: string): string {
  const line = comment.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
}

const quoted = (text: string | null) => `“${(text ?? '').trim()}”`;

export function reportMail(kind: ReportMailKind, input: ReportMailInput, publicUrl: string): Mail {
  const report = `your eyewitness report of ${nigerianDate(input.submittedAt)}`;
  const which = `Your report began: ${quoted(excerpt(input.comment))}`;
  const content: Record<ReportMailKind, { subject: string; paragraphs: string[] }> = {
    approved: {
      subject: 'Your eyewitness report is published',
      paragraphs: [
        `Thank you for ${report}. A moderator has reviewed it and published it on the portal, where anyone can now read it.`,
        which,
        'Published means it was reviewed before it appeared. It is marked Verified only if a moderator later checks its facts; we will tell you if that happens.',
      ],
    },
    rejected: {
      subject: 'Your eyewitness report was not published',
      paragraphs: [
        `Thank you for ${report}. A moderator has reviewed it and did not publish it. Their reason:`,
        quoted(input.text),
        which,
        'You can correct your report and send it again from My reports, or withdraw it.',
      ],
    },
    verified: {
      subject: 'Your eyewitness report is marked Verified',
      paragraphs: [
        `A moderator has checked the facts of ${report}, and it is now marked Verified on the portal. How they were checked:`,
        quoted(input.text),
        which,
      ],
    },
    note: {
      subject: 'A note about your eyewitness report',
      paragraphs: [
        `A moderator has written you a note about ${report}:`,
        quoted(input.text),
        which,
        'The note is also kept with your report in My reports.',
      ],
    },
  };
  const { subject, paragraphs } = content[kind];
  return actionMail(input.to, subject, `Hello ${input.firstname},`, paragraphs, {
    label: 'Open My reports',
    link: myReportsLink(publicUrl),
  });
}
