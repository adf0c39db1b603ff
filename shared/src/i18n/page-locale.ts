import { SOURCE_LOCALE, isLocale, type Locale } from './locales.js';

/**
 * The language of the page a script runs in, as its `<html lang>` says (the server sets it for the page's
 * address); English where it names none of the portal's languages, and in a server render, which has no
 * page (its language is the render's, `ServerRenderRequest.locale`).
 */
export const pageLocale = (doc: Document | null = globalThis.document ?? null): Locale => {
  const lang = doc?.documentElement.lang;
  return isLocale(lang) ? lang : SOURCE_LOCALE;
};
