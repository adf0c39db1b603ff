import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@portal/shared/i18n';
import { placeKind } from '@portal/shared';
import { mapWords } from './words.js';

describe("the map's words", () => {
  it("are fetched for the page's language, and are English until then", async () => {
    const words = (locale: Locale) => mapWords.in(locale)('mapOfState', { state: 'Kano', place: placeKind('Kano') });
    expect(words('ha')).toBe('Map of Kano State');
    await mapWords.load('ha');
    expect(words('ha')).toBe('Taswirar Jihar Kano');
    expect(words('en')).toBe('Map of Kano State');
  });

  it("never call the Federal Capital Territory a state, in any language, as '{state} State' would", async () => {
    const title = (locale: Locale, state: string) => mapWords.in(locale)('mapTooltipTitle', { state, place: placeKind(state) });
    for (const locale of LOCALES) {
      await mapWords.load(locale);
      expect(title(locale, 'FCT-Abuja')).toBe('FCT-Abuja');
      expect(title(locale, 'Federal Capital Territory')).toBe('Federal Capital Territory');
    }
    expect(['en', 'pcm', 'ha', 'yo', 'ig'].map((locale) => title(locale as Locale, 'Lagos'))).toEqual([
      'Lagos State',
      'Lagos State',
      'Jihar Lagos',
      'Ìpínlẹ̀ Lagos',
      'Steeti Lagos',
    ]);
  });
});
