import { afterEach, describe, expect, it, vi } from 'vitest';

/** A browser's service worker container, as the page sees it: its controller, once it has one, records what it is sent. */
function serviceWorkerContainer({ controlled }: { controlled: boolean }) {
  const sent: unknown[] = [];
  const controller = { postMessage: (message: unknown) => sent.push(message) };
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? controller : null,
    register: vi.fn(async () => ({})),
    startMessages: vi.fn(),
  });
  return {
    container,
    sent,
    takeControl() {
      container.controller = controller;
      container.dispatchEvent(new Event('controllerchange'));
    },
  };
}

/** The module as a page loads it, with `navigator.serviceWorker` as given. */
async function loadOnPage(serviceWorker: ReturnType<typeof serviceWorkerContainer>) {
  vi.resetModules();
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker.container, configurable: true });
  document.body.innerHTML = '<main id="main-content"></main>';
  return import('./service-worker-registration.js');
}

/** What the page posts to its service worker: a request to keep addresses, or the saved-copy notice's question. */
type Sent = { type: string; payload?: { urlsToCache: (string | [string, unknown])[] } };

/** The addresses the service worker was asked to keep, in each message that asked. */
const kept = (sent: unknown[]) =>
  (sent as Sent[])
    .filter((message) => message.type === 'CACHE_URLS')
    .map((message) => message.payload!.urlsToCache.map((entry) => (Array.isArray(entry) ? entry[0] : entry)));

const FETCHED_BY_WORKER = ['http://localhost:3000/portal.js', 'http://localhost:3000/mfe/public/5041.40904d64cb.js'];

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  document.body.replaceChildren();
});

describe("the service worker keeps what a first visit's page fetched", () => {
  it("gives it the prefetch worker's files with the page's own when it takes control", async () => {
    const serviceWorker = serviceWorkerContainer({ controlled: false });
    const { keepFetchedByWorker } = await loadOnPage(serviceWorker);
    keepFetchedByWorker(FETCHED_BY_WORKER);
    expect(kept(serviceWorker.sent)).toEqual([]);
    serviceWorker.takeControl();
    expect(kept(serviceWorker.sent)).toEqual([[location.href, ...FETCHED_BY_WORKER]]);
  });

  it('gives them at once when it has taken control before the prefetch worker ended', async () => {
    const serviceWorker = serviceWorkerContainer({ controlled: false });
    const { keepFetchedByWorker } = await loadOnPage(serviceWorker);
    serviceWorker.takeControl();
    keepFetchedByWorker(FETCHED_BY_WORKER);
    expect(kept(serviceWorker.sent)).toEqual([[location.href], FETCHED_BY_WORKER]);
  });

  it('asks nothing of a service worker that controlled the page from its start, which saw the requests', async () => {
    const serviceWorker = serviceWorkerContainer({ controlled: true });
    const { keepFetchedByWorker } = await loadOnPage(serviceWorker);
    keepFetchedByWorker(FETCHED_BY_WORKER);
    expect(kept(serviceWorker.sent)).toEqual([]);
  });
});
