import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { messages, pageAt } from '@portal/shared';
import { expectNoAxeViolations } from '@portal/shared/testing';
import type { PublicReport } from '@portal/shared/contracts';
import { PUBLIC_PAGES } from '../pages.js';
import { IN_TARAUNI, photo, publishedReport, stateNamed, stubApi, watchBus } from '../test-support/fixtures.js';
import { renderAppAt } from '../test-support/portal-frame.js';
import { publicWords } from '../i18n/words.js';

const en = publicWords.in('en');

watchBus();

async function openReport(path: string, reports: PublicReport[] = []) {
  const get = stubApi({ reports });
  await renderAppAt(path);
  return get;
}

/** The page's named facts ('Place', 'Verified' …) as [name, value] pairs. */
const facts = () => screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

const VERIFIED = publishedReport(1, {
  ...IN_TARAUNI,
  name: 'Ada',
  verified: true,
  verifiedHow: 'A moderator called the library, which confirmed the ramp.',
  media: [
    photo(99, 1, 4000, 3000),
    photo(99, 2, 1536, 2048),
    { ...photo(99, 3), kind: 'video', contentType: 'video/mp4', thumbnailUrl: null, listUrl: null, width: null, height: null },
  ],
});

describe("a report's own page", () => {
  it('is titled for the pages of every report', () => {
    expect(pageAt(PUBLIC_PAGES, '/reports/99').page.title('en')).toBe(messages.reportPageTitle);
  });

  it('shows the type and place in its h1, the place, date, how it was verified, the text and thumbnails of its photos', async () => {
    await openReport('/reports/99', [VERIFIED]);
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Report Accessibility Issue – Tarauni, Kano');
    expect(facts()).toEqual([
      [en('reportTypeLabel'), 'Report Accessibility Issue'],
      [messages.reportPlaceLabel, 'Tarauni, Kano'],
      [en('reportPublishedLabel'), '14 March 2025'],
      [en('reportedByLabel'), 'Ada'],
      [en('reportVerified'), 'Yes: A moderator called the library, which confirmed the ramp.'],
    ]);
    expect(screen.getByText(VERIFIED.comment)).toBeTruthy();

    const media = screen.getByRole('region', { name: en('reportMediaHeading') });
    const images = within(media).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Photograph 1 of 2 from the report: Report Accessibility Issue – Tarauni, Kano',
      'Photograph 2 of 2 from the report: Report Accessibility Issue – Tarauni, Kano',
    ]);
    // The space is kept before the thumbnail arrives, at the thumbnail's own size and shape.
    expect(images.map((img) => [img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')])).toEqual([
      ['480', '360', 'lazy'],
      ['360', '480', 'lazy'],
    ]);
    expect(images.map((img) => img.closest('a')?.getAttribute('href'))).toEqual([
      '/api/v1/reports/99/media/1',
      '/api/v1/reports/99/media/2',
    ]);
    expect(
      within(media)
        .getByRole('link', { name: en('reportVideo') })
        .getAttribute('href'),
    ).toBe('/api/v1/reports/99/media/3');

    expect(screen.getByRole('link', { name: 'More reports from Kano' }).getAttribute('href')).toBe(
      `/eyewitnesspage?state_id=${stateNamed('Kano').id}`,
    );
    expect(screen.getByRole('link', { name: en('allPublishedReports') }).getAttribute('href')).toBe('/eyewitnesspage');
    await expectNoAxeViolations();
  });

  it('says plainly that a report published without a check of its facts is not verified, and a place not given', async () => {
    await openReport('/reports/98', [publishedReport(2, { commentType: 'Testimonials' })]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Testimonials');
    expect(facts()).toEqual([
      [en('reportTypeLabel'), 'Testimonials'],
      [messages.reportPlaceLabel, messages.reportPlaceNotGiven],
      [en('reportPublishedLabel'), '14 March 2025'],
      [en('reportVerified'), en('reportReviewed')],
    ]);
    expect(screen.queryByText(en('reportVerified'), { selector: '.badge' })).toBeNull();
    expect(screen.queryByRole('region', { name: en('reportMediaHeading') })).toBeNull();
    await expectNoAxeViolations();
  });

  it("shows 'Report not found' for a report that is not published, with a way back", async () => {
    await openReport('/reports/12345', [VERIFIED]);
    expect(await screen.findByRole('heading', { level: 1, name: messages.reportNotFound })).toBeTruthy();
    expect(screen.getByText(messages.reportNotFoundHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.backToHome }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations();
  });

  it.each([['0'], ['abc'], ['2147483648']])("shows 'Report not found' for /reports/%s without asking the API", async (id) => {
    const get = await openReport(`/reports/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: messages.reportNotFound })).toBeTruthy();
    expect(get.mock.calls.filter(([url]) => url.startsWith('/reports'))).toEqual([]);
  });
});
