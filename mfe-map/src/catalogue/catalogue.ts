import { api, type LawStatus, type Paged, type PolicyRecord, type StateEntry } from '@portal/shared';

/** One state as the map needs it: the API's entry and the status of its disability law. */
export interface CatalogueState {
  entry: StateEntry;
  lawStatus: LawStatus;
}

/** The API's states, found by their map id (`code`, such as `NGKE`) or by their numeric id. */
export interface MapCatalogue {
  byCode: ReadonlyMap<string, CatalogueState>;
  byId: ReadonlyMap<number, CatalogueState>;
}

/**
 * The tooltip's 'Disability Policy: Yes' (§2.10) only for a law in force: a bill not yet signed, no law,
 * an unknown status or sources that disagree all answer No (issue 17).
 */
export const hasDisabilityPolicy = (lawStatus: LawStatus): boolean => lawStatus === 'in_force';

/** A state without a policy record is one whose law nobody has found yet: unknown, not 'no law'. */
export const lawStatusOf = (policy: Pick<PolicyRecord, 'law_status'> | undefined): LawStatus => policy?.law_status ?? 'unknown';

/** Every record of a paged list: the map needs all 37 states at once, whatever page size the API allows. */
async function fetchAll<T>(path: string): Promise<T[]> {
  const first = await api.get<Paged<T>>(path, { params: { per_page: 50 } });
  const rest = await Promise.all(
    Array.from({ length: first.data.meta.last_page - 1 }, (_, i) =>
      api.get<Paged<T>>(path, { params: { per_page: 50, page: i + 2 } }),
    ),
  );
  return [first, ...rest].flatMap((response) => response.data.data);
}

/** A state's name reduced to its letters, so 'Akwa Ibom' and 'Akwa-Ibom' meet. */
const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

export async function fetchCatalogue(): Promise<MapCatalogue> {
  const [states, policies] = await Promise.all([fetchAll<StateEntry>('/states'), fetchAll<PolicyRecord>('/policies')]);
  const policyByName = new Map(policies.map((policy) => [nameKey(policy.state), policy]));
  const catalogueStates = states.map((entry) => ({
    entry,
    lawStatus: lawStatusOf(policyByName.get(nameKey(entry.name))),
  }));
  return {
    byCode: new Map(catalogueStates.map((state) => [state.entry.code, state])),
    byId: new Map(catalogueStates.map((state) => [state.entry.id, state])),
  };
}
