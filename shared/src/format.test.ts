import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from './format.js';

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

  it('shows nothing for a value that is not a number', () => {
    expect(formatNumber(Number.NaN)).toBe('');
  });
});
