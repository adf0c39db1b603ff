/**
 * Prefetching the apps a page the server rendered will start at its first use, so that use does not wait
 * for the network. The page's script (index.ts) reads the page's modules and starts the worker
 * (prefetch-worker.ts), which does the rest; neither carries the federation runtime.
 */
/** Chunks of one module, as an app's `mf-manifest.json` lists them (`@module-federation/enhanced`). */
interface ModuleAssets {
  assets: { js: { sync: string[] } };
}

/** The parts of an app's `mf-manifest.json` read here. */
interface RemoteManifest {
  exposes: (ModuleAssets & { path: string })[];
  shared: (ModuleAssets & { name: string })[];
}

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

async function json<T>(url: URL | string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The files to prefetch for `modules` (as `modulesOnPage` reads them, the remotes in the page's order):
 * each app's `remoteEntry.js`, the chunks of each module of it the page shows, and the chunks of the shared
 * modules (React, React Aria, `@portal/shared`…), each shared module once, from the first app on the page
 * that shares it, since the share scope keeps the copy loaded first. The chunks are named by each app's
 * `mf-manifest.json`, beside its `remoteEntry.js`; an app whose manifest cannot be read is prefetched no
 * further than its entry. A page's lazily loaded chunks (another page's, a dialog's) are left to their use.
 */
export async function filesToPrefetch(modules: Map<string, Set<string>>, manifestUrl: string, base: string): Promise<string[]> {
  if (modules.size === 0) return [];
  const entries = await json<Record<string, string>>(new URL(manifestUrl, base));
  const remotes = [...modules].flatMap(([remote, exposed]) => {
    const entry = entries[remote];
    return entry ? [{ entry: new URL(entry, base), exposed }] : [];
  });
  const manifests = await Promise.all(
    remotes.map(({ entry }) => json<RemoteManifest>(new URL('mf-manifest.json', entry)).catch(() => undefined)),
  );
  const urls = new Set<string>();
  const sharedSeen = new Set<string>();
  remotes.forEach(({ entry, exposed }, index) => {
    urls.add(entry.href);
    const manifest = manifests[index];
    if (!manifest) return;
    const chunks = [
      ...manifest.exposes.filter((module) => exposed.has(module.path)),
      ...manifest.shared.filter((module) => !sharedSeen.has(module.name)),
    ].flatMap((module) => module.assets.js.sync);
    for (const module of manifest.shared) sharedSeen.add(module.name);
    for (const chunk of chunks) urls.add(new URL(chunk, entry).href);
  });
  return [...urls];
}

/**
 * Fetches each of `urls` at a low priority and reads it to its end, so that the browser's HTTP cache holds
 * it (keyed as the page's own requests are: a dedicated worker shares its page's cache) for the script that
 * asks for it later. Without CORS, as a script element asks: an app served from another origin needs CORS
 * for its manifest only. One that fails is left to that script.
 */
export async function fetchIntoCache(urls: string[]): Promise<void> {
  await Promise.all(
    urls.map((url) =>
      fetch(url, { priority: 'low', mode: 'no-cors' })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined),
    ),
  );
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
  const modules = [...modulesOnPage(doc)].map(([remote, exposed]): [string, string[]] => [remote, [...exposed]]);
  worker.postMessage({
    files: files.map((file) => new URL(file, doc.baseURI).href),
    modules,
    manifestUrl,
    base: doc.baseURI,
  } satisfies PrefetchRequest);
  return new Promise((resolve) => worker.addEventListener('message', ({ data }: MessageEvent<string[]>) => resolve(data), { once: true }));
}
