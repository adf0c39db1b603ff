import { appLifecycles } from '@portal/shared';
import { MapPanel } from '../map-panel/map-panel.component.js';
import { mapWords } from '../i18n/words.js';

/** The zoomed state panel, mounted by the home page as a parcel. */
export const parcel = appLifecycles(MapPanel, mapWords);
