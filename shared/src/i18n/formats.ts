import { formatNumber, readableDate, writtenDate, type DateWords } from '../format.js';
import { SOURCE_LOCALE, type Locale } from './locales.js';

/** Numbers, shares and dates in a page's language. */
export interface Formats {
  number(value: number): string;
  /** A share such as 45.65 as '45.65%'. */
  percent(value: number): string;
  /** A date as precise as it was recorded ('2026-11-24', '2019-01', '2011'), as `readableDate` reads it. */
  date(value: string): string;
}

type TranslatedLocale = Exclude<Locale, typeof SOURCE_LOCALE>;

/**
 * Each language's month names and the order of a date's parts, as Unicode CLDR 48 writes them (what
 * `Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' })` gives in Node 20;
 * format.test.ts compares the two). Written out rather than asked of `Intl`: a browser without these
 * languages' date data (Debian's Chromium has none, see `formattingLocale`) would write another date than
 * the server did, and the page would not hydrate as rendered; and the first Intl formatter loads the
 * browser's locale data while the page starts.
 */
const DATES: Record<TranslatedLocale, DateWords> = {
  pcm: {
    day: '{day} {month} {year}',
    months: ['Jénúári', 'Fẹ́búári', 'Mach', 'Éprel', 'Mee', 'Jun', 'Julai', 'Ọgọst', 'Sẹptẹ́mba', 'Ọktóba', 'Nọvẹ́mba', 'Disẹ́mba'],
  },
  ha: {
    day: '{day} {month}, {year}',
    months: ['Janairu', 'Faburairu', 'Maris', 'Afirilu', 'Mayu', 'Yuni', 'Yuli', 'Agusta', 'Satumba', 'Oktoba', 'Nuwamba', 'Disamba'],
  },
  yo: {
    day: '{day} {month} {year}',
    months: [
      'Oṣù Ṣẹ́rẹ́',
      'Oṣù Èrèlè',
      'Oṣù Ẹrẹ̀nà',
      'Oṣù Ìgbé',
      'Oṣù Ẹ̀bibi',
      'Oṣù Òkúdu',
      'Oṣù Agẹmọ',
      'Oṣù Ògún',
      'Oṣù Owewe',
      'Oṣù Ọ̀wàrà',
      'Oṣù Bélú',
      'Oṣù Ọ̀pẹ̀',
    ],
  },
  ig: {
    day: '{day} {month} {year}',
    months: ['Jenụwarị', 'Febrụwarị', 'Maachị', 'Epreel', 'Mee', 'Jun', 'Julaị', 'Ọgọọst', 'Septemba', 'Ọktoba', 'Novemba', 'Disemba'],
  },
};

// The four languages write numbers as Nigerian English does (',' between thousands, '.' before decimals:
// CLDR's, checked in format.test.ts), so @portal/shared's own number format serves every language.
const percent = (value: number) => `${formatNumber(value)}%`;
const ENGLISH: Formats = { number: formatNumber, percent, date: readableDate };

/** The formats of `locale`. */
export function formatsIn(locale: Locale): Formats {
  if (locale === SOURCE_LOCALE) return ENGLISH;
  return { number: formatNumber, percent, date: (value) => writtenDate(value, DATES[locale]) };
}
