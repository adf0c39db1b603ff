/**
 * Prefetching the apps a page the server rendered will start at its first use, so that use does not wait
 * for the network: the page's side. The page's script (index.ts) reads the page's modules and starts the
 * worker (prefetch-worker.ts), which does the rest; neither carries the federation runtime.
 */

/**
 * The modules each app shows on this page, in the page's order, read from the regions and parcel slots
 * the server filled: the public top bar and footer (`mfe_public`'s `./header` and `./footer`), each page
 * region `#portal-page-<app>` (`./lifecycles`) and each `data-parcel-slot="mfe_map:./map"`.
 */
export function modulesOnPage(doc: Document): Map<string, Set<string>> {
  const modules = new Map<string, Set<string>>();
  const add = (remote: string, exposed: string) => modules.set(remote, (modules.get(remote) ?? new Set()).add(exposed));
  for (const [id, exposed] of [
    ['portal-header', './header'],
    ['portal-footer', './footer'],
  ])
    if (doc.getElementById(id!)?.childElementCount) add('mfe_public', exposed!);
  for (const page of doc.querySelectorAll<HTMLElement>('[id^="portal-page-"]'))
    add(`mfe_${page.id.slice('portal-page-'.length)}`, './lifecycles');
  for (const slot of doc.querySelectorAll<HTMLElement>('[data-parcel-slot]')) {
    const [remote, exposed] = slot.dataset.parcelSlot!.split(':');
    if (remote && exposed) add(remote, exposed);
  }
  return modules;
}

/** What the page asks the prefetch worker (`prefetch-worker.ts`) to fetch. */
export interface PrefetchRequest {
  /** Fetched as they are: the portal's script. */
  files: string[];
  /** The page's modules by app (`modulesOnPage`), whose files the federation manifest leads to. */
  modules: [string, string[]][];
  manifestUrl: string;
  base: string;
}

/**
 * Prefetches `files` and the apps the page shows (fetched, not run) in a worker of its own, and resolves
 * with the files it fetched (as full addresses) once it has. Adding a `<link rel="prefetch">` for each,
 * the page's main thread spent about 150 ms at full speed on `/about` after the load (a Chromium trace: 8
 * idle callbacks of up to 18 ms adding links, and some 250 small tasks taking the responses), ten times
 * what the page did otherwise there; at Lighthouse's calibrated slowdown, tasks it counts as blocking. A
 * worker's requests and responses are its own thread's.
 */
export function prefetchRemotes(files: string[], doc = document, manifestUrl = '/federation.manifest.json'): Promise<string[]> {
  const worker = new Worker(/* webpackChunkName: "prefetch-worker" */ new URL('./prefetch-worker.ts', import.meta.url), {
    name: 'prefetch',
  });
  worker.postMessage({
    files: files.map((file) => new URL(file, doc.baseURI).href),
    modules: [...modulesOnPage(doc)].map(([remote, exposed]) => [remote, [...exposed]]),
    manifestUrl,
    base: doc.baseURI,
  } satisfies PrefetchRequest);
  return new Promise((resolve) => worker.addEventListener('message', ({ data }: MessageEvent<string[]>) => resolve(data), { once: true }));
}
