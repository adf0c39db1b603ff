import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { PublishedReports } from './published-reports.component.js';
import { expectNoAxeViolations, renderFresh } from '@portal/shared/testing';
import { IN_TARAUNI, photo, publishedReport, stateNamed, stubApi, visit, watchBus } from '../test-support/fixtures.js';
import { publicWords } from '../i18n/words.js';

const en = publicWords.in('en');

watchBus();

const articles = () => screen.getAllByRole('article');
const list = () => screen.getByRole('region', { name: en('publishedReportsHeading') });
/** The count's status region, which stays in place from one filter to the next. */
const count = () => within(list()).getByRole('status');
/** What the list asked the API for, each request's query as sent. */
const reportQueries = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([url]) => url === '/reports')
    .map(([, config]) => (config as { params: Record<string, unknown> }).params);

const LAGOS = { stateId: stateNamed('Lagos').id, state: 'Lagos', lga: null };

describe('the published eyewitness reports', () => {
  it('show each report with its place, type, date, text, whether verified and how, its first photograph and its own page', async () => {
    stubApi({
      reports: [
        publishedReport(1, {
          ...IN_TARAUNI,
          name: 'Ada',
          verified: true,
          verifiedHow: 'A moderator visited the library on 2 March.',
          commentType: 'Testimonials',
          media: [photo(99, 1, 2048, 1536), photo(99, 2, 1080, 1920)],
        }),
        publishedReport(2, { videoUrl: 'https://video.example.org/watch/1' }),
      ],
    });
    renderFresh(<PublishedReports />);
    const [first, second] = await screen.findAllByRole('article');
    const heading = within(first!).getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe('Testimonials – Tarauni, Kano');
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/reports/99');
    expect(within(first!).getByText(en('reportVerified')).className).toContain('badge');
    expect(first!.textContent).toContain('How it was verified: A moderator visited the library on 2 March.');
    expect(first!.textContent).toContain('By Ada, published 14 March 2025');
    // The reporter's and the moderator's words are isolated, so a right-to-left override in them stays inside.
    expect([...first!.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'Ada',
      'A moderator visited the library on 2 March.',
      publishedReport(1).comment,
    ]);

    // One picture a report, light for a phone: the first photograph's 256 × 192 px AVIF list copy, drawn
    // 128 × 96 CSS px at 2 device pixels per px (the 480 px WebP thumbnail where AVIF cannot be read),
    // lazy, sized before it loads, a link to the full photo; the others are counted in words.
    const [image, ...others] = within(first!).getAllByRole('img');
    expect(others).toEqual([]);
    expect(image!.getAttribute('alt')).toBe('Photograph 1 of 2 from the report: Testimonials – Tarauni, Kano');
    expect(['src', 'srcset', 'sizes', 'width', 'height', 'loading'].map((name) => image!.getAttribute(name))).toEqual([
      '/api/v1/reports/99/media/1/thumbnail',
      '/api/v1/reports/99/media/1/thumbnail 480w',
      '128px',
      '128',
      '96',
      'lazy',
    ]);
    const source = image!.closest('picture')!.querySelector('source')!;
    expect(['type', 'srcset', 'sizes'].map((name) => source.getAttribute(name))).toEqual([
      'image/avif',
      '/api/v1/reports/99/media/1/list 256w',
      '128px',
    ]);
    expect(
      within(first!)
        .getByRole('link', { name: /^Photograph/ })
        .getAttribute('href'),
    ).toBe('/api/v1/reports/99/media/1');
    expect(first!.textContent).toContain('and 1 more photograph on the report’s page');

    // Published after review only: no badge claims more than that.
    expect(within(second!).getByRole('heading', { level: 3 }).textContent).toBe('Report Accessibility Issue');
    expect(within(second!).queryByText(en('reportVerified'))).toBeNull();
    expect(second!.textContent).not.toContain('Reviewed');
    expect(second!.textContent).not.toContain('By ');
    expect(
      within(second!)
        .getByRole('link', { name: en('reportVideoLink') })
        .getAttribute('href'),
    ).toBe('https://video.example.org/watch/1');
    expect(count().textContent).toBe('2 published reports');
    expect(screen.queryByRole('button', { name: en('showMoreReports') })).toBeNull();
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it("count a report's other photographs in words, and keep a portrait's shape", async () => {
    stubApi({
      reports: [
        publishedReport(1, { media: [photo(99, 1, 1080, 1920), photo(99, 2), photo(99, 3)] }),
        publishedReport(2, { media: [{ ...photo(98, 4), width: null, height: null }] }),
      ],
    });
    renderFresh(<PublishedReports />);
    const [first, second] = await screen.findAllByRole('article');
    const portrait = within(first!).getByRole('img');
    expect(portrait.getAttribute('alt')).toBe('Photograph 1 of 3 from the report: Report Accessibility Issue');
    expect([portrait.getAttribute('width'), portrait.getAttribute('height'), portrait.getAttribute('sizes')]).toEqual(['54', '96', '54px']);
    expect(portrait.closest('picture')!.querySelector('source')!.getAttribute('srcset')).toBe('/api/v1/reports/99/media/1/list 108w');
    expect(first!.textContent).toContain('and 2 more photographs on the report’s page');
    // A photograph whose size was never recorded: no list copy can be described, so the thumbnail, in a fixed square.
    const unsized = within(second!).getByRole('img');
    expect(unsized.closest('picture')!.querySelector('source')).toBeNull();
    expect([unsized.getAttribute('src'), unsized.getAttribute('srcset'), unsized.getAttribute('width')]).toEqual([
      '/api/v1/reports/98/media/4/thumbnail',
      null,
      null,
    ]);
    expect(second!.textContent).not.toContain('more photograph');
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it('filter by state: the API is asked with state_id, the address carries the filter and the count is announced', async () => {
    stubApi({
      reports: [
        publishedReport(1, IN_TARAUNI),
        publishedReport(2, LAGOS),
        publishedReport(3, { ...IN_TARAUNI, commentType: 'Testimonials' }),
        publishedReport(4),
      ],
    });
    visit('/eyewitnesspage');
    renderFresh(<PublishedReports />);
    await waitFor(() => expect(count().textContent).toBe('4 published reports'));
    const status = count();

    // The states arrive after the reports: choose once Kano is offered.
    await screen.findByRole('option', { name: 'Kano' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: en('reportFilterState') }), 'Kano');
    // Nothing is asked until the visitor applies the choice.
    expect(reportQueries()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: en('applyReportFilters') }));

    await waitFor(() => expect(count().textContent).toBe('2 published reports'));
    // The same live region speaks the new count, so a screen reader hears it where the focus stays.
    expect(count()).toBe(status);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: en('applyReportFilters') }));
    expect(reportQueries().at(-1)).toEqual({ page: 1, per_page: 10, state_id: stateNamed('Kano').id });
    expect(window.location.pathname + window.location.search).toBe(`/eyewitnesspage?state_id=${stateNamed('Kano').id}`);
    expect(articles().map((article) => within(article).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Report Accessibility Issue – Tarauni, Kano',
      'Testimonials – Tarauni, Kano',
    ]);
    await expectNoAxeViolations(document.body, { fragment: true });

    // Back returns to the whole list.
    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(count().textContent).toBe('4 published reports'));
    expect((screen.getByRole('combobox', { name: en('reportFilterState') }) as HTMLSelectElement).value).toBe('');
  });

  it('open a shared address with both filters already chosen, and say when nothing matches', async () => {
    stubApi({ reports: [publishedReport(1, IN_TARAUNI), publishedReport(2, { ...LAGOS, commentType: 'Testimonials' })] });
    visit(`/eyewitnesspage?state_id=${stateNamed('Lagos').id}&comment_type=Testimonials`);
    renderFresh(<PublishedReports />);
    await waitFor(() => expect(count().textContent).toBe('1 published report'));
    expect(reportQueries()[0]).toEqual({ page: 1, per_page: 10, state_id: stateNamed('Lagos').id, comment_type: 'Testimonials' });
    await screen.findByRole('option', { name: 'Lagos' });
    expect(screen.getByRole('combobox', { name: en('reportFilterState') })).toHaveProperty('value', String(stateNamed('Lagos').id));
    expect(screen.getByRole('combobox', { name: en('reportFilterType') })).toHaveProperty('value', 'Testimonials');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: en('reportFilterType') }), 'Query or Question');
    await userEvent.click(screen.getByRole('button', { name: en('applyReportFilters') }));
    expect(await screen.findByText(en('noReportsMatch'))).toBeTruthy();
    expect(count().textContent).toBe('0 published reports');
    expect(screen.queryByText(en('noPublishedReports'))).toBeNull();
  });

  it('ignore a filter in the address that no report can have, and show every report', async () => {
    stubApi({ reports: [publishedReport(1, IN_TARAUNI)] });
    visit('/eyewitnesspage?state_id=abc&comment_type=Spam');
    renderFresh(<PublishedReports />);
    await waitFor(() => expect(count().textContent).toBe('1 published report'));
    expect(reportQueries()[0]).toEqual({ page: 1, per_page: 10 });
  });

  it('say so when none are published yet', async () => {
    stubApi();
    renderFresh(<PublishedReports />);
    expect(await screen.findByText(en('noPublishedReports'))).toBeTruthy();
  });

  it("add the next page with 'Show more', moving focus to the first new report", async () => {
    stubApi({ reports: Array.from({ length: 12 }, (_, i) => publishedReport(i + 1)) });
    renderFresh(<PublishedReports />);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: en('showMoreReports') }));
    expect(await screen.findByText(/Report number 11:/)).toBeTruthy();
    expect(articles()).toHaveLength(12);
    // The new report takes focus in its effect, which a busy machine runs after the text is in place.
    await waitFor(() => expect(document.activeElement).toBe(articles()[10]));
    expect(screen.queryByRole('button', { name: en('showMoreReports') })).toBeNull();
    expect(count().textContent).toBe('12 published reports');
  });
});
