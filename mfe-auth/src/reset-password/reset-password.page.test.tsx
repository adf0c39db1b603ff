import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import {
  answered,
  describedBy,
  errorSummary,
  expectFocusOn,
  expectNoAxeViolations,
  ok,
  resetPage,
  unanswered,
  watchToasts,
} from '@portal/shared/testing';
import { renderAuth, STRONG } from '../test/helpers.js';
import { seedLoads } from '@portal/shared/data';
import { formOutcomeKey } from '@portal/shared/forms';
import { accountMessages } from '@portal/shared/account-messages';
import { authWords } from '../i18n/words.js';

const en = authWords.in('en');

const toasts = watchToasts();
beforeEach(resetPage);
afterEach(cleanup);

const TOKEN = 'reset-token-0123456789abcdefgh';

async function choose(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('choosing a new password', () => {
  it('hydrates showing the password reset when its form was posted without scripts, leaving focus be', async () => {
    seedLoads({ [formOutcomeKey(`/reset-password/${TOKEN}`)]: { status: 200, values: {}, done: true, message: en('resetSuccess') } });
    const elsewhere = document.body.appendChild(document.createElement('a'));
    elsewhere.href = '/login';
    onTestFinished(() => elsewhere.remove());
    elsewhere.focus();
    renderAuth(`/reset-password/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: en('passwordResetHeading') })).toBeTruthy();
    await act(async () => undefined);
    expect(document.activeElement).toBe(elsewhere);
  });

  it('has the new password with its rules and its confirmation, and no axe violations', async () => {
    renderAuth(`/reset-password/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(describedBy(screen.getByLabelText('New password'))).toContain('A special character (for example ! @ # $ %) (not done yet)');
    await expectNoAxeViolations();
  });

  it.each([
    ['an empty field', '', STRONG, en('fillAllFields'), ['Enter a password']],
    ['passwords that differ', STRONG, `${STRONG}x`, en('passwordsDoNotMatch'), [en('passwordsDoNotMatch')]],
    [
      'a weak password',
      'abcdefgh',
      'abcdefgh',
      en('fixPasswordIssues'),
      ['Your password needs an uppercase letter, a number and a special character (for example ! @ # $ %)'],
    ],
  ])('refuses %s with the §5 text', async (_case, password, confirm, intro, links) => {
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    renderAuth(`/reset-password/${TOKEN}`);
    await choose(user, password, confirm);
    expect(errorSummary().intro).toBe(intro);
    expect(errorSummary().links).toEqual(links);
    expect(document.activeElement).toBe(errorSummary().summary);
    expect(toasts).toEqual([{ kind: 'error', text: intro }]);
    expect(post).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('sends the token and the new password, then shows the success screen linking to login', async () => {
    let answer!: (value: unknown) => void;
    const post = vi.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const user = userEvent.setup();
    renderAuth(`/reset-password/${TOKEN}`);
    await choose(user, STRONG);
    expect(post).toHaveBeenCalledWith('/auth/reset-password', { token: TOKEN, newPassword: STRONG });
    expect(screen.getByRole('button', { name: accountMessages.sending }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer(ok({ message: en('resetSuccess') })));

    const heading = screen.getByRole('heading', { level: 1, name: 'Your password has been reset' });
    await expectFocusOn(heading);
    expect(screen.getByText(en('resetSuccess'))).toBeTruthy();
    expect(toasts).toEqual([{ kind: 'success', text: en('resetSuccess') }]);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await expectNoAxeViolations();
  });

  it('shows the bad-link message with a way to ask for a new link', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(answered(400, en('resetBadLink')));
    const user = userEvent.setup();
    renderAuth(`/reset-password/${TOKEN}`);
    await choose(user, STRONG);
    await waitFor(() => expect(errorSummary().intro).toBe(en('resetBadLink')));
    expect(toasts).toEqual([{ kind: 'error', text: en('resetBadLink') }]);
    expect(screen.getByRole('link', { name: 'Request a new password reset link' }).getAttribute('href')).toBe('/forgot-password');
    await expectNoAxeViolations();
  });

  it("falls back to 'An error occurred. Please try again later.' when the server says nothing", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(unanswered());
    const user = userEvent.setup();
    renderAuth(`/reset-password/${TOKEN}`);
    await choose(user, STRONG);
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: en('resetGeneric') }]));
    expect(screen.queryByRole('link', { name: 'Request a new password reset link' })).toBeNull();
  });
});

describe('a reset link without its token', () => {
  it('toasts the error once and goes to the forgot-password page', async () => {
    renderAuth('/reset-password');
    await waitFor(() => expect(window.location.pathname).toBe('/forgot-password'));
    expect(toasts).toEqual([{ kind: 'error', text: en('resetBadLink') }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeTruthy();
  });
});
