import { useMemo } from 'react';
import type { SuggestionField } from '@portal/shared/contracts';
import { schoolsWords, type SchoolsWordKey } from '../i18n/words.js';

/** A school's fields as its page names them: in the line of a change, and in the source of one. */
const FIELD_LABELS: Partial<Record<SuggestionField, SchoolsWordKey>> = {
  name: 'schoolNameLabel',
  type: 'schoolTypeLabel',
  setting: 'schoolSettingLabel',
  impairments: 'schoolImpairmentsLabel',
  location: 'schoolLocationLabel',
  local_government: 'localGovernmentLabel',
  desc: 'descriptionHeading',
  website: 'schoolWebsiteLabel',
  phone: 'phoneLabel',
  email: 'emailAddressLabel',
};

/** The labels of a school's fields, in the page's language. */
export function useSchoolFieldLabels(): Partial<Record<SuggestionField, string>> {
  const words = schoolsWords.useWords();
  return useMemo(() => Object.fromEntries(Object.entries(FIELD_LABELS).map(([field, key]) => [field, words(key)])), [words]);
}
