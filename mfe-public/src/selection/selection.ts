import { DEFAULT_COUNTRY, isDefaultCountry } from './default-country.js';
import { atomWithBus, publish, type Selection } from '@portal/shared';
import type { PublicWords } from '../i18n/words.js';
import type { CountryListEntry, StateEntry } from '@portal/shared/contracts';

export const NO_SELECTION: Selection = { countryId: null, countryName: '', stateId: null, stateName: '' };

/** The page's country and state, shared on the bus with the map, its panel and the schools modal (§3.9). */
export const selectionAtom = atomWithBus('selection', NO_SELECTION);

/** Choosing a country starts it with no state (§4.3: changing country clears the state). */
export function countrySelection(country: CountryListEntry): Selection {
  return { countryId: country.id, countryName: country.name, stateId: null, stateName: '' };
}

/** Choosing a state keeps the country. */
export function stateSelection(current: Selection, state: StateEntry): Selection {
  return { ...current, stateId: state.id, stateName: state.name };
}

/** The same country with no state: what the empty dropdown option and the Home shortcut leave. */
export function withoutState(current: Selection): Selection {
  return { ...current, stateId: null, stateName: '' };
}

/** §4.3: clearing the state is confirmed with the 'No State Selected' warning, in the page's language. */
export function warnNoStateSelected(words: PublicWords): void {
  publish('toast', { kind: 'warning', text: words('noStateSelected') });
}

/** The name the home sections use in their headings: the state's, else the country's. */
export function placeName(selection: Selection): string {
  return selection.stateId !== null ? selection.stateName : selection.countryName || DEFAULT_COUNTRY;
}

/**
 * The selection the home page and its dropdowns show: until the page has chosen Nigeria (§4.3, in an
 * effect after its first render), Nigeria already, once the country list is in. So the server renders
 * the page with Nigeria's data, and the browser hydrates that same page and asks for none of it again.
 */
export function shownSelection(selection: Selection, countries: readonly CountryListEntry[] | null): Selection {
  if (selection.countryId !== null || !countries) return selection;
  const nigeria = countries.find((country) => isDefaultCountry(country.name));
  return nigeria ? countrySelection(nigeria) : selection;
}
