import { atom } from 'jotai';
import { fetchCatalogue, type MapCatalogue } from './catalogue.js';

export type CatalogueLoad =
  | { status: 'loading' }
  | { status: 'ready'; catalogue: MapCatalogue }
  | { status: 'failed' };

const loadAtom = atom<CatalogueLoad>({ status: 'loading' });

/**
 * Read: the states and policies the map shows, as they load. Write: load them again (Retry).
 * Loaded when the first of the map and the panel mounts, so the two parcels share one request.
 */
export const catalogueAtom = atom(
  (get) => get(loadAtom),
  async (_get, set) => {
    set(loadAtom, { status: 'loading' });
    try {
      set(loadAtom, { status: 'ready', catalogue: await fetchCatalogue() });
    } catch {
      set(loadAtom, { status: 'failed' });
    }
  },
);
catalogueAtom.onMount = (load) => {
  void load();
};
