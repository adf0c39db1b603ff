/** The country the home page opens on (§4.3). Apart from selection.ts, which needs a browser. */
export const DEFAULT_COUNTRY = 'Nigeria';
