import { appLifecycles } from '@portal/shared';
import { App } from './app.component.js';

export const { bootstrap, mount, unmount } = appLifecycles(App);
