import { publish } from '@portal/shared/bus';
import { restoreSession } from '@portal/shared/session';
import { startFederation } from './federation.js';
import { startPortal } from './root-config.js';
import { managePageFocus } from './page-focus.js';
import { createAnnouncer, startToasts } from './toasts.js';

const byId = (id: string) => document.getElementById(id)!;
const liveRegions = { status: byId('portal-status'), alert: byId('portal-alert') };

startToasts({ visual: byId('portal-toasts'), ...liveRegions });
const announce = createAnnouncer(liveRegions);
managePageFocus(byId('main-content'), (text) => announce({ kind: 'info', text }));
restoreSession();

startFederation()
  .then(startPortal)
  .catch((error: unknown) => {
    console.error(error);
    publish('toast', { kind: 'error', text: 'The portal could not start. Please reload the page.' });
  });
