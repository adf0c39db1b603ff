/**
 * The prefetch worker the page's script starts once the page has loaded (prefetch-remotes.ts): it reads
 * the apps' manifests and fetches the files the page's first use will run into the HTTP cache, off the
 * page's main thread, then tells the page which files those were and ends.
 */
import { fetchIntoCache, filesToPrefetch, type PrefetchRequest } from './prefetch-remotes.js';

addEventListener('message', (event: MessageEvent<PrefetchRequest>) => {
  const { files, modules, manifestUrl, base } = event.data;
  const apps = filesToPrefetch(new Map(modules.map(([remote, exposed]) => [remote, new Set(exposed)])), manifestUrl, base)
    .then(async (urls) => (await fetchIntoCache(urls), urls))
    .catch((error: unknown) => (console.warn('The apps could not be prefetched', error), []));
  void Promise.all([fetchIntoCache(files), apps]).then(([, urls]) => {
    postMessage([...files, ...urls]);
    close();
  });
});
