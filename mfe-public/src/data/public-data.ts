import {
  api,
  errorStatus,
  type Country,
  type CountryListEntry,
  type NationalFigure,
  type Paged,
  type PolicyRecord,
  type SiteLinks,
  type StateEntry,
} from '@portal/shared';
import { isDefaultCountry } from '../selection/default-country.js';

/**
 * Lists that the top bar and the home page both read (countries, states) are fetched once per page load:
 * both apps come from this one remote, so they share this module and its cache. A failed request is
 * forgotten, so Retry asks again.
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

export const fetchCountries = () =>
  once('countries', async () => (await api.get<Paged<CountryListEntry>>('/countries')).data.data);

/**
 * The parts of the country record (§3.4) the public site reads: the published count with how it was
 * derived, the country's policy with its sources, and the citations of its statistics.
 */
export type CountryRecord = Pick<Country, 'id' | 'name' | 'year' | 'population' | 'policy' | 'statistics'>;

export const fetchCountry = (id: number) =>
  once(`country:${id}`, async () => (await api.get<CountryRecord>(`/countries/${id}`)).data);

/** Every state of a country, across the API's pages (the dropdown lists all 37 at once). */
export const fetchStates = (countryId: number) =>
  once(`states:${countryId}`, async () => {
    const page = (n: number) =>
      api.get<Paged<StateEntry>>('/states', { params: { country_id: countryId, page: n, per_page: 50 } });
    const first = await page(1);
    const rest = await Promise.all(Array.from({ length: first.data.meta.last_page - 1 }, (_, i) => page(i + 2)));
    return [first, ...rest].flatMap((response) => response.data.data);
  });

/** Every state's policy record (the laws page lists all 37 at once). */
export const fetchPolicies = () =>
  once('policies', async () => (await api.get<Paged<PolicyRecord>>('/policies', { params: { per_page: 50 } })).data.data);

/** The states of Nigeria, for the pages that link each state's record to `/states/{id}`. */
export const fetchNigeriaStates = () =>
  once('nigeria-states', async () => {
    const nigeria = (await fetchCountries()).find((country) => isDefaultCountry(country.name));
    return nigeria ? fetchStates(nigeria.id) : [];
  });

/** The national and global figures with their sources and caveats (29 of them: one page). */
export const fetchFigures = () =>
  once('figures', async () => (await api.get<Paged<NationalFigure>>('/figures', { params: { per_page: 50 } })).data.data);

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

/**
 * What the home page shows for a chosen state (§4.3: its schools and its policy). The sections ask for
 * the same two, and share these requests through the cache.
 */
export const fetchStateData = (stateId: number, stateName: string) =>
  Promise.all([fetchStatePolicy(stateId), fetchSchoolCount(stateName)]);

/** An approved eyewitness report as `GET /reports` publishes it (the dashboard's moderators approve it). */
export interface PublishedReport {
  id: number;
  commentType: string;
  comment: string;
  /** The reporter's first name, or null when they asked not to be named. */
  name: string | null;
  verified: boolean;
  publishedAt: string;
  videoUrl: string | null;
  media: { id: number; kind: string; contentType: string; url: string }[];
}

export const REPORTS_PER_PAGE = 10;

export async function fetchPublishedReports(page: number): Promise<Paged<PublishedReport>> {
  return (await api.get<Paged<PublishedReport>>('/reports', { params: { page, per_page: REPORTS_PER_PAGE } })).data;
}
