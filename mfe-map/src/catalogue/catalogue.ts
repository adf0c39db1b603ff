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

/** A state without a policy record is one whose law nobody has found yet: unknown, not 'no law'. */
export const lawStatusOf = (policy: Pick<PolicyRecord, 'law_status'> | undefined): LawStatus => policy?.law_status ?? 'unknown';

/**
 * Every state and policy (the map needs all 37 at once), each state with its law status: plain data, so
 * that the server can send it with the page it rendered. `signal` stops the requests.
 */
export async function fetchCatalogueStates(signal?: AbortSignal): Promise<CatalogueState[]> {
  const [states, policies] = await Promise.all([
    fetchAllPages<StateEntry>('/states', { signal }),
    fetchAllPages<PolicyRecord>('/policies', { signal }),
  ]);
  // A policy refers to its state by id, never by a name to match by letters.
  const policyById = new Map(policies.map((policy) => [policy.state_id, policy]));
  return states.map((entry) => ({ entry, lawStatus: lawStatusOf(policyById.get(entry.id)) }));
}

/** The states as the map finds them. */
export function catalogueOf(states: readonly CatalogueState[]): MapCatalogue {
  return {
    byCode: new Map(states.map((state) => [state.entry.code, state])),
    byId: new Map(states.map((state) => [state.entry.id, state])),
  };
}
