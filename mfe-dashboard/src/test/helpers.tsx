import { afterEach, beforeEach, expect, vi } from 'vitest';
import { render } from '@testing-library/react';
import { RouterProvider } from '@portal/shared/ui';
import axe from 'axe-core';
import { getDefaultStore } from 'jotai';
import { navigate, saveUser, subscribe, type Role, type Toast, type User } from '@portal/shared';
import { App } from '../app.component.js';
import { drawerOpenAtom, sidebarWideAtom } from '../layout/layout.atoms.js';

export const people: Record<Role, User> = {
  admin: { id: 1, firstname: 'Amina', lastname: 'Bello', email: 'amina@example.ng', role: 'admin', isVerified: true, token: 'admin-token' },
  moderator: { id: 2, firstname: 'Musa', lastname: 'Okafor', email: 'musa@example.ng', role: 'moderator', isVerified: true, token: 'moderator-token' },
  user: { id: 3, firstname: 'Ada', lastname: 'Obi', email: 'ada@example.ng', role: 'user', isVerified: true, token: 'user-token' },
};

export function loginAs(role: Role): User {
  saveUser(people[role]);
  return people[role];
}

/** Collects the toasts published while a test runs. */
export function watchToasts(): Toast[] {
  const seen: Toast[] = [];
  let stop = () => undefined as unknown;
  beforeEach(() => {
    seen.length = 0;
    stop = subscribe('toast', (toast) => seen.push(toast));
  });
  afterEach(() => stop());
  return seen;
}

/**
 * Renders the dashboard at `path` as the shell does: inside the page's `main` landmark, with React Aria's
 * router so links navigate without a page load.
 */
export function renderDashboard(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <main>
      <RouterProvider navigate={navigate}>
        <App />
      </RouterProvider>
    </main>,
  );
}

/** Zero axe violations; colour contrast cannot be computed in jsdom. */
export async function expectNoAxeViolations(context: Element = document.body) {
  const results = await axe.run(context, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** jsdom has no object URLs; previews only need a string to show. */
export function stubObjectUrls() {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${++n}`), revokeObjectURL: vi.fn() }));
}

export function resetDashboardState() {
  localStorage.clear();
  delete window.__portalBus;
  getDefaultStore().set(drawerOpenAtom, false);
  getDefaultStore().set(sidebarWideAtom, true);
  vi.restoreAllMocks();
  // React Aria's announcer keeps messages for seconds; one pointing at a removed element must not leak
  // into the next test's axe run.
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
  window.history.pushState(null, '', '/');
}

export const photo = (name: string, type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
