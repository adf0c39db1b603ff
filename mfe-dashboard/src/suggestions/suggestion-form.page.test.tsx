import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import type { Suggestion } from '@portal/shared/contracts';
import { answered, describedBy, errorSummary, expectNoAxeViolations, schoolRecord, watchToasts } from '@portal/shared/testing';
import { chooseOption, loginAs, renderDashboard, resetDashboardState, serveGets } from '../test/helpers.js';
import { dashboardWords } from '../i18n/words.js';

const en = dashboardWords.in('en');

afterEach(resetDashboardState);
const toasts = watchToasts();

const SCHOOL = schoolRecord({
  id: 5,
  state_id: 25,
  state: 'Lagos',
  name: 'Wesley School for the Deaf',
  type: ['primary', 'special'],
  location: 'Surulere',
  impairments: ['hearing'],
});
const SOURCE = 'https://www.example.org/wesley';
const RECEIVED = { message: en('suggestionReceived'), suggestion: { id: 7, status: 'pending' } };

const source = () => screen.getByRole('textbox', { name: /Source address/ });
const send = () => userEvent.click(screen.getByRole('button', { name: en('suggestionSend') }));

describe('the suggestion form', () => {
  it('refuses a suggestion without a source address, saying so beside the field, in the summary and in a toast, and passes axe', async () => {
    serveGets();
    const post = vi.spyOn(api, 'post');
    loginAs('user');
    renderDashboard('/dashboard/suggestions/new');
    await screen.findByRole('heading', { level: 1, name: en('suggestNewSchool') });
    await userEvent.type(screen.getByRole('textbox', { name: /School name/ }), 'Sunshine Inclusive Academy');
    await chooseOption(/State/, 'Lagos');
    await send();
    const { intro, links } = errorSummary();
    expect(intro).toBe(en('suggestionSourceMissing'));
    expect(links).toEqual([en('suggestionSourceMissing')]);
    expect(describedBy(source())).toContain(en('suggestionSourceMissing'));
    expect(source().getAttribute('aria-invalid')).toBe('true');
    expect(toasts).toEqual([{ kind: 'error', text: en('suggestionSourceMissing') }]);
    expect(post).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('sends a new school with its source, then says it is with the moderators', async () => {
    serveGets();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: RECEIVED });
    loginAs('user');
    renderDashboard('/dashboard/suggestions/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /School name/ }), 'Sunshine Inclusive Academy');
    await chooseOption(/State/, 'Lagos');
    await userEvent.type(screen.getByRole('textbox', { name: /Level/ }), 'primary');
    await chooseOption(/Special or inclusive/, 'Inclusive school');
    await userEvent.type(source(), SOURCE);
    await userEvent.click(screen.getByRole('checkbox', { name: en('suggestionShowNameLabel') }));
    await send();
    expect(post).toHaveBeenCalledWith('/suggestions', {
      target: 'new_school',
      school: {
        name: 'Sunshine Inclusive Academy',
        state: 'Lagos',
        level: 'primary',
        special_or_inclusive: 'inclusive',
        impairments: '',
        town_or_lga: '',
      },
      sourceUrl: SOURCE,
      note: '',
      showName: true,
    });
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', text: en('suggestionReceived') }));
    expect(screen.getByRole('link', { name: 'Back to Inclusive schools' }).getAttribute('href')).toBe('/schools');
    await expectNoAxeViolations();
  });

  it("corrects a school's field, showing what the portal says now, and names the school", async () => {
    serveGets((url) => (url === '/schools/5' ? SCHOOL : undefined));
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: RECEIVED });
    loginAs('user');
    renderDashboard('/dashboard/suggestions/new?school=5');
    await screen.findByRole('heading', { level: 1, name: 'Suggest a correction to Wesley School for the Deaf' });
    await chooseOption(/Field in question/, 'Location');
    const value = screen.getByRole('textbox', { name: /Proposed value/ });
    expect(describedBy(value)).toContain('The portal says now: Surulere');
    await userEvent.type(value, 'Surulere, Lagos Mainland');
    await userEvent.type(source(), SOURCE);
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'See the contact page.');
    await expectNoAxeViolations();
    await send();
    expect(post).toHaveBeenCalledWith('/suggestions', {
      target: 'school',
      recordId: 5,
      field: 'location',
      value: 'Surulere, Lagos Mainland',
      sourceUrl: SOURCE,
      note: 'See the contact page.',
      showName: false,
    });
    expect(await screen.findByRole('link', { name: 'Back to Wesley School for the Deaf' })).toBeTruthy();
  });

  it.each(['0', '007', '2147483648'])(
    'takes ?school=%s, which no record can have, for a new school, without asking the API',
    async (id) => {
      const get = serveGets();
      loginAs('user');
      renderDashboard(`/dashboard/suggestions/new?school=${id}`);
      await screen.findByRole('heading', { level: 1, name: en('suggestNewSchool') });
      expect(get.mock.calls.map(([url]) => url)).not.toContain(`/schools/${id}`);
    },
  );

  it('offers the settings in words and says which one the portal gives now', async () => {
    serveGets((url) => (url === '/schools/5' ? SCHOOL : undefined));
    loginAs('user');
    renderDashboard('/dashboard/suggestions/new?school=5');
    await chooseOption(/Field in question/, 'Special or inclusive');
    expect(describedBy(screen.getByRole('button', { name: /Proposed value/ }))).toContain('The portal says now: Special school');
  });

  it("shows the server's refusal in the summary and a toast, and keeps what was typed", async () => {
    serveGets((url) => (url === '/schools/5' ? SCHOOL : undefined));
    vi.spyOn(api, 'post').mockRejectedValue(answered(400, 'The portal already says this.'));
    loginAs('user');
    renderDashboard('/dashboard/suggestions/new?school=5');
    await chooseOption(/Field in question/, 'Location');
    await userEvent.type(screen.getByRole('textbox', { name: /Proposed value/ }), 'Surulere');
    await userEvent.type(source(), SOURCE);
    await send();
    await waitFor(() => expect(errorSummary().intro).toBe('The portal already says this.'));
    expect(toasts).toContainEqual({ kind: 'error', text: 'The portal already says this.' });
    expect((source() as HTMLInputElement).value).toBe(SOURCE);
  });
});

