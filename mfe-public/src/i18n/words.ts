import { appWordsInParts, type Translate } from '@portal/shared/i18n/app-words';
import type { Locale, MessageValues, SOURCE_LOCALE } from '@portal/shared/i18n';
import type { Confidence } from '@portal/shared/contracts';
import en from './messages/en.json';
import type { PublicWordPart } from './parts.js';

type TranslatedLocale = Exclude<Locale, typeof SOURCE_LOCALE>;

/**
 * Each part of each language's catalogue (i18n/parts.ts) is a chunk of its own. One `import()` a part:
 * webpack makes a chunk for each file an import's pattern matches, and a part's name must be written out
 * in it to reach the loader. English is whole in the script: no chunk of its parts.
 */
const IMPORT_PART = {
  frame: (locale) => import(/* webpackExclude: /en\.json$/ */ `./messages/${locale}.json?part=frame`),
  menu: (locale) => import(/* webpackExclude: /en\.json$/ */ `./messages/${locale}.json?part=menu`),
  home: (locale) => import(/* webpackExclude: /en\.json$/ */ `./messages/${locale}.json?part=home`),
  about: (locale) => import(/* webpackExclude: /en\.json$/ */ `./messages/${locale}.json?part=about`),
  statePolicy: (locale) => import(/* webpackExclude: /en\.json$/ */ `./messages/${locale}.json?part=statePolicy`),
  eyewitness: (locale) => import(/* webpackExclude: /en\.json$/ */ `./messages/${locale}.json?part=eyewitness`),
  report: (locale) => import(/* webpackExclude: /en\.json$/ */ `./messages/${locale}.json?part=report`),
  laws: (locale) => import(/* webpackExclude: /en\.json$/ */ `./messages/${locale}.json?part=laws`),
  figures: (locale) => import(/* webpackExclude: /en\.json$/ */ `./messages/${locale}.json?part=figures`),
  placeholder: (locale) => import(/* webpackExclude: /en\.json$/ */ `./messages/${locale}.json?part=placeholder`),
  head: (locale) => import(/* webpackExclude: /en\.json$/ */ `./messages/${locale}.json?part=head`),
} satisfies Record<PublicWordPart, (locale: TranslatedLocale) => Promise<{ default: Partial<typeof en> }>>;

/**
 * mfe-public's own words: English in its script, each other language fetched in parts, those of every
 * page (`frame`) as the app starts and a page's own with the page (pages.tsx).
 */
export const publicWords = appWordsInParts(en, 'frame', (locale, part: PublicWordPart) => IMPORT_PART[part](locale));

export type PublicWordKey = keyof typeof en;
export type PublicWords = Translate<PublicWordKey>;

/**
 * Whether a text of the data is the portal's own words, word for word: the English of `key` (with `values`),
 * which a page then says in its own language. Anything else is the data's, shown as written.
 */
export const isOwnWords = (text: string, key: PublicWordKey, values?: MessageValues) => text.trim() === publicWords.in('en')(key, values);

/** A source's confidence in the page's words. */
export const CONFIDENCE_WORDS: Record<Confidence, PublicWordKey> = {
  high: 'confidenceHigh',
  medium: 'confidenceMedium',
  low: 'confidenceLow',
};
