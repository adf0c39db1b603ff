/**
 * The fields of `EveryFieldForm` (every-field-form.tsx), apart from React, so a browser test can name them
 * without loading the form.
 */

/** What a failed submit of `EveryFieldForm` says at the top and in its toast. */
export const ANSWER_EVERY_QUESTION = 'Answer every question';

/** Each field of `EveryFieldForm`: the id of its control, its label and its message when left empty. */
export const EVERY_FIELD = {
  text: { id: 'every-name', label: 'Full name', message: 'Enter your full name' },
  password: { id: 'every-password', label: 'Password', message: 'Enter a password' },
  select: { id: 'every-colour', label: 'Favourite colour', message: 'Choose a favourite colour' },
  file: { id: 'every-photo', label: 'photograph', message: 'Choose a photograph' },
  checkbox: { id: 'every-consent', label: 'I agree to the terms', message: 'Agree to the terms to go on' },
} as const;

export type FieldKind = keyof typeof EVERY_FIELD;
