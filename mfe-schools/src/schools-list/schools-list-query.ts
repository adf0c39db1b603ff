import { IMPAIRMENTS, SCHOOL_TYPES } from '@portal/shared/rules';

/** The page of the list, whose address carries the search, so a search can be shared and works without JavaScript. */
export const SCHOOLS_LIST_PATH = '/schools';

/** What the list shows: '' for a field not given, and the page, from 1. */
export interface SchoolsQuery {
  /** A state's name, as `GET /schools?state=` takes it ('Lagos'). */
  state: string;
  q: string;
  /** '' or one of SCHOOL_TYPES. */
  type: string;
  /** '' or one of IMPAIRMENTS. */
  impairment: string;
  page: number;
}

/** The API refuses a longer state; no school name needs more, and the heading stays readable. */
const MAX_TEXT = 100;
const MAX_PAGE = 10_000;
const CONTROL_CHARACTERS = /\p{Cc}/gu;

const oneOf = (values: readonly string[], value: string | null) => (value !== null && values.includes(value) ? value : '');

/**
 * The query an address names (`?state=Lagos&q=wesley&type=special&impairment=hearing&page=2`). Empty values,
 * as a plain form sends them, and values no school can have are left out, so a mistyped link shows a list
 * rather than an error.
 */
export function schoolsQueryFrom(search: string): SchoolsQuery {
  const query = new URLSearchParams(search);
  // Control characters are in no name (and the API refuses a NUL with 400): a link holding one still lists.
  const text = (name: string) => (query.get(name) ?? '').replace(CONTROL_CHARACTERS, '').trim().slice(0, MAX_TEXT);
  const page = query.get('page') ?? '';
  return {
    state: text('state'),
    q: text('q'),
    type: oneOf(SCHOOL_TYPES, query.get('type')),
    impairment: oneOf(IMPAIRMENTS, query.get('impairment')),
    page: /^\d{1,5}$/.test(page) && Number(page) >= 1 && Number(page) <= MAX_PAGE ? Number(page) : 1,
  };
}

/** The address of the list for `query`, with only the fields given, and no page for the first. */
export function schoolsListPath(query: SchoolsQuery): string {
  const params = new URLSearchParams();
  for (const name of ['state', 'q', 'type', 'impairment'] as const) if (query[name]) params.set(name, query[name]);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${SCHOOLS_LIST_PATH}?${search}` : SCHOOLS_LIST_PATH;
}
