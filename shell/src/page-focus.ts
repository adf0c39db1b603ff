import { PRODUCT_NAME } from '@portal/shared/messages';
import { routeFor } from './routes.js';

const HEADING_WAIT_MS = 3000;

/**
 * After each navigation: name the page in the title, move focus to the new page's h1 and announce the
 * change. Without this, a screen-reader user hears nothing when a client-side navigation replaces the page
 * and their focus is left on a link that no longer exists.
 */
export function managePageFocus(main: HTMLElement, announce: (text: string) => void): void {
  let lastPath: string | null = null;
  let pending: (() => void) | null = null;

  // The title names the new page before its apps mount, so it is never behind the page's heading.
  window.addEventListener('single-spa:before-routing-event', () => {
    document.title = `${routeFor(window.location.pathname).title} – ${PRODUCT_NAME}`;
  });

  window.addEventListener('single-spa:routing-event', () => {
    const path = window.location.pathname;
    // A change of the hash alone (the skip link, an in-page shortcut) is not a new page.
    if (path === lastPath) return;
    const firstRoute = lastPath === null;
    lastPath = path;
    const route = routeFor(path);
    if (firstRoute) return; // the initial load keeps the browser's own focus at the top of the page
    pending?.();
    pending = whenHeadingReady(main, (heading) => {
      pending = null;
      const target = heading ?? main;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: false });
      announce(`${heading?.textContent?.trim() || route.title}, page loaded`);
    });
  });
}

/** Calls `ready` with the page's h1 once the new page has rendered one (or with null after a wait). */
function whenHeadingReady(main: HTMLElement, ready: (heading: HTMLElement | null) => void): () => void {
  const find = () => {
    const busy = main.querySelector('[aria-busy="true"]');
    return busy ? null : main.querySelector<HTMLElement>('h1');
  };
  let done = false;
  const finish = (heading: HTMLElement | null) => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    ready(heading);
  };
  const observer = new MutationObserver(() => {
    const heading = find();
    if (heading) finish(heading);
  });
  observer.observe(main, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
  const timer = setTimeout(() => finish(find()), HEADING_WAIT_MS);
  // The page may already be in place when the routing event fires (a re-render within one app).
  requestAnimationFrame(() => {
    const heading = find();
    if (heading) finish(heading);
  });
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}
