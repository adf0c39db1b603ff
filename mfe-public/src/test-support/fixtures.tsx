import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Provider } from 'jotai';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import {
  api,
  subscribe,
  type CountryListEntry,
  type Paged,
  type PolicyRecord,
  type SchoolsModalState,
  type Selection,
  type StateEntry,
  type Toast,
  type User,
} from '@portal/shared';
import { forgetLoadedData, type CountryRecord, type PublishedReport } from '../data/public-data.js';

/** The 36 states and the FCT, ids 1–37 in alphabetical order, as the API numbers them. */
const STATE_NAMES = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta',
  'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'FCT-Abuja', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano',
  'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau',
  'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara',
];

export const COUNTRIES: CountryListEntry[] = [
  { id: 1, name: 'Nigeria' },
  { id: 2, name: 'Ghana' },
];

export const STATES: StateEntry[] = STATE_NAMES.map((name, i) => ({
  id: i + 1,
  country_id: 1,
  country_name: 'Nigeria',
  name,
  code: `NG${name.slice(0, 2).toUpperCase()}`,
}));
export const GHANA_STATES: StateEntry[] = [{ id: 101, country_id: 2, country_name: 'Ghana', name: 'Ashanti', code: 'GHAH' }];

export const stateNamed = (name: string) => STATES.find((state) => state.name === name)!;

/** 301 characters: one more than the preview shows. */
export const LONG_TEXT = `${'Ondo State passed its disability law in 2021. '.repeat(7)}`.slice(0, 301);

const emptyPolicy = { status: '', url: '', desc: '', ranking: '', key_findings: [], email: '', phone: '', address: '' };
function policy(state: string, fields: Partial<PolicyRecord>): PolicyRecord {
  return { id: stateNamed(state).id, state, ...emptyPolicy, ...fields };
}

/**
 * Ondo: Passed with everything; Niger: Pending; Kano: Second Reading; Nasarawa: empty status;
 * Lagos: a record with no description and no contact; Kebbi: no record at all (404).
 */
export const POLICIES: PolicyRecord[] = [
  policy('Ondo', {
    status: 'Passed',
    ranking: '10th',
    desc: LONG_TEXT,
    url: 'https://example.org/ondo-policy.pdf',
    key_findings: [
      'Education: inclusive schools exist in every senatorial district.',
      'Healthcare: free treatment is promised: "It works," says a nurse at a clinic.',
      'A line without a theme',
    ],
    address: 'Alagbaka, Akure',
    phone: ['0803 123 4567', '0805 765 4321'],
    email: 'disability@ondo.example.org',
  }),
  policy('Niger', { status: 'Pending', ranking: '34th', desc: 'Niger State has a bill before its assembly.' }),
  policy('Kano', { status: 'Second Reading', ranking: '20th', desc: 'Kano State is debating a bill.' }),
  policy('Nasarawa', { status: '', desc: 'Nasarawa State has a policy of unknown status.' }),
  policy('Lagos', {}),
];

/** The country record as the API serves it (its statistics hold percentages with their sources). */
export const NIGERIA: CountryRecord & { code: string; statistics: unknown } = {
  id: 1,
  name: 'Nigeria',
  code: 'NG',
  year: 2023,
  population: { total: null, withDisability: 26_910_000, withoutDisability: null },
  policy: {
    title: 'National disability law',
    desc: 'The national disability act requires at least 5% of public service employment programmes to target persons with disabilities.',
    url: 'https://example.org/national-act.pdf',
    address: 'Abuja',
    phone: [],
    email: 'info@ncpwd.example.org',
  },
  statistics: { gender_distribution: { total: { male: 45.65, female: 54.35 }, unit: 'percent' } },
};

/** Schools per state name ('' is the whole platform). */
export const SCHOOL_COUNTS: Record<string, number> = { '': 338, Ondo: 12, Niger: 1 };

function paged<T>(data: T[], total = data.length): { data: Paged<T> } {
  return { data: { success: true, data, meta: { total, page: 1, per_page: 50, last_page: 1 } } };
}
const record = <T,>(data: T) => ({ data });

/** What axios rejects with when the API answers 404 (`errorStatus` reads `response.status`). */
export function notFound(): Error {
  return Object.assign(new Error('Request failed with status code 404'), {
    isAxiosError: true,
    response: { status: 404, data: { message: 'Not found' } },
  });
}

interface ApiData {
  countries?: CountryListEntry[];
  schoolCounts?: Record<string, number>;
  reports?: PublishedReport[];
}

/** Answers the pages' requests as the API does, without a network. */
export function stubApi({ countries = COUNTRIES, schoolCounts = SCHOOL_COUNTS, reports = [] }: ApiData = {}) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    const params = (config?.params ?? {}) as Record<string, unknown>;
    if (url === '/countries') return paged(countries);
    if (url === '/countries/1') return record(NIGERIA);
    if (url === '/countries/2') return record({ ...NIGERIA, id: 2, name: 'Ghana', code: 'GH' });
    if (url === '/states') return paged(params.country_id === 2 ? GHANA_STATES : STATES);
    const stateId = /^\/states\/(\d+)\/policy$/.exec(url)?.[1];
    if (stateId) {
      const policy = POLICIES.find((entry) => entry.id === Number(stateId));
      if (!policy) throw notFound();
      return record(policy);
    }
    if (url === '/schools') return paged([], schoolCounts[String(params.state ?? '')] ?? 0);
    if (url === '/reports') {
      const page = Number(params.page), perPage = Number(params.per_page);
      const meta = { total: reports.length, page, per_page: perPage, last_page: Math.max(1, Math.ceil(reports.length / perPage)) };
      return { data: { success: true, data: reports.slice((page - 1) * perPage, page * perPage), meta } };
    }
    throw new Error(`Unexpected request ${url}`);
  });
}

export const ADA: User = { id: 7, firstname: 'Ada', lastname: 'Obi', email: 'ada@example.org', role: 'user', isVerified: true };

/** Renders with a fresh jotai store, as a newly mounted app would have. */
export function renderFresh(ui: ReactNode) {
  return render(<Provider>{ui}</Provider>);
}

/** Opens the page at `path`, as the browser's address bar would. */
export function visit(path: string): void {
  window.history.replaceState(null, '', path);
}

/**
 * Starts each test from a fresh page load (empty bus, no loaded data, at `/`) and collects what the
 * apps publish on the bus.
 */
export function watchBus() {
  const seen = {
    toasts: [] as Toast[],
    selections: [] as Selection[],
    modals: [] as SchoolsModalState[],
  };
  const stops: (() => void)[] = [];
  beforeEach(() => {
    delete window.__portalBus;
    forgetLoadedData();
    visit('/');
    seen.toasts.length = 0;
    seen.selections.length = 0;
    seen.modals.length = 0;
    stops.push(subscribe('toast', (toast) => seen.toasts.push(toast)));
    stops.push(subscribe('selection', (selection) => seen.selections.push(selection)));
    stops.push(subscribe('schools-modal', (modal) => seen.modals.push(modal)));
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    cleanup();
    vi.restoreAllMocks();
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

/** An approved report; `n` numbers it (newest first, as the API lists them). */
export function publishedReport(n: number, fields: Partial<PublishedReport> = {}): PublishedReport {
  return {
    id: 100 - n,
    commentType: 'Report Accessibility Issue',
    comment: `Report number ${n}: the ramp at the library is too steep.`,
    name: null,
    verified: false,
    publishedAt: '2025-03-14T09:00:00.000Z',
    videoUrl: null,
    media: [],
    ...fields,
  };
}
