import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { api, messages, type User } from '@portal/shared';
import { answered, watchTopic } from '@portal/shared/testing';
import type {
  RecordChange,
  School,
  CountryListEntry,
  NationalFigure,
  Paged,
  PolicyRecord,
  PublicReport,
  ReportMedia,
  SiteLinks,
  Source,
  StateEntry,
} from '@portal/shared/contracts';
import { forgetLoadedData, type CountryRecord } from '../data/public-data.js';

/** The 36 states and the FCT, ids 1–37 in alphabetical order, as the API numbers them. */
const STATE_NAMES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT-Abuja',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
];

export const COUNTRIES: CountryListEntry[] = [
  { id: 1, name: 'Nigeria' },
  { id: 2, name: 'Ghana' },
];

/** Where a state list entry says its names come from, and when it last changed. */
const LISTED = { source: 'State names of the test data', updated_at: '2026-11-24T05:00:00Z' };

export const STATES: StateEntry[] = STATE_NAMES.map((name, i) => ({
  id: i + 1,
  country_id: 1,
  country_name: 'Nigeria',
  name,
  code: `NG${name.slice(0, 2).toUpperCase()}`,
  ...LISTED,
}));
export const GHANA_STATES: StateEntry[] = [{ id: 101, country_id: 2, country_name: 'Ghana', name: 'Ashanti', code: 'GHAH', ...LISTED }];

export const stateNamed = (name: string) => STATES.find((state) => state.name === name)!;

/** 301 characters: one more than the preview shows. */
export const LONG_TEXT = `${'Ondo State passed its disability law in 2021. '.repeat(7)}`.slice(0, 301);

/** A source as the API publishes it; each test names only what it is about. */
export function source(fields: Partial<Source> = {}): Source {
  return {
    title: 'Assembly passes disability bill',
    publisher: 'Daily Post',
    url: 'https://news.test/assembly-passes-disability-bill',
    date: '2022-09-02',
    quote: 'was passed into law',
    confidence: 'medium',
    supports: 'law status',
    ...fields,
  };
}

const emptyPolicy: Omit<PolicyRecord, 'id' | 'state_id' | 'state'> = {
  status: '',
  url: '',
  desc: '',
  ranking: '',
  key_findings: [],
  email: '',
  phone: [],
  address: '',
  law_status: 'unknown',
  law_name: '',
  law_year: null,
  agency: '',
  notes: '',
  sources: [],
  reviewed_at: '2026-11-24',
  imported_by: 'Data import of 24 November 2026',
  updated_at: '2026-11-24T05:00:00.000Z',
};
function policy(state: string, fields: Partial<PolicyRecord>): PolicyRecord {
  return { id: stateNamed(state).id, state_id: stateNamed(state).id, state, ...emptyPolicy, ...fields };
}

export const LAGOS_LAW = "Lagos State Special People's Law 2011";
export const LAGOS_AGENCY = 'Lagos State Office of Disability Affairs (LASODA)';
export const KANO_BILL = 'Kano State Persons with Disabilities Bill 2023';
export const EBONYI_BILL = 'Ebonyi State Disability Rights Commission Establishment Law 2025';
export const ONDO_SOURCES = [
  source({
    title: 'Ondo Assembly passes disability bill',
    publisher: 'The Nation',
    url: 'https://news.test/ondo-passes',
    date: '2021-03-04',
    quote: 'the House passed the bill into law',
    confidence: 'medium',
    supports: 'law status: in force',
  }),
  source({
    title: 'Advocates urge Ondo governor to sign disability bill',
    publisher: '',
    url: 'https://news.test/ondo-assent',
    date: '',
    quote: "the bill still awaits the governor's assent",
    confidence: 'low',
    supports: 'law status: not signed',
  }),
];

/** States whose record is unknown but which have a source (like the six 'unknown' rows of the data). */
const UNKNOWN_WITH_SOURCE = ['Bayelsa', 'Gombe', 'Jigawa', 'Kebbi'];

