/** The country the home page opens on (§4.3). Apart from selection.ts, which needs a browser. */
export const DEFAULT_COUNTRY = 'Nigeria';

/** Whether a country list entry is the default country, however the data spells its case. */
export const isDefaultCountry = (name: string) => name.trim().toLowerCase() === DEFAULT_COUNTRY.toLowerCase();
