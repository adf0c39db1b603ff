import { distance } from 'fastest-levenshtein';

/** Letters only, lower case, without a trailing "state": 'Akwa-Ibom State' and 'akwa ibom' meet. */
const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/\bstate\b/g, '')
    .replace(/[^a-z]/g, '');

/** Names people write for the Federal Capital Territory. */
const FCT_ALIASES = ['fct', 'abuja', 'fctabuja', 'federalcapitalterritory', 'federalcapitalterritoryabuja'];

/** The state, whether the name was written otherwise than the list spells it, and whether only by a small edit distance. */
export type StateMatch = { state: string; corrected: boolean; misspelt: boolean } | null;

/**
 * Maps a state name as written in a school or policy list to one of the 37 states. The real school list
 * misspells some states (spec §3.7): a name within a small edit distance of exactly one state is mapped to
 * it and reported as corrected; anything further, or equally close to two states, matches nothing.
 */
export function createStateMatcher(stateNames: readonly string[]): (written: string) => StateMatch {
  const byKey = new Map(stateNames.map((name) => [key(name), name]));
  const fct = stateNames.find((name) => FCT_ALIASES.includes(key(name)) || name.startsWith('FCT'));
  return (written) => {
    const wanted = key(written);
    if (!wanted) return null;
    const exact = byKey.get(wanted) ?? (fct && FCT_ALIASES.includes(wanted) ? fct : undefined);
    if (exact) return { state: exact, corrected: exact !== written.trim(), misspelt: false };
    const allowed = Math.max(1, Math.floor(wanted.length / 4));
    const ranked = [...byKey.entries()]
      .map(([candidate, name]) => ({ name, cost: distance(wanted, candidate) }))
      .sort((a, b) => a.cost - b.cost);
    const [best, second] = ranked;
    if (!best || best.cost > allowed || (second && second.cost === best.cost)) return null;
    return { state: best.name, corrected: true, misspelt: true };
  };
}
