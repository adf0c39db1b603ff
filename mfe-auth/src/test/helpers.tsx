import { StrictMode } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { RouterProvider } from '@portal/shared/ui';
import axe from 'axe-core';
import { navigate, subscribe, type Toast, type User } from '@portal/shared';
import { App } from '../app.component.js';

export const ada: User = { id: 7, firstname: 'Ada', lastname: 'Obi', email: 'ada@example.ng', role: 'user', isVerified: true };

/** A password that meets every rule of §5. */
export const STRONG = 'Kano#2024ok';

/** Collects the toasts published while a test runs. */
export function watchToasts(): Toast[] {
  const seen: Toast[] = [];
  let stop = () => undefined as unknown;
  beforeEach(() => {
    seen.length = 0;
    stop = subscribe('toast', (toast) => seen.push(toast));
  });
  afterEach(() => stop());
  return seen;
}

/**
 * Renders the accounts app at `path` as the shell does: inside the page's `main` landmark, with React Aria's
 * router, in StrictMode as `appLifecycles` does, so an effect that must not run twice is caught.
 */
export function renderAuth(path: string) {
  window.history.pushState(null, '', path);
  return renderCurrentEntry();
}

/** A reload: the page is rendered afresh on the same history entry, which keeps its state. */
export function reloadAuth() {
  cleanup();
  return renderCurrentEntry();
}

function renderCurrentEntry() {
  return render(
    <StrictMode>
      <main>
        <RouterProvider navigate={navigate}>
          <App />
        </RouterProvider>
      </main>
    </StrictMode>,
  );
}

/** An axios-style failure: the server answered `status`, with `message` when given. */
export const answered = (status: number, message?: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: message ? { message } : {} },
  });

/** An axios-style failure with no answer at all (the network or the server is down). */
export const unanswered = () => Object.assign(new Error('Network Error'), { isAxiosError: true });

/** An axios-style answer. */
export const ok = <T,>(data: T) => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} }) as never;

/** A request that never settles, to look at the page while it is pending. */
export const pending = () => new Promise<never>(() => undefined);

/** Zero axe violations; colour contrast cannot be computed in jsdom. */
export async function expectNoAxeViolations(context: Element = document.body) {
  const results = await axe.run(context, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The error summary at the top of the form, its first line and the texts of its links to fields. */
export function errorSummary() {
  const summary = screen.getByRole('group', { name: 'There is a problem' });
  return {
    summary,
    intro: summary.querySelector('p')?.textContent,
    links: within(summary).queryAllByRole('link').map((link) => link.textContent),
  };
}

/** The message React Aria ties to a field through aria-describedby. */
export function describedBy(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

export function resetAuthState() {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  delete window.__portalBus;
  window.history.pushState(null, '', '/');
}
