import { useSyncExternalStore } from 'react';
import { NIGERIA_STATES } from './nigeria-states.generated.js';

/** Each state's outline (a path's `d`), by the state's id (`NGKE`). */
export type OutlinePaths = ReadonlyMap<string, string>;

/** The class of the map's states (each a link, with the state's id, around its outline). */
export const STATE_CLASS = 'nigeria-map__state';
/** The class of a state's outline, a path inside its link: the page's HTML is searched for them. */
export const STATE_PATH_CLASS = 'nigeria-map__outline';

let paths: OutlinePaths | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** The server entry bundles the outlines and gives them here, before it renders. */
export function provideOutlinePaths(outlines: Readonly<Record<string, string>>) {
  paths = new Map(Object.entries(outlines));
}

/**
 * The outlines as the page's HTML draws them, when the server drew the map: the map and its panel hydrate
 * from those instead of downloading the same 8 KB gz again as a script. Only a whole map counts.
 */
function drawnPaths(): OutlinePaths | undefined {
  if (typeof document === 'undefined') return undefined;
  const drawn = document.querySelectorAll<SVGPathElement>(`.${STATE_CLASS} > path.${STATE_PATH_CLASS}`);
  if (drawn.length !== NIGERIA_STATES.length) return undefined;
  const found = new Map([...drawn].map((path) => [path.parentElement!.id, path.getAttribute('d') ?? '']));
  return NIGERIA_STATES.every(({ id }) => found.get(id)) ? found : undefined;
}

function currentPaths(): OutlinePaths | undefined {
  paths ??= drawnPaths();
  return paths;
}

/** Where the page has no map drawn (the map mounted in the browser alone), the outlines' own module. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!currentPaths()) {
    loading ??= import('./nigeria-outlines.generated.js').then(({ OUTLINE_PATHS }) => {
      provideOutlinePaths(OUTLINE_PATHS);
      for (const notify of listeners) notify();
    });
  }
  return () => listeners.delete(listener);
}

/** The states' outlines, or undefined while their module loads. */
export function useOutlinePaths(): OutlinePaths | undefined {
  return useSyncExternalStore(subscribe, currentPaths, currentPaths);
}
