import { stagedLifecycles } from '../staged-lifecycles.js';

export const { bootstrap, mount, unmount } = stagedLifecycles(() => import('./top-bar.component.js').then((module) => module.TopBar));
