/**
 * mfe-map's server entry: renders its two parcels, the map and the state panel, to HTML from the same
 * components the browser mounts (see `serverEntry` in @portal/shared/server-entry), for the server to put
 * in their slots in the home page. Built apart (webpack.config.ts, target Node) into dist/server/; the API
 * finds it through dist/server/manifest.json.
 */
import { serverEntry } from '@portal/shared/server-entry';
import { NigeriaMap } from '../nigeria-map/nigeria-map.component.js';
import { MapPanel } from '../map-panel/map-panel.component.js';
import { OUTLINE_PATHS } from '../outlines/nigeria-outlines.generated.js';
import { provideOutlinePaths } from '../outlines/outline-paths.js';
import { mapWords } from '../i18n/words.js';

// The browser takes the outlines from the HTML drawn here (src/outlines/outline-paths.ts).
provideOutlinePaths(OUTLINE_PATHS);

export const { render } = serverEntry({ roots: { './map': NigeriaMap, './panel': MapPanel }, words: mapWords });
