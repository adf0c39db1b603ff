import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { messages } from '@portal/shared';
import { FiguresPage } from './figures.page.js';
import { expectNoAxeViolations } from '@portal/shared/testing';
import { FIGURES, WHO_SOURCE, stubApi, watchBus } from '../test-support/fixtures.js';
import { renderInPortal } from '../test-support/portal-frame.js';
import { publicWords } from '../i18n/words.js';

const en = publicWords.in('en');

watchBus();

/** The figure's own facts: its first list of terms (each source has its own after it). */
const facts = (entry: HTMLElement) =>
  within(entry.querySelector('dl')!)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the figures and sources page', () => {
  it('lists every figure with its value, year, scope, caveats and sources', async () => {
    stubApi();
    renderInPortal(<FiguresPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.figuresPageTitle);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(FIGURES.map((figure) => figure.figure));

    const survey = screen.getByRole('article', { name: FIGURES[1]!.figure });
    expect(facts(survey)).toEqual([
      [en('figureValueLabel'), '9%'],
      [messages.lawYearLabel, '2018'],
      [en('figureScopeLabel'), 'Nigeria'],
      [messages.notesLabel, FIGURES[1]!.notes],
    ]);
    expect(within(survey).getByRole('link', { name: 'Nigeria Demographic and Health Survey 2018' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says a global estimate is not a Nigerian measurement', async () => {
    stubApi();
    renderInPortal(<FiguresPage />);
    const global = await screen.findByRole('article', { name: FIGURES[0]!.figure });
    expect(facts(global)).toContainEqual([en('figureScopeLabel'), messages.scopeGlobal]);
    expect(within(global).getByRole('link', { name: WHO_SOURCE.title }).getAttribute('href')).toBe(WHO_SOURCE.url);
    expect(within(global).getByText(messages.confidenceHigh)).toBeTruthy();
  });
});
