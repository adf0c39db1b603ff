/** The account forms' checks of §5, each giving a problem for the form kit's error summary, or none. */
import { isEmail, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, unmetPasswordRules, type PasswordRule } from '@portal/shared';
import type { FieldProblem } from '@portal/shared/forms';
import type { AuthWordKey, AuthWords } from './i18n/words.js';

/** What kind of rule a field broke: it decides which of the spec's texts heads the summary and the toast. */
export type ProblemKind = 'missing' | 'invalidEmail' | 'mismatch' | 'weak' | 'tooLong';

export interface Problem extends FieldProblem {
  kind: ProblemKind;
}

/** The order of §5: required fields first, then the e-mail shape, matching passwords, password rules. */
const ORDER: readonly ProblemKind[] = ['missing', 'invalidEmail', 'mismatch', 'weak', 'tooLong'];

const DEFAULT_INTROS: Partial<Record<ProblemKind, AuthWordKey>> = {
  invalidEmail: 'invalidEmail',
  mismatch: 'passwordsDoNotMatch',
  weak: 'fixPasswordIssues',
};

/**
 * The summary's first line (and the toast) for a set of problems: the spec's text for the first broken
 * rule in §5's order. `intros` gives each form's own wording for missing fields.
 */
export function introFor(words: AuthWords, problems: readonly Problem[], intros: Partial<Record<ProblemKind, AuthWordKey>>): string {
  const texts = { ...DEFAULT_INTROS, ...intros };
  const kind = ORDER.find((k) => problems.some((p) => p.kind === k))!;
  const key = texts[kind];
  return key ? words(key) : problems.find((p) => p.kind === kind)!.message;
}

type Check = Problem | undefined;

/** A name's own words: asked for when empty, and its limit. */
export interface NameWords {
  missing: AuthWordKey;
  tooLong: AuthWordKey;
}
export const FIRST_NAME: NameWords = { missing: 'enterFirstName', tooLong: 'firstNameTooLong' };
export const LAST_NAME: NameWords = { missing: 'enterLastName', tooLong: 'lastNameTooLong' };

/** The server keeps names to NAME_MAX_LENGTH characters; saying so here keeps the person's typing from being lost. */
export function nameProblem(words: AuthWords, field: string, value: string, name: NameWords): Check {
  const trimmed = value.trim();
  if (!trimmed) return { field, kind: 'missing', message: words(name.missing) };
  if (trimmed.length > NAME_MAX_LENGTH) return { field, kind: 'tooLong', message: words(name.tooLong, { max: NAME_MAX_LENGTH }) };
  return undefined;
}

export function emailProblem(words: AuthWords, field: string, value: string): Check {
  if (!value.trim()) return { field, kind: 'missing', message: words('enterEmail') };
  if (!isEmail(value)) return { field, kind: 'invalidEmail', message: words('invalidEmail') };
  return undefined;
}

export function requiredProblem(field: string, value: string, message: string): Check {
  return value ? undefined : { field, kind: 'missing', message };
}

/** Each password rule of §5 in the page's language; the shortest length stays a number the text is given. */
const RULE_KEYS: Record<PasswordRule['id'], AuthWordKey> = {
  length: 'ruleLength',
  uppercase: 'ruleUppercase',
  lowercase: 'ruleLowercase',
  digit: 'ruleDigit',
  special: 'ruleSpecial',
};
export const ruleText = (words: AuthWords, rule: PasswordRule) => words(RULE_KEYS[rule.id], { n: PASSWORD_MIN_LENGTH });

const sentenceCase = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * 'a, b and c' in the page's language: the portal's English ('en-GB' lists), else the language's own list
 * where this runtime knows it, else the rules separated by commas (no English 'and' in another language).
 */
function listOf(locale: string, items: string[]): string {
  if (locale === 'en') return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items);
  if (Intl.ListFormat.supportedLocalesOf([locale]).length > 0) return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  return items.join(', ');
}

/** "Your password needs an uppercase letter and a number": the rules still unmet, in words. */
export function passwordNeeds(words: AuthWords, locale: string, password: string): string {
  const rules = unmetPasswordRules(password).map((rule) => sentenceCase(ruleText(words, rule)));
  return words('passwordNeeds', { rules: listOf(locale, rules) });
}

/** A new password and its confirmation, as typed. */
export interface NewPassword {
  password: string;
  confirm: string;
}

/** §5: a new password meets every rule and its confirmation matches it. */
export function newPasswordProblems(
  words: AuthWords,
  locale: string,
  ids: Record<keyof NewPassword, string>,
  { password, confirm }: NewPassword,
): Check[] {
  const passwordCheck: Check = !password
    ? { field: ids.password, kind: 'missing', message: words('enterNewPassword') }
    : unmetPasswordRules(password).length > 0
      ? { field: ids.password, kind: 'weak', message: passwordNeeds(words, locale, password) }
      : undefined;
  const confirmCheck: Check = !confirm
    ? { field: ids.confirm, kind: 'missing', message: words('confirmYourPassword') }
    : password && confirm !== password
      ? { field: ids.confirm, kind: 'mismatch', message: words('passwordsDoNotMatch') }
      : undefined;
  return [passwordCheck, confirmCheck];
}

/** The problems found, in the order of the fields on the page. */
export const found = (checks: readonly Check[]): Problem[] => checks.filter((check): check is Problem => check !== undefined);
