import { useContext } from 'react';
import { formatNumber, readableDate } from '@portal/shared';
import { SOURCE_LOCALE, formattingLocale, type Locale } from '@portal/shared/i18n';
import { LocaleContext } from '@portal/shared/i18n/app-words';

/** Numbers, shares and dates in a page's language. */
export interface Formats {
  number(value: number): string;
  /** A share such as 45.65 as '45.65%'. */
  percent(value: number): string;
  /** A date as precise as it was recorded ('2026-11-24', '2019-01', '2011'), as `readableDate` reads it. */
  date(value: string): string;
}

const DATE_PARTS = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:$|T)/;

function formatsOf(locale: Locale): Formats {
  // English keeps @portal/shared's own formats, which load no locale data while the home page starts.
  if (locale === SOURCE_LOCALE) return { number: formatNumber, percent: (value) => `${formatNumber(value)}%`, date: readableDate };
  const tag = formattingLocale(locale);
  const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  // In UTC, so that the visitor's time zone never moves a date by a day.
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const number = (value: number) => (Number.isFinite(value) ? numbers.format(value) : '');
  return {
    number,
    percent: (value) => `${number(value)}%`,
    date(value) {
      const match = DATE_PARTS.exec(value.trim());
      if (!match) return value.trim();
      const [, year, monthNumber, dayNumber] = match;
      if (!monthNumber || Number(monthNumber) < 1 || Number(monthNumber) > 12) return year!;
      const at = new Date(Date.UTC(Number(year), Number(monthNumber) - 1, dayNumber ? Number(dayNumber) : 1));
      return (dayNumber ? day : month).format(at);
    },
  };
}

const cache = new Map<Locale, Formats>();

/** The formats of `locale` (`formattingLocale`: its own where the runtime has its data, else Nigerian English). */
export function formatsIn(locale: Locale): Formats {
  let formats = cache.get(locale);
  if (!formats) cache.set(locale, (formats = formatsOf(locale)));
  return formats;
}

/** In a component: the formats of its page's language. */
export const useFormats = (): Formats => formatsIn(useContext(LocaleContext));
