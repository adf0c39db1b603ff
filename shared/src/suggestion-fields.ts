/**
 * What a reader may suggest a correction to (issue 36, item 7): the fields of a school and of a state's
 * policy record that a one-row import can change, and the columns of a suggested new school (those of
 * the sourced `schools.csv` that the import needs). Plain constants, so the dashboard's form, the school
 * page and the API's contract read the same lists.
 */

/** A school's fields, as the published record names them. */
export const SCHOOL_SUGGESTION_FIELDS = [
  'name',
  'type',
  'setting',
  'impairments',
  'location',
  'local_government',
  'desc',
  'website',
  'phone',
  'email',
] as const;
export type SchoolSuggestionField = (typeof SCHOOL_SUGGESTION_FIELDS)[number];

/** A state policy record's fields, as the published record names them. */
export const POLICY_SUGGESTION_FIELDS = ['law_status', 'law_name', 'law_year', 'agency', 'url', 'email', 'phone', 'address'] as const;
export type PolicySuggestionField = (typeof POLICY_SUGGESTION_FIELDS)[number];

/** A suggested new school: the columns of `schools.csv` the import reads (its source is the suggestion's). */
export const NEW_SCHOOL_COLUMNS = ['name', 'state', 'level', 'special_or_inclusive', 'impairments', 'town_or_lga'] as const;
export type NewSchoolColumn = (typeof NEW_SCHOOL_COLUMNS)[number];

/** What a suggestion is about. */
export const SUGGESTION_TARGETS = ['school', 'policy', 'new_school'] as const;

/** Where a suggestion stands: waiting for a moderator, accepted (the data changed), declined (nothing changed). */
export const SUGGESTION_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** The longest proposed value and note a suggestion may carry. */
export const SUGGESTION_VALUE_MAX_LENGTH = 5000;
export const SUGGESTION_NOTE_MAX_LENGTH = 2000;

/** The dashboard's suggestion form, which the public pages link to (mfe-dashboard owns the page). */
export const SUGGESTION_FORM_PATH = '/dashboard/suggestions/new';

/** The form for a correction to a school (`{ school: id }`) or a state's policy record (`{ state: id }`), or for a new school. */
export function suggestionFormHref(about: { school: number } | { state: number } | null = null): string {
  if (!about) return SUGGESTION_FORM_PATH;
  return 'school' in about ? `${SUGGESTION_FORM_PATH}?school=${about.school}` : `${SUGGESTION_FORM_PATH}?state=${about.state}`;
}
