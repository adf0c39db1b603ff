import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage } from './negotiate.js';

describe("the portal's language for a request's Accept-Language", () => {
  it.each([
    ['yo', 'yo'],
    ['yo-NG,en;q=0.5', 'yo'],
    ['en-US,en;q=0.9,ha;q=0.95', 'ha'],
    ['fr-FR, pcm;q=0.2', 'pcm'],
    ['ig, yo', 'ig'],
    [['ha;q=0.1', 'ig;q=0.7'], 'ig'],
  ])('%j → %s', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });

  it.each([undefined, '', 'fr', 'de-DE;q=1', '*', 'ha;q=0', ';;;=,q=x', 'a'.repeat(5000)])('English for %j', (header) => {
    expect(localeOfAcceptLanguage(header)).toBe('en');
  });
});
