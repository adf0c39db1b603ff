import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { serverRender } from './server-render.js';
import { localizedAddress, pathWithoutLocale, splitLocalePath } from './i18n/locale-path.js';
import type { Locale } from './i18n/locales.js';

declare global {
  interface Window {
    singleSpaNavigate?: (url: string) => void;
  }
}

// On the server, the address being rendered; in the browser's hydration, the page's own (the same one).
const addressPathname = () => serverRender()?.url.pathname ?? window.location.pathname;

/** The language of the page at the current address (`/ha/…` is Hausa; an address without a prefix, English). */
export const addressLocale = (): Locale => splitLocalePath(addressPathname()).locale;

/**
 * `address` (a path of this site, as the apps write them: `/states/1`) in the current page's language
 * (`/ha/states/1` on a Hausa page): every link, form and navigation keeps the reader's language.
 */
export const inPageLanguage = (address: string): string => localizedAddress(addressLocale(), address);

/**
 * Client-side navigation, in the page's language: through single-spa when it runs (it re-routes and
 * fires popstate), else plain history.
 */
export function navigate(address: string): void {
  const url = inPageLanguage(address);
  if (window.singleSpaNavigate) {
    window.singleSpaNavigate(url);
  } else {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
}

function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const serverSearch = () => serverRender()?.url.search ?? window.location.search;

/** The current page's path without its language (`/states/1` at `/ha/states/1`), re-rendering on every navigation. */
export function usePathname(): string {
  return pathWithoutLocale(useSyncExternalStore(subscribeToLocation, () => window.location.pathname, addressPathname));
}

/** The current query string (`?state_id=20`, or ''), re-rendering on every navigation. */
export function useSearch(): string {
  return useSyncExternalStore(subscribeToLocation, () => window.location.search, serverSearch);
}

/**
 * The query `search` with `changes` made, a null value taking its parameter out: what a choice on a page
 * writes into its address, so that the address, sent again or shared, shows the same (`?state=Lagos&view=gender`).
 */
export function queryWith(search: string, changes: Readonly<Record<string, string | null>>): string {
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) query.delete(name);
    else query.set(name, value);
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Writes a choice made on the page into its address without a new history entry (Back leaves the page,
 * not the choice). single-spa, which patches `replaceState`, tells the page of the change as a `popstate`.
 */
export function replaceAddress(address: string): void {
  const url = inPageLanguage(address);
  if (url !== window.location.pathname + window.location.search + window.location.hash)
    window.history.replaceState(window.history.state, '', url);
}

/**
 * A GET form whose query is the page's address (a filtered list). Its fields start as `fromAddress` and
 * follow the address when it changes (Back, Forward, a page link), dropping what was chosen but not sent:
 * adjusted while rendering rather than by remounting the form, which would drop the focus from its submit
 * button each time it is used. `submit` goes to `addressOf(fields)` without a page load; without
 * JavaScript the browser submits the form itself, to the same address.
 */
export function useAddressForm<T>(fromAddress: T, addressOf: (fields: T) => string) {
  const address = `${usePathname()}${useSearch()}`;
  const [fields, setFields] = useState(fromAddress);
  const [shown, setShown] = useState(address);
  if (shown !== address) {
    setShown(address);
    setFields(fromAddress);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = addressOf(fields);
    if (target !== address) navigate(target);
  };
  return { fields, setFields, submit };
}

export { matchPath } from './path-match.js';
