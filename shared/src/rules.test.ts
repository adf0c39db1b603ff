import { describe, expect, it } from 'vitest';
import {
  hasSchoolCriteria,
  isEmail,
  isHttpUrl,
  isStrongPassword,
  PICKER_MEDIA_TYPES,
  rowIdFrom,
  schoolMatches,
  unmetPasswordRules,
  websiteUrl,
} from './rules.js';
import type { School } from './contracts/open-data.js';

describe('password rules', () => {
  it('accepts a password meeting all five rules', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
  });

  it('names each unmet rule', () => {
    expect(unmetPasswordRules('abc').map((r) => r.id)).toEqual(['length', 'uppercase', 'digit', 'special']);
    expect(unmetPasswordRules('ABCDEFG1!').map((r) => r.id)).toEqual(['lowercase']);
    expect(unmetPasswordRules('Abcdefg1').map((r) => r.id)).toEqual(['special']);
  });
});

describe('e-mail shape', () => {
  it.each([
    ['ada@example.ng', true],
    ['  ada@example.ng ', true],
    ['ada@example', false],
    ['ada example@x.ng', false],
    ['', false],
    ["o'brien+portal@mail.example.co.uk", true],
    ['chidi@ìgbò.ng', true],
    ['ada@xn--gb-8ia.ng', true],
    // One plain address only: no list, comment, display name, quote, angle bracket, control character or relay route.
    ['a,victim@x.test', false],
    ['a;b@x.test', false],
    ['a@x.test,victim@y.test', false],
    ['"A" <a@x.test>', false],
    ['<a@x.test>', false],
    ['"a"@x.test', false],
    ['a(comment)@x.test', false],
    ['a@x.test\r\nBcc: b@y.test', false],
    ['a@x.test\nb@y.test', false],
    ['a\u0000@x.test', false],
    ['victim%y.test@x.test', false],
    ['y.test!victim@x.test', false],
    ['a@@x.test', false],
    ['a..b@x.test', false],
    ['.a@x.test', false],
    ['a@-x.test', false],
    ['a@x..test', false],
    ['a@x.t', false],
    [`${'a'.repeat(65)}@x.test`, false],
    [`${'a'.repeat(64)}@x.test`, true],
  ])('%s → %s', (value, expected) => expect(isEmail(value)).toBe(expected));
});

describe("a record's id in an address", () => {
  it.each([
    ['25', 25],
    ['007', null],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
    ['99999999999', null],
    ['0', null],
    ['-1', null],
    ['1.0', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, id) => expect(rowIdFrom(text)).toBe(id));
});

describe('school search', () => {
  const school: Pick<School, 'name' | 'type' | 'impairments'> = {
    name: 'Pacelli School for the Blind',
    type: ['primary', 'special'],
    impairments: ['visual'],
  };

  it('matches a partial name regardless of case', () => {
    expect(schoolMatches(school, { name: 'pacELLI' })).toBe(true);
    expect(schoolMatches(school, { name: 'deaf' })).toBe(false);
  });

  it('matches a type exactly regardless of case', () => {
    expect(schoolMatches(school, { type: 'Special' })).toBe(true);
    expect(schoolMatches(school, { type: 'spec' })).toBe(false);
  });

  it('matches when either criterion holds (a union)', () => {
    expect(schoolMatches(school, { name: 'deaf', type: 'primary' })).toBe(true);
    expect(schoolMatches(school, { name: 'Pacelli', type: 'secondary' })).toBe(true);
    expect(schoolMatches(school, { name: 'deaf', type: 'secondary' })).toBe(false);
  });

  it('matches an impairment the school serves, joining the union', () => {
    expect(schoolMatches(school, { impairment: 'visual' })).toBe(true);
    expect(schoolMatches(school, { impairment: 'hearing' })).toBe(false);
    expect(schoolMatches(school, { name: 'deaf', type: 'secondary', impairment: 'visual' })).toBe(true);
    expect(hasSchoolCriteria({ name: '', type: '', impairment: 'hearing' })).toBe(true);
  });

  it('needs at least one criterion', () => {
    expect(hasSchoolCriteria({ name: '  ', type: '' })).toBe(false);
    expect(schoolMatches(school, {})).toBe(false);
    expect(hasSchoolCriteria({ type: 'nursery' })).toBe(true);
  });
});

describe('links and previews', () => {
  it('accepts only http and https links as video links', () => {
    expect(isHttpUrl('https://video.example/watch?v=1')).toBe(true);
    expect(isHttpUrl(' http://video.example/1 ')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://video.example/1')).toBe(false);
    expect(isHttpUrl('not a link')).toBe(false);
  });

  it('adds https:// to a website without a scheme', () => {
    expect(websiteUrl('www.school.ng')).toBe('https://www.school.ng');
    expect(websiteUrl('http://school.ng')).toBe('http://school.ng');
    expect(websiteUrl('')).toBe('');
  });
});

describe('media a report may carry', () => {
  it('offers JPG, PNG and GIF photographs and MP4, MOV and AVI videos in the file pickers', () => {
    expect(PICKER_MEDIA_TYPES.photograph).toEqual(['image/jpeg', 'image/png', 'image/gif']);
    expect(PICKER_MEDIA_TYPES.video).toEqual(['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/avi']);
  });
});
