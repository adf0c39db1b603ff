import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiClient, messages, readUser } from '@portal/shared';
import { answered, errorSummary, expectNoAxeViolations, watchToasts, sharedEnglish } from '@portal/shared/testing';
import { loginAs, renderDashboard, resetDashboardState } from '../test/helpers.js';
import { accountMessages } from '@portal/shared/account-messages';
import { dashboardWords } from '../i18n/words.js';

const en = dashboardWords.in('en');

afterEach(resetDashboardState);
const toasts = watchToasts();

const firstName = () => screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

describe('profile page', () => {
  it('lets the names be edited but not the e-mail address', () => {
    loginAs('user');
    renderDashboard('/dashboard/profile');
    expect(firstName().value).toBe('Ada');
    expect(firstName().readOnly).toBe(false);
    const email = screen.getByRole('textbox', { name: new RegExp(messages.emailAddressLabel) }) as HTMLInputElement;
    expect(email.value).toBe('ada@example.ng');
    expect(email.readOnly).toBe(true);
  });

  it("asks for both names with 'Fill all required fields', and passes axe in that state", async () => {
    const patch = vi.spyOn(api, 'patch');
    loginAs('user');
    renderDashboard('/dashboard/profile');
    await userEvent.clear(firstName());
    await userEvent.clear(screen.getByRole('textbox', { name: /Last name/ }));
    await save();
    const { summary } = errorSummary();
    expect(summary.textContent).toContain(en('fillRequiredFields'));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Enter your first name', 'Enter your last name']);
    expect(toasts).toEqual([{ kind: 'error', text: en('fillRequiredFields') }]);
    expect(patch).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('fixing a field clears its error', async () => {
    loginAs('user');
    renderDashboard('/dashboard/profile');
    await userEvent.clear(firstName());
    await userEvent.clear(screen.getByRole('textbox', { name: /Last name/ }));
    await save();
    await userEvent.type(firstName(), 'Adaeze');
    expect(firstName().getAttribute('aria-invalid')).toBeNull();
    expect(errorSummary().links).toEqual(['Enter your last name']);
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Obi');
    expect(screen.queryByRole('group', { name: accountMessages.errorSummaryTitle })).toBeNull();
  });

  it('saves the names, merges the returned user into the stored one and says so', async () => {
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: { user: { id: 3, firstname: 'Adaeze', lastname: 'Obi' } } });
    loginAs('user');
    renderDashboard('/dashboard/profile');
    await userEvent.clear(firstName());
    await userEvent.type(firstName(), 'Adaeze');
    await save();
    expect(patch).toHaveBeenCalledWith('/auth/update-profile', { firstname: 'Adaeze', lastname: 'Obi' });
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', text: en('profileUpdated') }));
    expect(readUser()).toMatchObject({ firstname: 'Adaeze', token: 'user-token', email: 'ada@example.ng' });
    // The user menu follows the new first name.
    expect(screen.getByRole('button', { name: /^Adaeze/ })).toBeTruthy();
  });

  it("shows 'sending....' on the button while the update runs", async () => {
    vi.spyOn(api, 'patch').mockReturnValue(new Promise(() => undefined));
    loginAs('user');
    renderDashboard('/dashboard/profile');
    await save();
    expect(screen.getByRole('button', { name: accountMessages.sending })).toBeTruthy();
  });

  it("logs out with 'Unauthorized! Logging Out...', said once, when the server answers 401", async () => {
    // Through the shared client's own handling of a refused session, as in the browser.
    const client = await apiClient();
    const network = client.defaults.adapter;
    client.defaults.adapter = async (config) => {
      throw Object.assign(new Error('401'), {
        isAxiosError: true,
        config,
        response: { status: 401, data: { message: 'Please log in to continue.' } },
      });
    };
    try {
      loginAs('user');
      renderDashboard('/dashboard/profile');
      await save();
      await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: sharedEnglish('profileUnauthorized') }));
      expect(toasts.filter((toast) => toast.kind === 'error')).toHaveLength(1);
      expect(readUser()).toBeNull();
      await waitFor(() => expect(window.location.pathname).toBe('/'));
    } finally {
      client.defaults.adapter = network;
    }
  });

  it("shows the server's message, or 'Failed to update profile.' without one", async () => {
    const patch = vi.spyOn(api, 'patch').mockRejectedValueOnce(answered(400, 'First name is too long'));
    loginAs('user');
    renderDashboard('/dashboard/profile');
    await save();
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: 'First name is too long' }));
    patch.mockRejectedValueOnce(answered(500));
    await save();
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: en('profileUpdateFailed') }));
    expect(readUser()).not.toBeNull();
  });
});
