/**
 * The portal: the apps' loader, the single-spa root config and the shell's services (toasts, focus
 * and announcement on each navigation, the session). The page's script (index.ts) loads it: at once, or,
 * on a page the server rendered, at its first use.
 */
import { publish } from '@portal/shared/bus';
import { shellText } from '@portal/shared/shell-words';
import { restoreSession } from '@portal/shared/session';
import { followServerSession } from '@portal/shared/server-session';
import { startFederation, whenFirstModuleHasLoaded } from './federation.js';
import { startPortal } from './root-config.js';
import { managePageFocus } from './page-focus.js';
import { announceIn, startToasts } from './toasts.js';
import { mountSchoolsDialogOnRequest } from './dialog-on-request.js';

const byId = (id: string) => document.getElementById(id)!;

startToasts({ visual: byId('portal-toasts'), status: byId('portal-status'), alert: byId('portal-alert') });
const announceRoute = announceIn(byId('portal-route-status'));
managePageFocus(byId('main-content'), announceRoute);
restoreSession();
// Role and names follow the server: read now and whenever the tab comes back into view.
followServerSession();

startFederation()
  .then(() => {
    startPortal();
    mountSchoolsDialogOnRequest(whenFirstModuleHasLoaded());
  })
  .catch((error: unknown) => {
    console.error(error);
    publish('toast', { kind: 'error', text: shellText('portalStartFailed') });
  });
