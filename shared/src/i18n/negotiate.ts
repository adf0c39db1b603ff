import Negotiator from 'negotiator';
import { LOCALES, SOURCE_LOCALE, type Locale } from './locales.js';

/**
 * The portal's language that best fits a request's `Accept-Language`, by its quality values and with a
 * region matching its language (`yo-NG` asks for `yo`); English when none fits, when the header is absent
 * or when it cannot be read. For servers: the browser sends its reader's languages with every request.
 */
export function localeOfAcceptLanguage(header: string | string[] | undefined): Locale {
  if (header === undefined) return SOURCE_LOCALE;
  const value = Array.isArray(header) ? header.join(',') : header;
  const chosen = new Negotiator({ headers: { 'accept-language': value } }).language([...LOCALES]);
  return (chosen as Locale | undefined) ?? SOURCE_LOCALE;
}
