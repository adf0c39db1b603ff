import { vi } from 'vitest';
import { getDefaultStore } from 'jotai';
import { saveUser, type User } from '@portal/shared';
import type { Role } from '@portal/shared/contracts';
import { renderAsShell, resetPage } from '@portal/shared/testing';
import { App } from '../app.component.js';
import { drawerOpenAtom, sidebarWideAtom } from '../layout/layout.atoms.js';

export const people: Record<Role, User> = {
  admin: { id: 1, firstname: 'Amina', lastname: 'Bello', email: 'amina@example.ng', role: 'admin', isVerified: true, token: 'admin-token' },
  moderator: {
    id: 2,
    firstname: 'Musa',
    lastname: 'Okafor',
    email: 'musa@example.ng',
    role: 'moderator',
    isVerified: true,
    token: 'moderator-token',
  },
  user: { id: 3, firstname: 'Ada', lastname: 'Obi', email: 'ada@example.ng', role: 'user', isVerified: true, token: 'user-token' },
};

export function loginAs(role: Role): User {
  saveUser(people[role]);
  return people[role];
}

/** Renders the dashboard at `path` as the shell does. */
export const renderDashboard = (path: string) => renderAsShell(<App />, path);

/** jsdom has no object URLs; previews only need a string to show. */
export function stubObjectUrls() {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${++n}`), revokeObjectURL: vi.fn() }));
}

/** A fresh page, with the layout's panels as a first visit has them. */
export function resetDashboardState() {
  resetPage();
  getDefaultStore().set(drawerOpenAtom, false);
  getDefaultStore().set(sidebarWideAtom, true);
  // React Aria's announcer keeps messages for seconds; one pointing at a removed element must not leak
  // into the next test's axe run.
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}

export const photo = (name: string, type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