/**
 * One record per state, shaped like the sourced data: 27 laws in force (Lagos with its name, year and
 * agency), Ondo disputed with two sources, Niger a bill pending, Kano a bill passed but not signed,
 * Nasarawa no law, Borno unknown with no source at all (how a state with none found must read), Ebonyi
 * unknown with a bill's name, four more unknown. Ondo also carries the spec's ranking, a long description, key findings and contacts;
 * Lagos has no description.
 */
const DESCRIBED: PolicyRecord[] = [
  policy('Ondo', {
    status: '',
    law_status: 'disputed',
    ranking: '10th',
    desc: LONG_TEXT,
    url: 'https://documents.test/ondo-policy.pdf',
    key_findings: [
      'Education: inclusive schools exist in every senatorial district.',
      'Healthcare: free treatment is promised: "It works," says a nurse at a clinic.',
      'A line without a theme',
    ],
    address: 'Alagbaka, Akure',
    phone: ['0803 123 4567', '0805 765 4321'],
    email: 'disability@ondo.example.org',
    notes: 'One source reports the bill passed in 2021; another that it still awaits assent.',
    sources: ONDO_SOURCES,
  }),
  policy('Lagos', {
    status: 'Passed',
    law_status: 'in_force',
    law_name: LAGOS_LAW,
    law_year: 2011,
    agency: LAGOS_AGENCY,
    sources: [
      source({
        title: "Lagos State Special People's Law",
        publisher: 'Lagos State Government',
        url: 'https://lagos.test/special-peoples-law',
        date: '2011',
        quote: 'A law to provide for the protection of special people',
        confidence: 'high',
        supports: 'law name and year',
      }),
    ],
  }),
  policy('Niger', {
    status: 'Pending',
    law_status: 'bill_pending',
    ranking: '34th',
    desc: 'Niger State has a bill before its assembly.',
    sources: [source({ title: 'Niger disability bill at second reading', confidence: 'low' })],
  }),
  policy('Kano', {
    law_status: 'passed_not_signed',
    law_name: KANO_BILL,
    sources: [source({ title: 'Kano Assembly passes disability bill', supports: 'law status and law name' })],
  }),
  // Like Delta's and Ebonyi's rows: a bill's name, its passage into law not confirmed.
  policy('Ebonyi', {
    law_status: 'unknown',
    law_name: EBONYI_BILL,
    sources: [source({ title: 'Ebonyi Assembly passes disability bill', publisher: 'BusinessDay', supports: 'law name' })],
  }),
  policy('Nasarawa', {
    law_status: 'no_law',
    desc: 'Nasarawa State has a policy of unknown status.',
    sources: [source({ title: 'No disability law yet in Nasarawa' })],
  }),
  policy('Borno', { law_status: 'unknown' }),
];

export const POLICIES: PolicyRecord[] = STATES.map(
  (state, index) =>
    DESCRIBED.find((record) => record.state === state.name) ??
    (UNKNOWN_WITH_SOURCE.includes(state.name)
      ? policy(state.name, { law_status: 'unknown', sources: [source({ title: `${state.name} disability bill news`, confidence: 'low' })] })
      : policy(state.name, {
          status: 'Passed',
          law_status: 'in_force',
          law_name: `${state.name} State Disability Rights Law`,
          law_year: 2010 + (index % 12),
          // Every third agency is not stated, as in the data.
          agency: index % 3 === 0 ? '' : `${state.name} State Disability Commission`,
          sources: [source({ title: `${state.name} disability law`, url: `https://news.test/${state.code}`, confidence: 'high' })],
        })),
);

const originalPortalFigure = { sources: [], note: messages.originalPortalFigure };
export const WHO_SOURCE = source({
  title: 'World report on disability',
  publisher: 'WHO and World Bank',
  url: 'https://who.test/world-report-on-disability',
  date: '2011',
  quote: 'about 15% of the world population',
  confidence: 'high',
  supports: 'disability share',
});
export const NBS_SOURCE = source({
  title: 'Labour force statistics, Q4 2024',
  publisher: 'National Bureau of Statistics',
  url: 'https://nbs.test/labour-force-q4-2024',
  date: '2025-06',
  confidence: 'medium',
  supports: 'employment share',
});
export const DERIVATION = 'The sum of the five age-band populations of the original portal.';

