import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { answered, errorSummary, expectNoAxeViolations, watchToasts } from '@portal/shared/testing';
import type { MyReport, ReportEvent } from '@portal/shared/contracts';
import { chooseOption, loginAs, renderDashboard, REPORT_DEFAULTS, resetDashboardState, serveGets } from '../test/helpers.js';
import { dashboardWords } from '../i18n/words.js';

const en = dashboardWords.in('en');

afterEach(resetDashboardState);
const toasts = watchToasts();

const event = (kind: ReportEvent['kind'], at: string, text: string | null = null): ReportEvent => ({ kind, text, at, by: null });
const photo = (id: number) => ({
  id,
  kind: 'photograph' as const,
  contentType: 'image/jpeg',
  size: 2048,
  url: `/api/v1/my/reports/media/${id}`,
  thumbnailUrl: null,
  listUrl: null,
  width: 800,
  height: 600,
});

const report = (id: number, fields: Partial<MyReport>): MyReport => ({
  ...REPORT_DEFAULTS,
  id,
  comment: `Report ${id}: the ramp at the clinic is broken.`,
  createdAt: '2025-03-01T09:00:00.000Z',
  media: [],
  history: [event('submitted', '2025-03-01T09:00:00.000Z')],
  ...fields,
});

const REASON = 'The photograph shows another building.';
const submitted = report(31, { media: [photo(1), photo(2)] });
const underReview = report(32, {
  status: 'under_review',
  history: [...submitted.history, event('under_review', '2025-03-01T11:00:00.000Z')],
});
const published = report(33, { status: 'approved', stateId: null, state: null, lga: null, placeDescription: null });
const verified = report(34, {
  status: 'approved',
  verified: true,
  verifiedHow: 'Called the clinic',
  history: [
    event('submitted', '2025-03-01T09:00:00.000Z'),
    event('approved', '2025-03-02T10:00:00.000Z'),
    event('verified', '2025-03-03T10:00:00.000Z', 'Called the clinic'),
  ],
});
const rejected = report(35, {
  status: 'rejected',
  history: [
    event('submitted', '2025-03-01T09:00:00.000Z'),
    event('note', '2025-03-01T12:00:00.000Z', 'Which clinic is it?'),
    event('rejected', '2025-03-02T10:00:00.000Z', REASON),
  ],
});
const withdrawn = report(36, {
  status: 'withdrawn',
  history: [event('submitted', '2025-03-01T09:00:00.000Z'), event('withdrawn', '2025-03-02T08:00:00.000Z')],
});
const ALL = [submitted, underReview, published, verified, rejected, withdrawn];

function serveMine(reports: MyReport[] = ALL) {
  return serveGets((url) => (url === '/my/reports' ? { reports } : undefined));
}

