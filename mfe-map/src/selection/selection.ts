import { useAtom } from 'jotai';
import { atomWithBus, pageLocale, stateInAddress, useHydrated, useSearch, type Selection, type Toast } from '@portal/shared';
import { mapWords } from '../i18n/words.js';
import type { MapCatalogue } from '../catalogue/catalogue.js';
import { useCatalogue } from '../catalogue/use-catalogue.js';
import { NIGERIA_STATES, type MapState } from '../outlines/nigeria-states.generated.js';

export const NO_SELECTION: Selection = { countryId: null, countryName: '', stateId: null, stateName: '' };

/** The page's selection, shared on the bus with the dropdown and the home sections (§3.9). */
export const selectionAtom = atomWithBus('selection', NO_SELECTION);

/**
 * The selection the page's address names (`?state=Lagos`), as the API lists that state; none if it names
 * no state the API knows. The home page is rendered on the server for that state, so the map and its panel
 * are drawn with it too.
 */
export function addressSelection(search: string, catalogue: MapCatalogue | null): Selection {
  const entry = stateInAddress(search, catalogue ? [...catalogue.byCode.values()].map((state) => state.entry) : null);
  if (!entry) return NO_SELECTION;
  return { countryId: entry.country_id, countryName: entry.country_name, stateId: entry.id, stateName: entry.name };
}

/**
 * The page's selection and its setter. While the map hydrates the HTML the server drew, the selection the
 * server drew it with: the one the page's address names (none on `/`). The map's parcel hydrates after the
 * page, and a state chosen meanwhile would not match that HTML; React renders again with it as soon as
 * the hydration is done.
 */
export function useSelection() {
  const [selection, setSelection] = useAtom(selectionAtom);
  const search = useSearch();
  const load = useCatalogue();
  const hydrated = useHydrated();
  const drawn = hydrated ? selection : addressSelection(search, load.status === 'ready' ? load.data : null);
  return [drawn, setSelection] as const;
}

const statesById = new Map(NIGERIA_STATES.map((state) => [state.id, state]));

/** The map's selected state, if a state is selected and the API knows it. */
export function selectedState(selection: Selection, catalogue: MapCatalogue): MapState | undefined {
  if (selection.stateId === null) return undefined;
  const code = catalogue.byId.get(selection.stateId)?.entry.code;
  return code === undefined ? undefined : statesById.get(code);
}

/** A state's name as the rest of the page spells it (the API's), else the map's own. */
export function stateName(state: MapState, catalogue: MapCatalogue): string {
  return catalogue.byCode.get(state.id)?.entry.name ?? state.name;
}

/**
 * What choosing `chosen` on the map publishes (§4.3). A state the API lists becomes the selection,
 * keeping the chosen country. A state it lacks only sets the name, with the error toast, and selects no path.
 */
export function chooseState(
  chosen: MapState,
  catalogue: MapCatalogue,
  current: Selection = NO_SELECTION,
): { selection: Selection; toast?: Toast } {
  const state = catalogue.byCode.get(chosen.id);
  if (!state) {
    return {
      selection: { ...current, stateId: null, stateName: chosen.name },
      toast: { kind: 'error', text: mapWords.in(pageLocale())('stateUnavailable', { state: chosen.name }) },
    };
  }
  const { entry } = state;
  const country =
    current.countryId !== null
      ? { countryId: current.countryId, countryName: current.countryName }
      : { countryId: entry.country_id, countryName: entry.country_name };
  return { selection: { ...country, stateId: entry.id, stateName: entry.name } };
}
