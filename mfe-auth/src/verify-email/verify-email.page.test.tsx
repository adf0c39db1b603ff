import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, readPendingEmail, readUser, savePendingEmail } from '@portal/shared';
import { VERIFIED_REDIRECT_MS } from './verify-email.page.js';
import { answered, expectFocusOn, expectNoAxeViolations, ok, resetPage, unanswered, watchToasts } from '@portal/shared/testing';
import { ada, renderAuth } from '../test/helpers.js';
import { authWords } from '../i18n/words.js';

const en = authWords.in('en');

const toasts = watchToasts();
beforeEach(resetPage);
afterEach(cleanup);

const TOKEN = 'verification-token-0123456789abc';
const verified = { success: true, message: 'Your email address is verified.', token: 'session-token-0123456789', user: ada };

describe('verifying an e-mail address', () => {
  it('shows that it is verifying, calls the server once, then logs in and opens the dashboard after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    savePendingEmail('ada@example.ng');
    let answer!: (value: unknown) => void;
    const get = vi.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderAuth(`/verify-email/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying your email address' })).toBeTruthy();
    await expectNoAxeViolations();

    await act(async () => answer(ok(verified)));
    const heading = screen.getByRole('heading', { level: 1, name: 'Email address verified' });
    await expectFocusOn(heading);
    // The link is single-use: StrictMode's second effect must not spend it again.
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(`/auth/verify-email/${TOKEN}`);
    expect(toasts).toEqual([{ kind: 'success', text: 'Your email address is verified.' }]);
    expect(screen.getByText('You will be logged in and taken to your dashboard in 3 seconds.')).toBeTruthy();
    expect(readPendingEmail()).toBeNull();
    expect(readUser()).toBeNull();
    await expectNoAxeViolations();

    act(() => vi.advanceTimersByTime(VERIFIED_REDIRECT_MS - 100));
    expect(readUser()).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(readUser()).toEqual({ ...ada, token: 'session-token-0123456789' });
    expect(window.location.pathname).toBe('/dashboard');
  });

  it("goes to the dashboard at once with 'Go to your dashboard now'", async () => {
    vi.spyOn(api, 'get').mockResolvedValue(ok(verified));
    const user = userEvent.setup();
    renderAuth(`/verify-email/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Go to your dashboard now' }));
    expect(readUser()).toEqual({ ...ada, token: 'session-token-0123456789' });
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('offers the login page when the answer carries no session', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(ok({ success: true }));
    renderAuth(`/verify-email/${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(toasts).toEqual([{ kind: 'success', text: 'Your email address is verified.' }]);
    expect(readUser()).toBeNull();
  });
});

describe('a verification that fails', () => {
  it.each([
    [
      'the server message',
      answered(400, 'This verification link is invalid, has expired or was already used. You can ask for a new one.'),
      'This verification link is invalid, has expired or was already used. You can ask for a new one.',
    ],
    ['the §8 text when the server says nothing', answered(500), en('verificationFailed')],
  ])('shows %s, with focus on the error and a way to resend', async (_case, failure, text) => {
    vi.spyOn(api, 'get').mockRejectedValue(failure);
    renderAuth(`/verify-email/${TOKEN}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Verification failed' });
    await expectFocusOn(heading);
    expect(screen.getByText(text)).toBeTruthy();
    expect(toasts).toEqual([{ kind: 'error', text }]);
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    expect(screen.getByRole('link', { name: en('backToLogin') }).getAttribute('href')).toBe('/login');
    await expectNoAxeViolations();
  });

  it('tries once more when no answer came, then says an error occurred', async () => {
    const get = vi.spyOn(api, 'get').mockRejectedValue(unanswered());
    renderAuth(`/verify-email/${TOKEN}`);
    expect(await screen.findByText(en('verificationError'))).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
    expect(toasts).toEqual([{ kind: 'error', text: en('verificationError') }]);
  });

  it('succeeds on the fallback call when only the first was lost', async () => {
    vi.spyOn(api, 'get').mockRejectedValueOnce(unanswered()).mockResolvedValueOnce(ok(verified));
    renderAuth(`/verify-email/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Email address verified' })).toBeTruthy();
  });

  it('resends the link to the pending address', async () => {
    savePendingEmail('ada@example.ng');
    vi.spyOn(api, 'get').mockRejectedValue(answered(400, 'Expired.'));
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok({ success: true, message: 'A new link is on its way.' }));
    const user = userEvent.setup();
    renderAuth(`/verify-email/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(post).toHaveBeenCalledWith('/auth/resend-verification', { email: 'ada@example.ng' });
    expect(await screen.findByText('A new link is on its way.')).toBeTruthy();
  });

  it("says 'Email not found…' and links to registration when no address is kept", async () => {
    vi.spyOn(api, 'get').mockRejectedValue(answered(400, 'Expired.'));
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    renderAuth(`/verify-email/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText(en('resendNoEmail'))).toBeTruthy();
    expect(toasts.at(-1)).toEqual({ kind: 'error', text: en('resendNoEmail') });
    expect(screen.getByRole('link', { name: 'Register again' }).getAttribute('href')).toBe('/register');
    await expectNoAxeViolations();
  });
});

describe('a verification link without its token', () => {
  it('says the token is missing, on the page and in one toast, without calling the server', async () => {
    const get = vi.spyOn(api, 'get');
    renderAuth('/verify-email');
    expect(screen.getByRole('heading', { level: 1, name: 'Verification failed' })).toBeTruthy();
    expect(screen.getByText(en('verificationTokenMissing'))).toBeTruthy();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: en('verificationTokenMissing') }]));
    expect(get).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });
});
