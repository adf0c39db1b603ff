import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Provider } from 'jotai';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { api, schoolMatches, subscribe, type Paged, type School, type SchoolsModalState, type StateEntry, type Toast } from '@portal/shared';
import type { SchoolType } from '@portal/shared/types';

function school(id: number, state: string, name: string, type: SchoolType[], fields: Partial<School> = {}): School {
  return {
    id,
    state,
    name,
    type,
    location: `${name.split(',')[0]} Street, ${state} State`,
    local_government: '',
    desc: `An inclusive day school in ${state}.`,
    picture_url: '',
    website: '',
    phone: '',
    email: '',
    provenance: 'demonstration',
    source: 'Demonstration data generated for the portal; not a verified school.',
    ...fields,
  };
}

/**
 * Lagos: five demonstration schools whose names and types tell the union rule from an intersection
 * ("hope" names one special school; Primary is the type of two others). Kano: one imported record.
 * Oyo: 24 more, so that every state together needs a second page.
 */
export const SCHOOLS: School[] = [
  school(1, 'Lagos', 'Sunrise Inclusive Primary School, Ikeja', ['primary'], { local_government: 'Ikeja' }),
  school(2, 'Lagos', 'Harmony Inclusive School, Surulere', ['nursery'], { website: 'www.harmony.example.ng' }),
  school(3, 'Lagos', 'Unity College, Yaba', ['secondary', 'special'], { website: 'https://unity.example.ng' }),
  school(4, 'Lagos', 'Hope Special School, Lekki', ['special']),
  school(5, 'Lagos', 'Bright Primary Academy, Ikorodu', ['primary', 'nursery']),
  school(6, 'Kano', 'Kano Inclusive Primary School', ['primary'], { provenance: 'imported', source: 'State ministry of education list, 2024' }),
  ...Array.from({ length: 24 }, (_, i) => school(7 + i, 'Oyo', `Oyo Inclusive School ${i + 1}`, ['secondary'])),
];
export const schoolWithId = (id: number) => SCHOOLS.find((s) => s.id === id)!;

export const STATES: StateEntry[] = ['Kano', 'Lagos', 'Oyo'].map((name, i) => ({
  id: i + 1,
  country_id: 1,
  country_name: 'Nigeria',
  name,
  code: `NG${name.slice(0, 2).toUpperCase()}`,
}));

/** What axios rejects with when the API answers `status` (`errorStatus` reads `response.status`). */
export function httpError(status: number): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { message: 'Failed' } },
  });
}

/**
 * `GET /schools` as the API answers it: state exact (case-insensitive), then the §5 search with the
 * shared rule (name `q` partial, `type` exact, union), then the page.
 */
export function answerSchools(params: Record<string, string | undefined>): Paged<School> {
  const state = params.state?.toLowerCase();
  const query = { name: params.q ?? '', type: params.type ?? '' };
  const searching = Boolean(query.name.trim() || query.type.trim());
  const found = SCHOOLS.filter((s) => (!state || s.state.toLowerCase() === state) && (!searching || schoolMatches(s, query)));
  const page = Number(params.page ?? 1);
  const perPage = Number(params.per_page ?? 20);
  return {
    success: true,
    data: found.slice((page - 1) * perPage, page * perPage),
    meta: { total: found.length, page, per_page: perPage, last_page: Math.max(1, Math.ceil(found.length / perPage)) },
  };
}

/** Answers the portal's requests as the API does, without a network. */
export function stubApi() {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    const params = (config?.params ?? {}) as Record<string, string>;
    if (url === '/schools') return { data: answerSchools(params) };
    if (url === '/states') return { data: { success: true, data: STATES, meta: { total: 3, page: 1, per_page: 50, last_page: 1 } } };
    const id = /^\/schools\/(\d+)$/.exec(url)?.[1];
    if (id) {
      const found = SCHOOLS.find((s) => s.id === Number(id));
      if (!found) throw httpError(404);
      return { data: found };
    }
    throw new Error(`Unexpected request ${url}`);
  });
}

/** Renders with a fresh jotai store, as a newly mounted app would have. */
export function renderFresh(ui: ReactNode) {
  return render(<Provider>{ui}</Provider>);
}

/** Starts each test from a fresh page (empty bus, at `/`) and collects the toasts and modal messages. */
export function watchBus() {
  const seen = { toasts: [] as Toast[], modals: [] as SchoolsModalState[] };
  const stops: (() => void)[] = [];
  beforeEach(() => {
    delete window.__portalBus;
    window.history.replaceState(null, '', '/');
    seen.toasts.length = 0;
    seen.modals.length = 0;
    stops.push(subscribe('toast', (toast) => seen.toasts.push(toast)));
    stops.push(subscribe('schools-modal', (modal) => seen.modals.push(modal)));
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    cleanup();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });
  return seen;
}

/** Zero axe violations; jsdom cannot compute colour contrast. `region` is off for fragments of a page. */
export async function expectNoAxeViolations(context: Element = document.body, { fragment = false } = {}) {
  const rules: Record<string, { enabled: boolean }> = { 'color-contrast': { enabled: false } };
  if (fragment) rules.region = { enabled: false };
  const results = await axe.run(context, { rules });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
