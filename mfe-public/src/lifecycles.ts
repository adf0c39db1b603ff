import { stagedLifecycles } from './staged-lifecycles.js';

export const { bootstrap, mount, unmount } = stagedLifecycles(() => import('./app.component.js').then((module) => module.App));
