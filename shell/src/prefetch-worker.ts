/**
 * The prefetch worker the page's script starts once the page has loaded (prefetch-remotes.ts): it reads
 * the apps' manifests and fetches the files the page's first use will run into the HTTP cache, off the
 * page's main thread, then tells the page which files those were and ends.
 */
import type { PrefetchRequest } from './prefetch-remotes.js';

/** Chunks of one module, as an app's `mf-manifest.json` lists them (`@module-federation/enhanced`). */
interface ModuleAssets {
  assets: { js: { sync: string[] } };
}

/** The parts of an app's `mf-manifest.json` read here. */
interface RemoteManifest {
  exposes: (ModuleAssets & { path: string })[];
  shared: (ModuleAssets & { name: string })[];
}

async function json<T>(url: URL | string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The files to prefetch for the page's modules (as `modulesOnPage` reads them, the remotes in the page's
 * order): each app's `remoteEntry.js`, the chunks of each module of it the page shows, and the chunks of
 * the shared modules (React, React Aria, `@portal/shared`…), each shared module once, from the first app on
 * the page that shares it, since the share scope keeps the copy loaded first. The chunks are named by each
 * app's `mf-manifest.json`, beside its `remoteEntry.js`; an app whose manifest cannot be read is prefetched
 * no further than its entry. A page's lazily loaded chunks (another page's, a dialog's) are left to their
 * use.
 */
async function filesToPrefetch({ modules, manifestUrl, base }: PrefetchRequest): Promise<string[]> {
  if (modules.length === 0) return [];
  const entries = await json<Record<string, string>>(new URL(manifestUrl, base));
  const remotes = modules.flatMap(([remote, exposed]) => {
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
      ...manifest.exposes.filter((module) => exposed.includes(module.path)),
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
 * for its manifest only. One that fails is left to that script. Resolves with `urls`.
 */
async function fetchIntoCache(urls: string[]): Promise<string[]> {
  await Promise.all(
    urls.map((url) =>
      fetch(url, { priority: 'low', mode: 'no-cors' })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined),
    ),
  );
  return urls;
}

addEventListener('message', (event: MessageEvent<PrefetchRequest>) => {
  const apps = filesToPrefetch(event.data)
    .then(fetchIntoCache)
    .catch((error: unknown) => {
      console.warn('The apps could not be prefetched', error);
      return [];
    });
  void Promise.all([fetchIntoCache(event.data.files), apps]).then(([files, appFiles]) => {
    postMessage([...files, ...appFiles]);
    close();
  });
});
