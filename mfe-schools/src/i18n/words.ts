import { appWords, type Translate } from '@portal/shared/i18n/app-words';
import en from './messages/en.json';

/** mfe-schools' own words: English in its script, each other language a chunk fetched for its pages alone. */
export const schoolsWords = appWords(en, (locale) => import(`./messages/${locale}.json`));

export type SchoolsWordKey = keyof typeof en;
export type SchoolsWords = Translate<SchoolsWordKey>;
