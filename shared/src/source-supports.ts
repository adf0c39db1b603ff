/**
 * What a source is evidence for, when the portal says it in its own words: the import writes these words
 * into a source's `supports` (English, as the API publishes it), and so does an accepted suggestion; a page
 * reads them back to say them in its own language. Any other `supports` (a figure's name) is shown as it
 * was written.
 */
import type { SuggestionField } from './contracts/suggestions.js';

/** The facts of a state's policy record that one source can back, in the order they are named. */
export const POLICY_FACTS = ['lawStatus', 'lawName', 'year', 'agency'] as const;
export type PolicyFact = (typeof POLICY_FACTS)[number];

const FACT_WORDS: Record<PolicyFact, string> = { lawStatus: 'law status', lawName: 'law name', year: 'year', agency: 'agency' };

/** A policy source that backs none of the facts: the row only says the status is unknown. */
export const LAW_STATUS_NOT_CONFIRMED = 'Law status not confirmed';
/** A school's source backs the whole record. */
export const SCHOOL_SUPPORTS = 'The school, where it is and what it offers';

/**
 * Names listed as a sentence starts, in any language: all but the last joined by commas, the last by
 * `joinLast` ('{facts} and {last}'), the first letter a capital in `locale`.
 */
export function listOpening(names: readonly string[], joinLast: (facts: string, last: string) => string, locale = 'en'): string {
  const facts = names.slice(0, -1);
  const last = names.at(-1) ?? '';
  const phrase = facts.length ? joinLast(facts.join(', '), last) : last;
  return phrase.charAt(0).toLocaleUpperCase(locale) + phrase.slice(1);
}

/** The facts a policy source backs, in English: 'Law status, law name and year'. */
export function policySupports(facts: readonly PolicyFact[]): string {
  if (!facts.length) return LAW_STATUS_NOT_CONFIRMED;
  return listOpening(
    facts.map((fact) => FACT_WORDS[fact]),
    (names, last) => `${names} and ${last}`,
  );
}

/** The field a reader's accepted suggestion changed, as its source names it ('Website, from a reader's suggestion …'). */
const CORRECTED_FIELD_WORDS: Record<SuggestionField, string> = {
  name: 'Name',
  type: 'Type',
  setting: 'Special or inclusive',
  impairments: 'Impairments served',
  location: 'Location',
  local_government: 'Local government',
  desc: 'Description',
  website: 'Website',
  phone: 'Phone',
  email: 'Email address',
  law_status: 'Law status',
  law_name: 'Law name',
  law_year: 'Year',
  agency: 'Agency',
  url: 'Policy document',
  address: 'Address',
};

/** The source of a change a moderator accepted from a reader's suggestion: the page the reader gave, for this field. */
export const correctionSupports = (field: SuggestionField) =>
  `${CORRECTED_FIELD_WORDS[field]}, from a reader's suggestion accepted by a moderator`;

export type OwnSupports =
  { kind: 'facts'; facts: PolicyFact[] } | { kind: 'notConfirmed' } | { kind: 'school' } | { kind: 'correction'; field: SuggestionField };

// Every phrase the import or an accepted suggestion can write, by its lower-case form: data imported
// before the phrase began with a capital ('agency') is recognised too.
const OWN_PHRASES = new Map<string, OwnSupports>([
  [LAW_STATUS_NOT_CONFIRMED.toLowerCase(), { kind: 'notConfirmed' }],
  [SCHOOL_SUPPORTS.toLowerCase(), { kind: 'school' }],
  ...Array.from({ length: 2 ** POLICY_FACTS.length - 1 }, (_, index): [string, OwnSupports] => {
    const facts = POLICY_FACTS.filter((_fact, bit) => (index + 1) & (1 << bit));
    return [policySupports(facts).toLowerCase(), { kind: 'facts', facts }];
  }),
  ...Object.keys(CORRECTED_FIELD_WORDS).map((field): [string, OwnSupports] => [
    correctionSupports(field as SuggestionField).toLowerCase(),
    { kind: 'correction', field: field as SuggestionField },
  ]),
]);

/** The portal's own words `supports` holds, or null when it holds other words. */
export const ownSupports = (supports: string): OwnSupports | null => OWN_PHRASES.get(supports.trim().toLowerCase()) ?? null;
