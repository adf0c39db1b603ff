/**
 * The languages the portal speaks (issue 39): English, the source of every text, and Nigerian Pidgin,
 * Hausa, Yoruba and Igbo, the languages BBC World Service also publishes in for Nigeria. Each is named in
 * itself, as a language switcher names them, so a reader finds their own without reading English.
 */
export const LOCALES = ['en', 'pcm', 'ha', 'yo', 'ig'] as const;

export type Locale = (typeof LOCALES)[number];

/** The language of every catalogue's source text, and of any text a catalogue does not have yet. */
export const SOURCE_LOCALE = 'en' satisfies Locale;

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  pcm: 'Naijá',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Asụsụ Igbo',
};

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * The tag dates and numbers are formatted with. English is Nigeria's (`en-NG`: day before month, the
 * naira); another language is its own where this runtime's `Intl` has its data, and `en-NG` where it has
 * not, so a browser without Yoruba data still writes a Nigerian date. Node 20's ICU has all four; Debian's
 * Chromium 156 has their plural rules but no date or number data (it would write 'December 1, 2026').
 */
export function formattingLocale(locale: Locale): string {
  if (locale === 'en') return 'en-NG';
  return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en-NG';
}
