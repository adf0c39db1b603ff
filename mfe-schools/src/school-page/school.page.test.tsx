import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { answered, expectNoAxeViolations } from '@portal/shared/testing';
import { HISTORY, stubApi, visit, watchBus } from '../test-support/fixtures.js';
import { schoolsWords } from '../i18n/words.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';

const en = schoolsWords.in('en');
const shared = sharedWords.in('en');

watchBus();

const fact = (term: string) => {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  return dt?.nextElementSibling as HTMLElement;
};

describe('the school page', () => {
  it('shows the id, name, level, setting, impairments served, location and website of the school', async () => {
    const get = stubApi();
    visit('/schools/1');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Pacelli School for the Blind and Partially Sighted Children');
    expect(get).toHaveBeenCalledWith('/schools/1');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(fact('ID').textContent).toBe('1');
    expect(fact('Type').textContent).toBe('Primary, Special');
    expect(fact(en('schoolSettingLabel')).textContent).toBe(en('schoolSettingSpecial'));
    expect(fact(en('schoolImpairmentsLabel')).textContent).toBe(en('impairmentVisual'));
    expect(fact('Location').textContent).toBe('Surulere');
    expect(fact('Local government').textContent).toBe('Surulere');
    expect(fact('State').textContent).toBe('Lagos');
    const website = within(fact('Website')).getByRole('link', { name: 'pacellischoolfortheblind.org (opens in a new tab)' });
    expect(website.getAttribute('href')).toBe('https://pacellischoolfortheblind.org');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: en('backToHome') }).getAttribute('href')).toBe('/');
  });

  it("says 'Not stated by the source' for every fact its source does not give, never a blank", async () => {
    stubApi();
    visit('/schools/5');
    await screen.findByRole('heading', { level: 1, name: 'National Orthopedic Special School' });
    for (const term of [en('schoolImpairmentsLabel'), 'Local government', 'Website', 'Phone', en('emailAddressLabel')]) {
      expect([term, fact(term).textContent]).toEqual([term, en('notStatedBySource')]);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Description' }).nextElementSibling?.textContent).toBe(en('notStatedBySource'));
    for (const dd of screen.getAllByRole('definition')) expect(dd.textContent?.trim()).not.toBe('');
    // The source gives no publisher's name: said too.
    const sources = screen.getByRole('region', { name: en('sourcesHeading') });
    expect(within(sources).getByText(en('notStatedBySource'))).toBeTruthy();
  });

  it('ends with its sources: the title as a link, publisher, date, confidence and quote, and the review date', async () => {
    stubApi();
    visit('/schools/1');
    await screen.findByRole('heading', { level: 1 });
    const sources = screen.getByRole('region', { name: en('sourcesHeading') });
    expect(within(sources).getByRole('heading', { level: 2 }).textContent).toBe(en('sourcesHeading'));
    const link = within(sources).getByRole('link', { name: 'Five Decades of Hope for the Blind' });
    expect(link.getAttribute('href')).toBe('https://www.thisdaylive.com/index.php/2018/08/09/five-decades-of-hope-for-the-blind/');
    expect(within(sources).getByText('ThisDay')).toBeTruthy();
    expect(within(sources).getByText('9 August 2018')).toBeTruthy();
    expect(within(sources).getByText(shared('confidenceHigh'))).toBeTruthy();
    expect(sources.querySelector('blockquote')?.textContent).toBe(
      'The structure of the school is from primary basic one through basic six and preparatory classes.',
    );
    expect(within(sources).getByText(en('informationAsOf', { date: '20 November 2026' }))).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('names an inclusive setting and every impairment a school serves', async () => {
    stubApi();
    visit('/schools/4');
    await screen.findByRole('heading', { level: 1, name: 'Ipakodo Junior Grammar School (inclusive unit)' });
    expect(fact(en('schoolSettingLabel')).textContent).toBe(en('schoolSettingInclusive'));
    cleanup();
    visit('/schools/3');
    await screen.findByRole('heading', { level: 1, name: /^Atunda Olu/ });
    expect(fact(en('schoolImpairmentsLabel')).textContent).toBe(`${en('impairmentPhysical')}, ${en('impairmentIntellectual')}`);
  });

  it("is busy while loading, so the shell moves focus only once the school's name is there", async () => {
    stubApi();
    const { container } = visit('/schools/3');
    expect(screen.getByRole('status').textContent).toBe(en('schoolLoading'));
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await screen.findByRole('heading', { level: 1, name: /^Atunda Olu/ });
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("says 'School not found' for an unknown id, with a way back home", async () => {
    stubApi();
    visit('/schools/999');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('School not found');
    expect(screen.getByRole('link', { name: en('backToHome') }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations();
  });

  it('does not ask the API about an id that cannot be one', async () => {
    const get = stubApi();
    visit('/schools/abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('School not found');
    expect(get).not.toHaveBeenCalled();
  });

  it('offers Retry when the school cannot be loaded', async () => {
    const get = stubApi();
    const answer = get.getMockImplementation()!;
    get.mockImplementationOnce(async () => {
      throw answered(503, 'Service unavailable');
    });
    visit('/schools/3');
    expect((await screen.findByRole('alert')).textContent).toContain(en('schoolsLoadFailed'));
    get.mockImplementation(answer);
    await userEvent.click(screen.getByRole('button', { name: shared('retry') }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Atunda Olu/));
    expect(fact('Type').textContent).toBe('Primary, Special');
  });
});

describe('suggestions on the school page (issue 36)', () => {
  it("links to the dashboard's form to suggest a correction to this school", async () => {
    stubApi();
    visit('/schools/1');
    await screen.findByRole('heading', { level: 1 });
    const link = screen.getByRole('link', { name: en('suggestCorrection') });
    expect(link.getAttribute('href')).toBe('/dashboard/suggestions/new?school=1');
    expect(screen.queryByRole('region', { name: shared('changesHeading') })).toBeNull();
  });

  it('shows each change from a suggestion with its date, field, source, and the suggester only as they agreed', async () => {
    HISTORY[1] = [
      {
        change: 'corrected',
        field: 'website',
        changed_at: '2026-12-03T10:00:00.000Z',
        source_url: 'https://www.example.org/pacelli',
        suggested_by: 'Amina',
        moderated_by: 'Portal moderator no. 2',
      },
      {
        change: 'corrected',
        field: 'phone',
        changed_at: '2026-12-04T10:00:00.000Z',
        source_url: 'https://news.example.ng/pacelli',
        suggested_by: '',
        moderated_by: 'Portal moderator no. 2',
      },
    ];
    try {
      stubApi();
      visit('/schools/1');
      const changes = await screen.findByRole('region', { name: shared('changesHeading') });
      const [first, second] = within(changes).getAllByRole('listitem');
      expect(first!.textContent).toBe(
        'Corrected on 3 December 2026 from a suggestion: Website. Suggested by Amina. Source: https://www.example.org/pacelli',
      );
      expect(within(first!).getByRole('link').getAttribute('href')).toBe('https://www.example.org/pacelli');
      expect(second!.textContent).toBe('Corrected on 4 December 2026 from a suggestion: Phone. Source: https://news.example.ng/pacelli');
      await expectNoAxeViolations();
    } finally {
      delete HISTORY[1];
    }
  });

  it("says 'Added on … from a suggestion' for a school a suggestion added", async () => {
    HISTORY[1] = [
      {
        change: 'added',
        field: '',
        changed_at: '2026-12-05T10:00:00.000Z',
        source_url: 'https://www.example.org/new',
        suggested_by: '',
        moderated_by: 'Portal moderator no. 2',
      },
    ];
    try {
      stubApi();
      visit('/schools/1');
      const changes = await screen.findByRole('region', { name: shared('changesHeading') });
      expect(within(changes).getByRole('listitem').textContent).toBe(
        `${shared('addedFromSuggestion', { date: '5 December 2026' })}. Source: https://www.example.org/new`,
      );
    } finally {
      delete HISTORY[1];
    }
  });
});
