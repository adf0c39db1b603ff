/**
 * Registers the portal's service worker (service-worker.ts), starts the saved-copy notice, and has the
 * service worker keep what the page loaded on a first visit, its workers' files included.
 */
import { startSavedCopyNotice } from './offline/saved-copy-notice.js';
import { afterLoadWhenIdle } from './after-load.js';

/** Files the page fetched that its own timeline does not list: the prefetch worker's (index.ts). */
const fetchedByItsWorkers: string[] = [];
const controlledFromTheStart = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;

const cacheUrls = (serviceWorker: ServiceWorker, urlsToCache: unknown[]) =>
  serviceWorker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });

/**
 * On a first visit the worker takes control after the page has loaded what it needs, so it has seen none
 * of it: it is given the page's address and the same-origin files and data the page fetched, and fetches
 * them once more through its own rules (mostly from the HTTP cache), so this page too opens offline later.
 */
function keepWhatThePageLoaded(serviceWorker: ServiceWorkerContainer) {
  const sameOrigin = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin);
  if (serviceWorker.controller)
    cacheUrls(serviceWorker.controller, [[location.href, { headers: { Accept: 'text/html' } }], ...sameOrigin, ...fetchedByItsWorkers]);
}

/**
 * Has the service worker keep `urls` too, fetched for this page by a worker of its own, which the page's
 * timeline does not list. A page the service worker controlled from its start had its workers' requests
 * go through it; on a first visit they did not, and are given to it when it takes control, or at once if
 * it already has.
 */
export function keepFetchedByWorker(urls: string[]): void {
  if (!('serviceWorker' in navigator) || controlledFromTheStart) return;
  fetchedByItsWorkers.push(...urls);
  if (navigator.serviceWorker.controller) cacheUrls(navigator.serviceWorker.controller, urls);
}

function registerServiceWorker(serviceWorker: ServiceWorkerContainer) {
  startSavedCopyNotice(document.getElementById('main-content')!, serviceWorker);
  if (!controlledFromTheStart) {
    serviceWorker.addEventListener('controllerchange', () => keepWhatThePageLoaded(serviceWorker), { once: true });
  }
  // After the page has loaded, when the browser is idle, so a first visit downloads and runs what it did
  // without a service worker, and its installing does not compete with the page's own work.
  afterLoadWhenIdle(
    () =>
      void serviceWorker
        .register('/service-worker.js')
        .catch((error: unknown) => console.warn('The service worker could not be registered', error)),
  );
}

if ('serviceWorker' in navigator) registerServiceWorker(navigator.serviceWorker);
