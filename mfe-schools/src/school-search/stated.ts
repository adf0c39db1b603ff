import type { SchoolsWords } from '../i18n/words.js';

/** A school's fact as its source gives it, or 'Not stated by the source' in the page's words, never a blank. */
export const stated = (value: string, words: SchoolsWords): string => value.trim() || words('notStatedBySource');
