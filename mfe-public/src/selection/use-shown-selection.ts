import { useAtom } from 'jotai';
import { stateInAddress, useSearch } from '@portal/shared';
import { useLoad } from '@portal/shared/data';
import { fetchCountries, fetchStates, statesKey } from '../data/public-data.js';
import { selectionAtom, shownSelection, stateSelection } from './selection.js';

/**
 * The selection the home page and its top bar show. Until the page has chosen (§4.3, in an effect after
 * its first render): Nigeria, once the country list is in, and the state its address names
 * (`/?state=Lagos`), once the states are. So the server renders `/?state=Lagos` for Lagos, and the browser
 * hydrates that same page and asks for none of it again. The states are loaded when `withStates` asks
 * for them (the dropdown) or the address names one.
 */
export function useShownSelection({ withStates }: { withStates: boolean }) {
  const [chosen, setSelection] = useAtom(selectionAtom);
  const countries = useLoad('countries', fetchCountries);
  const country = shownSelection(chosen, countries.status === 'ready' ? countries.data : null);
  const countryId = country.countryId;
  const search = useSearch();
  const namesState = new URLSearchParams(search).has('state');
  const states = useLoad((withStates || namesState) && countryId !== null ? statesKey(countryId) : null, () => fetchStates(countryId!));
  const addressed = stateInAddress(search, states.status === 'ready' ? states.data : null);
  const selection = chosen.countryId === null && addressed ? stateSelection(country, addressed) : country;
  // `namesState`: whether the address names a state at all, so the page knows to wait for the states.
  return { selection, setSelection, countries, states, addressed, namesState };
}
