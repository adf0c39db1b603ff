import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import {
  answered,
  errorSummary,
  expectFocusOn,
  expectNoAxeViolations,
  ok,
  resetPage,
  unanswered,
  watchToasts,
} from '@portal/shared/testing';
import { renderAuth } from '../test/helpers.js';
import { seedLoads } from '@portal/shared/data';
import { formOutcomeKey } from '@portal/shared/forms';
import { accountMessages } from '@portal/shared/account-messages';
import { authWords } from '../i18n/words.js';

const en = authWords.in('en');

const toasts = watchToasts();
beforeEach(resetPage);
afterEach(cleanup);

const send = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Send reset link' }));

describe('asking for a reset link', () => {
  it('has one labelled e-mail field and no axe violations', async () => {
    renderAuth('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('autocomplete')).toBe('email');
    await expectNoAxeViolations();
  });

  it('hydrates showing what the server answered to the form posted without scripts, sent with the page, leaving focus be', async () => {
    seedLoads({ [formOutcomeKey('/forgot-password')]: { status: 200, values: { email: 'ada@example.ng' }, done: true, message: 'Sent' } });
    // Where the reader had moved before the page hydrated (it does so at their first use).
    const elsewhere = document.body.appendChild(document.createElement('a'));
    elsewhere.href = '/login';
    onTestFinished(() => elsewhere.remove());
    elsewhere.focus();
    renderAuth('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: en('checkYourEmail') })).toBeTruthy();
    expect(screen.getByText('ada@example.ng')).toBeTruthy();
    await act(async () => undefined);
    expect(document.activeElement).toBe(elsewhere);
  });

  it("says 'Please provide your email address' for an empty field and 'Please enter a valid email address' for a malformed one", async () => {
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    renderAuth('/forgot-password');
    await send(user);
    expect(errorSummary().intro).toBe(en('provideEmail'));
    expect(errorSummary().links).toEqual(['Enter your email address']);
    expect(document.activeElement).toBe(errorSummary().summary);
    expect(toasts).toEqual([{ kind: 'error', text: en('provideEmail') }]);
    await expectNoAxeViolations();

    await user.type(screen.getByLabelText('Email address'), 'ada at example.ng');
    await send(user);
    expect(errorSummary().intro).toBe(en('invalidEmail'));
    expect(toasts.at(-1)).toEqual({ kind: 'error', text: en('invalidEmail') });
    expect(document.activeElement).toBe(errorSummary().summary);
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the address, then shows 'Check Your Email' with 'Try Again' and 'Back to Login'", async () => {
    let answer!: (value: unknown) => void;
    const post = vi.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const user = userEvent.setup();
    renderAuth('/forgot-password');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.ng');
    await send(user);
    expect(post).toHaveBeenCalledWith('/auth/request-password-reset', { email: 'ada@example.ng' });
    expect(screen.getByRole('button', { name: accountMessages.sending }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer(ok({ message: en('forgotPasswordSuccess') })));

    const heading = screen.getByRole('heading', { level: 1, name: en('checkYourEmail') });
    await expectFocusOn(heading);
    expect(screen.getByText(en('forgotPasswordSuccess'))).toBeTruthy();
    expect(toasts).toEqual([{ kind: 'success', text: en('forgotPasswordSuccess') }]);
    expect(screen.getByRole('link', { name: en('backToLogin') }).getAttribute('href')).toBe('/login');
    await expectNoAxeViolations();

    // 'Try Again' returns to the form with the address kept, so a mistyped one can be corrected.
    await user.click(screen.getByRole('button', { name: en('tryAgain') }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Forgot password' }));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@example.ng');
  });

  it.each([
    [
      'the server message',
      answered(429, 'Too many attempts. Please wait 15 minutes and try again.'),
      'Too many attempts. Please wait 15 minutes and try again.',
    ],
    ['the §8 text otherwise', unanswered(), en('resetGeneric')],
  ])('shows %s when the request fails', async (_case, failure, text) => {
    vi.spyOn(api, 'post').mockRejectedValue(failure);
    const user = userEvent.setup();
    renderAuth('/forgot-password');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.ng');
    await send(user);
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text }]));
    expect(errorSummary().intro).toBe(text);
    expect(screen.queryByRole('heading', { name: en('checkYourEmail') })).toBeNull();
  });
});
