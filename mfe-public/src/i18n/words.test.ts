import { describe, expect, it } from 'vitest';
import type { Locale } from '@portal/shared/i18n';
import { placeKind } from '@portal/shared';
import { publicWords } from './words.js';

describe("mfe-public's words", () => {
  it("are fetched for the page's language, part by part, and are English until then", async () => {
    const title = (locale: Locale) => publicWords.in(locale)('statePolicyTitle', { state: 'Kano' });
    expect(title('yo')).toBe('Kano Disability Policy');
    await publicWords.loadPart('yo', 'statePolicy');
    expect(title('yo')).toBe('Ìlànà Kano fún àwọn aláàbọ̀ ara');
    expect(title('en')).toBe('Kano Disability Policy');
  });

  it('count in each language, and never call the Federal Capital Territory a state', async () => {
    const noData = (locale: Locale, state: string) => publicWords.in(locale)('noPolicyData', { state, place: placeKind(state) });
    await publicWords.loadPart('ha', 'statePolicy');
    expect(noData('en', 'Lagos')).toBe('No policy data available for Lagos state');
    expect(noData('en', 'FCT-Abuja')).toBe('No policy data available for FCT-Abuja');
    expect(noData('ha', 'Lagos')).toBe('Babu bayanan manufa na Jihar Lagos');
    expect(noData('ha', 'FCT-Abuja')).toBe('Babu bayanan manufa na FCT-Abuja');
    const count = (locale: Locale, n: number) => publicWords.in(locale)('stateReportsCount', { n, state: 'Kano' });
    expect([count('en', 1), count('en', 3)]).toEqual([
      '1 report from Kano has been published.',
      '3 reports from Kano have been published.',
    ]);
    expect([count('ha', 1), count('ha', 3)]).toEqual(['An wallafa rahoto 1 daga Kano.', 'An wallafa rahotanni 3 daga Kano.']);
  });
});
