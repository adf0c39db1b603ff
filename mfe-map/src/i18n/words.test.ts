import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE, catalogueOf, type Locale } from '@portal/shared/i18n';
import { catalogueProblems, sourceCatalogueProblems } from '@portal/shared/i18n/catalogue-check';
import { placeKind } from '@portal/shared';
import en from './messages/en.json';
import { mapWords } from './words.js';

const TRANSLATED = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

describe("the map's words", () => {
  it('are in every language, with the same placeholders as the English and valid ICU syntax', async () => {
    expect(sourceCatalogueProblems(catalogueOf(en))).toEqual([]);
    for (const locale of TRANSLATED) {
      const translation = (await import(`./messages/${locale}.json`)) as { default: typeof en };
      expect({ locale, problems: catalogueProblems(catalogueOf(en), catalogueOf(translation.default)) }).toEqual({ locale, problems: [] });
    }
  });

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
