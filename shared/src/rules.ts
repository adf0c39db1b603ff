/**
 * Validation rules shared by the pages and the API, so the browser and the server can never disagree.
 * Pure functions with no browser or React dependency: the API imports this file directly.
 */
import type { School, SchoolType } from './types.js';

export const PASSWORD_MIN_LENGTH = 8;
/** "A special character from the set of common punctuation" (§5). */
export const PASSWORD_SPECIALS = `!@#$%^&*()_+-=[]{};':"\\|,.<>/?~\``;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'A number', test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: 'A special character (for example ! @ # $ %)',
    test: (p) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
];

/** The rules `password` does not yet meet (empty when it is strong enough). */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password));
}

export const isStrongPassword = (password: string) => unmetPasswordRules(password).length === 0;

/** A pragmatic shape check: something@something.tld, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.trim().length <= 254;
}

export interface SchoolQuery {
  name?: string;
  type?: string;
  /** One of IMPAIRMENTS: schools the source says serve learners with it. */
  impairment?: string;
}

/** True when at least one criterion is given (§5: Search and Reset are disabled otherwise). */
export function hasSchoolCriteria(query: SchoolQuery): boolean {
  return Boolean(query.name?.trim() || query.type?.trim() || query.impairment?.trim());
}

/**
 * The school search of §5: name partial and case-insensitive, type exact and case-insensitive, and a
 * school matches if it satisfies ANY criterion (a union). The impairment filter joins the union the same
 * way. With no criteria nothing matches.
 */
export function schoolMatches(school: Pick<School, 'name' | 'type' | 'impairments'>, query: SchoolQuery): boolean {
  const name = query.name?.trim().toLowerCase();
  const type = query.type?.trim().toLowerCase();
  const impairment = query.impairment?.trim().toLowerCase();
  const byName = Boolean(name) && school.name.toLowerCase().includes(name!);
  const byType = Boolean(type) && school.type.some((t: SchoolType) => t.toLowerCase() === type);
  const byImpairment = Boolean(impairment) && school.impairments.some((i) => i === impairment);
  return byName || byType || byImpairment;
}

/** Website links get `https://` when they have no scheme (§2.8). */
export function websiteUrl(website: string): string {
  const trimmed = website.trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export const POLICY_PREVIEW_LENGTH = 300;

/** The first 300 characters of a policy description (§2.6), and whether there is more. */
export function policyPreview(text: string, length = POLICY_PREVIEW_LENGTH): { preview: string; truncated: boolean } {
  return text.length > length ? { preview: `${text.slice(0, length)}…`, truncated: true } : { preview: text, truncated: false };
}
