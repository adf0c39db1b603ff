import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { lastValue, publish, subscribe } from '@portal/shared/bus';
import { loadExposed } from '@portal/shared/remotes';
import { shellText } from '@portal/shared/shell-words';

/**
 * The schools dialog ('View All' on the home page publishes `schools-modal` with `open`), mounted by the
 * shell, not by the page's app: a press made before the page has hydrated is published by the page script
 * at once (`PUBLISHES_ON_PRESS_ATTRIBUTE`), and the dialog then waits for the shell, the page's app to
 * have loaded (`appLoaded`: not hydrated) and the schools app, not for the home page to hydrate as well (on
 * a desktop of this machine, hydration and what it waited for were about 300 of the 450–550 ms 'View All'
 * took). The shared modules (React, React Aria…) are used from the app that loads them first: so the
 * page's own, which the page script prefetched, and not the schools app's copies, which a press before the
 * page's app had loaded would otherwise have fetched first (a trace of that press: mfe-schools' React DOM
 * and ten more of its chunks fetched, and the home page hydrated with them). The schools app is loaded at the first request, as before: most
 * visits never open it. Its parcel reads the request from the bus (last-value replay) and opens; it stays
 * mounted, closed, for the next. Until it is in, a note floats over the page, seen and heard ("Loading the
 * schools…"); if it cannot be loaded, an error toast says so and the next press tries again. Returns the
 * function that stops listening.
 */
export function mountSchoolsDialogOnRequest(appLoaded: Promise<void>, doc: Document = document): () => void {
  let state: 'waiting' | 'loading' | 'mounted' = 'waiting';
  const load = () => {
    state = 'loading';
    const note = loadingNote(doc);
    const host = doc.createElement('div');
    host.id = 'portal-schools-dialog';
    doc.body.append(host);
    appLoaded
      .then(() => loadExposed<{ parcel: ParcelConfig }>('mfe_schools', './modal'))
      .then(({ parcel }) => mountRootParcel(parcel, { domElement: host }).mountPromise)
      .then(
        () => (state = 'mounted'),
        (error: unknown) => {
          console.error(error);
          state = 'waiting';
          host.remove();
          publish('schools-modal', { open: false, stateName: lastValue('schools-modal')?.stateName ?? '' });
          publish('toast', { kind: 'error', text: `${shellText('appLoadFailed')} ${shellText('loadFailedHint')}` });
        },
      )
      .finally(() => note.remove());
  };
  return subscribe('schools-modal', ({ open }) => open && state === 'waiting' && load());
}

/** The floating note while the dialog's app loads: a status, so a screen reader says it without moving focus. */
function loadingNote(doc: Document): HTMLElement {
  const note = doc.createElement('p');
  note.className = 'portal-loading-note';
  note.setAttribute('role', 'status');
  note.textContent = shellText('schoolsLoading');
  doc.body.append(note);
  return note;
}
