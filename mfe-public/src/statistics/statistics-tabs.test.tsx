import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StatisticsTabs } from './statistics-tabs.component.js';
import { messages } from '@portal/shared';
import { expectNoAxeViolations, renderFresh } from '@portal/shared/testing';
import { NIGERIA, WHO_SOURCE, watchBus } from '../test-support/fixtures.js';

watchBus();

/** Each row of the visible panel's table as its cells' text. */
function tableRows() {
  const table = within(screen.getByRole('tabpanel')).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the statistics tabs', () => {
  it('open on the population view, with its doughnut and the same figures as a table', async () => {
    renderFresh(<StatisticsTabs country={NIGERIA} />);
    expect(screen.getByRole('tab', { name: 'Population' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('img').getAttribute('aria-label')).toBe(
      'Share of the population living with a disability: Persons with disabilities 15%, Persons without disabilities 85%.',
    );
    expect(tableRows()).toEqual([
      ['Group', 'Share', 'Number of people'],
      ['Persons with disabilities', '15%', '26,910,000'],
      ['Persons without disabilities', '85%', 'Not published'],
    ]);
    expect(within(panel).getByRole('term').textContent).toBe('Employment share');
    expect(within(panel).getByRole('definition').textContent).toBe(
      '36.7%Source: Labour force statistics, Q4 2024. Publisher: National Bureau of Statistics. Date: June 2025. Confidence: Medium confidence.',
    );
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it('states the source, publisher, year and confidence of each figure, or says a figure of the original portal has none', async () => {
    renderFresh(<StatisticsTabs country={NIGERIA} />);
    const citations = () => [...screen.getByRole('tabpanel').querySelectorAll('.citation')].map((line) => line.textContent);
    // The share is the WHO and World Bank estimate; the count is the original portal's, source unstated.
    expect(citations()).toEqual([
      'Share. Source: World report on disability. Publisher: WHO and World Bank. Date: 2011. Confidence: High confidence.',
      `Number of people. Source: ${messages.originalPortalFigure}`,
      'Source: Labour force statistics, Q4 2024. Publisher: National Bureau of Statistics. Date: June 2025. Confidence: Medium confidence.',
    ]);
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'World report on disability' }).getAttribute('href')).toBe(
      WHO_SOURCE.url,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Gender' }));
    expect(citations()).toEqual([`Source: ${messages.originalPortalFigure}`]);
  });

  it('draws each doughnut with a hole 70 % of its radius', () => {
    renderFresh(<StatisticsTabs country={NIGERIA} />);
    const slices = screen.getByRole('tabpanel').querySelectorAll('path');
    expect(slices).toHaveLength(2);
    // Outer arcs have radius 110 (the 220 unit chart); the inner ones 77, that is 70 % of it.
    for (const slice of slices) {
      expect(slice.getAttribute('d')).toMatch(/A110,110/);
      expect(slice.getAttribute('d')).toMatch(/A77,77/);
    }
  });

  it('moves between the views with the arrow keys and shows one at Enter or Space, each with its table, writing it into the address', async () => {
    renderFresh(<StatisticsTabs country={NIGERIA} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Population' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Gender' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Gender' }).getAttribute('aria-selected')).toBe('true');
    expect(window.location.search).toBe('?view=gender');
    expect(tableRows()).toEqual([
      ['Gender', 'Share'],
      ['Male', '45.65%'],
      ['Female', '54.35%'],
    ]);

    await user.keyboard('{ArrowRight} ');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Age' }));
    expect(tableRows()).toEqual([
      ['Age band', 'Share', 'Number of people'],
      ['0-15', '24.5%', '6,592,950'],
      ['15-29', '3.4%', '914,940'],
      ['30-44', '6.7%', '1,802,970'],
      ['45-64', '17.9%', '4,816,890'],
      ['65-above', '47.5%', '12,782,250'],
    ]);
    expect(screen.getByRole('tabpanel').querySelectorAll('path')).toHaveLength(5);
    await expectNoAxeViolations(document.body, { fragment: true });

    await user.keyboard('{ArrowRight}{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Population' }));
    expect(window.location.search).toBe('');
  });

  it('leaves out the numbers column when the country record is not in yet', () => {
    renderFresh(<StatisticsTabs country={null} />);
    expect(tableRows()).toEqual([
      ['Group', 'Share'],
      ['Persons with disabilities', '15%'],
      ['Persons without disabilities', '85%'],
    ]);
  });

  it('links each tab to the page showing its view, and opens on the view the address asks for', () => {
    window.history.replaceState(null, '', '/?state=Lagos&view=age');
    renderFresh(<StatisticsTabs country={NIGERIA} />);
    // At the statistics: the page a tab leads to before the scripts have run opens where the reader was.
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('href'))).toEqual([
      '?state=Lagos#statistics-heading',
      '?state=Lagos&view=gender#statistics-heading',
      '?state=Lagos&view=age#statistics-heading',
    ]);
    // Switched by the page script before the page has hydrated (the shell reads these marks): every view's
    // panel is in the page, those not shown inert (and hidden by the CSS), and the arrows move between the tabs.
    expect(screen.getByRole('tablist').closest('[data-tabs-switch-before-hydration]')).not.toBeNull();
    expect(screen.getByRole('tablist').hasAttribute('data-arrow-keys-move-focus')).toBe(true);
    expect([...document.querySelectorAll('.stat-tabs__panel[inert][data-inert] h3')].map((title) => title.textContent)).toEqual([
      'Share of the population living with a disability',
      'Persons with disabilities by gender',
    ]);
    expect(screen.getByRole('tab', { name: 'Age' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 3 }).textContent).toBe(
      'Persons with disabilities by age band',
    );
    window.history.replaceState(null, '', '/');
  });

  it('hydrates the HTML the server renders without a mismatch', async () => {
    const html = renderToString(<StatisticsTabs country={NIGERIA} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches = vi.fn();
    const root = await act(async () => hydrateRoot(container, <StatisticsTabs country={NIGERIA} />, { onRecoverableError: mismatches }));
    expect(mismatches).not.toHaveBeenCalled();
    expect(within(within(container).getByRole('tabpanel')).getAllByRole('table')).toHaveLength(1);
    expect(container.querySelectorAll('[inert] table')).toHaveLength(2);
    expect(within(container).getByRole('tab', { name: 'Population' }).getAttribute('aria-selected')).toBe('true');
    act(() => root.unmount());
    container.remove();
  });
});
