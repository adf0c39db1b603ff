import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { api, type Selection, type Toast } from '@portal/shared';
import { watchTopic } from '@portal/shared/testing';
import type { Paged, PolicyRecord, StateEntry } from '@portal/shared/contracts';
import { NIGERIA_STATES } from '../outlines/nigeria-states.generated.js';

export const NIGERIA = { countryId: 1, countryName: 'Nigeria' };

/** The API's states: ids 1–37 in alphabetical order, codes matching the map, as the data set has them. */
export const STATES: StateEntry[] = NIGERIA_STATES.map((state, i) => ({
  id: i + 1,
  country_id: NIGERIA.countryId,
  country_name: NIGERIA.countryName,
  name: state.name,
  code: state.id,
  source: 'The map outlines of the test data',
  updated_at: '2026-11-20T00:00:00Z',
}));

export const stateNamed = (name: string) => STATES.find((state) => state.name === name)!;

function policy(state: string, fields: Partial<PolicyRecord>): PolicyRecord {
  const empty = { status: '' as const, url: '', desc: '', ranking: '', key_findings: [], email: '', phone: [], address: '' };
  const unsourced = { law_status: 'unknown' as const, law_name: '', law_year: null, agency: '', notes: '', sources: [] };
  const review = { reviewed_at: '2026-11-20', imported_by: 'import of state-laws.csv', updated_at: '2026-11-20' };
  return { id: stateNamed(state).id, state_id: stateNamed(state).id, state, ...empty, ...unsourced, ...review, ...fields };
}

/**
 * One record of each law status, as the sourced data has them: Lagos and Kebbi have a law in force,
 * Adamawa a bill passed but unsigned, Delta a bill pending, Katsina no law, Borno an unknown status,
 * Ondo sources that disagree; Kano has no record at all.
 */
export const POLICIES: PolicyRecord[] = [
  policy('Lagos', { law_status: 'in_force', status: 'Passed', law_name: "Lagos State Special People's Law", law_year: 2011 }),
  policy('Kebbi', { law_status: 'in_force', status: 'Passed' }),
  policy('Adamawa', { law_status: 'passed_not_signed' }),
  policy('Delta', { law_status: 'bill_pending', status: 'Pending' }),
  policy('Katsina', { law_status: 'no_law' }),
  policy('Borno', { law_status: 'unknown' }),
  policy('Ondo', { law_status: 'disputed' }),
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

/** Collects what the map publishes on the bus while a test runs; the bus is emptied between tests. */
export function watchBus(): { toasts: Toast[]; selections: Selection[] } {
  // Registered first, so each test's watchers start on an empty bus and stop before the clean-up.
  beforeEach(() => {
    delete window.__portalBus;
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  return { toasts: watchTopic('toast'), selections: watchTopic('selection') };
}
