import { describe, expect, it } from 'vitest';
import { formatsIn } from './format.js';

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
    expect(ha.date('2019-01')).toMatch(/2019/);
    expect(ha.date('2011')).toBe('2011');
    expect(ha.date('not a date')).toBe('not a date');
    expect(formatsIn('yo').date('2025-03-14')).toBe('14 Oṣù Ẹrẹ̀nà 2025');
    expect(formatsIn('pcm').number(26_910_000)).toBe('26,910,000');
  });
});
