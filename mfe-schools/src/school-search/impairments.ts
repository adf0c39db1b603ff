import { IMPAIRMENTS } from '@portal/shared/rules';
import type { Impairment } from '@portal/shared/contracts';
import type { SchoolsWordKey, SchoolsWords } from '../i18n/words.js';
import type { Option } from './option-select.component.js';

/** Each impairment's words: the portal's, translated; the impairment itself (the API's value) stays as it is. */
const IMPAIRMENT_WORDS: Record<Impairment, SchoolsWordKey> = {
  visual: 'impairmentVisual',
  hearing: 'impairmentHearing',
  physical: 'impairmentPhysical',
  intellectual: 'impairmentIntellectual',
  multiple: 'impairmentMultiple',
};

/** The select's key for "no impairment": React Aria keys must not be empty. */
export const ANY_IMPAIRMENT_KEY = 'any';

/** The impairments a school can serve, in words, after the choice of any impairment. */
export const impairmentOptions = (words: SchoolsWords): Option[] => [
  { id: ANY_IMPAIRMENT_KEY, name: words('anyImpairment') },
  ...IMPAIRMENTS.map((impairment) => ({ id: impairment, name: words(IMPAIRMENT_WORDS[impairment]) })),
];

/** 'Visual (blind or partially sighted), Physical', or 'Not stated by the source' when the source names none. */
export const impairmentsText = (impairments: readonly Impairment[], words: SchoolsWords) =>
  impairments.length ? impairments.map((impairment) => words(IMPAIRMENT_WORDS[impairment])).join(', ') : words('notStatedBySource');
