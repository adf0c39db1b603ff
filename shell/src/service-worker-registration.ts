/**
 * Registers the portal's service worker (service-worker.ts) and starts the saved-copy notice. Imported
 * for its effect by index.ts.
 */
import { startSavedCopyNotice } from './offline/saved-copy-notice.js';
import { afterLoadWhenIdle } from './after-load.js';

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
  serviceWorker.controller?.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [[location.href, { headers: { Accept: 'text/html' } }], ...sameOrigin] },
  });
}

function registerServiceWorker(serviceWorker: ServiceWorkerContainer) {
  startSavedCopyNotice(document.getElementById('main-content')!, serviceWorker);
  if (!serviceWorker.controller) {
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
