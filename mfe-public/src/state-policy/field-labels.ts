import type { SuggestionField } from '@portal/shared/contracts';
import { useWordsOf } from '@portal/shared/i18n/app-words';
import { publicWords, type PublicWordKey } from '../i18n/words.js';

/** A state record's fields as its pages name them: in the line of a change, and in the source of one. */
const FIELD_LABELS: Partial<Record<SuggestionField, PublicWordKey>> = {
  law_status: 'fieldStatus',
  law_name: 'lawNameLabel',
  law_year: 'lawYearLabel',
  agency: 'agencyLabel',
  url: 'policyDocumentLabel',
  email: 'emailAddressLabel',
  phone: 'phoneLabel',
  address: 'addressLabel',
};

/** The labels of a state record's fields, in the page's language. */
export const usePolicyFieldLabels = () => useWordsOf(publicWords, FIELD_LABELS);
