import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  readDeviceToken,
  readPendingEmail,
  readUser,
  saveDeviceToken,
  saveUser,
  savePendingEmail,
  subscribe,
  type User,
} from '@portal/shared';
import { ALREADY_LOGGED_IN_REDIRECT_MS } from './login.page.js';
import { answered, errorSummary, expectNoAxeViolations, ok, resetPage, unanswered, watchToasts } from '@portal/shared/testing';
import { STRONG, ada, renderAuth } from '../test/helpers.js';
import { accountMessages } from '@portal/shared/account-messages';
import { authWords } from '../i18n/words.js';

const en = authWords.in('en');

const toasts = watchToasts();
beforeEach(resetPage);
afterEach(cleanup);

async function logIn(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.ng', password = STRONG) {
  if (email) await user.type(screen.getByLabelText('Email address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login form', () => {
  it('has labelled fields for a password manager, links to reset and register, and no axe violations', async () => {
    renderAuth('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'No account yet? Register' }).getAttribute('href')).toBe('/register');
    await expectNoAxeViolations();
  });

  it('shows and hides the password, saying which it is', async () => {
    const user = userEvent.setup();
    renderAuth('/login');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('status').textContent).toBe('Your password is visible');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
    expect(screen.getByRole('status').textContent).toBe('Your password is hidden');
  });

  it("says 'Please Fill out all fields' at the top, beside each field and in a toast when a field is empty", async () => {
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    renderAuth('/login');
    await logIn(user, 'ada@example.ng', '');
    const { summary, intro, links } = errorSummary();
    expect(intro).toBe(en('loginFillAllFields'));
    expect(links).toEqual(['Enter your password']);
    expect(document.activeElement).toBe(summary);
    expect(toasts).toEqual([{ kind: 'error', text: en('loginFillAllFields') }]);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });
});

describe('logging in', () => {
  it('stores the user with the token, welcomes them by first name and opens the dashboard', async () => {
    savePendingEmail('ada@example.ng');
    let answer!: (value: unknown) => void;
    const post = vi.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const sessions: Array<User | null> = [];
    const stop = subscribe('session', (session) => sessions.push(session));
    const user = userEvent.setup();
    renderAuth('/login');
    await logIn(user, ' ada@example.ng ');

    expect(post).toHaveBeenCalledWith('/auth/login', { email: 'ada@example.ng', password: STRONG });
    expect(screen.getByRole('button', { name: accountMessages.sending }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer(ok({ user: ada, token: 'session-token-0123456789' })));

    expect(readUser()).toEqual({ ...ada, token: 'session-token-0123456789' });
    // The session travels on the bus, so every app on the page updates at once.
    expect(sessions.at(-1)).toEqual({ ...ada, token: 'session-token-0123456789' });
    expect(toasts).toEqual([{ kind: 'success', text: 'Welcome back, Ada!' }]);
    expect(window.location.pathname).toBe('/dashboard');
    expect(readPendingEmail()).toBeNull();
    stop();
  });

  it('sends the device token an earlier login on this device left, and keeps the one the server returns', async () => {
    saveDeviceToken('token-an-earlier-login-left-0123456789abcdef');
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue(ok({ user: ada, token: 'session-token-0123456789', deviceToken: 'token-of-this-login-0123456789abcdefghijklm' }));
    renderAuth('/login');
    await logIn(userEvent.setup());
    expect(post).toHaveBeenCalledWith('/auth/login', {
      email: 'ada@example.ng',
      password: STRONG,
      deviceToken: 'token-an-earlier-login-left-0123456789abcdef',
    });
    await waitFor(() => expect(readDeviceToken()).toBe('token-of-this-login-0123456789abcdefghijklm'));
  });

  it.each([
    ['the server message', answered(401, 'Invalid email or password.'), 'Invalid email or password.'],
    ['the §8 text when the server says nothing', answered(500), en('loginFailed')],
    ['the §8 text when there is no answer', unanswered(), en('loginFailed')],
  ])('shows %s when login fails, keeping what was typed', async (_case, failure, text) => {
    vi.spyOn(api, 'post').mockRejectedValue(failure);
    const user = userEvent.setup();
    renderAuth('/login');
    await logIn(user);
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text }]));
    expect(errorSummary().intro).toBe(text);
    expect(document.activeElement).toBe(errorSummary().summary);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@example.ng');
    expect(readUser()).toBeNull();
    expect(window.location.pathname).toBe('/login');
    await expectNoAxeViolations();
  });

  it('offers a new verification link to an account whose address is not verified yet', async () => {
    const unverified = 'Please verify your email address before logging in. Check your inbox, or ask for a new link.';
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(answered(403, unverified))
      .mockResolvedValueOnce(ok({ success: true, message: 'A new link is on its way.' }));
    const user = userEvent.setup();
    renderAuth('/login');
    await logIn(user, 'new@example.ng');
    await waitFor(() => expect(errorSummary().intro).toBe(unverified));
    expect(readPendingEmail()).toBe('new@example.ng');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(post).toHaveBeenLastCalledWith('/auth/resend-verification', { email: 'new@example.ng' });
    expect(await screen.findByText('A new link is on its way.')).toBeTruthy();
    expect(toasts.at(-1)).toEqual({ kind: 'success', text: 'A new link is on its way.' });
  });
});

describe('someone already logged in', () => {
  it('is told so, visibly and through the toast announcer, and taken to the dashboard after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveUser({ ...ada, token: 'session-token-0123456789' });
    renderAuth('/login');
    const notice = 'You are already logged in as Ada. Taking you to your dashboard in 2 seconds.';
    expect(screen.getByText(notice)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard now' }).getAttribute('href')).toBe('/dashboard');
    // StrictMode runs the effect twice; the notice is still announced once.
    act(() => vi.advanceTimersByTime(1));
    expect(toasts).toEqual([{ kind: 'info', text: notice }]);
    await expectNoAxeViolations();

    act(() => vi.advanceTimersByTime(ALREADY_LOGGED_IN_REDIRECT_MS - 100));
    expect(window.location.pathname).toBe('/login');
    act(() => vi.advanceTimersByTime(200));
    expect(window.location.pathname).toBe('/dashboard');
  });
});