const card = (id: number) => screen.findByRole('article', { name: new RegExp(`^Report ${id}:`) });
/** The value of the fact named `label` in a report's list of facts. */
const fact = (article: HTMLElement, label: string) => within(article).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const historyOf = (article: HTMLElement) =>
  within(within(article).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('My reports', () => {
  it('shows each report with its status in words, its place, and the reason a report was not published', async () => {
    serveMine();
    loginAs('user');
    renderDashboard('/dashboard/my-reports');
    expect(screen.getByRole('heading', { level: 1, name: 'My reports' })).toBeTruthy();

    const statuses: Array<[number, string]> = [
      [31, 'Submitted'],
      [32, 'Under review'],
      [33, 'Published'],
      [34, 'Verified'],
      [35, 'Not published'],
      [36, 'Withdrawn'],
    ];
    for (const [id, words] of statuses) expect(fact(await card(id), en('reportStatusLabel'))).toBe(words);

    const notPublished = await card(35);
    expect(fact(notPublished, 'Why it was not published')).toBe(REASON);
    expect(historyOf(notPublished)).toEqual([
      '1 Mar 2025, 09:00: Submitted',
      '1 Mar 2025, 12:00: Note from a moderator: Which clinic is it?',
      `2 Mar 2025, 10:00: Not published: ${REASON}`,
    ]);
    // The reason belongs to a report not published only.
    expect(within(await card(31)).queryByText('Why it was not published')).toBeNull();

    const first = await card(31);
    expect(fact(first, 'Place')).toBe('Fagge, Kano');
    expect(fact(first, 'Description of the place')).toBe('Beside the market gate');
    expect(fact(first, 'Media')).toBe('2 photographs');
    expect(fact(await card(33), 'Place')).toBe('Not given');
    expect(fact(await card(34), 'How its facts were checked')).toBe('Called the clinic');
    expect(historyOf(await card(34))).toContain('3 Mar 2025, 10:00: Verified: Called the clinic');
    expect(historyOf(await card(32))).toContain('1 Mar 2025, 11:00: Taken for review');
    expect(historyOf(await card(36))).toContain('2 Mar 2025, 08:00: Withdrawn');
    await expectNoAxeViolations();
  });

  it('offers Edit and send again only for a report not published, and nothing for a withdrawn one', async () => {
    serveMine();
    loginAs('user');
    renderDashboard('/dashboard/my-reports');
    expect(within(await card(35)).getByRole('button', { name: 'Edit and send again' })).toBeTruthy();
    for (const id of [31, 32, 33, 34]) {
      const article = await card(id);
      expect(within(article).queryByRole('button', { name: 'Edit and send again' })).toBeNull();
      expect(within(article).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    }
    expect(within(await card(36)).queryAllByRole('button')).toEqual([]);
  });

  it('shortens a long text, and shows all of it on request', async () => {
    const long = `${'The lift has been out of order for weeks. '.repeat(12)}The end.`;
    serveMine([report(40, { comment: long })]);
    loginAs('user');
    renderDashboard('/dashboard/my-reports');
    const article = await card(40);
    const more = within(article).getByRole('button', { name: 'Read More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(within(article).queryByText(/The end\./)).toBeNull();
    expect(within(article).getByText(/…$/)).toBeTruthy();
    await userEvent.click(more);
    expect(within(article).getByText(/The end\.$/)).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Read Less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says when there are no reports yet and links to the eyewitness form', async () => {
    serveMine([]);
    loginAs('user');
    renderDashboard('/dashboard/my-reports');
    expect(await screen.findByText(/You have not sent any reports yet\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send an eyewitness report' }).getAttribute('href')).toBe('/dashboard');
    await expectNoAxeViolations();
  });

  it('offers Retry when the reports cannot be loaded', async () => {
    let fail = true;
    serveGets((url) => {
      if (url !== '/my/reports') return undefined;
      if (fail) throw answered(503);
      return { reports: [submitted] };
    });
    loginAs('user');
    renderDashboard('/dashboard/my-reports');
    expect((await screen.findByRole('alert')).textContent).toContain('Your reports could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card(31)).toBeTruthy();
  });

  it('asks before withdrawing, saying the photographs and video are deleted; keeping the report changes nothing', async () => {
    serveMine([submitted]);
    const post = vi.spyOn(api, 'post');
    loginAs('user');
    renderDashboard('/dashboard/my-reports');
    const withdraw = within(await card(31)).getByRole('button', { name: 'Withdraw' });
    await userEvent.click(withdraw);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw report 31?' });
    expect(dialog.textContent).toContain('takes the report off the portal if it is published, and deletes its photographs and video');
    await expectNoAxeViolations();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(withdraw));
    expect(fact(await card(31), en('reportStatusLabel'))).toBe('Submitted');
  });

  it('withdraws once confirmed: the report reads Withdrawn, its media are gone, and focus goes to its heading', async () => {
    serveMine([submitted]);
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        message: 'Withdrawn.',
        report: {
          ...submitted,
          status: 'withdrawn',
          media: [],
          history: [...submitted.history, event('withdrawn', '2025-03-04T08:00:00.000Z')],
        },
      },
    });
    loginAs('user');
    renderDashboard('/dashboard/my-reports');
    await userEvent.click(within(await card(31)).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw report' }));

    expect(post).toHaveBeenCalledWith('/my/reports/31/withdraw', {});
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const article = await card(31);
    expect(fact(article, en('reportStatusLabel'))).toBe('Withdrawn');
    expect(within(article).queryByText('Media')).toBeNull();
    expect(historyOf(article)).toContain('4 Mar 2025, 08:00: Withdrawn');
    expect(within(article).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(toasts).toContainEqual({ kind: 'success', text: 'Report 31 withdrawn. Its photographs and video have been deleted.' });
    await waitFor(() => expect(document.activeElement).toBe(within(article).getByRole('heading', { level: 2 })));
    await expectNoAxeViolations();
  });

  it("keeps the dialog open with the server's message when a withdrawal fails", async () => {
    serveMine([submitted]);
    vi.spyOn(api, 'post').mockRejectedValue(answered(409, 'This report is already withdrawn.'));
    loginAs('user');
    renderDashboard('/dashboard/my-reports');
    await userEvent.click(within(await card(31)).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw report' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: 'This report is already withdrawn.' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits a report not published and sends it again with PUT; it then reads Submitted', async () => {
    serveMine([rejected]);
    const resent: MyReport = {
      ...rejected,
      status: 'submitted',
      comment: 'The ramp at Ikeja clinic is broken.',
      stateId: 25,
      state: 'Lagos',
      lga: 'Ikeja',
      history: [...rejected.history, event('resubmitted', '2025-03-05T09:00:00.000Z')],
    };
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { message: 'Sent again.', report: resent } });
    loginAs('user');
    renderDashboard('/dashboard/my-reports');
    await userEvent.click(within(await card(35)).getByRole('button', { name: 'Edit and send again' }));

    const heading = screen.getByRole('heading', { level: 3, name: 'Edit report 35 and send it again' });
    expect(document.activeElement).toBe(heading);
    const comment = screen.getByRole('textbox', { name: /^Comment/ }) as HTMLTextAreaElement;
    expect(comment.value).toBe(rejected.comment);
    expect((screen.getByRole('textbox', { name: /Describe the place/ }) as HTMLInputElement).value).toBe('Beside the market gate');
    expect((await screen.findByRole('button', { name: /Local government area/ })).textContent).toContain('Fagge');
    await expectNoAxeViolations();

    await userEvent.clear(comment);
    await userEvent.type(comment, 'The ramp at Ikeja clinic is broken.');
    await chooseOption(/State \(optional\)/, 'Lagos');
    await chooseOption(/Local government area/, 'Ikeja');
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));

    expect(put).toHaveBeenCalledWith('/my/reports/35', {
      commentType: 'Report Accessibility Issue',
      comment: 'The ramp at Ikeja clinic is broken.',
      stateId: 25,
      lga: 'Ikeja',
      placeDescription: 'Beside the market gate',
    });
    const article = await card(35);
    await waitFor(() => expect(fact(article, en('reportStatusLabel'))).toBe('Submitted'));
    expect(fact(article, 'Place')).toBe('Ikeja, Lagos');
    expect(historyOf(article)).toContain('5 Mar 2025, 09:00: Sent again');
    expect(screen.queryByRole('heading', { name: /Edit report 35/ })).toBeNull();
    expect(within(article).queryByText('Why it was not published')).toBeNull();
    expect(toasts).toContainEqual({ kind: 'success', text: 'Report 35 sent again. It is back with the moderators as Submitted.' });
    await waitFor(() => expect(document.activeElement).toBe(within(article).getByRole('heading', { level: 2 })));
  });

  it('does not send a report again without its text, and Cancel returns to the button', async () => {
    serveMine([rejected]);
    const put = vi.spyOn(api, 'put');
    loginAs('user');
    renderDashboard('/dashboard/my-reports');
    const edit = within(await card(35)).getByRole('button', { name: 'Edit and send again' });
    await userEvent.click(edit);
    await userEvent.clear(screen.getByRole('textbox', { name: /^Comment/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(errorSummary().links).toEqual(['Write your comment']);
    expect(put).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: en('cancel') }));
    expect(screen.queryByRole('heading', { name: /Edit report 35/ })).toBeNull();
    const again = within(await card(35)).getByRole('button', { name: 'Edit and send again' });
    await waitFor(() => expect(document.activeElement).toBe(again));
  });
});
