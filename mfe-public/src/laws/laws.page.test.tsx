import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, t } from '@portal/shared';
import { LawsPage } from './laws.page.js';
import { expectNoAxeViolations } from '@portal/shared/testing';
import { LAGOS_AGENCY, LAGOS_LAW, ONDO_SOURCES, stateNamed, stubApi, watchBus } from '../test-support/fixtures.js';
import { renderInPortal } from '../test-support/portal-frame.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { publicWords } from '../i18n/words.js';

const en = publicWords.in('en');

const sharedText = sharedWords.in('en');

watchBus();

async function openLawsPage() {
  stubApi();
  renderInPortal(<LawsPage />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.lawsPageTitle);
  return screen.findByRole('table', { name: messages.lawsTableCaption });
}

/** The body's rows, each as its cells' text. */
const bodyRows = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const columnHeader = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('the laws page', () => {
  it('lists the 37 states with their status, law, year, agency, confidence and source links', async () => {
    const table = await openLawsPage();
    const rows = bodyRows(table);
    expect(rows).toHaveLength(37);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/, '')),
    ).toEqual(['State', 'Status', 'Law or bill', 'Year', 'Agency', 'Confidence', 'Sources']);
    expect(rows.find((row) => row[0] === 'Lagos')).toEqual([
      'Lagos',
      sharedText('lawStatusInForce'),
      LAGOS_LAW,
      '2011',
      LAGOS_AGENCY,
      messages.confidenceHigh,
      "Lagos State Special People's Law",
    ]);
    expect(rows.find((row) => row[0] === 'Borno')).toEqual([
      'Borno',
      sharedText('lawStatusUnknown'),
      messages.notStatedBySource,
      messages.notStatedBySource,
      messages.notStatedBySource,
      en('noSourceShort'),
      en('noSourceShort'),
    ]);
    expect(within(table).getByRole('link', { name: 'Ondo' }).getAttribute('href')).toBe(`/states/${stateNamed('Ondo').id}`);
    for (const source of ONDO_SOURCES) {
      expect(within(table).getByRole('link', { name: source.title }).getAttribute('href')).toBe(source.url);
    }
    expect(columnHeader('State').getAttribute('aria-sort')).toBe('ascending');
    await expectNoAxeViolations();
  });

  it('sorts by year with the keyboard and announces the sort', async () => {
    const table = await openLawsPage();
    const user = userEvent.setup();
    act(() => within(columnHeader('Year')).getByRole('button').focus());
    await user.keyboard('{Enter}');
    expect(columnHeader('Year').getAttribute('aria-sort')).toBe('ascending');
    expect(columnHeader('State').hasAttribute('aria-sort')).toBe(false);
    expect(screen.getByText(t('sortedAscending', { column: 'Year' })).getAttribute('role')).toBe('status');
    const years = () =>
      bodyRows(table)
        .map((row) => row[3])
        .filter((year) => year !== messages.notStatedBySource)
        .map(Number);
    expect(years()).toEqual([...years()].sort((a, b) => a - b));

    await user.keyboard(' ');
    expect(columnHeader('Year').getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText(t('sortedDescending', { column: 'Year' }))).toBeTruthy();
    expect(years()).toEqual([...years()].sort((a, b) => b - a));
    await expectNoAxeViolations();
  });

  it('filtering the laws table by status shows the count', async () => {
    const table = await openLawsPage();
    const count = screen.getByText(t('showingStates', { n: 37, total: 37 }));
    expect(count.getAttribute('role')).toBe('status');
    const filter = screen.getByRole('combobox', { name: messages.filterByStatus });
    await userEvent.selectOptions(filter, sharedText('lawStatusInForce'));
    expect(count.textContent).toBe(t('showingStates', { n: 27, total: 37 }));
    expect(bodyRows(table).every((row) => row[1] === sharedText('lawStatusInForce'))).toBe(true);

    await userEvent.selectOptions(filter, sharedText('lawStatusDisputed'));
    expect(count.textContent).toBe(t('showingStates', { n: 1, total: 37 }));
    expect(bodyRows(table).map((row) => row[0])).toEqual(['Ondo']);

    await userEvent.selectOptions(filter, en('allStatuses'));
    expect(bodyRows(table)).toHaveLength(37);
    await expectNoAxeViolations();
  });
});
