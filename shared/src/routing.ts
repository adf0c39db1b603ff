import { useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import { serverRender } from './server-render.js';

declare global {
  interface Window {
    singleSpaNavigate?: (url: string) => void;
  }
}

/** Client-side navigation: through single-spa when it runs (it re-routes and fires popstate), else plain history. */
export function navigate(url: string): void {
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

// On the server, the address being rendered; in the browser's hydration, the page's own (the same one).
const serverPathname = () => serverRender()?.url.pathname ?? window.location.pathname;
const serverSearch = () => serverRender()?.url.search ?? window.location.search;

/** The current path, re-rendering on every navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribeToLocation, () => window.location.pathname, serverPathname);
}

/** The current query string (`?state_id=20`, or ''), re-rendering on every navigation. */
export function useSearch(): string {
  return useSyncExternalStore(subscribeToLocation, () => window.location.search, serverSearch);
}

/**
 * The fields of a GET form whose query is the page's address (a filtered list): what the user is choosing,
 * which starts as `fromAddress` and follows the address when it changes to another `address` (Back,
 * Forward, a page link), what the user had chosen there then dropped. Adjusted while rendering rather than
 * by remounting the form, which would drop the focus from its submit button each time it is used.
 */
export function useAddressDraft<T>(fromAddress: T, address: string): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(fromAddress);
  const [shown, setShown] = useState(address);
  if (shown !== address) {
    setShown(address);
    setDraft(fromAddress);
  }
  return [draft, setDraft];
}

export { matchPath } from './path-match.js';
