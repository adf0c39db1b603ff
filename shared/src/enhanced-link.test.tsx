import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { DialogBeforeHydration } from './enhanced-link.js';
import { renderingOnServer } from './server-render.js';

const MENU = <DialogBeforeHydration id="menu-early" labelledBy="menu-early-title" content={<h2 id="menu-early-title">Menu</h2>} />;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The dialog as the server writes it, in a container of the page, then hydrated by the browser's render. */
async function serverDialogHydrated(before?: (dialog: HTMLDialogElement) => void) {
  const state = { url: new URL('https://portal.test/'), loads: new Map(), wanted: new Map(), notFound: false };
  const container = document.createElement('div');
  container.innerHTML = renderingOnServer(state, () => renderToString(MENU));
  document.body.append(container);
  const dialog = container.querySelector('dialog')!;
  before?.(dialog);
  await act(async () => {
    root = hydrateRoot(container, MENU);
  });
  return { container, dialog };
}

describe('a dialog that does a control’s job before its app has hydrated', () => {
  it('is written whole by the server, and taken as it is by the browser, then removed once hydrated', async () => {
    const { container } = await serverDialogHydrated((dialog) => {
      expect(dialog.getAttribute('aria-labelledby')).toBe('menu-early-title');
      expect(dialog.querySelector('h2')?.textContent).toBe('Menu');
    });
    // Nothing of it is left once the app's own control does the job.
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('stays while it is open at hydration, and goes when it is closed', async () => {
    const { container, dialog } = await serverDialogHydrated((dialog) => dialog.setAttribute('open', ''));
    expect(container.querySelector('dialog')).toBe(dialog);
    expect(dialog.querySelector('h2')?.textContent).toBe('Menu');
    await act(async () => {
      dialog.removeAttribute('open');
      dialog.dispatchEvent(new Event('close'));
    });
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('is not there in a part the browser rendered afresh, with no server HTML to adopt', async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(MENU));
    expect(container.querySelector('dialog')).toBeNull();
  });
});
