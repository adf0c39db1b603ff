// By the package's name: the one page-wide context and runtime (a shared singleton), as the apps' words use.
import { appWords, type Translate } from '@portal/shared/i18n/app-words';
import en from './messages/en.json';

/**
 * @portal/shared's own words (issue 39): those of the patterns every app shows alike, starting with the
 * law status words (law-status.ts), which the state page, the laws page and the map share. English is in
 * the package's script; each other language is a chunk fetched for its pages alone. A singleton of its own
 * (`@portal/shared/i18n/shared-words`), so the language a page loaded is loaded for every app on it;
 * `appLifecycles` and `serverEntry` load the page's language before any app renders.
 */
export const sharedWords = appWords(en, (locale) => import(`./messages/${locale}.json`));

export type SharedWordKey = keyof typeof en;
export type SharedWords = Translate<SharedWordKey>;
