/**
 * mfe-map's server entry: renders its two parcels, the map and the state panel, to HTML from the same
 * components the browser mounts (see `serverEntry` in @portal/shared/server-entry), for the server to put
 * in their slots in the home page. Built apart (webpack.config.ts, target Node) into dist/server/; the API
 * finds it through dist/server/manifest.json.
 */
import { serverEntry } from '@portal/shared/server-entry';
import { NigeriaMap } from '../nigeria-map/nigeria-map.component.js';
import { MapPanel } from '../map-panel/map-panel.component.js';

export const { render } = serverEntry({ roots: { './map': NigeriaMap, './panel': MapPanel } });
