import { lawStatusText, messages } from '@portal/shared';
import { fetchSuggestionRecord } from '../dashboard-api.js';
import type { PolicyRecord, School, SuggestionField } from '@portal/shared/contracts';
import { LAW_STATUSES } from '@portal/shared/rules';
import { accountMessages } from '@portal/shared/account-messages';

/** The form ('Suggest a correction' on a school's or a state's page, 'Suggest a school' on the schools pages). */
export { SUGGESTION_FORM_PATH } from '@portal/shared/suggestion-fields';
/** The moderators' queue, beside the reports' moderation. */
export const SUGGESTIONS_PATH = '/dashboard/suggestions';

/** What the form is about, from its address: `?school=12`, `?state=25`, or neither (a new school). */
export type SuggestionSubject = { target: 'school'; id: number } | { target: 'policy'; id: number } | { target: 'new_school' };

export function subjectFrom(search: string): SuggestionSubject {
  const params = new URLSearchParams(search);
  const id = (name: string) => {
    const text = params.get(name) ?? '';
    return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
  };
  const school = id('school');
  if (school !== null) return { target: 'school', id: school };
  const state = id('state');
  if (state !== null) return { target: 'policy', id: state };
  return { target: 'new_school' };
}

/** The record a correction is about, as published; null for a new school, or when there is none (404). */
export const fetchRecord = async (subject: SuggestionSubject, signal: AbortSignal): Promise<School | PolicyRecord | null> =>
  subject.target === 'new_school' ? null : fetchSuggestionRecord(subject.target, subject.id, signal);

/** Each field's name on the form. */
export const FIELD_LABELS: Record<SuggestionField, string> = {
  name: accountMessages.suggestionFieldName,
  type: accountMessages.suggestionFieldType,
  setting: messages.schoolSettingLabel,
  impairments: messages.schoolImpairmentsLabel,
  location: accountMessages.suggestionFieldLocation,
  local_government: messages.localGovernmentLabel,
  desc: accountMessages.suggestionFieldDescription,
  website: messages.schoolWebsiteLabel,
  phone: messages.phoneLabel,
  email: messages.emailAddressLabel,
  law_status: accountMessages.suggestionFieldLawStatus,
  law_name: accountMessages.suggestionFieldLawName,
  law_year: accountMessages.suggestionFieldLawYear,
  agency: accountMessages.suggestionFieldAgency,
  url: accountMessages.suggestionFieldUrl,
  address: accountMessages.suggestionFieldAddress,
};

/** The fields whose value is one of a few words: chosen from a list, each shown in words, sent as the word. */
export const VALUE_CHOICES: Partial<Record<SuggestionField, ReadonlyArray<{ value: string; label: string }>>> = {
  setting: [
    { value: 'special', label: messages.schoolSettingSpecial },
    { value: 'inclusive', label: messages.schoolSettingInclusive },
  ],
  law_status: LAW_STATUSES.map((status) => ({ value: status, label: lawStatusText(status) })),
};

/** A hint for the fields the import reads as lists of known words. */
export const VALUE_HINTS: Partial<Record<SuggestionField, string>> = {
  type: accountMessages.suggestionTypeHint,
  impairments: accountMessages.suggestionImpairmentsHint,
};

/** A field of a record as the API names it, as text ('' when empty; lists joined by '; '). */
export function valueOf(record: School | PolicyRecord, field: SuggestionField): string {
  const value = (record as unknown as Record<string, unknown>)[field];
  if (Array.isArray(value)) return value.join('; ');
  return value === null || value === undefined ? '' : String(value);
}
