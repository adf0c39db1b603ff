/// <reference lib="webworker" />
/**
 * The portal's service worker (Workbox), built by the shell's webpack config (InjectManifest) into
 * `/service-worker.js`. It keeps what a visitor has seen of the public site so it opens on a slow or
 * broken network, and never keeps anything private. What it does, and why, is in shell/README.md.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { pageAppAt } from '@portal/shared/page-apps';
import { splitLocalePath } from '@portal/shared/i18n/locale-path';
import { offlinePageFileOf } from './offline/offline-page.js';
import { ASK_SAVED_COPY, SAVED_AT_HEADER, type SavedCopyMessage } from './service-worker-messages.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// A new build's worker takes over at once: it precaches only content-hashed files and fetches everything
// else network first, so an open page loses nothing it has not already got.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
// The shell's content-hashed files and the offline page (the list is written in by the build).
precacheAndRoute(self.__WB_MANIFEST);

/** `221.0f39387960.js`: webpack's content hash in the name means the file never changes (as shell/server/page-server.ts). */
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2?)$/;
// API_PATH of @portal/shared/rules, written out: that module would bring the whole message catalogue in.
const API_PATH = '/api/v1';
/**
 * The open data the public pages read. A list of what may be kept, not of what may not: a new private
 * route is never kept by accident. Report media (uploads) are not in it.
 */
const OPEN_DATA = new RegExp(
  `^${API_PATH}/(countries|states|policies|schools|figures|site|datasets)(/[^/]+)*$|^${API_PATH}/reports(/\\d+)?$`,
);

/** The dashboard, sign-in and the account pages. */
const isPrivatePage = (url: URL) => ['dashboard', 'auth'].includes(pageAppAt(url.pathname));
const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** A page's HTML: a navigation, or the page's address sent to be cached by the window (`CACHE_URLS`). */
const wantsPage = (request: Request) => request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html');

/** The windows whose page itself is a saved copy, by client id, until each asks (ASK_SAVED_COPY). */
const savedPages = new Map<string, string>();

const tell = (client: Client, savedAt: string | null) =>
  client.postMessage({ type: 'portal-saved-copy', savedAt } satisfies SavedCopyMessage);

/**
 * On what is kept network first (pages and data), last of the plugins, after expiry has dropped a copy too
 * old to use: stamps each copy with when it was saved, and, when a copy is used because the network
 * failed, tells the window that gets it.
 */
const savedCopyPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    const savedAt = cachedResponse?.headers.get(SAVED_AT_HEADER);
    if (!savedAt || !(event instanceof FetchEvent)) return cachedResponse;
    // A page's window does not exist yet while its HTML is fetched: it asks once it has started.
    if (event.resultingClientId) savedPages.set(event.resultingClientId, savedAt);
    else if (event.clientId) void self.clients.get(event.clientId).then((client) => client && tell(client, savedAt));
    return cachedResponse;
  },
};

self.addEventListener('message', (event) => {
  if (event.data?.type !== ASK_SAVED_COPY || !(event.source instanceof Client)) return;
  tell(event.source, savedPages.get(event.source.id) ?? null);
  savedPages.delete(event.source.id);
});

// Only answers a whole page (200) is kept: an error page or a 'not found' must not stand in for the page.
const completeAnswers = () => new CacheableResponsePlugin({ statuses: [200] });

// Private pages (the dashboard, sign-in and the account pages) always come from the network; offline,
// the offline page says so (setCatchHandler) instead of the browser's own error.
registerRoute(({ request, url }) => request.mode === 'navigate' && isPrivatePage(url), new NetworkOnly());

// The public pages: the newest from the network, else the copy saved when the visitor last saw the page.
registerRoute(
  ({ request, url }) => sameOrigin(url) && wantsPage(request) && !isPrivatePage(url) && !url.pathname.startsWith('/api/'),
  new NetworkFirst({
    cacheName: 'portal-pages',
    // The server may vary a page on headers a saved copy cannot match offline (Accept, Accept-Encoding).
    matchOptions: { ignoreVary: true },
    plugins: [completeAnswers(), new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 60 * 24 * 3600 }), savedCopyPlugin],
  }),
);

// The apps' content-hashed files never change: from the cache once kept.
registerRoute(
  ({ url }) => sameOrigin(url) && HASHED.test(url.pathname),
  new CacheFirst({
    cacheName: 'portal-files',
    plugins: [completeAnswers(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 90 * 24 * 3600 })],
  }),
);

// The files a new build replaces under the same name: each app's remoteEntry.js, the federation
// manifest, the shell's entry. Network first, so a new build of one app is picked up on the next load.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    !wantsPage(request) &&
    (url.pathname.startsWith('/mfe/') || /^\/[^/]+\.(js|css|json|webmanifest)$/.test(url.pathname)),
  new NetworkFirst({ cacheName: 'portal-entries', plugins: [completeAnswers(), new ExpirationPlugin({ maxEntries: 50 })] }),
);

// The open data the public pages read, network first (see shell/README.md for why not stale-while-
// revalidate). Never with an Authorization header: a signed-in visitor's requests are not kept.
registerRoute(
  ({ url, request }) => sameOrigin(url) && OPEN_DATA.test(url.pathname) && !request.headers.has('Authorization'),
  new NetworkFirst({
    cacheName: 'portal-data',
    plugins: [completeAnswers(), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 3600 }), savedCopyPlugin],
  }),
);

// A page neither the network nor the cache can give: the offline page in the page's language, not the
// browser's error.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document' || request.mode === 'navigate') {
    const { locale } = splitLocalePath(new URL(request.url).pathname);
    return (await matchPrecache(`/${offlinePageFileOf(locale)}`)) ?? Response.error();
  }
  return Response.error();
});
