/**
 * Prefetching the apps a page the server rendered will start at its first use, so that use does not wait
 * for the network. Part of the page's script (index.ts): small, and without the federation runtime.
 */
import { whenIdle } from './after-load.js';

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
 * Adds a `<link rel="prefetch">` (fetched at the lowest priority, kept, not run) for each app the page
 * shows: its `remoteEntry.js`, the chunks of each module of it the page shows, and the chunks of the shared
 * modules (React, React Aria, `@portal/shared`…), each shared module once, from the first app on the page
 * that shares it, since the share scope keeps the copy loaded first. The chunks are named by each app's
 * `mf-manifest.json`, beside its `remoteEntry.js`; an app whose manifest cannot be read is prefetched no
 * further than its entry. A page's lazily loaded chunks (another page's, a dialog's) are left to their use.
 */
export async function prefetchRemotes(doc = document, manifestUrl = '/federation.manifest.json'): Promise<void> {
  const modules = modulesOnPage(doc);
  if (modules.size === 0) return;
  const entries = await json<Record<string, string>>(manifestUrl);
  const remotes = [...modules].flatMap(([remote, exposed]) => {
    const entry = entries[remote];
    return entry ? [{ entry: new URL(entry, doc.baseURI), exposed }] : [];
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
  await prefetchInSlices(urls, doc);
}

/**
 * How long one idle period may spend adding prefetch links. Adding the home page's 25 at once was one task
 * of 27 ms on this machine, after the first paint (a Chromium trace of a Lighthouse run of `/`): 175 ms at
 * Lighthouse's calibrated slowdown, and most of the page's Total Blocking Time. A few milliseconds stay
 * under the 50 ms of a long task at any slowdown up to ten.
 */
const SLICE_MS = 4;

/** Adds a prefetch link for each of `hrefs`, in order, a slice of them in each idle period. */
async function prefetchInSlices(hrefs: Iterable<string>, doc: Document): Promise<void> {
  const waiting = [...hrefs];
  while (waiting.length > 0) {
    await new Promise<void>((resolve) => whenIdle(resolve));
    const sliceEnd = performance.now() + SLICE_MS;
    do prefetch(waiting.shift()!, doc);
    while (waiting.length > 0 && performance.now() < sliceEnd);
  }
}

/** Fetches `href` at the lowest priority into the cache, where the script that asks for it later finds it. */
export function prefetch(href: string, doc = document): void {
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  doc.head.append(link);
}
