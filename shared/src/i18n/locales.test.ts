import { afterEach, describe, expect, it, vi } from 'vitest';
import { formattingLocale } from './locales.js';
import { pageLocale } from './page-locale.js';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.lang = 'en';
});

describe('the locale dates and numbers are formatted in', () => {
  it("is the language's own where the runtime has its data (Node 20's ICU has all four)", () => {
    expect(['en', 'pcm', 'ha', 'yo', 'ig'].map((locale) => formattingLocale(locale as never))).toEqual(['en-NG', 'pcm', 'ha', 'yo', 'ig']);
  });

  it("is Nigeria's English where it has not: Debian's Chromium 156 formats no date in pcm, ha, yo or ig", () => {
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(formattingLocale('yo')).toBe('en-NG');
  });
});

describe("a page's language", () => {
  it("is its <html lang> where that is one of the portal's languages, else English", () => {
    document.documentElement.lang = 'pcm';
    expect(pageLocale()).toBe('pcm');
    document.documentElement.lang = 'en-GB';
    expect(pageLocale()).toBe('en');
    // A server render has no page.
    expect(pageLocale(null)).toBe('en');
  });
});
