import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, readPendingEmail } from '@portal/shared';
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
import { reloadAuth, renderAuth, STRONG } from '../test/helpers.js';
import { accountMessages } from '@portal/shared/account-messages';
import { authWords } from '../i18n/words.js';

const en = authWords.in('en');

const toasts = watchToasts();
beforeEach(resetPage);
afterEach(cleanup);

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>> = {},
) {
  const v = { first: 'Ada', last: 'Obi', email: 'ada@example.ng', password: STRONG, confirm: STRONG, ...values };
  if (v.first) await user.type(screen.getByLabelText('First name'), v.first);
  if (v.last) await user.type(screen.getByLabelText('Last name'), v.last);
  if (v.email) await user.type(screen.getByLabelText('Email address'), v.email);
  if (v.password) await user.type(screen.getByLabelText('Password'), v.password);
  if (v.confirm) await user.type(screen.getByLabelText('Confirm password'), v.confirm);
}

describe('the registration form', () => {
  it('shows labelled fields with the right autocomplete, the password rules, and no axe violations', async () => {
    renderAuth('/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Last name').getAttribute('autocomplete')).toBe('family-name');
    expect(screen.getByLabelText('Email address').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Confirm password').getAttribute('autocomplete')).toBe('new-password');
    // The checklist is the password's description, so a screen reader reads it when the field gets focus.
    expect(describedBy(screen.getByLabelText('Password'))).toContain('At least 8 characters (not done yet)');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('lists every empty field at the top, focuses the list, says so beside each field and in a toast', async () => {
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    renderAuth('/register');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const { summary, intro, links } = errorSummary();
    expect(intro).toBe(en('fillAllFields'));
    expect(links).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Enter your email address',
      'Enter a password',
      'Confirm your password',
    ]);
    expect(document.activeElement).toBe(summary);
    expect(toasts).toEqual([{ kind: 'error', text: en('fillAllFields') }]);
    const first = screen.getByLabelText('First name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(first)).toContain('Enter your first name');
    expect(post).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    // Each summary entry is a link that takes the keyboard to its field.
    await user.click(screen.getByRole('link', { name: 'Enter your last name' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
  });

  it('fixing a field clears its error', async () => {
    const user = userEvent.setup();
    renderAuth('/register');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const first = screen.getByLabelText('First name');
    await user.type(first, 'Ada');
    expect(first.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(first)).not.toContain('Enter your first name');
    expect(errorSummary().links).toEqual(['Enter your last name', 'Enter your email address', 'Enter a password', 'Confirm your password']);
    // Focus stays where the person is typing.
    expect(document.activeElement).toBe(first);

    // A field still wrong says what is wrong now.
    await user.type(screen.getByLabelText('Email address'), 'ada@');
    expect(describedBy(screen.getByLabelText('Email address'))).toContain(en('invalidEmail'));

    await fillForm(user, { first: '', email: 'example.ng' });
    expect(screen.queryByRole('group', { name: 'There is a problem' })).toBeNull();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const user = userEvent.setup();
    renderAuth('/register');
    await fillForm(user, { confirm: 'Kano#2024oK' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(errorSummary().intro).toBe(en('passwordsDoNotMatch'));
    expect(describedBy(screen.getByLabelText('Confirm password'))).toContain(en('passwordsDoNotMatch'));
    expect(toasts.at(-1)).toEqual({ kind: 'error', text: en('passwordsDoNotMatch') });
  });

  it('refuses a weak password with the §5 text and says beside the field which rules are missing', async () => {
    const user = userEvent.setup();
    renderAuth('/register');
    await fillForm(user, { password: 'kano2024', confirm: 'kano2024' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const { intro, links } = errorSummary();
    expect(intro).toBe(en('fixPasswordIssues'));
    expect(links).toEqual(['Your password needs an uppercase letter and a special character (for example ! @ # $ %)']);
    expect(toasts.at(-1)?.text).toBe(en('fixPasswordIssues'));
  });

  it('checks the e-mail address and the length of names before sending', async () => {
    const user = userEvent.setup();
    renderAuth('/register');
    await fillForm(user, { email: 'ada@example' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(errorSummary().intro).toBe(en('invalidEmail'));
    expect(errorSummary().links).toEqual([en('invalidEmail')]);

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.ng');
    await user.click(screen.getByLabelText('First name'));
    await user.paste('A'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(errorSummary().links).toEqual(['Your first name must be 100 characters or fewer']);
  });

  it('ticks the rules as they are met and announces newly met rules once typing pauses, not per keystroke', async () => {
    const user = userEvent.setup();
    renderAuth('/register');
    const password = screen.getByLabelText('Password');
    const announcer = () =>
      screen
        .getAllByRole('status')
        .map((s) => s.textContent)
        .join('');

    await user.type(password, 'kano');
    expect(describedBy(password)).toContain('A lowercase letter (done)');
    expect(describedBy(password)).toContain('An uppercase letter (not done yet)');
    expect(announcer()).toBe('');
    await waitFor(() => expect(announcer()).toBe('Password rule met: A lowercase letter. 1 of 5 rules met.'));

    await user.type(password, '#2K');
    await waitFor(() => expect(announcer()).toMatch(/^Password rule met: An uppercase letter; A number; A special character/));
    expect(announcer()).toContain('4 of 5 rules met.');

    await user.type(password, 'o');
    await waitFor(() => expect(announcer()).toBe('Your password now meets every rule.'));
    expect(describedBy(password)).not.toContain('not done yet');
  });
});

describe('registering', () => {
  it("sends the §7 payload, shows 'sending....' while waiting, then 'Verification Email Sent' with focus on it", async () => {
    let answer!: (value: unknown) => void;
    const post = vi.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const user = userEvent.setup();
    renderAuth('/register');
    await fillForm(user, { first: '  Ada ', email: 'ada@example.ng ' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const busy = screen.getByRole('button', { name: accountMessages.sending });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(post).toHaveBeenCalledWith('/auth/register', { email: 'ada@example.ng', password: STRONG, lastname: 'Obi', firstname: 'Ada' });

    await act(async () => answer(ok({ message: 'Account Created Successfully. We have sent a verification link to ada@example.ng.' })));
    const heading = await screen.findByRole('heading', { level: 1, name: en('verificationEmailSent') });
    await expectFocusOn(heading);
    expect(screen.getByText('ada@example.ng')).toBeTruthy();
    expect(readPendingEmail()).toBe('ada@example.ng');
    expect(toasts).toEqual([
      { kind: 'success', text: 'Account Created Successfully. We have sent a verification link to ada@example.ng.' },
    ]);
    await expectNoAxeViolations();
  });

  it("toasts 'Account Created Successfully' when the server says nothing more", async () => {
    vi.spyOn(api, 'post').mockResolvedValue(ok({}));
    const user = userEvent.setup();
    renderAuth('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: en('verificationEmailSent') });
    expect(toasts).toEqual([{ kind: 'success', text: en('registrationSuccess') }]);
  });

  it('shows the server message for an address already registered, linked to the e-mail field, keeping what was typed', async () => {
    const taken = 'An account with this email address already exists. Please log in.';
    vi.spyOn(api, 'post').mockRejectedValue(answered(409, taken));
    const user = userEvent.setup();
    renderAuth('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorSummary().intro).toBe(taken));
    expect(errorSummary().links).toEqual([taken]);
    expect(toasts).toEqual([{ kind: 'error', text: taken }]);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe(STRONG);
    expect(readPendingEmail()).toBeNull();
    await expectNoAxeViolations();

    // Only the server can tell whether another address is free: its answer stays until the next submit.
    await user.type(screen.getByLabelText('Email address'), 'x');
    expect(errorSummary().links).toEqual([taken]);
  });

  it.each([
    ['an answer without a message', answered(500), en('registrationFailed')],
    ['no answer at all', unanswered(), en('registrationError')],
  ])('falls back to the §8 text on %s', async (_case, failure, text) => {
    vi.spyOn(api, 'post').mockRejectedValue(failure);
    const user = userEvent.setup();
    renderAuth('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text }]));
    expect(errorSummary().intro).toBe(text);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });
});

describe("the 'Verification Email Sent' screen", () => {
  beforeEach(async () => {
    vi.spyOn(api, 'post').mockResolvedValueOnce(ok({}));
    const user = userEvent.setup();
    renderAuth('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 1, name: en('verificationEmailSent') });
    toasts.length = 0;
  });

  it('is still there after a reload, and resends the link to the pending address', async () => {
    let answer!: (value: unknown) => void;
    const post = vi.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    const user = userEvent.setup();
    reloadAuth();
    expect(screen.getByRole('heading', { level: 1, name: en('verificationEmailSent') })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(screen.getByRole('button', { name: accountMessages.sending }).getAttribute('aria-disabled')).toBe('true');
    expect(post).toHaveBeenCalledWith('/auth/resend-verification', { email: 'ada@example.ng' });
    await act(async () => answer(ok({ success: true, message: 'If this address is waiting for verification, a new link is on its way.' })));
    expect(toasts).toEqual([{ kind: 'success', text: 'If this address is waiting for verification, a new link is on its way.' }]);
    // The toast is gone after a second; the outcome stays on the page.
    expect(screen.getByText('If this address is waiting for verification, a new link is on its way.')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it.each([
    [
      'the server message',
      answered(429, 'Too many attempts. Please wait 15 minutes and try again.'),
      'Too many attempts. Please wait 15 minutes and try again.',
    ],
    ['the §8 text when the server says nothing', answered(400), en('resendFailed')],
    ['the later-text when there is no answer', unanswered(), en('resendFailedLater')],
  ])('shows %s when resending fails', async (_case, failure, text) => {
    vi.spyOn(api, 'post').mockRejectedValue(failure);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text }]));
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("goes back to login, and 'Register a different address' returns to the empty form", async () => {
    const user = userEvent.setup();
    expect(screen.getByRole('link', { name: en('backToLogin') }).getAttribute('href')).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Register a different address' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Register' });
    await expectFocusOn(heading);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
    expect(readPendingEmail()).toBeNull();
  });

  it("'Back to Login' opens the login page", async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: en('backToLogin') }));
    expect(window.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
  });

  it('going back to login from the sent screen and returning to /register shows the form', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: en('backToLogin') }));
    await user.click(await screen.findByRole('link', { name: 'No account yet? Register' }));
    expect(window.location.pathname).toBe('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    // The address stays kept for the resend buttons elsewhere (§4.1).
    expect(readPendingEmail()).toBe('ada@example.ng');
    await expectNoAxeViolations();
  });
});
