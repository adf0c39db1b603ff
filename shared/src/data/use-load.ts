import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SERVER_DATA_ID, serverRender } from '@portal/shared';
import type { Load, Loader } from './load-types.js';

export type { Load, Loader } from './load-types.js';

type Listener = (load: Load<unknown>) => void;

interface Entry {
  load: Load<unknown>;
  /** Null for data the server sent with the page, until a part of the page shows it. */
  loader: Loader<unknown> | null;
  listeners: Set<Listener>;
  controller: AbortController;
}

const LOADING: Load<never> = { status: 'loading' };

/**
 * What the page shows, by key. The parts of a page that show the same key share one request and its
 * outcome, so Retry in any of them loads it again for all: the map and its panel are two parcels (two
 * React roots that no context reaches both of), and the footer and the menu both read the site's links.
 * An entry lives while something shows it; the next part to show its key asks again.
 */
const entries = new Map<string, Entry>();

function settle(entry: Entry, load: Load<unknown>) {
  entry.load = load;
  entry.listeners.forEach((listener) => listener(load));
}

function start(entry: Entry) {
  const controller = new AbortController();
  entry.controller = controller;
  settle(entry, LOADING);
  // An answer to an aborted request (the key moved on, or Retry asked again) is dropped, so a slow reply
  // for Kano never overwrites Lagos.
  new Promise((resolve) => resolve(entry.loader!(controller.signal))).then(
    (data) => controller.signal.aborted || settle(entry, { status: 'ready', data }),
    () => controller.signal.aborted || settle(entry, { status: 'failed' }),
  );
}

/** Tells `listener` where `key` stands, now and at each change, loading it first if nothing shows it yet. */
function watch(key: string, loader: Loader<unknown>, listener: Listener): () => void {
  let entry = entries.get(key);
  if (!entry) {
    entry = { load: LOADING, loader, listeners: new Set(), controller: new AbortController() };
    entries.set(key, entry);
    start(entry);
  }
  const watched = entry;
  watched.loader ??= loader;
  watched.listeners.add(listener);
  listener(watched.load);
  return () => {
    watched.listeners.delete(listener);
    // Given up a moment later, not at once: StrictMode's second mount (or a part mounted again straight
    // away) watches again first and keeps the request, rather than asking twice.
    queueMicrotask(() => {
      if (watched.listeners.size > 0 || entries.get(key) !== watched) return;
      watched.controller.abort();
      entries.delete(key);
    });
  };
}

function reload(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entry.controller.abort();
  start(entry);
}

/**
 * Takes the data the server rendered the page with (`#portal-data`, by key) as loaded, so the page hydrates
 * showing what the HTML shows and asks the API for none of it again. A key already in the store is kept.
 */
export function seedLoads(data: Readonly<Record<string, unknown>>): void {
  for (const [key, value] of Object.entries(data)) {
    if (entries.has(key)) continue;
    entries.set(key, { load: { status: 'ready', data: value }, loader: null, listeners: new Set(), controller: new AbortController() });
  }
}

/** Whether the page has `key` now: sent with it by the server (and not yet given up), or shown by a part of it. */
export const hasLoad = (key: string): boolean => entries.has(key);

/**
 * Seeds the store with the data the server rendered the page with, as this module is first evaluated:
 * before any region that loads data renders, so each hydrates showing what its HTML shows. Read once.
 */
function seedFromPage(): void {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_DATA_ID);
  if (!element) return;
  element.remove();
  try {
    seedLoads(JSON.parse(element.textContent ?? '{}') as Record<string, unknown>);
  } catch (error) {
    // Unreadable: the regions load their data again, as without the server.
    console.error('The data sent with the page could not be read', error);
  }
}
seedFromPage();

/**
 * In a server render: what the render has for `key`, asking for it when it has nothing yet. A key whose
 * load failed on the server stays loading, so the browser asks for it again, as it would without the server.
 */
function serverLoad(key: string, load: Loader<unknown>): Load<unknown> {
  const render = serverRender()!;
  const loaded = render.loads.get(key);
  if (loaded) return loaded;
  render.wanted.set(key, load);
  return LOADING;
}

/**
 * Loads what `key` names (nothing while it is null) and gives where it stands, with `retry` to ask again.
 * The key is page-wide: it names the data (`policy:25`, `school:12`), not the component, and a new key
 * loads anew. Unmounting, or moving to another key, aborts the request once nothing else shows it.
 */
export function useLoad<T>(key: string | null, load: Loader<T>): Load<T> & { retry: () => void } {
  const [shown, setShown] = useState<{ key: string; load: Load<unknown> } | null>(null);
  // `load` is a fresh closure each render; the key names what it loads, so only a new key loads again.
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    return watch(
      key,
      (signal) => latest.current(signal),
      // The answer's render is a transition, sliced so that typing and clicks stay answered meanwhile.
      (load) => startTransition(() => setShown({ key, load })),
    );
  }, [key]);

  const retry = useCallback(() => {
    if (key !== null) reload(key);
  }, [key]);
  // Until this component hears of its key, it shows what another part of the page already has for it.
  const state =
    shown?.key === key
      ? shown.load
      : (key !== null && (serverRender() ? serverLoad(key, load as Loader<unknown>) : entries.get(key)?.load)) || LOADING;
  return { ...(state as Load<T>), retry };
}
