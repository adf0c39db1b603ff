import { stagedLifecycles } from '../staged-lifecycles.js';

export const { bootstrap, mount, unmount } = stagedLifecycles(() => import('./footer.component.js').then((module) => module.Footer));
