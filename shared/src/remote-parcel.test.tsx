import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { mountRootParcel } from 'single-spa';
import { RemoteParcel } from './remote-parcel.js';
import { provideRemoteLoader } from './remotes.js';
import { sharedEnglish } from '../test/testing.js';

afterEach(() => {
  cleanup();
  delete window.__portalLoadRemote;
  delete window.__portalFailedRegions;
});

describe('RemoteParcel', () => {
  it('shows an alert with Retry when the app cannot be loaded, and loads it on Retry', async () => {
    let attempts = 0;
    provideRemoteLoader(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('remoteEntry.js 404');
      return {
        parcel: {
          bootstrap: async () => undefined,
          mount: async ({ domElement }: { domElement: HTMLElement }) => {
            domElement.textContent = 'Map loaded';
          },
          unmount: async () => undefined,
        },
      };
    });
    const { container } = render(<RemoteParcel remote="mfe_map" exposed="./panel" mountParcel={mountRootParcel} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(sharedEnglish('appLoadFailed'));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: sharedEnglish('retry') }));
    await waitFor(() => expect(container.textContent).toContain('Map loaded'));
    expect(attempts).toBe(2);
  });

  it('one Retry reloads both map regions', async () => {
    let online = false;
    const loaded: string[] = [];
    provideRemoteLoader(async (_remote, exposed) => {
      loaded.push(exposed);
      if (!online) throw new Error('remoteEntry.js unreachable');
      return {
        parcel: {
          bootstrap: async () => undefined,
          mount: async ({ domElement }: { domElement: HTMLElement }) => {
            domElement.textContent = `${exposed} loaded`;
          },
          unmount: async () => undefined,
        },
      };
    });
    const { container } = render(
      <>
        <RemoteParcel remote="mfe_map" exposed="./map" mountParcel={mountRootParcel} />
        <RemoteParcel remote="mfe_map" exposed="./panel" mountParcel={mountRootParcel} />
      </>,
    );
    await waitFor(() => expect(container.textContent).toContain(sharedEnglish('loadFailedRetryShared')));
    expect(screen.getAllByRole('button', { name: sharedEnglish('retry') })).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);

    online = true;
    await userEvent.click(screen.getByRole('button', { name: sharedEnglish('retry') }));
    await waitFor(() => expect(container.textContent).toContain('./map loaded'));
    await waitFor(() => expect(container.textContent).toContain('./panel loaded'));
    expect(loaded.sort()).toEqual(['./map', './map', './panel', './panel']);
  });

  it("keeps the HTML the server put in its slot through the page's hydration, and mounts the parcel there when wanted", async () => {
    const mountedIn: Element[] = [];
    const page = (load: boolean) => (
      <main>
        <RemoteParcel remote="mfe_map" exposed="./map" load={load} loading={<p>Loading the map…</p>} mountParcel={mountRootParcel} />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(false)).replace(
      '<div data-parcel-slot="mfe_map:./map"></div>',
      '<div data-parcel-slot="mfe_map:./map" data-server-rendered><svg aria-label="The map"></svg></div>',
    );
    document.body.append(container);
    const hydrationErrors: unknown[] = [];
    // Not wanted yet (below the fold): the server's HTML stays as it is.
    const root = await act(async () => hydrateRoot(container, page(false), { onRecoverableError: (error) => hydrationErrors.push(error) }));
    expect(mountedIn).toEqual([]);
    expect(container.querySelector('[data-parcel-slot] svg[aria-label="The map"]')).not.toBeNull();

    const slot = () => container.querySelector('[data-parcel-slot]')!;
    expect(slot().hasAttribute('data-parcel-loading')).toBe(false);

    // Marked loading while its app loads and mounts (the shell's regions wait on it), then not.
    let mountNow!: () => void;
    const mountAllowed = new Promise<void>((resolve) => (mountNow = resolve));
    provideRemoteLoader(async () => ({
      parcel: {
        bootstrap: async () => undefined,
        mount: async ({ domElement }: { domElement: HTMLElement }) => {
          await mountAllowed;
          mountedIn.push(domElement);
        },
        unmount: async () => undefined,
      },
    }));
    await act(async () => root.render(page(true)));
    expect(slot().hasAttribute('data-parcel-loading')).toBe(true);
    mountNow();
    await waitFor(() => expect(mountedIn).toHaveLength(1));
    await waitFor(() => expect(slot().hasAttribute('data-parcel-loading')).toBe(false));
    expect(mountedIn[0]).toBe(container.querySelector('[data-parcel-slot]'));
    expect(container.querySelector('[data-parcel-slot] svg[aria-label="The map"]')).not.toBeNull();
    await waitFor(() => expect(container.textContent).not.toContain('Loading the map…'));
    expect(hydrationErrors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
