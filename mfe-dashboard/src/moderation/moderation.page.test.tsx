import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { api } from '@portal/shared';
import { answered, errorSummary, expectNoAxeViolations, watchToasts } from '@portal/shared/testing';
import type { ModerationQueueAnswer, ModerationReport, ReportEvent } from '@portal/shared/contracts';
import {
  chooseOption,
  loginAs,
  renderDashboard,
  REPORT_DEFAULTS,
  resetDashboardState,
  serveGets,
  stubObjectUrls,
} from '../test/helpers.js';
import { durationText } from '../reports/report-words.js';
import { accountMessages } from '@portal/shared/account-messages';
import { dashboardWords } from '../i18n/words.js';

const en = dashboardWords.in('en');

afterEach(resetDashboardState);
beforeEach(stubObjectUrls);
const toasts = watchToasts();

const musa = { id: 2, name: 'Musa Okafor' };
const SUBMITTED: ReportEvent = { kind: 'submitted', text: null, at: '2025-03-01T09:30:00.000Z', by: null };
const photo = (id: number) => ({
  id,
  kind: 'photograph' as const,
  contentType: 'image/jpeg',
  size: 2048,
  url: `/api/v1/moderation/reports/12/media/${id}`,
  thumbnailUrl: null,
  listUrl: null,
  width: 640,
  height: 480,
});

const queued: ModerationReport = {
  ...REPORT_DEFAULTS,
  id: 12,
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.ng',
  comment: '<script>alert("x")</script> No ramp at the clinic.',
  showName: false,
  createdAt: '2025-03-01T09:30:00.000Z',
  media: [photo(40), photo(41)],
  history: [SUBMITTED],
};
const decided = (fields: Partial<ModerationReport>): ModerationReport => ({ ...queued, ...fields });
const step = (kind: ReportEvent['kind'], text: string | null = null): ReportEvent => ({
  kind,
  text,
  at: '2025-03-02T10:00:00.000Z',
  by: musa,
});

/** Serves the queue as the server filters it, with `extra` fields (the administrators' median). */
function serveQueue(reports: ModerationReport[] = [queued], extra: Partial<ModerationQueueAnswer> = {}) {
  return serveGets((url: string, config?: AxiosRequestConfig) => {
    const params = (config?.params ?? {}) as { status?: string; state_id?: number };
    if (url === '/moderation/reports') {
      const shown = reports.filter((r) => r.status === params.status && (params.state_id === undefined || r.stateId === params.state_id));
      return { reports: shown, ...extra };
    }
    if (url.startsWith('/moderation/reports/12/media/')) return new Blob(['img'], { type: 'image/jpeg' });
    return undefined;
  });
}

