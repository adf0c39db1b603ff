import { stagedLifecycles } from './staged-lifecycles.js';

export const { bootstrap, mount, unmount } = stagedLifecycles(
  () => import('./app.component.js').then((module) => module.App),
  // The page's code first: the page the server rendered is then hydrated at once, not left waiting for it.
  () => import('./app.component.js').then((module) => module.preloadCurrentPage()),
);
