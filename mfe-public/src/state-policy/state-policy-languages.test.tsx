import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LocaleContext } from '@portal/shared/i18n/app-words';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { renderFresh } from '@portal/shared/testing';
import type { Locale } from '@portal/shared/i18n';
import { StatePolicyPage } from './state-policy.page.js';
import { publicWords } from '../i18n/words.js';
import { loadPageWords } from '../pages.js';
import { LAGOS_AGENCY, LAGOS_LAW, stateNamed, stubApi, watchBus } from '../test-support/fixtures.js';

watchBus();

beforeAll(() => Promise.all([loadPageWords('/ha/states/1', 'ha'), sharedWords.load('ha')]));

/** A state's page in `locale`, as its app's root renders it once the page's words are loaded. */
async function openPolicyIn(locale: Locale, state: string) {
  stubApi({});
  renderFresh(
    <LocaleContext.Provider value={locale}>
      <StatePolicyPage id={String(stateNamed(state).id)} />
    </LocaleContext.Provider>,
  );
  return screen.findByRole('heading', { level: 1, name: publicWords.in(locale)('statePolicyTitle', { state }) });
}

describe('the state policy page in another language', () => {
  it('is in Hausa: its title, headings and status words, with the law and agency as published, marked English', async () => {
    const title = await openPolicyIn('ha', 'Lagos');
    expect(title.textContent).toBe('Manufofin nakasa na Lagos');
    const status = screen.getByRole('region', { name: 'Matsayin aiwatarwa' });
    expect(within(status).getByText('Doka tana aiki').className).toContain('badge--success');
    expect(within(status).getByText('An zartar da wannan manufa kuma tana aiki a yanzu.')).toBeTruthy();
    const law = within(status).getByText(LAGOS_LAW);
    expect(law.getAttribute('lang')).toBe('en');
    expect(within(status).getByText(LAGOS_AGENCY).getAttribute('lang')).toBe('en');
    // The sentences around the facts are Hausa; the names inside them stay English, and say so.
    const overview = screen.getByRole('region', { name: 'Taƙaitaccen bayani' });
    expect(overview.textContent).toContain(`Dokar ita ce ${LAGOS_LAW}, kamar yadda`);
    expect([...overview.querySelectorAll('[lang="en"]')].map((element) => element.textContent)).toEqual(
      expect.arrayContaining([LAGOS_LAW, LAGOS_AGENCY, 'Lagos State Government']),
    );
    // The sources' titles and quotes are as published.
    const sources = screen.getByRole('region', { name: 'Majiyoyi' });
    expect(within(sources).getByText("Lagos State Special People's Law").getAttribute('lang')).toBe('en');
    expect(sources.querySelector('blockquote')?.getAttribute('lang')).toBe('en');
    // Dates are in the page's language too.
    expect(within(sources).getByText('Bayanai har zuwa 24 Nuwamba, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Koma shafin farko' })).toBeTruthy();
  });

  it('marks nothing in English on an English page, which is English already', async () => {
    await openPolicyIn('en', 'Lagos');
    expect(screen.getByText(LAGOS_LAW).getAttribute('lang')).toBeNull();
    expect(document.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
