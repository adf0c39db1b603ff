import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '@portal/shared/i18n';
import { formatsIn } from './formats.js';

const TRANSLATED = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

describe("numbers and dates in the page's language", () => {
  it('are @portal/shared’s own in English', () => {
    const en = formatsIn('en');
    expect([en.number(26_910_000), en.percent(45.65), en.date('2025-03-14'), en.date('2019-01'), en.date('2011')]).toEqual([
      '26,910,000',
      '45.65%',
      '14 March 2025',
      'January 2019',
      '2011',
    ]);
  });

  it('name the month in the language, as precise as the date was recorded, whatever the time zone', () => {
    const ha = formatsIn('ha');
    expect(ha.date('2025-03-14T23:30:00Z')).toBe('14 Maris, 2025');
    expect(ha.date('2019-01')).toBe('Janairu 2019');
    expect(ha.date('2011')).toBe('2011');
    expect(ha.date('not a date')).toBe('not a date');
    expect(formatsIn('yo').date('2025-03-14')).toBe('14 Oṣù Ẹrẹ̀nà 2025');
  });

  it("write what CLDR writes for each language (Node's Intl), so the server and every browser agree", () => {
    for (const locale of TRANSLATED) {
      const formats = formatsIn(locale);
      const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
      for (let m = 1; m <= 12; m++) {
        const iso = `2026-${String(m).padStart(2, '0')}-07`;
        expect({ locale, date: formats.date(iso) }).toEqual({ locale, date: day.format(new Date(`${iso}T00:00:00Z`)) });
        expect({ locale, month: formats.date(iso.slice(0, 7)) }).toEqual({ locale, month: month.format(new Date(`${iso}T00:00:00Z`)) });
      }
      const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
      for (const value of [26_910_000, 45.65, 0.5, 1234.567])
        expect({ locale, n: formats.number(value) }).toEqual({ locale, n: numbers.format(value) });
    }
  });
});