const PENDING: Suggestion = {
  id: 7,
  target: 'school',
  recordId: 5,
  recordName: 'Wesley School for the Deaf',
  field: 'location',
  current: 'Surulere',
  value: 'Surulere, Lagos Mainland',
  school: null,
  sourceUrl: SOURCE,
  note: '',
  showName: true,
  status: 'pending',
  by: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.ng' },
  createdAt: '2026-12-01T10:00:00.000Z',
  reason: null,
  decidedAt: null,
  decidedBy: null,
};

describe('the suggestions queue', () => {
  it('is for staff: a user is told access is denied, and has no Suggestions in the menu', async () => {
    serveGets();
    loginAs('user');
    renderDashboard('/dashboard/suggestions');
    expect(await screen.findByText(en('accessDenied'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: en('suggestionsTitle') })).toBeNull();
  });

  it('shows a suggestion against what the portal says now, and accepts or declines it with a reason', async () => {
    serveGets((url) => (url === '/moderation/suggestions' ? { suggestions: [PENDING, { ...PENDING, id: 8 }] } : undefined));
    const post = vi.spyOn(api, 'post').mockImplementation(async (url: string) => ({
      data: {
        message: url.endsWith('accept') ? 'Suggestion 7 accepted: the data has changed.' : 'Suggestion 8 declined: nothing has changed.',
      },
    }));
    loginAs('moderator');
    renderDashboard('/dashboard/suggestions');
    const card = await screen.findByRole('article', { name: 'Suggestion 7: Wesley School for the Deaf' });
    expect(card.textContent).toContain('Surulere, Lagos Mainland');
    expect(card.textContent).toContain('Ada Obi (ada@example.ng), agrees to be named');
    expect(screen.getByRole('heading', { level: 2, name: '2 suggestions waiting' })).toBeTruthy();
    await expectNoAxeViolations();

    await userEvent.click(within(card).getByRole('button', { name: en('suggestionAccept') }));
    expect(post).toHaveBeenCalledWith('/moderation/suggestions/7/accept', {});
    await screen.findByRole('heading', { level: 2, name: '1 suggestion waiting' });
    expect(toasts).toContainEqual({ kind: 'success', text: 'Suggestion 7 accepted: the data has changed.' });

    const other = screen.getByRole('article', { name: 'Suggestion 8: Wesley School for the Deaf' });
    await userEvent.click(within(other).getByRole('button', { name: en('suggestionDecline') }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: en('suggestionDeclineSend') }));
    expect(within(dialog).getAllByText(en('suggestionDeclineReasonMissing')).length).toBeGreaterThan(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The page does not say so.');
    await userEvent.click(within(dialog).getByRole('button', { name: en('suggestionDeclineSend') }));
    expect(post).toHaveBeenCalledWith('/moderation/suggestions/8/decline', { reason: 'The page does not say so.' });
    await screen.findByRole('heading', { level: 2, name: '0 suggestions waiting' });
  });
});
