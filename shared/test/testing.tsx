/**
 * What every app's component tests need (`@portal/shared/testing`, for tests only: it imports vitest,
 * Testing Library and axe-core, which no app bundle carries): the axe check, a watcher of bus topics, fake
 * API answers, rendering an app as the shell mounts it, and reading the error summary of a form.
 * App-specific fixtures (users, data sets, which requests a page makes) stay in each app.
 */
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import axe from 'axe-core';
import { RouterProvider } from '@portal/shared/ui';
import { navigate, subscribe, type Topic, type Topics, type Toast } from '@portal/shared';
import type { Locale } from '@portal/shared/i18n';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { LocaleContext } from '@portal/shared/i18n/app-words';
import { localizedAddress } from '@portal/shared/i18n/locale-path';
import type { School } from '@portal/shared/contracts';

/**
 * Zero axe violations. jsdom cannot compute colour contrast (the browser tests check it); `fragment` is for
 * a part of a page rendered alone (a parcel, a component), which has no landmarks of its own.
 */
export async function expectNoAxeViolations(context: Element = document.body, { fragment = false } = {}) {
  const rules: Record<string, { enabled: boolean }> = { 'color-contrast': { enabled: false } };
  if (fragment) rules.region = { enabled: false };
  const results = await axe.run(context, { rules });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Collects what is published on `topic` during each test (call it at the top of a test file or describe). */
export function watchTopic<T extends Topic>(topic: T): Topics[T][] {
  const seen: Topics[T][] = [];
  let stop = () => undefined as unknown;
  beforeEach(() => {
    seen.length = 0;
    stop = subscribe(topic, (value) => seen.push(value));
  });
  afterEach(() => stop());
  return seen;
}

/** @portal/shared's words in English, as a page in English shows them. */
export const sharedEnglish = sharedWords.in('en');

/** Collects the toasts published during each test. */
export const watchToasts = (): Toast[] => watchTopic('toast');

/** Waits for focus to reach `element`: a page moves it once it has rendered (an effect), as a screen reader then hears it. */
export const expectFocusOn = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

/** Starts a test as a fresh page load would: real timers, no mocks, empty storage and bus, at `/`. */
export function resetPage(): void {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  delete window.__portalBus;
  window.history.replaceState(null, '', '/');
}

/** Renders with a fresh jotai store, as a newly mounted app or parcel would have. */
export function renderFresh(ui: ReactNode) {
  return render(<Provider>{ui}</Provider>);
}

/**
 * Renders an app as the shell mounts it (`appLifecycles`): in StrictMode, so an effect that must not run
 * twice is caught, with React Aria's router, inside the page's `main` landmark. With `path`, the address
 * bar is there first; without, the current history entry is rendered again, as a reload does.
 */
export function renderAsShell(app: ReactNode, path?: string) {
  if (path !== undefined) window.history.pushState(null, '', path);
  return render(
    <StrictMode>
      <main>
        <RouterProvider navigate={navigate}>{app}</RouterProvider>
      </main>
    </StrictMode>,
  );
}

/**
 * Renders an app as the shell mounts it (`renderAsShell`) in `locale`: at `path` in that language
 * (`/ha/…`), with the page's language given as its root gives it. Its words must be loaded first.
 */
export const renderInLanguage = (locale: Locale, app: ReactNode, path: string) =>
  renderAsShell(<LocaleContext.Provider value={locale}>{app}</LocaleContext.Provider>, localizedAddress(locale, path));

/** An axios-style answer with `data`. */
export const ok = <T,>(data: T) => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} }) as never;

/** An axios-style failure: the server answered `status`, with `{ message }` when given. */
export const answered = (status: number, message?: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: message ? { message } : {} },
  });

/** An axios-style failure with no answer at all (the network or the server is down). */
export const unanswered = () => Object.assign(new Error('Network Error'), { isAxiosError: true });

/** A request that never settles, to look at the page while it is pending. */
export const pending = () => new Promise<never>(() => undefined);

/** The error summary at the top of a form: the element, its first line and the texts of its links. */
export function errorSummary(locale: Locale = 'en') {
  const summary = screen.getByRole('group', { name: sharedWords.in(locale)('errorSummaryTitle') });
  return {
    summary,
    intro: summary.querySelector('p')?.textContent,
    links: within(summary)
      .queryAllByRole('link')
      .map((link) => link.textContent),
  };
}

/** The texts a control's `aria-describedby` points at: its hint and message, as a screen reader reads them. */
export function describedBy(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** A school record as the API publishes it, every field the source leaves empty left empty: tests give what they are about. */
export function schoolRecord(fields: Pick<School, 'id' | 'state_id' | 'state' | 'name'> & Partial<School>): School {
  return {
    type: ['special'],
    location: '',
    local_government: '',
    desc: '',
    picture_url: '',
    website: '',
    phone: '',
    email: '',
    setting: 'special',
    impairments: [],
    sources: [],
    reviewed_at: '2026-11-20',
    imported_by: 'data:import schools.csv',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...fields,
  };
}
