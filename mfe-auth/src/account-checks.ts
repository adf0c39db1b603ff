/** The account forms' checks of §5, each giving a problem for the form kit's error summary, or none. */
import { isEmail, NAME_MAX_LENGTH, unmetPasswordRules } from '@portal/shared';
import type { FieldProblem } from '@portal/shared/forms';
import { accountMessages, accountText } from '@portal/shared/account-messages';

/** What kind of rule a field broke: it decides which of the spec's texts heads the summary and the toast. */
export type ProblemKind = 'missing' | 'invalidEmail' | 'mismatch' | 'weak' | 'tooLong';

export interface Problem extends FieldProblem {
  kind: ProblemKind;
}

/** The order of §5: required fields first, then the e-mail shape, matching passwords, password rules. */
const ORDER: readonly ProblemKind[] = ['missing', 'invalidEmail', 'mismatch', 'weak', 'tooLong'];

const DEFAULT_INTROS: Partial<Record<ProblemKind, string>> = {
  invalidEmail: accountMessages.invalidEmail,
  mismatch: accountMessages.passwordsDoNotMatch,
  weak: accountMessages.fixPasswordIssues,
};

/**
 * The summary's first line (and the toast) for a set of problems: the spec's text for the first broken
 * rule in §5's order. `intros` gives each form's own wording for missing fields.
 */
export function introFor(problems: readonly Problem[], intros: Partial<Record<ProblemKind, string>>): string {
  const texts = { ...DEFAULT_INTROS, ...intros };
  const kind = ORDER.find((k) => problems.some((p) => p.kind === k))!;
  return texts[kind] ?? problems.find((p) => p.kind === kind)!.message;
}

type Check = Problem | undefined;

/** The server keeps names to NAME_MAX_LENGTH characters; saying so here keeps the person's typing from being lost. */
export function nameProblem(field: string, value: string, label: string): Check {
  const name = value.trim();
  if (!name) return { field, kind: 'missing', message: accountText('enterYour', { field: label }) };
  if (name.length > NAME_MAX_LENGTH) {
    return { field, kind: 'tooLong', message: accountText('nameTooLong', { field: label, max: NAME_MAX_LENGTH }) };
  }
  return undefined;
}

export function emailProblem(field: string, value: string): Check {
  if (!value.trim()) return { field, kind: 'missing', message: accountText('enterYour', { field: accountMessages.emailAddressField }) };
  if (!isEmail(value)) return { field, kind: 'invalidEmail', message: accountMessages.invalidEmail };
  return undefined;
}

export function requiredProblem(field: string, value: string, message: string): Check {
  return value ? undefined : { field, kind: 'missing', message };
}

const sentenceCase = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** 'a, b and c', in the portal's English. */
const rulesList = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** "Your password needs an uppercase letter and a number": the rules still unmet, in words. */
export function passwordNeeds(password: string): string {
  return accountText('passwordNeeds', { rules: rulesList.format(unmetPasswordRules(password).map((rule) => sentenceCase(rule.label))) });
}

/** §5: a new password meets every rule and its confirmation matches it. */
/** A new password and its confirmation, as typed. */
export interface NewPassword {
  password: string;
  confirm: string;
}

export function newPasswordProblems(ids: Record<keyof NewPassword, string>, { password, confirm }: NewPassword): Check[] {
  const passwordCheck: Check = !password
    ? { field: ids.password, kind: 'missing', message: accountMessages.enterNewPassword }
    : unmetPasswordRules(password).length > 0
      ? { field: ids.password, kind: 'weak', message: passwordNeeds(password) }
      : undefined;
  const confirmCheck: Check = !confirm
    ? { field: ids.confirm, kind: 'missing', message: accountMessages.confirmYourPassword }
    : password && confirm !== password
      ? { field: ids.confirm, kind: 'mismatch', message: accountMessages.passwordsDoNotMatch }
      : undefined;
  return [passwordCheck, confirmCheck];
}

/** The problems found, in the order of the fields on the page. */
export const found = (checks: readonly Check[]): Problem[] => checks.filter((check): check is Problem => check !== undefined);
