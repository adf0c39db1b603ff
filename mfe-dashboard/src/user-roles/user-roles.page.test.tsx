import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import type { Role } from '@portal/shared/contracts';
import { answered, expectNoAxeViolations, watchToasts, sharedEnglish } from '@portal/shared/testing';
import { loginAs, people, renderDashboard, resetDashboardState } from '../test/helpers.js';
import { dashboardWords } from '../i18n/words.js';

const en = dashboardWords.in('en');

afterEach(resetDashboardState);
const toasts = watchToasts();

const accounts = Object.values(people).map(({ token: _token, ...account }) => account);

function serveUsers() {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/roles/users') return { data: { users: accounts } };
    if (url === '/roles/roles') return { data: ['admin', 'moderator', 'user'] };
    throw new Error(`unexpected ${url}`);
  });
}

const roleSelect = (name: string) => screen.getByRole('button', { name: new RegExp(`Role of ${name}`) });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

async function pickRole(name: string, role: Role) {
  await userEvent.click(roleSelect(name));
  await userEvent.click(await screen.findByRole('option', { name: role }));
}

describe('user roles page', () => {
  it("shows a user 'Access Denied' and loads nothing", async () => {
    const get = vi.spyOn(api, 'get');
    loginAs('user');
    renderDashboard('/dashboard/user-roles');
    expect(screen.getByText(en('accessDenied'))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(get).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it("shows a moderator every user's role, read only, with 'No permission'", async () => {
    serveUsers();
    loginAs('moderator');
    renderDashboard('/dashboard/user-roles');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Amina Bello', 'Musa Okafor (you)', 'Ada Obi']);
    expect(roleSelect('Ada Obi').textContent).toContain('user');
    for (const name of ['Amina Bello', 'Musa Okafor', 'Ada Obi']) expect(isDisabled(roleSelect(name))).toBe(true);
    expect(screen.getByText(new RegExp(en('noPermissionNotice')))).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('lets an admin change the role of another user and says so', async () => {
    serveUsers();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: {} });
    loginAs('admin');
    renderDashboard('/dashboard/user-roles');
    await screen.findByRole('table');
    expect(screen.queryByText(new RegExp(en('noPermissionNotice')))).toBeNull();
    await pickRole('Ada Obi', 'moderator');
    expect(patch).toHaveBeenCalledWith('/roles/update-role', { userId: 3, role: 'moderator' });
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', text: en('roleUpdated') }));
    expect(roleSelect('Ada Obi').textContent).toContain('moderator');
    await expectNoAxeViolations();
  });

  it('does not let an admin change their own role', async () => {
    serveUsers();
    loginAs('admin');
    renderDashboard('/dashboard/user-roles');
    await screen.findByRole('table');
    expect(isDisabled(roleSelect('Amina Bello'))).toBe(true);
    expect(screen.getByText('You cannot change your own role')).toBeTruthy();
    expect(isDisabled(roleSelect('Musa Okafor'))).toBe(false);
  });

  it("puts the old role back with the server's message, or 'Failed to update user role'", async () => {
    serveUsers();
    const patch = vi
      .spyOn(api, 'patch')
      .mockRejectedValueOnce(answered(403, 'Only an admin can change roles.'))
      .mockRejectedValueOnce(new Error('Network Error'));
    loginAs('admin');
    renderDashboard('/dashboard/user-roles');
    await screen.findByRole('table');
    await pickRole('Ada Obi', 'admin');
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: 'Only an admin can change roles.' }));
    expect(roleSelect('Ada Obi').textContent).toContain('user');
    await pickRole('Ada Obi', 'moderator');
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: en('roleUpdateFailed') }));
    expect(roleSelect('Ada Obi').textContent).toContain('user');
    expect(patch).toHaveBeenCalledTimes(2);
  });

  it("says 'Failed to load user data' when the list cannot be loaded, and loads it on Retry", async () => {
    const get = vi.spyOn(api, 'get').mockRejectedValue(new Error('Network Error'));
    loginAs('admin');
    renderDashboard('/dashboard/user-roles');
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: en('rolesLoadFailed') }));
    expect(screen.getByText(en('rolesLoadFailed'))).toBeTruthy();
    await expectNoAxeViolations();
    get.mockRestore();
    serveUsers();
    await userEvent.click(screen.getByRole('button', { name: sharedEnglish('retry') }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
