import { isEmail, messages, unmetPasswordRules } from '@portal/shared';
import type { FieldProblem } from './use-form-errors.js';

/** What kind of rule a field broke: it decides which of the spec's texts heads the summary and the toast. */
export type ProblemKind = 'missing' | 'invalidEmail' | 'mismatch' | 'weak' | 'tooLong';

export interface Problem extends FieldProblem {
  kind: ProblemKind;
}

/** The order of §5: required fields first, then the e-mail shape, matching passwords, password rules. */
const ORDER: readonly ProblemKind[] = ['missing', 'invalidEmail', 'mismatch', 'weak', 'tooLong'];

const DEFAULT_INTROS: Partial<Record<ProblemKind, string>> = {
  invalidEmail: messages.invalidEmail,
  mismatch: messages.passwordsDoNotMatch,
  weak: messages.fixPasswordIssues,
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

/** The server keeps names to 100 characters; saying so here keeps the person's typing from being lost. */
export const NAME_MAX_LENGTH = 100;

export function nameProblem(field: string, value: string, label: string): Check {
  const name = value.trim();
  if (!name) return { field, kind: 'missing', message: `Enter your ${label}` };
  if (name.length > NAME_MAX_LENGTH) {
    return { field, kind: 'tooLong', message: `Your ${label} must be ${NAME_MAX_LENGTH} characters or fewer` };
  }
  return undefined;
}

export function emailProblem(field: string, value: string): Check {
  if (!value.trim()) return { field, kind: 'missing', message: 'Enter your email address' };
  if (!isEmail(value)) return { field, kind: 'invalidEmail', message: messages.invalidEmail };
  return undefined;
}

export function requiredProblem(field: string, value: string, message: string): Check {
  return value ? undefined : { field, kind: 'missing', message };
}

const sentenceCase = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "Your password needs an uppercase letter and a number": the rules still unmet, in words. */
export function passwordNeeds(password: string): string {
  const unmet = unmetPasswordRules(password).map((rule) => sentenceCase(rule.label));
  const list = unmet.length > 1 ? `${unmet.slice(0, -1).join(', ')} and ${unmet.at(-1)}` : unmet[0];
  return `Your password needs ${list}`;
}

/** §5: a new password meets every rule and its confirmation matches it. */
export function newPasswordProblems(ids: { password: string; confirm: string }, password: string, confirm: string): Check[] {
  const passwordCheck: Check = !password
    ? { field: ids.password, kind: 'missing', message: 'Enter a password' }
    : unmetPasswordRules(password).length > 0
      ? { field: ids.password, kind: 'weak', message: passwordNeeds(password) }
      : undefined;
  const confirmCheck: Check = !confirm
    ? { field: ids.confirm, kind: 'missing', message: 'Confirm your password' }
    : password && confirm !== password
      ? { field: ids.confirm, kind: 'mismatch', message: messages.passwordsDoNotMatch }
      : undefined;
  return [passwordCheck, confirmCheck];
}

/** The problems found, in the order of the fields on the page. */
export const found = (checks: readonly Check[]): Problem[] => checks.filter((check): check is Problem => check !== undefined);
