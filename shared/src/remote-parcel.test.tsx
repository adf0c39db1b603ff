import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { mountRootParcel } from 'single-spa';
import { RemoteParcel } from './remote-parcel.js';
import { provideRemoteLoader } from './remotes.js';
import { messages } from './messages.js';

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
    expect(alert.textContent).toContain(messages.appLoadFailed);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: messages.retry }));
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
    await waitFor(() => expect(container.textContent).toContain(messages.loadFailedRetryShared));
    expect(screen.getAllByRole('button', { name: messages.retry })).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);

    online = true;
    await userEvent.click(screen.getByRole('button', { name: messages.retry }));
    await waitFor(() => expect(container.textContent).toContain('./map loaded'));
    await waitFor(() => expect(container.textContent).toContain('./panel loaded'));
    expect(loaded.sort()).toEqual(['./map', './map', './panel', './panel']);
  });
});