const historyOf = (report: HTMLElement) =>
  within(within(report).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const fact = (report: HTMLElement, label: string) => within(report).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('moderation page', () => {
  it("shows a user 'Access Denied'", async () => {
    loginAs('user');
    renderDashboard('/dashboard/moderation');
    expect(screen.getByText(en('accessDenied'))).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('lists the reports awaiting review with their place, markup in a comment shown as inert text, and passes axe', async () => {
    const get = serveQueue();
    loginAs('moderator');
    const { container } = renderDashboard('/dashboard/moderation');
    const report = await screen.findByRole('article', { name: 'Report 12: Report Accessibility Issue' });
    expect(get).toHaveBeenCalledWith('/moderation/reports', { params: { status: 'submitted' }, signal: expect.any(AbortSignal) });
    expect(screen.getByRole('heading', { level: 2, name: '1 report awaiting review' })).toBeTruthy();
    expect(within(report).getByText(/<script>alert\("x"\)<\/script> No ramp/)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(within(report).getByText(/ada@example.ng/)).toBeTruthy();
    expect(fact(report, 'Place')).toBe('Fagge, Kano');
    expect(fact(report, 'Description of the place')).toBe('Beside the market gate');
    expect(historyOf(report)).toEqual(['1 Mar 2025, 09:30: Submitted (by the reporter)']);
    await expectNoAxeViolations();
  });

  it('shows a report by SMS or USSD with its channel and the last three digits of the number only, and passes axe', async () => {
    const bySms = decided({ id: 13, channel: 'sms', phoneEnding: '567', firstName: '', lastName: '', email: '' });
    const stopped = decided({ id: 14, channel: 'ussd', phoneEnding: null, firstName: '', lastName: '', email: '' });
    serveQueue([queued, bySms, stopped]);
    loginAs('moderator');
    renderDashboard('/dashboard/moderation');
    const sms = await screen.findByRole('article', { name: 'Report 13: Report Accessibility Issue' });
    expect(fact(sms, 'By')).toBe('SMS, from a number ending in 567');
    const ussd = screen.getByRole('article', { name: 'Report 14: Report Accessibility Issue' });
    expect(fact(ussd, 'By')).toBe('USSD; its sender sent STOP, so the number is deleted');
    expect(fact(screen.getByRole('article', { name: 'Report 12: Report Accessibility Issue' }), 'By')).toBe(
      'Ada Obi (ada@example.ng), name not to be shown',
    );
    await expectNoAxeViolations();
  });

  it('filters the queue by each of the five statuses', async () => {
    const get = serveQueue([queued, decided({ id: 13, status: 'withdrawn', media: [] })]);
    loginAs('moderator');
    renderDashboard('/dashboard/moderation');
    await screen.findByRole('heading', { level: 2, name: '1 report awaiting review' });
    const radios = within(screen.getByRole('radiogroup', { name: en('showReports') })).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Awaiting review',
      'Under review',
      'Published',
      'Not published',
      'Withdrawn',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Withdrawn' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1 withdrawn report' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/moderation/reports', { params: { status: 'withdrawn' }, signal: expect.any(AbortSignal) });
    // A withdrawn report is the reporter's: nothing is offered.
    expect(within(screen.getByRole('article')).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Decide on report 13' })).toBeNull();
  });

  it('filters the queue by state', async () => {
    const lagos = decided({ id: 14, stateId: 25, state: 'Lagos', lga: 'Ikeja', placeDescription: null });
    const get = serveQueue([queued, lagos]);
    loginAs('moderator');
    renderDashboard('/dashboard/moderation');
    await screen.findByRole('heading', { level: 2, name: '2 reports awaiting review' });
    await chooseOption(/ State$/, 'Lagos');

    expect(await screen.findByRole('heading', { level: 2, name: '1 report awaiting review in Lagos' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/moderation/reports', {
      params: { status: 'submitted', state_id: 25 },
      signal: expect.any(AbortSignal),
    });
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual(['report-14-title']);
    await expectNoAxeViolations();

    await chooseOption(/ State$/, 'All states');
    expect(await screen.findByRole('heading', { level: 2, name: '2 reports awaiting review' })).toBeTruthy();
  });

  it('isolates every name, address, comment, place and reason a person typed in its own <bdi>', async () => {
    const RLO = '\u202E';
    serveQueue([
      decided({
        status: 'rejected',
        lastName: `Obi${RLO}`,
        comment: `Ramp ${RLO}broken`,
        placeDescription: `Gate ${RLO}3`,
        history: [SUBMITTED, step('rejected', `Spam${RLO}`)],
      }),
    ]);
    loginAs('moderator');
    renderDashboard('/dashboard/moderation');
    await userEvent.click(await screen.findByRole('radio', { name: 'Not published' }));
    const report = await screen.findByRole('article');
    const isolated = [...report.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(isolated).toEqual([
      'Ada',
      `Obi${RLO}`,
      'ada@example.ng',
      'Fagge, Kano',
      `Gate ${RLO}3`,
      `Ramp ${RLO}broken`,
      `Spam${RLO}`,
      'Musa Okafor',
    ]);
  });

  it('loads the media of a report on demand, each photograph with a text alternative', async () => {
    const get = serveQueue();
    loginAs('admin');
    renderDashboard('/dashboard/moderation');
    await userEvent.click(await screen.findByRole('button', { name: 'Show media (2 photographs)' }));
    expect(await screen.findByRole('img', { name: 'Photograph 1 of report 12' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photograph 2 of report 12' }).getAttribute('src')).toMatch(/^blob:/);
    expect(get).toHaveBeenCalledWith('/moderation/reports/12/media/40', { responseType: 'blob' });
    // The button stays where it was, so keyboard focus is not lost, and now hides the media.
    await userEvent.click(screen.getByRole('button', { name: 'Hide media (2 photographs)' }));
    expect(screen.queryByRole('img', { name: /of report 12/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show media (2 photographs)' }));
    expect(await screen.findAllByRole('img', { name: /of report 12/ })).toHaveLength(2);
    expect(get.mock.calls.filter(([url]) => url.startsWith('/moderation/reports/12/media/'))).toHaveLength(4);
  });

  it('takes a report for review: it leaves the submitted list and is found under review with who took it', async () => {
    const underReview = decided({ status: 'under_review', history: [SUBMITTED, step('under_review')] });
    serveQueue([queued]);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { report: underReview } });
    loginAs('moderator');
    renderDashboard('/dashboard/moderation');
    await userEvent.click(await screen.findByRole('button', { name: 'Take for review' }));
    expect(post).toHaveBeenCalledWith('/moderation/reports/12/review', {});
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(toasts).toContainEqual({ kind: 'success', text: 'Report 12 taken for review.' });
    const heading = screen.getByRole('heading', { level: 2, name: '0 reports awaiting review' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    serveQueue([underReview]);
    await userEvent.click(screen.getByRole('radio', { name: 'Under review' }));
    const report = await screen.findByRole('article');
    expect(historyOf(report)).toContain('2 Mar 2025, 10:00: Taken for review (by Musa Okafor)');
    expect(within(report).queryByRole('button', { name: 'Take for review' })).toBeNull();
    expect(within(report).getByRole('button', { name: 'Approve' })).toBeTruthy();
    // Its facts are checked once it is published.
    expect(within(report).queryByRole('button', { name: 'Mark verified' })).toBeNull();
  });

  it('approves a report: the server is told, the report leaves the queue, focus stays in the list', async () => {
    serveQueue();
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: { report: decided({ status: 'approved', history: [SUBMITTED, step('approved')] }) },
    });
    loginAs('moderator');
    renderDashboard('/dashboard/moderation');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(post).toHaveBeenCalledWith('/moderation/reports/12/approve', {});
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(toasts).toContainEqual({ kind: 'success', text: 'Report 12 approved: it is now public.' });
    const heading = screen.getByRole('heading', { level: 2, name: '0 reports awaiting review' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('verifies a report only with how its facts were checked, and shows how, who and when', async () => {
    const published = decided({ status: 'approved', history: [SUBMITTED, step('approved')] });
    serveQueue([published]);
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        report: {
          ...published,
          verified: true,
          verifiedHow: 'Called the clinic',
          history: [...published.history, step('verified', 'Called the clinic')],
        },
      },
    });
    loginAs('moderator');
    renderDashboard('/dashboard/moderation');
    await userEvent.click(await screen.findByRole('radio', { name: 'Published' }));
    const trigger = await screen.findByRole('button', { name: 'Mark verified' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Verify report 12' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark verified' }));
    expect(errorSummary().links).toEqual(['Say how the facts were checked']);
    expect(post).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /How were the facts checked\?/ }), 'Called the clinic');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark verified' }));
    expect(post).toHaveBeenCalledWith('/moderation/reports/12/verify', { how: 'Called the clinic' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const report = screen.getByRole('article');
    expect(historyOf(report)).toContain('2 Mar 2025, 10:00: Verified: Called the clinic (by Musa Okafor)');
    expect(fact(report, 'How its facts were checked')).toBe('Called the clinic');
    expect(fact(report, en('reportStatusLabel'))).toBe('Published, verified');
    expect(within(report).queryByRole('button', { name: 'Mark verified' })).toBeNull();
    expect(toasts).toContainEqual({ kind: 'success', text: 'Report 12 marked verified.' });
    // Its button has gone: focus is on the report, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(within(report).getByRole('heading', { level: 3 })));
  });

  it('sends a note to the reporter only with words, keeps it in the history, and returns focus to its button', async () => {
    serveQueue();
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: { report: decided({ history: [SUBMITTED, step('note', 'Which clinic is it?')] }) },
    });
    loginAs('moderator');
    renderDashboard('/dashboard/moderation');
    const trigger = await screen.findByRole('button', { name: 'Write to the reporter' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Write to the reporter of report 12' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send note' }));
    expect(errorSummary().links).toEqual(['Write the note to the reporter']);
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Which clinic is it?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send note' }));
    expect(post).toHaveBeenCalledWith('/moderation/reports/12/notes', { note: 'Which clinic is it?' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toContainEqual({ kind: 'success', text: 'Your note on report 12 was sent to the reporter.' });
    expect(historyOf(screen.getByRole('article'))).toContain(
      '2 Mar 2025, 10:00: Note to the reporter: Which clinic is it? (by Musa Okafor)',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Write to the reporter' })));
  });

  it('rejects only with a reason, which is sent and kept', async () => {
    serveQueue();
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: { report: decided({ status: 'rejected', history: [SUBMITTED, step('rejected', 'Duplicate of report 4')] }) },
    });
    loginAs('admin');
    renderDashboard('/dashboard/moderation');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject report 12' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject report' }));
    expect(within(dialog).getByRole('group', { name: accountMessages.errorSummaryTitle }).textContent).toContain(
      'Give the reason for rejecting this report',
    );
    expect(post).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate of report 4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject report' }));
    expect(post).toHaveBeenCalledWith('/moderation/reports/12/reject', { reason: 'Duplicate of report 4' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toContainEqual({ kind: 'success', text: 'Report 12 rejected.' });
  });

  it('shows reports not published with their reasons when asked', async () => {
    serveQueue([decided({ status: 'rejected', history: [SUBMITTED, step('rejected', 'Duplicate of report 4')] })]);
    loginAs('admin');
    renderDashboard('/dashboard/moderation');
    await screen.findByRole('heading', { level: 2, name: '0 reports awaiting review' });
    await userEvent.click(screen.getByRole('radio', { name: 'Not published' }));
    const report = await screen.findByRole('article');
    expect(screen.getByRole('heading', { level: 2, name: '1 report not published' })).toBeTruthy();
    expect(historyOf(report)).toContain('2 Mar 2025, 10:00: Not published: Duplicate of report 4 (by Musa Okafor)');
    // It waits for its reporter to correct it and send it again: it cannot be published from here.
    expect(within(report).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(report).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(report).getByRole('button', { name: 'Write to the reporter' })).toBeTruthy();
  });

  it("keeps the report in the queue with the server's message when a decision fails", async () => {
    serveQueue();
    vi.spyOn(api, 'post').mockRejectedValue(answered(403, 'Only admins and moderators decide on reports.'));
    loginAs('moderator');
    renderDashboard('/dashboard/moderation');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: 'Only admins and moderators decide on reports.' }));
    expect(screen.getByRole('article')).toBeTruthy();
  });

  it('shows an administrator the median time from submission to decision', async () => {
    serveQueue([queued], { medianHoursToDecision: 5.4 });
    loginAs('admin');
    renderDashboard('/dashboard/moderation');
    expect(await screen.findByText('Median time from submission to decision: 5 hours')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("says 'No decisions yet' to an administrator when nothing has been decided", async () => {
    serveQueue([queued], { medianHoursToDecision: null });
    loginAs('admin');
    renderDashboard('/dashboard/moderation');
    expect(await screen.findByText('Median time from submission to decision: No decisions yet')).toBeTruthy();
  });

  it('does not show a moderator the median', async () => {
    serveQueue([queued]);
    loginAs('moderator');
    renderDashboard('/dashboard/moderation');
    await screen.findByRole('article');
    expect(screen.queryByText(/Median time from submission to decision/)).toBeNull();
  });
});

describe('the median time to a decision', () => {
  it.each([
    [0.4, 'less than an hour'],
    [1, '1 hour'],
    [5.4, '5 hours'],
    [47.4, '47 hours'],
    [48, '2 days'],
    [60, '2.5 days'],
  ])('%s hours reads %s', (hours, text) => {
    expect(durationText(hours, en)).toBe(text);
  });
});
