import { api, errorStatus } from '@portal/shared';
import type {
  Country,
  CountryListEntry,
  NationalFigure,
  Paged,
  PolicyRecord,
  PublicReport,
  RecordChange,
  RecordHistoryAnswer,
  School,
  SiteLinks,
  StateEntry,
} from '@portal/shared/contracts';
import { fetchAllPages } from '@portal/shared/data';
import { isDefaultCountry } from '../selection/default-country.js';

/**
 * Lists that the top bar and the home page both read (countries, states) are fetched once per page load:
 * both apps come from this one remote, so they share this module and its cache. A failed request is
 * forgotten, so Retry asks again. A cached request is not aborted when one reader leaves (it ignores
 * `useLoad`'s signal): it is kept for the next.
 */
const cache = new Map<string, Promise<unknown>>();
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** Empties the cache; tests start each case from a fresh page load. */
export function forgetLoadedData(): void {
  cache.clear();
}

export const fetchCountries = () => once('countries', async () => (await api.get<Paged<CountryListEntry>>('/countries')).data.data);

/**
 * The parts of the country record (§3.4) the public site reads: the published count with how it was
 * derived, the country's policy with its sources, and the citations of its statistics.
 */
export type CountryRecord = Pick<Country, 'id' | 'name' | 'year' | 'population' | 'policy' | 'statistics'>;

export const fetchCountry = (id: number) => once(`country:${id}`, async () => (await api.get<CountryRecord>(`/countries/${id}`)).data);

/** The key a country's states are loaded and sent to the browser under. */
export const statesKey = (countryId: number) => `states:${countryId}`;

/** Every state of a country, across the API's pages (the dropdown lists all 37 at once). */
export const fetchStates = (countryId: number) =>
  once(statesKey(countryId), () => fetchAllPages<StateEntry>('/states', { params: { country_id: countryId } }));

/** Every state's policy record (the laws page lists all 37 at once). */
export const fetchPolicies = () => once('policies', () => fetchAllPages<PolicyRecord>('/policies'));

/** The states of Nigeria, for the pages that link each state's record to `/states/{id}`. */
export const fetchNigeriaStates = () =>
  once('nigeria-states', async () => {
    const nigeria = (await fetchCountries()).find((country) => isDefaultCountry(country.name));
    return nigeria ? fetchStates(nigeria.id) : [];
  });

/** The national and global figures with their sources and caveats. */
export const fetchFigures = () => once('figures', () => fetchAllPages<NationalFigure>('/figures'));

/** The portal's own addresses from the server's configuration; each is null (or empty) until set. */
export const fetchSiteLinks = () => once('site', async () => (await api.get<SiteLinks>('/site')).data);

/**
 * How long a state's data may take to arrive. Past it axios gives up as it does when there is no
 * connection, so a server that never answers is reported as a lost connection, not left loading for ever.
 */
export const STATE_DATA_TIMEOUT_MS = 15_000;

/**
 * The policy record of the state with this id, or null when there is none (404). The API finds it
 * through the state, so the id is always the state's, as in `/states/{id}`. Kept for the page load, as
 * the lists above are: going back to a state seen before (after a choice that could not load) needs no
 * connection.
 */
export const fetchStatePolicy = (stateId: number): Promise<PolicyRecord | null> =>
  once(`policy:${stateId}`, async () => {
    try {
      return (await api.get<PolicyRecord>(`/states/${stateId}/policy`, { timeout: STATE_DATA_TIMEOUT_MS })).data;
    } catch (error) {
      if (errorStatus(error) === 404) return null;
      throw error;
    }
  });

/** How many inclusive and special schools the platform covers in a state, or in all (no state). */
export const fetchSchoolCount = (stateName: string): Promise<number> =>
  once(`schools:${stateName}`, async () => {
    const params = { per_page: 1, ...(stateName ? { state: stateName } : {}) };
    return (await api.get<Paged<unknown>>('/schools', { params, timeout: STATE_DATA_TIMEOUT_MS })).data.meta.total;
  });

/** The changes accepted suggestions made to a state's record (its id is the state's), oldest first. */
export const fetchPolicyHistory = async (stateId: number): Promise<RecordChange[]> =>
  (await api.get<RecordHistoryAnswer>(`/policies/${stateId}/history`)).data.data;

/** Every school the platform lists in a state, for the key findings of its page. */
export const fetchStateSchools = (stateName: string) =>
  once(`state-schools:${stateName}`, () => fetchAllPages<School>('/schools', { params: { state: stateName } }));

/**
 * What the home page shows for a chosen state (§4.3: its schools and its policy). The sections ask for
 * the same two, and share these requests through the cache.
 */
export const fetchStateData = (stateId: number, stateName: string) => Promise.all([fetchStatePolicy(stateId), fetchSchoolCount(stateName)]);

export const REPORTS_PER_PAGE = 10;

/** What the public list of reports is narrowed to: a state (by id) and a comment type; null is any. */
export interface ReportFilters {
  stateId: number | null;
  commentType: string | null;
}
export const NO_REPORT_FILTERS: ReportFilters = { stateId: null, commentType: null };

/** A page of the published reports, newest first, narrowed to `filters`; `meta.total` counts all that match. */
export async function fetchPublishedReports(
  page: number,
  filters: ReportFilters,
  signal: AbortSignal,
  perPage = REPORTS_PER_PAGE,
): Promise<Paged<PublicReport>> {
  const params = {
    page,
    per_page: perPage,
    ...(filters.stateId !== null ? { state_id: filters.stateId } : {}),
    ...(filters.commentType !== null ? { comment_type: filters.commentType } : {}),
  };
  return (await api.get<Paged<PublicReport>>('/reports', { params, signal })).data;
}

/** A published report, or null when there is none with this id or it is not published (404). */
export async function fetchPublicReport(id: number, signal: AbortSignal): Promise<PublicReport | null> {
  try {
    return (await api.get<PublicReport>(`/reports/${id}`, { signal })).data;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}
