import { appLifecycles } from '@portal/shared';
import { App } from './app.component.js';
import { dashboardWords } from './i18n/words.js';

/** The app's root, with its words fetched in the page's language before it renders. */
export const { bootstrap, mount, unmount } = appLifecycles(App, dashboardWords);
