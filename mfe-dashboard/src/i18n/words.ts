import { useContext } from 'react';
import { appWords, LocaleContext, type Translate } from '@portal/shared/i18n/app-words';
import type { Locale } from '@portal/shared/i18n';
import en from './messages/en.json';

/** mfe-dashboard's own words: English in its script, each other language a chunk fetched for its pages alone. */
export const dashboardWords = appWords(en, (locale) => import(`./messages/${locale}.json`));

export type DashboardWordKey = keyof typeof en;
export type DashboardWords = Translate<DashboardWordKey>;

/** The page's language, in a component (what `dashboardWords.useWords()` reads its words in). */
export const usePageLanguage = (): Locale => useContext(LocaleContext);
