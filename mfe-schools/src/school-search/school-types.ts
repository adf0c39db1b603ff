import { SCHOOL_TYPES } from '@portal/shared/rules';
import type { SchoolType } from '@portal/shared/contracts';
import type { SchoolsWordKey, SchoolsWords } from '../i18n/words.js';
import type { Option } from './option-select.component.js';

/** Each type's word: the portal's, translated; the type itself (the API's value) stays as it is. */
const TYPE_WORDS: Record<SchoolType, SchoolsWordKey> = {
  primary: 'typePrimary',
  nursery: 'typeNursery',
  secondary: 'typeSecondary',
  special: 'typeSpecial',
};

/** §3.7: a school's types in words, capitalised in English ('Primary, Special'), or 'Not stated by the source'. */
export const typesText = (types: readonly SchoolType[], words: SchoolsWords) =>
  types.length ? types.map((type) => words(TYPE_WORDS[type])).join(', ') : words('notStatedBySource');

/** The select's key for "no type": React Aria keys must not be empty. */
export const ANY_TYPE_KEY = 'any';

/** §9: Primary, Nursery, Secondary, Special, after the choice of any type; each option's id is the type the API takes. */
export const typeOptions = (words: SchoolsWords): Option[] => [
  { id: ANY_TYPE_KEY, name: words('anyType') },
  ...SCHOOL_TYPES.map((type) => ({ id: type, name: words(TYPE_WORDS[type]) })),
];
