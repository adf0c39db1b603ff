import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, readableDate } from './format.js';

describe('number formatting', () => {
  it('uses US thousands separators', () => {
    expect(formatNumber(26910000)).toBe('26,910,000');
    expect(formatNumber(914940)).toBe('914,940');
    expect(formatNumber(0)).toBe('0');
  });

  it('shows negatives in parentheses', () => {
    expect(formatNumber(-1234)).toBe('(1,234)');
    expect(formatNumber(-0.5)).toBe('(0.5)');
  });

  it('formats shares as percentages', () => {
    expect(formatPercent(45.65)).toBe('45.65%');
  });

  it("writes every number as Intl.NumberFormat('en-US') does, without creating one", () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const values = [
      0,
      0.004,
      0.005,
      0.015,
      0.1,
      0.125,
      1.005,
      1.255,
      2.675,
      7,
      12.5,
      45.65,
      99.999,
      999,
      1000,
      1234.5678,
      26910000,
      123456789.987,
      2 ** 53,
      9.99e20,
      1e21,
      1.5e22,
    ];
    for (let i = 0; i < 2000; i++) values.push(Math.random() * 10 ** Math.floor(Math.random() * 12));
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('dates of sources and reviews', () => {
  it.each([
    ['2026-11-24', '24 November 2026'],
    ['2026-11-24T08:30:00.000Z', '24 November 2026'],
    ['2019-01', 'January 2019'],
    ['2011', '2011'],
    ['', ''],
    ['about 2015', 'about 2015'],
  ])('reads %s as %s', (value, readable) => {
    expect(readableDate(value)).toBe(readable);
  });
});
