import { useMemo } from 'react';
import { useLoad, type Load } from '@portal/shared/data';
import { catalogueOf, fetchCatalogueStates, type MapCatalogue } from './catalogue.js';

/**
 * The states and policies the map shows, as they load, with Retry. The map and its panel show the same
 * key, so the two parcels share one request, and Retry in either loads both.
 */
export function useCatalogue(): Load<MapCatalogue> & { retry: () => void } {
  const load = useLoad('map-catalogue', fetchCatalogueStates);
  const states = load.status === 'ready' ? load.data : null;
  const catalogue = useMemo(() => states && catalogueOf(states), [states]);
  if (load.status !== 'ready') return load;
  return { status: 'ready', data: catalogue!, retry: load.retry };
}