/** The country record as the API serves it: figures with their citations, the law with its sources. */
export const NIGERIA: CountryRecord = {
  id: 1,
  name: 'Nigeria',
  year: 2023,
  population: { total: null, withDisability: 26_910_000, withoutDisability: null, derivation: DERIVATION, citation: originalPortalFigure },
  policy: {
    title: 'National disability law',
    desc: 'The national disability act requires at least 5% of public service employment programmes to target persons with disabilities.',
    url: 'https://documents.test/national-act.pdf',
    address: 'Abuja',
    phone: [],
    email: 'info@ncpwd.example.org',
    sources: [source({ title: 'Discrimination Against Persons with Disabilities (Prohibition) Act, 2018', confidence: 'high' })],
  },
  statistics: {
    disabilityShare: { value: 15, unit: 'percent', citation: { sources: [WHO_SOURCE], note: '' } },
    ageDistribution: {},
    ageDistributionCitation: originalPortalFigure,
    employmentDistribution: { employed: { totalEmployed: 36.7, unit: 'percent', citation: { sources: [NBS_SOURCE], note: '' } } },
    gender_distribution: { total: { male: 45.65, female: 54.35 }, unit: 'percent', citation: originalPortalFigure },
  },
};

export const FIGURES: NationalFigure[] = [
  {
    id: 1,
    figure: 'People with disability worldwide (share of world population)',
    value: 'more than 1 billion; about 15%',
    year: '2011',
    scope: 'global',
    notes: '',
    sources: [WHO_SOURCE],
  },
  {
    id: 2,
    figure: 'Household members aged 5+ with some difficulty in at least one domain',
    value: '9%',
    year: '2018',
    scope: 'Nigeria',
    notes: 'Washington Group questions in a household survey; not a census count.',
    sources: [
      source({
        title: 'Nigeria Demographic and Health Survey 2018',
        publisher: 'National Population Commission',
        date: '2019-10',
        confidence: 'high',
      }),
    ],
  },
];

/** The server's configuration before anyone sets the portal's addresses: nothing. */
export const UNCONFIGURED_SITE: SiteLinks = {
  email: null,
  phone: null,
  blog: null,
  provider: null,
  supporter: null,
  social: [],
  reportByPhone: { sms: null, ussd: null },
};

/** Schools per state name ('' is the whole platform). */
export const SCHOOL_COUNTS: Record<string, number> = { '': 338, Ondo: 12, Niger: 1 };

function paged<T>(data: T[], total = data.length): { data: Paged<T> } {
  return { data: { success: true, data, meta: { total, page: 1, per_page: 50, last_page: 1 } } };
}
const record = <T,>(data: T) => ({ data });

interface ApiData {
  countries?: CountryListEntry[];
  policies?: PolicyRecord[];
  site?: SiteLinks;
  schoolCounts?: Record<string, number>;
  /** The schools a whole list of a state's schools gives (the counts above answer a count's request). */
  schools?: School[];
  reports?: PublicReport[];
  /** The changes suggestions made to a state's record, by the record's id. */
  history?: Record<number, RecordChange[]>;
}

