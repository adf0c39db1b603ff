import { useLoad } from '@portal/shared/data';
import { fetchCatalogue } from './catalogue.js';

/**
 * The states and policies the map shows, as they load, with Retry. The map and its panel show the same
 * key, so the two parcels share one request, and Retry in either loads both.
 */
export const useCatalogue = () => useLoad('map-catalogue', fetchCatalogue);
