import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { lawStatusDisplay, phoneList, splitFinding, telHref } from './policy.js';

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

describe('implementation status', () => {
  it.each([
    ['in_force', 'Passed', 'success', messages.statusPassed, messages.lawStatusInForce],
    ['bill_pending', 'Pending', 'warning', messages.statusPending, messages.lawStatusBillPending],
    ['passed_not_signed', 'Not specified', 'neutral', messages.statusUnknown, messages.lawStatusPassedNotSigned],
    ['no_law', 'Not specified', 'neutral', messages.statusUnknown, messages.lawStatusNoLaw],
    ['unknown', 'Not specified', 'neutral', messages.statusUnknown, messages.lawStatusUnknown],
    ['disputed', 'Not specified', 'neutral', messages.statusUnknown, messages.lawStatusDisputed],
  ] as const)("a law status of %s shows the %s badge, its text and the portal's label", (status, badge, tone, text, label) => {
    expect(lawStatusDisplay(status)).toEqual({ badge, tone, text, label });
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
