/**
 * The mail a reader gets when a moderator decides on their suggestion (issue 36, item 7), in the language
 * of their account, as a reporter gets one about a report: what was decided, the moderator's reason
 * quoted as plain text, and a link to the page the suggestion was about (once accepted, it shows the
 * change with its source).
 */
import type { Locale } from '@portal/shared/i18n';
import { localizedAddress } from '@portal/shared/i18n/locale-path';
import { apiWords } from '../i18n/api-text.js';
import { actionMail, type Mail } from './mailer.js';
import { nigerianDate } from './report-mails.js';

export type SuggestionMailKind = 'accepted' | 'declined';

/** What a suggestion was about: a field of a record (by its name), or a new school (by its name). */
export type SuggestionAbout = { field: string; record: string } | { newSchool: string };

export interface SuggestionMailInput {
  to: string;
  firstname: string;
  /** The language of the reader's account: the mail is written in it. */
  language: Locale;
  /** When the suggestion was made, to say which one this is about. */
  suggestedAt: Date;
  about: SuggestionAbout;
  value: string;
  /** The moderator's reason: required to decline, optional to accept. */
  reason: string | null;
  /** The page the suggestion is about (the school, the state), as a path: the link opens it in `language`. */
  page: string;
}

/**
 * The mail about the decision in the reader's language, from the API's catalogue. The names of schools
 * and states, the value proposed and the moderator's reason are inserted as written, never translated.
 */
export function suggestionMail(kind: SuggestionMailKind, input: SuggestionMailInput, publicUrl: string): Mail {
  const words = apiWords(input.language);
  const about =
    'newSchool' in input.about
      ? words('suggestionMailAboutNewSchool', { name: input.about.newSchool })
      : words('suggestionMailAboutField', { field: input.about.field, record: input.about.record });
  const which = { date: nigerianDate(words, input.suggestedAt), about };
  const proposed = input.value.trim() ? [words('suggestionMailProposed', { value: input.value.trim() })] : [];
  const reason = input.reason?.trim() ? [words('suggestionMailModeratorWrote'), words('mailQuoted', { text: input.reason.trim() })] : [];
  const content: Record<SuggestionMailKind, { subject: string; paragraphs: string[] }> = {
    accepted: {
      subject: words('suggestionMailAcceptedSubject'),
      paragraphs: [words('suggestionMailAcceptedText', which), ...proposed, ...reason],
    },
    declined: {
      subject: words('suggestionMailDeclinedSubject'),
      paragraphs: [words('suggestionMailDeclinedText', which), ...proposed, ...reason],
    },
  };
  const { subject, paragraphs } = content[kind];
  return actionMail(
    input.to,
    subject,
    words('mailGreetingNamed', { firstname: input.firstname }),
    paragraphs,
    { label: words('suggestionMailAction'), link: publicUrl + localizedAddress(input.language, input.page) },
    input.language,
  );
}
