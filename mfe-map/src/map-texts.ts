/** Texts of the map app's own (the spec's texts come from the shared catalogue). */
export const MAP_LOADING = 'Loading the map…';
