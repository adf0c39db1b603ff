import { appLifecycles } from '@portal/shared';
import { Footer } from './footer.component.js';

export const { bootstrap, mount, unmount } = appLifecycles(Footer);
