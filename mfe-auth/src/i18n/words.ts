import { appWords, type Translate } from '@portal/shared/i18n/app-words';
import en from './messages/en.json';

/** mfe-auth's own words: English in its script, each other language a chunk fetched for its pages alone. */
export const authWords = appWords(en, (locale) => import(`./messages/${locale}.json`));

export type AuthWordKey = keyof typeof en;
export type AuthWords = Translate<AuthWordKey>;

/** How long the API's links work, which the pages tell the person (api/src/routes/auth.ts). */
export const VERIFICATION_LINK_HOURS = 24;
export const RESET_LINK_HOURS = 1;
