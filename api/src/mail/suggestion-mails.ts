/**
 * The mail a reader gets when a moderator decides on their suggestion (issue 36, item 7), as a reporter
 * gets one about a report: what was decided, the moderator's reason quoted as plain text, and a link to
 * the page the suggestion was about (once accepted, it shows the change with its source).
 */
import { readableDate } from '@portal/shared/format';
import { actionMail, type Mail } from './mailer.js';

export type SuggestionMailKind = 'accepted' | 'declined';

export interface SuggestionMailInput {
  to: string;
  firstname: string;
  /** When the suggestion was made, to say which one this is about. */
  suggestedAt: Date;
  /** What was suggested, in a line: 'the website of Ikeja Junior Grammar School' or 'a new school, Sunshine School'. */
  about: string;
  value: string;
  /** The moderator's reason: required to decline, optional to accept. */
  reason: string | null;
  /** The page the suggestion is about (the school, the state), as a path. */
  page: string;
}

/** Nigeria keeps West Africa Time (UTC+1) all year: the date the reader saw on their own clock. */
const nigerianDate = (at: Date) => readableDate(new Date(at.getTime() + 60 * 60 * 1000).toISOString());
const quoted = (text: string) => `“${text.trim()}”`;

export function suggestionMail(kind: SuggestionMailKind, input: SuggestionMailInput, publicUrl: string): Mail {
  const which = `your suggestion of ${nigerianDate(input.suggestedAt)} about ${input.about}`;
  const proposed = input.value.trim() ? [`You proposed: ${quoted(input.value)}`] : [];
  const reason = input.reason?.trim() ? ['The moderator wrote:', quoted(input.reason)] : [];
  const content: Record<SuggestionMailKind, { subject: string; paragraphs: string[] }> = {
    accepted: {
      subject: 'Your suggestion was accepted',
      paragraphs: [
        `Thank you for ${which}. A moderator has checked it against the page you gave and changed the portal's data. The page now says that it was changed from a suggestion, with your source.`,
        ...proposed,
        ...reason,
      ],
    },
    declined: {
      subject: 'Your suggestion was not accepted',
      paragraphs: [`Thank you for ${which}. A moderator has checked it and did not change the portal's data.`, ...proposed, ...reason],
    },
  };
  const { subject, paragraphs } = content[kind];
  return actionMail(input.to, subject, `Hello ${input.firstname},`, paragraphs, {
    label: 'Open the page',
    link: `${publicUrl}${input.page}`,
  });
}
