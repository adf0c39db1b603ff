import { useSyncExternalStore } from 'react';

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

/** The current path, re-rendering on every navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribeToLocation, () => window.location.pathname);
}

export { matchPath } from './path-match.js';
