import { lawStatusText } from '@portal/shared';
import type { Locale } from '@portal/shared/i18n';
import { fetchSuggestionRecord } from '../dashboard-api.js';
import type { PolicyRecord, School, SuggestionField } from '@portal/shared/contracts';
import { LAW_STATUSES, rowIdFrom } from '@portal/shared/rules';
import type { DashboardWordKey, DashboardWords } from '../i18n/words.js';

/** The form ('Suggest a correction' on a school's or a state's page, 'Suggest a school' on the schools pages). */
export { SUGGESTION_FORM_PATH } from '@portal/shared/suggestion-fields';
/** The moderators' queue, beside the reports' moderation. */
export const SUGGESTIONS_PATH = '/dashboard/suggestions';

/** What the form is about, from its address: `?school=12`, `?state=25`, or neither (a new school). */
export type SuggestionSubject = { target: 'school'; id: number } | { target: 'policy'; id: number } | { target: 'new_school' };

/** An id no record can have ('0', 'abc', over 2^31−1, which the API refuses) is no subject: the form is for a new school. */
export function subjectFrom(search: string): SuggestionSubject {
  const params = new URLSearchParams(search);
  const school = rowIdFrom(params.get('school'));
  if (school !== null) return { target: 'school', id: school };
  const state = rowIdFrom(params.get('state'));
  if (state !== null) return { target: 'policy', id: state };
  return { target: 'new_school' };
}

/** The record a correction is about, as published; null for a new school, or when there is none (404). */
export const fetchRecord = async (subject: SuggestionSubject, signal: AbortSignal): Promise<School | PolicyRecord | null> =>
  subject.target === 'new_school' ? null : fetchSuggestionRecord(subject.target, subject.id, signal);

/** Each field's name on the form and on a suggestion's card. */
const FIELD_WORDS: Record<SuggestionField, DashboardWordKey> = {
  name: 'suggestionFieldName',
  type: 'suggestionFieldType',
  setting: 'schoolSettingLabel',
  impairments: 'schoolImpairmentsLabel',
  location: 'suggestionFieldLocation',
  local_government: 'localGovernmentLabel',
  desc: 'suggestionFieldDescription',
  website: 'schoolWebsiteLabel',
  phone: 'phoneLabel',
  email: 'emailAddressLabel',
  law_status: 'suggestionFieldLawStatus',
  law_name: 'suggestionFieldLawName',
  law_year: 'suggestionFieldLawYear',
  agency: 'suggestionFieldAgency',
  url: 'suggestionFieldUrl',
  address: 'suggestionFieldAddress',
};

export const fieldLabel = (field: SuggestionField, words: DashboardWords) => words(FIELD_WORDS[field]);

/** A school's setting, each in words, sent as its word. */
export const settingChoices = (words: DashboardWords) => [
  { value: 'special', label: words('schoolSettingSpecial') },
  { value: 'inclusive', label: words('schoolSettingInclusive') },
];

/**
 * The fields whose value is one of a few words: chosen from a list, each shown in the page's language
 * (a law status in @portal/shared's words), sent as the word.
 */
export function valueChoices(
  field: SuggestionField,
  words: DashboardWords,
  locale: Locale,
): ReadonlyArray<{ value: string; label: string }> | undefined {
  if (field === 'setting') return settingChoices(words);
  if (field === 'law_status') return LAW_STATUSES.map((status) => ({ value: status, label: lawStatusText(status, locale) }));
  return undefined;
}

/** A hint for the fields the import reads as lists of known words. */
export const VALUE_HINTS: Partial<Record<SuggestionField, DashboardWordKey>> = {
  type: 'suggestionTypeHint',
  impairments: 'suggestionImpairmentsHint',
};

/** A field of a record as the API names it, as text ('' when empty; lists joined by '; '). */
export function valueOf(record: School | PolicyRecord, field: SuggestionField): string {
  const value = (record as unknown as Record<string, unknown>)[field];
  if (Array.isArray(value)) return value.join('; ');
  return value === null || value === undefined ? '' : String(value);
}
