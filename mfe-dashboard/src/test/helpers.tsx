import { expect, vi } from 'vitest';
import { getDefaultStore } from 'jotai';
import type { AxiosRequestConfig } from 'axios';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, saveUser, type User } from '@portal/shared';
import type { ModerationReport, MyReport, Role, StateEntry, StateRecord } from '@portal/shared/contracts';
import { renderAsShell, resetPage } from '@portal/shared/testing';
import { App } from '../app.component.js';
import { drawerOpenAtom, sidebarWideAtom } from '../layout/layout.atoms.js';
import { dashboardWords } from '../i18n/words.js';

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

/**
 * Waits until the report form's place fields have their states, which the form loads as it opens: a test
 * of a page showing it that ends sooner leaves React an update after it (an act() warning).
 */
export const placesLoaded = () => waitFor(() => expect(screen.queryByText(dashboardWords.in('en')('placeFieldStatesLoading'))).toBeNull());

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

/** What a report has in the tests unless a test says otherwise: an accessibility report from Fagge, Kano, sent on the web, awaiting review. */
export const REPORT_DEFAULTS = {
  commentType: 'Report Accessibility Issue',
  videoUrl: null,
  status: 'submitted',
  verified: false,
  verifiedHow: null,
  stateId: 20,
  state: 'Kano',
  lga: 'Fagge',
  placeDescription: 'Beside the market gate',
  channel: 'web',
  phoneEnding: null,
} satisfies Partial<MyReport & ModerationReport>;

/** Two states with some of their local government areas, as `GET /states` and `GET /states/:id` give them. */
export const STATES = [
  { id: 20, name: 'Kano', lgas: ['Dala', 'Fagge', 'Nassarawa'] },
  { id: 25, name: 'Lagos', lgas: ['Epe', 'Ikeja', 'Surulere'] },
];

const stateEntry = ({ id, name }: { id: number; name: string }): StateEntry => ({
  id,
  country_id: 1,
  country_name: 'Nigeria',
  name,
  code: `NG${name.slice(0, 2).toUpperCase()}`,
  source: 'test',
  updated_at: '2026-11-01T00:00:00.000Z',
});

/**
 * Answers the page's GET requests: `answer` first (its result is the response's data; undefined passes),
 * then the states and their local government areas. Anything else fails the test loudly.
 */
export function serveGets(answer: (url: string, config?: AxiosRequestConfig) => unknown = () => undefined) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    const own = await answer(url, config);
    if (own !== undefined) return { data: own };
    if (url === '/states') {
      return { data: { success: true, data: STATES.map(stateEntry), meta: { total: STATES.length, page: 1, per_page: 50, last_page: 1 } } };
    }
    const state = STATES.find((candidate) => url === `/states/${candidate.id}`);
    if (state) return { data: { ...stateEntry(state), lgas: state.lgas } satisfies StateRecord };
    throw new Error(`unexpected GET ${url}`);
  });
}

/** Opens the select whose button is named by `select` and chooses `option` in its list. */
export async function chooseOption(select: RegExp, option: string) {
  await userEvent.click(await screen.findByRole('button', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
