import { lastValue, subscribe } from '@portal/shared/bus';
import { PRODUCT_NAME, documentTitle } from '@portal/shared/shell-messages';
import { shellText } from '@portal/shared/shell-words';
import { pathWithoutLocale } from '@portal/shared/i18n/locale-path';

const HEADING_WAIT_MS = 3000;

/** The page's path as the apps know it, without its language (`/states/1` at `/ha/states/1`). */
const currentPath = () => pathWithoutLocale(window.location.pathname);

/** The title the app at `path` gave its page on the bus (topic `page`), once it has rendered it. */
function pageTitle(path: string): string | undefined {
  const shown = lastValue('page');
  return shown?.path === path ? shown.title : undefined;
}

/**
 * After each navigation: name the page in the title, move focus to the new page's h1 and announce the
 * change. Without this, a screen-reader user hears nothing when a client-side navigation replaces the page
 * and their focus is left on a link that no longer exists. The app that owns the path names its page
 * (`CurrentPage` in @portal/shared publishes it in the task that renders the page, so the title is never
 * behind the heading); the shell knows no app's pages.
 */
export function managePageFocus(main: HTMLElement, announce: (text: string) => void): void {
  let lastPath: string | null = null;
  let pending: (() => void) | null = null;

  const setTitle = (title: string | undefined) => {
    document.title = title ? documentTitle(title) : PRODUCT_NAME;
  };
  // Until the new page's app names it, the title names only the portal: never the page just left, nor a
  // page whose app failed to load. A page the visitor has already left cannot retitle the one they are on.
  // The first page keeps the title its HTML came with: the server names the page it rendered.
  window.addEventListener('single-spa:before-routing-event', () => {
    if (lastPath !== null) setTitle(pageTitle(currentPath()));
  });
  subscribe('page', ({ path, title }) => {
    if (path === currentPath()) setTitle(title);
  });

  window.addEventListener('single-spa:routing-event', () => {
    const path = currentPath();
    // A change of the hash alone (the skip link, an in-page shortcut) is not a new page.
    if (path === lastPath) return;
    const firstRoute = lastPath === null;
    lastPath = path;
    if (firstRoute) return; // the initial load keeps the browser's own focus at the top of the page
    pending?.();
    pending = whenHeadingReady(main, (heading) => {
      pending = null;
      const target = heading ?? main;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: false });
      announce(shellText('pageLoaded', { page: heading?.textContent?.trim() || pageTitle(path) || PRODUCT_NAME }));
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