/** Answers the pages' requests as the API does, without a network. */
export function stubApi({
  countries = COUNTRIES,
  policies = POLICIES,
  site = UNCONFIGURED_SITE,
  schoolCounts = SCHOOL_COUNTS,
  schools = [],
  reports = [],
  history = {},
}: ApiData = {}) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    const params = (config?.params ?? {}) as Record<string, unknown>;
    if (url === '/countries') return paged(countries);
    if (url === '/countries/1') return record(NIGERIA);
    if (url === '/countries/2') return record({ ...NIGERIA, id: 2, name: 'Ghana', code: 'GH' });
    if (url === '/states') return paged(params.country_id === 2 ? GHANA_STATES : STATES);
    const stateId = /^\/states\/(\d+)\/policy$/.exec(url)?.[1];
    if (stateId) {
      const policy = policies.find((entry) => entry.id === Number(stateId));
      if (!policy) throw answered(404, 'Not found');
      return record(policy);
    }
    if (url === '/policies') return paged(policies);
    const historyOf = /^\/policies\/(\d+)\/history$/.exec(url)?.[1];
    if (historyOf) return record({ data: history[Number(historyOf)] ?? [] });
    if (url === '/figures') return paged(FIGURES);
    if (url === '/site') return record(site);
    if (url === '/schools' && params.per_page === 1) return paged([], schoolCounts[String(params.state ?? '')] ?? 0);
    if (url === '/schools') return paged(schools.filter((school) => school.state === params.state));
    if (url === '/reports') {
      const page = Number(params.page),
        perPage = Number(params.per_page);
      // Narrowed as the API narrows them: only the filters that are sent.
      const matching = reports.filter(
        (report) =>
          (params.state_id === undefined || report.stateId === params.state_id) &&
          (params.comment_type === undefined || report.commentType === params.comment_type),
      );
      const meta = { total: matching.length, page, per_page: perPage, last_page: Math.max(1, Math.ceil(matching.length / perPage)) };
      return { data: { success: true, data: matching.slice((page - 1) * perPage, page * perPage), meta } };
    }
    const reportId = /^\/reports\/(\d+)$/.exec(url)?.[1];
    if (reportId) {
      const report = reports.find((entry) => entry.id === Number(reportId));
      if (!report) throw answered(404, 'Report not found');
      return record(report);
    }
    throw new Error(`Unexpected request ${url}`);
  });
}

export const ADA: User = { id: 7, firstname: 'Ada', lastname: 'Obi', email: 'ada@example.org', role: 'user', isVerified: true };

/** Opens the page at `path`, as the browser's address bar would. */
export function visit(path: string): void {
  window.history.replaceState(null, '', path);
}

/**
 * Starts each test from a fresh page load (empty bus, no loaded data, at `/`) and collects what the
 * apps publish on the bus.
 */
export function watchBus() {
  // Registered first, so each test's watchers start on an empty bus and stop before the clean-up.
  beforeEach(() => {
    delete window.__portalBus;
    forgetLoadedData();
    visit('/');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  return { toasts: watchTopic('toast'), selections: watchTopic('selection'), modals: watchTopic('schools-modal') };
}

/** An approved report; `n` numbers it (newest first, as the API lists them). No place unless given (`inKano`). */
export function publishedReport(n: number, fields: Partial<PublicReport> = {}): PublicReport {
  return {
    id: 100 - n,
    commentType: 'Report Accessibility Issue',
    comment: `Report number ${n}: the ramp at the library is too steep.`,
    name: null,
    verified: false,
    verifiedHow: null,
    stateId: null,
    state: null,
    lga: null,
    publishedAt: '2025-03-14T09:00:00.000Z',
    videoUrl: null,
    media: [],
    ...fields,
  };
}

/** The place fields of a report from Tarauni, in Kano. */
export const IN_TARAUNI = { stateId: stateNamed('Kano').id, state: 'Kano', lga: 'Tarauni' };

/** A photograph as the API lists it after re-encoding: the full photo, its 480 px thumbnail and list copy, and the full size. */
export function photo(reportId: number, id: number, width = 2048, height = 1536): ReportMedia {
  return {
    id,
    kind: 'photograph',
    contentType: 'image/jpeg',
    size: 400_000,
    url: `/api/v1/reports/${reportId}/media/${id}`,
    thumbnailUrl: `/api/v1/reports/${reportId}/media/${id}/thumbnail`,
    listUrl: `/api/v1/reports/${reportId}/media/${id}/list`,
    width,
    height,
  };
}
