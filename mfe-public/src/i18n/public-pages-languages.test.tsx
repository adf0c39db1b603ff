import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import type { Locale } from '@portal/shared/i18n';
import { HomePage } from '../home/home.page.js';
import { LawsPage } from '../laws/laws.page.js';
import { LAGOS_AGENCY, LAGOS_LAW, stubApi, watchBus } from '../test-support/fixtures.js';
import { renderInPortal } from '../test-support/portal-frame.js';
import { publicWords } from './words.js';
import { loadPageWords } from '../pages.js';

const bus = watchBus();

// The words of the pages shown below, in their languages, as the app fetches them before it renders a page.
beforeAll(() =>
  Promise.all([
    loadPageWords('/pcm', 'pcm'),
    loadPageWords('/yo/laws', 'yo'),
    loadPageWords('/ig', 'ig'),
    ...(['pcm', 'yo', 'ig'] as const).map((locale) => sharedWords.load(locale)),
  ]),
);

/** A page in `locale`, framed by the top bar and the footer, as the app's three roots render them once their words are loaded. */
function openIn(locale: Locale, page: ReactNode) {
  stubApi();
  renderInPortal(page, locale);
}

describe("mfe-public's pages in another language", () => {
  it('has the home page in Pidgin: its headline, statistics and education, with the country record’s own words marked English', async () => {
    openIn('pcm', <HomePage />);
    const headline = await screen.findByRole('heading', { level: 1, name: /^26,910,000 pipo wey get disability for Nigeria$/ });
    expect(headline).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Disability numbers' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Population' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Gender' })).toBeTruthy();
    const shownView = within(screen.getByRole('tabpanel'));
    expect(shownView.getByRole('columnheader', { name: 'How many pipo' })).toBeTruthy();
    expect(shownView.getByRole('rowheader', { name: /Pipo wey get disability/ })).toBeTruthy();
    expect(screen.getByText('How we take get dis number:').nextElementSibling?.getAttribute('lang')).toBe('en');
    // The portal's own note on a figure without a source is in Pidgin too, not the data set's English.
    const noSource = shownView.getAllByText(/Na figure from di original portal, wey no talk where e come from\.$/);
    expect(noSource.map((citation) => citation.querySelector('[lang="en"]'))).toEqual(noSource.map(() => null));
    expect(await screen.findByRole('heading', { level: 2, name: 'Inclusive education and access for Nigeria' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Numbers and where we get dem' }).getAttribute('href')).toBe('/figures');
    // The top bar and the footer are in the page's language too.
    expect(screen.getAllByRole('link', { name: 'Disability laws for each state' })).toHaveLength(2);
  });

  it('has the laws page in Yoruba: its table, filter and count, with the laws and agencies as published, marked English', async () => {
    openIn('yo', <LawsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Òfin aláàbọ̀ ara ní ìpínlẹ̀ kọ̀ọ̀kan');
    const table = await screen.findByRole('table', { name: publicWords.in('yo')('lawsTableCaption') });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/, '')),
    ).toEqual(['Ìpínlẹ̀', 'Ipò', 'Òfin tàbí àbá òfin', 'Ọdún', 'Àjọ', 'Ìgbẹ́kẹ̀lé', 'Àwọn orísun']);
    expect(screen.getByRole('combobox', { name: 'Ṣà á ní ìbámu pẹ̀lú ipò' })).toBeTruthy();
    expect(screen.getByText('Ìpínlẹ̀ 37 nínú 37 ni a ń fihàn')).toBeTruthy();
    expect(within(table).getByText(LAGOS_LAW).getAttribute('lang')).toBe('en');
    expect(within(table).getByText(LAGOS_AGENCY).getAttribute('lang')).toBe('en');
  });

  it('has the top bar and the footer in Igbo: shortcuts, place pickers and their toasts, menu and footer links', async () => {
    openIn('ig', <HomePage />);
    const sections = screen.getByRole('navigation', { name: 'Akụkụ ibe a' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ụlọ', 'Atụmatụ nkwarụ/ụlọ ọrụ', 'Agụmakwụkwọ / Ụlọ akwụkwọ']);
    expect(screen.getByRole('combobox', { name: 'Obodo' })).toBeTruthy();
    const state = screen.getByRole('combobox', { name: 'Steeti' });
    await waitFor(() => expect(state.hasAttribute('disabled')).toBe(false));
    expect(within(state).getByRole('option', { name: 'Enweghị steeti (Nigeria niile)' })).toBeTruthy();
    // The toasts of a state choice are in the page's language too.
    await userEvent.selectOptions(state, 'Kano');
    await userEvent.click(screen.getByRole('button', { name: 'Gosi' }));
    await waitFor(() => expect(bus.toasts.at(-1)).toEqual({ kind: 'success', text: 'Ị na-ele data steeti Kano ugbu a' }));
    await userEvent.selectOptions(state, '');
    await userEvent.click(screen.getByRole('button', { name: 'Gosi' }));
    expect(bus.toasts.at(-1)).toEqual({ kind: 'warning', text: 'Ahọrọghị steeti ọ bụla' });
    expect(screen.getByRole('button', { name: 'Nhọrọ' })).toBeTruthy();
    const footer = screen.getByRole('navigation', { name: 'Ala ibe' });
    expect(within(footer).getByRole('link', { name: 'Maka anyị' }).getAttribute('href')).toBe('/about');
    expect(within(footer).getByRole('link', { name: 'Iwu nkwarụ na steeti ọ bụla' }).getAttribute('href')).toBe('/laws');
  });
});
