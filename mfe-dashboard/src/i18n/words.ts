import { appWords, type Translate } from '@portal/shared/i18n/app-words';
import en from './messages/en.json';

/** mfe-dashboard's own words: English in its script, each other language a chunk fetched for its pages alone. */
export const dashboardWords = appWords(en, (locale) => import(`./messages/${locale}.json`));

export type DashboardWordKey = keyof typeof en;
export type DashboardWords = Translate<DashboardWordKey>;
