import { appLifecycles } from '@portal/shared';
import { NigeriaMap } from '../nigeria-map/nigeria-map.component.js';
import { mapWords } from '../i18n/words.js';

/** The interactive map of the 37 states, mounted by the home page as a parcel. */
export const parcel = appLifecycles(NigeriaMap, mapWords);
