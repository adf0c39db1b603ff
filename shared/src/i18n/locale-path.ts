import { LOCALES, SOURCE_LOCALE, isLocale, type Locale } from './locales.js';

/**
 * A page's language is the first part of its address: `/ha/states/1` is `/states/1` in Hausa, and English,
 * the source, has no prefix (`/states/1`). So a page's address alone says its language: a shared link, a
 * search result, a bookmark and a page without scripts all keep it, and each language of a page is a page
 * of its own for search engines (hreflang alternates).
 */
const PREFIXED = new RegExp(`^/(${LOCALES.filter((locale) => locale !== SOURCE_LOCALE).join('|')})(?=/|$)`);

/** A path's language and the page's path in every language: `/ha/states/1` is Hausa and `/states/1`; `/ha` is Hausa's home. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const prefix = PREFIXED.exec(pathname);
  if (!prefix) return { locale: SOURCE_LOCALE, path: pathname };
  return { locale: prefix[1] as Locale, path: pathname.slice(prefix[0].length) || '/' };
}

/** The path of a page without its language: what the apps' page tables match. */
export const pathWithoutLocale = (pathname: string): string => splitLocalePath(pathname).path;

/** An address's path, and its query and fragment. */
const pathAndRest = (address: string) => {
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(address) ?? [];
  return { path, rest };
};

/**
 * The address of the page at `address` (a path, with its query and fragment if any) in `locale`: `/ha/states/1`
 * for Hausa, `/states/1` for English, and Hausa's home is `/ha`. An address that already names a language,
 * or is not a path of this site (`https://…`, `mailto:`, `//host`, `#part`), is given back as it is.
 */

export function localizedAddress(locale: Locale, address: string): string {
  if (locale === SOURCE_LOCALE || !address.startsWith('/') || address.startsWith('//') || PREFIXED.test(address)) return address;
  const { path, rest } = pathAndRest(address);
  return `/${locale}${path === '/' ? '' : path}${rest}`;
}

/** The address of the page at `address` (which may name a language) in `locale`, keeping its query and fragment. */
export function addressInLocale(locale: Locale, address: string): string {
  const { path, rest } = pathAndRest(address);
  return localizedAddress(locale, pathWithoutLocale(path) + rest);
}

/**
 * The cookie that keeps the language a reader chose with the language switcher, for a year: a later visit
 * to an address without a language (a link to `/states/1`) opens that language's page. A reader who never
 * chose is given the language their browser asks for (`Accept-Language`).
 */
export const LANGUAGE_COOKIE = 'portal-language';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const CHOSEN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The language a `Cookie` header says the reader chose, if it names one of the portal's (read on every page asked for without one). */
export function chosenLocaleOf(cookieHeader: string | undefined): Locale | undefined {
  const value = CHOSEN.exec(cookieHeader ?? '')?.[1];
  return isLocale(value) ? value : undefined;
}

/**
 * Marks a link of the language switcher with the language it leads to: a press on it is the reader's
 * choice, which the shell's page script remembers (`LANGUAGE_COOKIE`) before the browser follows it.
 */
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice';
