import { useContext, type ReactNode } from 'react';
import { SOURCE_LOCALE } from './locales.js';
import { formatsIn, type Formats } from './formats.js';
import { pseudoLocaleOn } from './pseudo-locale.js';
import { LocaleContext } from '@portal/shared/i18n/app-words';

/**
 * The `lang` of data published in English (a law's or an agency's name, a source's title, a record's own
 * description) on a page in the page's language: 'en' on a page in another language, so a screen reader
 * reads it in an English voice; nothing on an English page, which is English already, unless it is
 * pseudo-localized (pseudo-locale.ts), whose test tells the data from the portal's words by this mark.
 */
export function useDataLang(): 'en' | undefined {
  return useContext(LocaleContext) === SOURCE_LOCALE && !pseudoLocaleOn() ? undefined : 'en';
}

/** Data as published in English, inside a sentence of the page's language: a span saying so where the page is not English. */
export function InEnglish({ children }: { children: ReactNode }) {
  const lang = useDataLang();
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}

/** In a component: numbers, shares and dates in its page's language. */
export const useFormats = (): Formats => formatsIn(useContext(LocaleContext));
