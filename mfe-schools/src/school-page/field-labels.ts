import type { SuggestionField } from '@portal/shared/contracts';
import { useWordsOf } from '@portal/shared/i18n/app-words';
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
export const useSchoolFieldLabels = () => useWordsOf(schoolsWords, FIELD_LABELS);
