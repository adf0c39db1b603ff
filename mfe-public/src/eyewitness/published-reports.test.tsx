import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { PublishedReports } from './published-reports.component.js';
import { expectNoAxeViolations, renderFresh } from '@portal/shared/testing';
import { publishedReport, stubApi, watchBus } from '../test-support/fixtures.js';

watchBus();

const articles = () => screen.getAllByRole('article');

describe('the published eyewitness reports', () => {
  it('list each approved report with its kind, state, author, date, text and media', async () => {
    stubApi({
      reports: [
        publishedReport(1, {
          name: 'Ada',
          verified: true,
          commentType: 'Testimonials',
          media: [
            { id: 1, kind: 'photograph', contentType: 'image/jpeg', url: '/api/v1/reports/99/media/1' },
            { id: 2, kind: 'photograph', contentType: 'image/png', url: '/api/v1/reports/99/media/2' },
          ],
        }),
        publishedReport(2, { videoUrl: 'https://video.example.org/watch/1' }),
      ],
    });
    renderFresh(<PublishedReports />);
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 3 }).textContent).toBe('Testimonials');
    expect(within(first!).getByText(messages.reportVerified)).toBeTruthy();
    expect(first!.textContent).toContain('By Ada, published 14 March 2025');
    // The reporter's words are isolated, so a right-to-left override in them stays inside.
    expect([...first!.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['Ada', publishedReport(1).comment]);
    expect(
      within(first!)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photograph 1 of 2 sent with this report', 'Photograph 2 of 2 sent with this report']);
    expect(within(second!).getByText(messages.reportReviewed)).toBeTruthy();
    expect(second!.textContent).not.toContain('By ');
    expect(within(second!).getByRole('link', { name: 'Watch the video linked to this report' }).getAttribute('href')).toBe(
      'https://video.example.org/watch/1',
    );
    expect(screen.queryByRole('button', { name: messages.showMoreReports })).toBeNull();
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it('say so when none are published yet', async () => {
    stubApi();
    renderFresh(<PublishedReports />);
    expect(await screen.findByText(messages.noPublishedReports)).toBeTruthy();
  });

  it("add the next page with 'Show more', moving focus to the first new report", async () => {
    stubApi({ reports: Array.from({ length: 12 }, (_, i) => publishedReport(i + 1)) });
    renderFresh(<PublishedReports />);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: messages.showMoreReports }));
    expect(await screen.findByText(/Report number 11:/)).toBeTruthy();
    expect(articles()).toHaveLength(12);
    expect(document.activeElement).toBe(articles()[10]);
    expect(screen.queryByRole('button', { name: messages.showMoreReports })).toBeNull();
  });
});
