import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/dom';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { lastValue, publish, subscribe } from '@portal/shared/bus';
import type { Toast } from '@portal/shared';
import { mountSchoolsDialogOnRequest } from './dialog-on-request.js';

const sharedEnglish = sharedWords.in('en');

/** The schools app's dialog parcel, as far as the shell sees it: it opens on the bus's last request. */
const dialogParcel = {
  bootstrap: async () => undefined,
  mount: async ({ domElement }: { domElement: HTMLElement }) => {
    if (lastValue('schools-modal')?.open) domElement.innerHTML = '<div role="dialog" aria-label="Schools"></div>';
  },
  unmount: async () => undefined,
};

/** The shell's federation loader, answering each request for the dialog in turn with `answers`. */
function loadRemoteAnswering(...answers: Array<() => Promise<unknown>>) {
  const load = vi.fn((_remote: string, _exposed: string) => answers.shift()!());
  window.__portalLoadRemote = load;
  return load;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The page's app, which has loaded (`firstAppLoaded`) or not yet. */
let firstAppLoaded = () => {};
let stopListening = () => {};
const mountOnRequest = () => {
  const appLoaded = new Promise<void>((resolve) => (firstAppLoaded = resolve));
  stopListening = mountSchoolsDialogOnRequest(appLoaded);
};

afterEach(() => {
  stopListening();
  delete window.__portalLoadRemote;
  delete window.__portalBus;
  document.body.replaceChildren();
});

describe("the schools dialog, mounted by the shell when 'View All' asks for it", () => {
  it('loads the schools app at a request made before the shell started, says so meanwhile, and mounts its dialog once', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const load = loadRemoteAnswering(async () => (await arrived, { parcel: dialogParcel }));
    // Published by the page script at the press, before the portal had loaded.
    publish('schools-modal', { open: true, stateName: 'Lagos' });
    mountOnRequest();
    expect(screen.getByRole('status').textContent).toBe(sharedEnglish('schoolsLoading'));
    // Not before the page's app has loaded, whose shared modules (React…) the dialog then uses too.
    await settle();
    expect(load).not.toHaveBeenCalled();
    firstAppLoaded();
    await waitFor(() => expect(load.mock.calls).toEqual([['mfe_schools', './modal']]));
    arrive();
    await screen.findByRole('dialog', { name: 'Schools' });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    // Closed, then asked for again: the mounted dialog answers, nothing is loaded again.
    publish('schools-modal', { open: false, stateName: 'Lagos' });
    publish('schools-modal', { open: true, stateName: 'Kano' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing until asked', () => {
    const load = loadRemoteAnswering();
    mountOnRequest();
    publish('schools-modal', { open: false, stateName: '' });
    expect(load).not.toHaveBeenCalled();
  });

  it('says so in an error toast when the schools app cannot be loaded, closes the request, and tries again at the next', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const toasts: Toast[] = [];
    subscribe('toast', (toast) => toasts.push(toast));
    const load = loadRemoteAnswering(
      () => Promise.reject(new Error('remoteEntry.js 404')),
      async () => ({ parcel: dialogParcel }),
    );
    mountOnRequest();
    firstAppLoaded();
    publish('schools-modal', { open: true, stateName: 'Lagos' });
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', text: `${sharedEnglish('appLoadFailed')} ${sharedEnglish('loadFailedHint')}` }]),
    );
    expect(lastValue('schools-modal')).toEqual({ open: false, stateName: 'Lagos' });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    publish('schools-modal', { open: true, stateName: 'Lagos' });
    await screen.findByRole('dialog', { name: 'Schools' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('#portal-schools-dialog')).toHaveLength(1);
  });
});
