import {
  api,
  errorStatus,
  type Country,
  type CountryListEntry,
  type Paged,
  type PolicyRecord,
  type StateEntry,
} from '@portal/shared';

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
 * The parts of the country record (§3.4) the public site reads: the published count and the country's
 * policy. Its statistics are not read: the API keeps percentages with their sources there, while the
 * shared type describes counts, and the home page shows the spec's fixed figures (§3.8, §9) instead.
 */
export type CountryRecord = Pick<Country, 'id' | 'name' | 'year' | 'population' | 'policy'>;

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

/**
 * The policy record of the state with this id, or null when there is none (404). The API finds it
 * through the state, so the id is always the state's, as in `/states/{id}`.
 */
export async function fetchStatePolicy(stateId: number): Promise<PolicyRecord | null> {
  try {
    return (await api.get<PolicyRecord>(`/states/${stateId}/policy`)).data;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

/** How many inclusive and special schools the platform covers in a state, or in all (no state). */
export async function fetchSchoolCount(stateName: string): Promise<number> {
  const params = { per_page: 1, ...(stateName ? { state: stateName } : {}) };
  return (await api.get<Paged<unknown>>('/schools', { params })).data.meta.total;
}

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
