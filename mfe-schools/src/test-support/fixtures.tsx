import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { api, hasSchoolCriteria, schoolMatches } from '@portal/shared';
import { answered, renderFresh, schoolRecord, watchTopic } from '@portal/shared/testing';
import { App } from '../app.component.js';
import type { Paged, RecordChange, School, StateEntry } from '@portal/shared/contracts';
import type { Confidence, SchoolType, Source } from '@portal/shared/contracts';

/** The test data's states, in the order of STATES below: a school refers to its state by this id. */
const STATE_NAMES = ['Kano', 'Lagos', 'Oyo'];

function school(id: number, state: string, name: string, type: SchoolType[], fields: Partial<School> = {}): School {
  return schoolRecord({ id, state_id: STATE_NAMES.indexOf(state) + 1, state, name, type, ...fields });
}

function source(title: string, publisher: string, date: string, url: string, quote: string, confidence: Confidence): Source {
  return { title, publisher, date, url, quote, confidence, supports: 'The school, its level and whom it serves' };
}

const LAGOS_BLOG = source(
  'Special Schools in Lagos State',
  '',
  '2013',
  'https://hajikay.blogspot.com/2013/05/special-schools-in-lagos-state.html',
  '',
  'low',
);

/**
 * Real schools of the sourced data (schools.csv), as the API serves them (a special school's types include
 * 'special'). Lagos: five whose names, levels and impairments tell the union rule from an intersection
 * (only Wesley is named "wesley"; Pacelli and Atunda Olu are primary; Wesley alone serves hearing). Some fields are left empty, as their sources
 * leave them. Kano: one school. Oyo: 24 invented records, only so that every state needs a second page.
 */
export const SCHOOLS: School[] = [
  school(1, 'Lagos', 'Pacelli School for the Blind and Partially Sighted Children', ['primary', 'special'], {
    location: 'Surulere',
    local_government: 'Surulere',
    website: 'pacellischoolfortheblind.org',
    impairments: ['visual'],
    sources: [
      source(
        'Five Decades of Hope for the Blind',
        'ThisDay',
        '2018-08-09',
        'https://www.thisdaylive.com/index.php/2018/08/09/five-decades-of-hope-for-the-blind/',
        'The structure of the school is from primary basic one through basic six and preparatory classes.',
        'high',
      ),
    ],
  }),
  school(2, 'Lagos', 'Wesley School for the Deaf', ['special'], {
    location: 'Surulere',
    impairments: ['hearing'],
    sources: [
      source(
        'Chapter on deaf education in Nigeria, by E. Ojile',
        'Gallaudet University Press',
        '',
        'http://muse.jhu.edu/books/9781563682032/9781563682032-54.pdf',
        'the Wesley School for the Deaf in Surulere, Lagos, was established in 1958',
        'medium',
      ),
    ],
  }),
  school(3, 'Lagos', 'Atunda Olu School for the Physically and Mentally Challenged', ['primary', 'special'], {
    location: 'Surulere',
    impairments: ['physical', 'intellectual'],
    sources: [
      source(
        'Despite huge allocations, special schools in South-West cry for attention',
        'Daily Trust Sunday',
        '2017-12-24',
        'http://www.pressreader.com/nigeria/daily-trust-sunday/20171224/281788514427793',
        'a 12-year-old Primary Six pupil of Atunda Olu School for the Physically and Mentally Challenged, Surulere, Lagos',
        'medium',
      ),
    ],
  }),
  school(4, 'Lagos', 'Ipakodo Junior Grammar School (inclusive unit)', ['secondary'], {
    location: 'Ikorodu',
    setting: 'inclusive',
    sources: [{ ...LAGOS_BLOG, quote: 'Ipakodo Junior Grammar School, Ikorodu' }],
  }),
  school(5, 'Lagos', 'National Orthopedic Special School', ['special'], {
    location: 'Igbobi',
    sources: [{ ...LAGOS_BLOG, quote: 'National Orthopedic Special School, Igbobi' }],
  }),
  school(6, 'Kano', 'Special Education School, Tudun Maliki', ['primary', 'secondary', 'special'], {
    location: 'Tudun Maliki',
    local_government: 'Kumbotso',
    impairments: ['hearing', 'visual'],
    sources: [
      source(
        'The untold story of Kano Special Education School',
        'Daily Trust',
        '',
        'https://dailytrust.com/the-untold-story-of-kano-special-education-school/',
        'The school, located at Tudun Maliki in Kumbotso Local Government Area',
        'medium',
      ),
    ],
  }),
  ...Array.from({ length: 24 }, (_, i) => school(7 + i, 'Oyo', `Oyo Inclusive School ${i + 1}`, ['secondary'], { setting: 'inclusive' })),
];
export const schoolWithId = (id: number) => SCHOOLS.find((s) => s.id === id)!;

export const STATES: StateEntry[] = STATE_NAMES.map((name, i) => ({
  id: i + 1,
  country_id: 1,
  country_name: 'Nigeria',
  name,
  code: `NG${name.slice(0, 2).toUpperCase()}`,
  source: 'State names of the test data',
  updated_at: '2026-11-24T05:00:00Z',
}));

/**
 * `GET /schools` as the API answers it: state exact (case-insensitive), then the §5 search with the
 * shared rule (name `q` partial, `type` exact, `impairment` exact, union), then the page.
 */
export function answerSchools(params: Record<string, string | undefined>): Paged<School> {
  const state = params.state?.toLowerCase();
  const query = { name: params.q ?? '', type: params.type ?? '', impairment: params.impairment ?? '' };
  const searching = hasSchoolCriteria(query);
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
/** The changes accepted suggestions made, by school id (issue 36): none unless a test adds some. */
export const HISTORY: Record<number, RecordChange[]> = {};

export function stubApi() {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    const params = (config?.params ?? {}) as Record<string, string>;
    if (url === '/schools') return { data: answerSchools(params) };
    if (url === '/states') return { data: { success: true, data: STATES, meta: { total: 3, page: 1, per_page: 50, last_page: 1 } } };
    const historyOf = /^\/schools\/(\d+)\/history$/.exec(url)?.[1];
    if (historyOf) return { data: { data: HISTORY[Number(historyOf)] ?? [] } };
    const id = /^\/schools\/(\d+)$/.exec(url)?.[1];
    if (id) {
      const found = SCHOOLS.find((s) => s.id === Number(id));
      if (!found) throw answered(404, 'Not found');
      return { data: found };
    }
    throw new Error(`Unexpected request ${url}`);
  });
}

/** Starts each test from a fresh page (empty bus, at `/`) and collects the toasts and modal messages. */
export function watchBus() {
  // Registered first, so each test's watchers start on an empty bus and stop before the clean-up.
  beforeEach(() => {
    delete window.__portalBus;
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });
  return { toasts: watchTopic('toast'), modals: watchTopic('schools-modal') };
}

/** The app's page at `path`, as the shell frames it: inside the main landmark. */
export function visit(path: string) {
  window.history.replaceState(null, '', path);
  return renderFresh(
    <main>
      <App />
    </main>,
  );
}
