import { cleanup, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { User } from '@portal/shared';
import { renderAsShell } from '@portal/shared/testing';
import { App } from '../app.component.js';

export const ada: User = { id: 7, firstname: 'Ada', lastname: 'Obi', email: 'ada@example.ng', role: 'user', isVerified: true };

/** A password that meets every rule of §5. */
export const STRONG = 'Kano#2024ok';

/** Renders the accounts app at `path` as the shell does. */
export const renderAuth = (path: string) => renderAsShell(<App />, path);

/** A reload: the page is rendered afresh on the same history entry, which keeps its state. */
export function reloadAuth() {
  cleanup();
  return renderAsShell(<App />);
}

/** Waits for focus to reach `element`: a page moves it once it has rendered (an effect), as a screen reader then hears it. */
export const expectFocusOn = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));
