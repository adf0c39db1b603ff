import { cleanup } from '@testing-library/react';
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
