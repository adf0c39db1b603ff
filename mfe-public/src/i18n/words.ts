import { appWords, type Translate } from '@portal/shared/i18n/app-words';
import en from './messages/en.json';

/** mfe-public's own words: English in its script, each other language a chunk fetched for its pages alone. */
export const publicWords = appWords(en, (locale) => import(`./messages/${locale}.json`));

export type PublicWordKey = keyof typeof en;
export type PublicWords = Translate<PublicWordKey>;
