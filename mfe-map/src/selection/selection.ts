import { useSyncExternalStore } from 'react';
import { useAtom } from 'jotai';
import { atomWithBus, t, type Selection, type Toast } from '@portal/shared';
import type { MapCatalogue } from '../catalogue/catalogue.js';
import { NIGERIA_STATES, type MapState } from '../outlines/nigeria-states.generated.js';

export const NO_SELECTION: Selection = { countryId: null, countryName: '', stateId: null, stateName: '' };

/** The page's selection, shared on the bus with the dropdown and the home sections (§3.9). */
export const selectionAtom = atomWithBus('selection', NO_SELECTION);

const subscribeToNothing = () => () => undefined;

/**
 * The page's selection and its setter, but none while the map hydrates the HTML the server drew (with
 * none): the map's parcel hydrates after the page, and a state chosen meanwhile would not match that HTML.
 * React renders again with it as soon as the hydration is done.
 */
export function useSelection() {
  const [selection, setSelection] = useAtom(selectionAtom);
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  return [hydrating ? NO_SELECTION : selection, setSelection] as const;
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
      toast: { kind: 'error', text: t('stateUnavailable', { state: chosen.name }) },
    };
  }
  const { entry } = state;
  const country =
    current.countryId !== null
      ? { countryId: current.countryId, countryName: current.countryName }
      : { countryId: entry.country_id, countryName: entry.country_name };
  return { selection: { ...country, stateId: entry.id, stateName: entry.name } };
}
