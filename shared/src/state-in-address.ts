import { queryWith } from './routing.js';

/**
 * The state a home page address names (`/?state=Lagos`: what the top bar's state dropdown sends as a plain
 * form, and what a state of the map links to), matched by name whatever its case; null when it names
 * none or one not in `states`.
 */
export function stateInAddress<State extends { name: string }>(search: string, states: readonly State[] | null): State | null {
  const name = new URLSearchParams(search).get('state')?.trim().toLowerCase();
  return (name && states?.find((state) => state.name.toLowerCase() === name)) || null;
}

/** The home page's address that shows `stateName` (or no state), the rest of its query kept. */
export const homeAddressOf = (stateName: string | null, search = '') => `/${queryWith(search, { state: stateName || null })}`;
