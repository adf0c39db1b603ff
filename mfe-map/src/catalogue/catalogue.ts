import type { LawStatus, PolicyRecord, StateEntry } from '@portal/shared/contracts';
import { fetchAllPages } from '@portal/shared/data';

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

/** A state's name reduced to its letters, so 'Akwa Ibom' and 'Akwa-Ibom' meet. */
const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Every state and policy (the map needs all 37 at once), each state with its law status: plain data, so
 * that the server can send it with the page it rendered. `signal` stops the requests.
 */
export async function fetchCatalogueStates(signal?: AbortSignal): Promise<CatalogueState[]> {
  const [states, policies] = await Promise.all([
    fetchAllPages<StateEntry>('/states', { signal }),
    fetchAllPages<PolicyRecord>('/policies', { signal }),
  ]);
  const policyByName = new Map(policies.map((policy) => [nameKey(policy.state), policy]));
  return states.map((entry) => ({ entry, lawStatus: lawStatusOf(policyByName.get(nameKey(entry.name))) }));
}

/** The states as the map finds them. */
export function catalogueOf(states: readonly CatalogueState[]): MapCatalogue {
  return {
    byCode: new Map(states.map((state) => [state.entry.code, state])),
    byId: new Map(states.map((state) => [state.entry.id, state])),
  };
}
