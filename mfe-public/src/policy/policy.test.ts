import { describe, expect, it } from 'vitest';
import { phoneList, shownRanking, splitFinding, telHref } from './policy.js';

describe('key findings', () => {
  it('read "label: text", the label being the theme before the first colon', () => {
    expect(splitFinding('Education: inclusive schools: in every district.')).toEqual({
      label: 'Education',
      text: 'inclusive schools: in every district.',
    });
    expect(splitFinding('Social protection: a monthly stipend of 10,000 Naira.')).toEqual({
      label: 'Social protection',
      text: 'a monthly stipend of 10,000 Naira.',
    });
  });

  it('have no label when the line has no theme', () => {
    expect(splitFinding('A line without a theme')).toEqual({ label: null, text: 'A line without a theme' });
    expect(splitFinding(': starts with a colon')).toEqual({ label: null, text: ': starts with a colon' });
  });
});

describe('the ranking of the original portal', () => {
  it('is shown only where it fits among the 36 states and the FCT', () => {
    expect(shownRanking('10th')).toBe('10th');
    expect(shownRanking('37th')).toBe('37th');
    expect(shownRanking('38th')).toBeNull();
    expect(shownRanking('')).toBeNull();
  });
});

describe('phone lines', () => {
  it('come as a list from a list, a single value or several values in one string', () => {
    expect(phoneList(['0803 123 4567', ' ', '0805 765 4321'])).toEqual(['0803 123 4567', '0805 765 4321']);
    expect(phoneList('0803 123 4567')).toEqual(['0803 123 4567']);
    expect(phoneList('0803 123 4567, 0805 765 4321')).toEqual(['0803 123 4567', '0805 765 4321']);
    expect(phoneList('')).toEqual([]);
  });

  it('dial digits only', () => {
    expect(telHref('0803 123 4567')).toBe('tel:08031234567');
    expect(telHref('+234 (803) 123-4567')).toBe('tel:+2348031234567');
  });
});
