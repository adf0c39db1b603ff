import { appLifecycles } from '@portal/shared';
import { TopBar } from './top-bar.component.js';

export const { bootstrap, mount, unmount } = appLifecycles(TopBar);
