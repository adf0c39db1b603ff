import { afterEach, beforeEach, expect, vi } from 'vitest';
import { render, cleanup } from '@testing-library/react';
import { Provider } from 'jotai';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { api, subscribe, type Paged, type PolicyRecord, type Selection, type StateEntry, type Toast } from '@portal/shared';
import { NIGERIA_OUTLINES } from '../outlines/nigeria-outlines.generated.js';

export const NIGERIA = { countryId: 1, countryName: 'Nigeria' };

/** The API's states: ids 1–37 in alphabetical order, codes matching the map, as the data set has them. */
export const STATES: StateEntry[] = NIGERIA_OUTLINES.map((outline, i) => ({
  id: i + 1,
  country_id: NIGERIA.countryId,
  country_name: NIGERIA.countryName,
  name: outline.name,
  code: outline.id,
}));

export const stateNamed = (name: string) => STATES.find((state) => state.name === name)!;

function policy(state: string, fields: Partial<PolicyRecord>): PolicyRecord {
  const empty = { status: '', url: '', desc: '', ranking: '', key_findings: [], email: '', phone: '', address: '' };
  return { id: stateNamed(state).id, state, ...empty, ...fields };
}

/** Kebbi has a description, Oyo only a document link, Lagos an empty record, Kano none at all. */
export const POLICIES: PolicyRecord[] = [
  policy('Kebbi', { desc: 'Kebbi State passed its disability law in 2018.' }),
  policy('Oyo', { url: 'https://example.org/oyo-policy.pdf', status: 'Passed', ranking: '5th' }),
  policy('Lagos', {}),
];

function paged<T>(data: T[]): { data: Paged<T> } {
  return { data: { success: true, data, meta: { total: data.length, page: 1, per_page: 50, last_page: 1 } } };
}

/** Answers the map's two requests from the lists given, as the API would, without a network. */
export function stubApi({ states = STATES, policies = POLICIES } = {}) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/states') return paged(states);
    if (url === '/policies') return paged(policies);
    throw new Error(`Unexpected request ${url}`);
  });
}

/** Renders with a fresh jotai store, as a newly mounted parcel would have. */
export function renderFresh(ui: ReactNode) {
  return render(<Provider>{ui}</Provider>);
}

/** Collects what the map publishes on the bus while a test runs; the bus is emptied between tests. */
export function watchBus(): { toasts: Toast[]; selections: Selection[] } {
  const seen = { toasts: [] as Toast[], selections: [] as Selection[] };
  const stops: (() => void)[] = [];
  beforeEach(() => {
    delete window.__portalBus;
    seen.toasts.length = 0;
    seen.selections.length = 0;
    stops.push(subscribe('toast', (toast) => seen.toasts.push(toast)));
    stops.push(subscribe('selection', (selection) => seen.selections.push(selection)));
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    cleanup();
    vi.restoreAllMocks();
  });
  return seen;
}

/** Zero axe violations; jsdom cannot compute colour contrast, and a parcel is a fragment of a page. */
export async function expectNoAxeViolations(context: Element = document.body) {
  const results = await axe.run(context, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
