import { messages } from '@portal/shared/messages';
import { SCHOOL_TYPES } from '@portal/shared/rules';
import type { Option } from './option-select.component.js';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** §3.7: types are stored in lower case and shown capitalised ('Primary, Special'). */
export const typesText = (types: readonly string[]) => (types.length ? types.map(capitalise).join(', ') : messages.notStatedBySource);

/** The select's key for "no type": React Aria keys must not be empty. */
export const ANY_TYPE_KEY = 'any';

/** §9: Primary, Nursery, Secondary, Special, after the choice of any type. */
export const TYPE_OPTIONS: readonly Option[] = [
  { id: ANY_TYPE_KEY, name: messages.anyType },
  ...SCHOOL_TYPES.map((type) => ({ id: type, name: capitalise(type) })),
];
