import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { api, messages } from '@portal/shared';
import { answered, expectNoAxeViolations, watchToasts } from '@portal/shared/testing';
import { loginAs, renderDashboard, resetDashboardState, stubObjectUrls } from '../test/helpers.js';
import type { ModerationReport } from '@portal/shared/contracts';

afterEach(resetDashboardState);
beforeEach(stubObjectUrls);
const toasts = watchToasts();

const queued: ModerationReport = {
  id: 12,
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.ng',
  commentType: 'Report Accessibility Issue',
  comment: '<script>alert("x")</script> No ramp at the clinic.',
  showName: false,
  videoUrl: null,
  status: 'submitted',
  verified: false,
  createdAt: '2025-03-01T09:30:00.000Z',
  media: [
    { id: 40, kind: 'photograph', contentType: 'image/jpeg', size: 2048 },
    { id: 41, kind: 'photograph', contentType: 'image/png', size: 4096 },
  ],
  decisions: [],
};

/** The line of the report's decisions that matches `pattern` (its words are split by <bdi> elements). */
const decisionLine = (report: HTMLElement, pattern: RegExp) =>
  within(report).getByText((_, element) => element?.tagName === 'LI' && pattern.test(element.textContent ?? ''));

const decided = (fields: Partial<ModerationReport>): ModerationReport => ({ ...queued, ...fields });
const by = { id: 2, name: 'Musa Okafor' };

function serveQueue(reports: ModerationReport[] = [queued]) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    const status = (config?.params as { status?: string } | undefined)?.status;
    if (url === '/moderation/reports') return { data: { reports: reports.filter((r) => r.status === status) } };
    if (url.startsWith('/moderation/reports/12/media/')) return { data: new Blob(['img'], { type: 'image/jpeg' }) };
    throw new Error(`unexpected ${url}`);
  });
}

describe('moderation page', () => {
  it("shows a user 'Access Denied'", async () => {
    loginAs('user');
    renderDashboard('/dashboard/moderation');
    expect(screen.getByText(messages.accessDenied)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('lists the reports awaiting review, with markup in a comment shown as inert text, and passes axe', async () => {
    const get = serveQueue();
    loginAs('moderator');
    const { container } = renderDashboard('/dashboard/moderation');
    const report = await screen.findByRole('article', { name: 'Report 12: Report Accessibility Issue' });
    expect(get).toHaveBeenCalledWith('/moderation/reports', { params: { status: 'submitted' } });
    expect(screen.getByRole('heading', { level: 2, name: '1 report awaiting review' })).toBeTruthy();
    expect(within(report).getByText(/<script>alert\("x"\)<\/script> No ramp/)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(within(report).getByText(/ada@example.ng/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('isolates every name, address, comment and reason a person typed in its own <bdi>', async () => {
    const RLO = '\u202E';
    serveQueue([
      decided({
        lastName: `Obi${RLO}`,
        comment: `Ramp ${RLO}broken`,
        decisions: [{ decision: 'rejected', reason: `Spam${RLO}`, at: '2025-03-02T10:00:00.000Z', by }],
      }),
    ]);
    loginAs('moderator');
    renderDashboard('/dashboard/moderation');
    const report = await screen.findByRole('article');
    const isolated = [...report.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(isolated).toEqual(['Ada', `Obi${RLO}`, 'ada@example.ng', `Ramp ${RLO}broken`, 'Musa Okafor', `Spam${RLO}`]);
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
    expect(get).toHaveBeenCalledTimes(5); // the queue, then both photographs twice
  });

  it('approves a report: the server is told, the report leaves the queue, focus stays in the list', async () => {
    serveQueue();
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        report: decided({ status: 'approved', decisions: [{ decision: 'approved', reason: null, at: '2025-03-02T10:00:00.000Z', by }] }),
      },
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

  it('marks a report verified and shows who did it and when', async () => {
    serveQueue();
    vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        report: decided({ verified: true, decisions: [{ decision: 'verified', reason: null, at: '2025-03-02T10:00:00.000Z', by }] }),
      },
    });
    loginAs('moderator');
    renderDashboard('/dashboard/moderation');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark verified' }));
    const report = screen.getByRole('article');
    await waitFor(() => expect(decisionLine(report, /^Marked verified by Musa Okafor on 2 Mar 2025/)).toBeTruthy());
    expect(within(report).queryByRole('button', { name: 'Mark verified' })).toBeNull();
    expect(within(report).getByText(/Awaiting review, verified/)).toBeTruthy();
  });

  it('rejects only with a reason, which is sent and kept', async () => {
    serveQueue();
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        report: decided({
          status: 'rejected',
          decisions: [{ decision: 'rejected', reason: 'Duplicate of report 4', at: '2025-03-02T10:00:00.000Z', by }],
        }),
      },
    });
    loginAs('admin');
    renderDashboard('/dashboard/moderation');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject report 12' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject report' }));
    expect(within(dialog).getByRole('group', { name: messages.errorSummaryTitle }).textContent).toContain(
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

  it('shows rejected reports with their reasons when asked', async () => {
    serveQueue([
      decided({
        status: 'rejected',
        decisions: [{ decision: 'rejected', reason: 'Duplicate of report 4', at: '2025-03-02T10:00:00.000Z', by }],
      }),
    ]);
    loginAs('admin');
    renderDashboard('/dashboard/moderation');
    await screen.findByRole('heading', { level: 2, name: '0 reports awaiting review' });
    await userEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    const report = await screen.findByRole('article');
    expect(decisionLine(report, /Rejected by Musa Okafor on .*\. Reason: Duplicate of report 4/)).toBeTruthy();
    expect(within(report).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(report).getByRole('button', { name: 'Approve' })).toBeTruthy();
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
});
