import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { lastValue, publish, subscribe } from '@portal/shared/bus';
import { loadExposed } from '@portal/shared/remotes';
import { shellText } from '@portal/shared/shell-words';
import { showLoadingNote } from './loading-note.js';

/**
 * The schools dialog ('View All' on the home page publishes `schools-modal` with `open`), mounted by the
 * shell, not by the page's app: a press made before the page has hydrated is published by the page script
 * at once (`PUBLISHES_ON_PRESS_ATTRIBUTE`), and the dialog then waits for the shell, for the page's app to
 * have loaded (`appLoaded`: not hydrated) and for the schools app, not for the home page to hydrate as well
 * (on a desktop of this machine, that hydration and what it waited for were about 300 of the 450–550 ms
 * 'View All' took). Loaded after the page's app, the dialog uses its shared modules (React, React Aria…),
 * which the page script prefetched: the share scope keeps the copies loaded first, and a press before the
 * page's app had loaded fetched the schools app's own (a trace: its React DOM and ten more chunks, with
 * which the home page then hydrated too). The schools app loads at the first request: most visits never
 * open the dialog. Its parcel reads the request from the bus (last-value replay) and opens; it stays
 * mounted, closed, for the next. Until it is in, a note floats over the page, seen and heard ('Loading the
 * schools…'); if it cannot be loaded, an error toast says so and the next request tries again. Returns the
 * function that stops listening.
 */
export function mountSchoolsDialogOnRequest(appLoaded: Promise<void>): () => void {
  /** Whether the dialog is loading or mounted, and so answers requests itself. */
  let answering = false;
  const load = () => {
    answering = true;
    const note = showLoadingNote(shellText('schoolsLoading'));
    const host = document.createElement('div');
    host.id = 'portal-schools-dialog';
    document.body.append(host);
    appLoaded
      .then(() => loadExposed<{ parcel: ParcelConfig }>('mfe_schools', './modal'))
      .then(({ parcel }) => mountRootParcel(parcel, { domElement: host }).mountPromise)
      .catch((error: unknown) => {
        console.error(error);
        answering = false;
        host.remove();
        publish('schools-modal', { open: false, stateName: lastValue('schools-modal')?.stateName ?? '' });
        publish('toast', { kind: 'error', text: `${shellText('appLoadFailed')} ${shellText('loadFailedHint')}` });
      })
      .finally(() => note.remove());
  };
  return subscribe('schools-modal', ({ open }) => open && !answering && load());
}
