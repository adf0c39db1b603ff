import { COMMENT_TYPES } from '../rules.js';
// By the package's name: the page's language's words, loaded once for every app on the page.
import type { SharedWordKey, SharedWords } from '@portal/shared/i18n/shared-words';

/** The kinds of report of spec §3.3 in words, in `COMMENT_TYPES`' order. */
const COMMENT_TYPE_WORDS: readonly SharedWordKey[] = [
  'commentTypeTestimonials',
  'commentTypeAccessibilityIssue',
  'commentTypeExperience',
  'commentTypeQuestion',
  'commentTypeContribute',
];

/**
 * Each kind of report: the value the server keeps and filters by (the spec's English, in every language),
 * and its words on the page. The dashboard's form and moderation and the public reports pages name them alike.
 */
export const commentTypeChoices = (words: SharedWords) =>
  COMMENT_TYPES.map((value, index) => ({ value: value as string, label: words(COMMENT_TYPE_WORDS[index]!) }));

/** A report's kind in words; a kind the portal no longer offers, as it was sent. */
export const commentTypeText = (type: string, words: SharedWords) =>
  commentTypeChoices(words).find((choice) => choice.value === type)?.label ?? type;
