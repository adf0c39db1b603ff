import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { modulesOnPage, prefetchRemotes } from './prefetch-remotes.js';

/** An app's mf-manifest.json as `@module-federation/enhanced` writes it, with the parts prefetching reads. */
const manifestOf = (exposes: Record<string, string[]>, shared: Record<string, string[]>) => ({
  metaData: { name: 'app', remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: Object.entries(exposes).map(([path, sync]) => ({ path, name: path.slice(2), assets: { js: { sync, async: ['lazy.js'] } } })),
  shared: Object.entries(shared).map(([name, sync]) => ({ name, assets: { js: { sync, async: [] } } })),
});

/** Every request made, by path, with its options, and whether its body was read. */
let requests: { path: string; init?: RequestInit; read: boolean }[] = [];

/** What the server answers, by path: the federation manifest, each app's mf-manifest.json; other files as text, `failing` with an error. */
function serve(answers: Record<string, unknown>, failing: string[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      const { pathname } = new URL(url, document.baseURI);
      const request = { path: pathname, init, read: false };
      requests.push(request);
      if (failing.includes(pathname)) throw new TypeError('Failed to fetch');
      const response = pathname.endsWith('.json')
        ? pathname in answers
          ? new Response(JSON.stringify(answers[pathname]))
          : new Response('', { status: 404 })
        : new Response(`/* ${pathname} */`);
      const read = response.arrayBuffer.bind(response);
      response.arrayBuffer = () => ((request.read = true), read());
      return response;
    }),
  );
}

/** The files fetched to be kept (not the manifests that name them). */
const prefetched = () => requests.filter(({ path }) => !path.endsWith('.json')).map(({ path }) => path);

/** The workers the page started, each run in this test's window: what the page posts is dispatched there. */
let workers: { url: URL; options?: WorkerOptions }[] = [];
/** The page's listeners for what its worker says (the worker's `postMessage`). */
let toThePage: ((event: MessageEvent) => void)[] = [];
class WorkerInThisWindow {
  constructor(url: URL, options?: WorkerOptions) {
    workers.push({ url, options });
  }
  postMessage(data: unknown) {
    window.dispatchEvent(new MessageEvent('message', { data }));
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    toThePage.push(listener);
  }
}
const workerEnded = vi.fn();

/** Prefetches as the page does once loaded, and waits for the worker to end; the files it said it fetched. */
async function prefetchAsThePage(files = ['/portal.js']) {
  const reported = await prefetchRemotes(files);
  expect(workerEnded).toHaveBeenCalled();
  return reported;
}

/** The home page as the server renders it: top bar, the public page, the map's slot, the footer. */
const HOME = `
  <header id="portal-header"><nav>…</nav></header>
  <main><div id="portal-page"><div id="portal-page-public" data-server-rendered><h1>Home</h1>
    <div data-parcel-slot="mfe_map:./map" data-server-rendered><svg></svg></div></div></div></main>
  <footer id="portal-footer"><p>…</p></footer>`;

// The worker's script listens on its global scope: here, the window.
beforeAll(() => import('./prefetch-worker.js'));
beforeEach(() => {
  requests = [];
  workers = [];
  toThePage = [];
  workerEnded.mockClear();
  vi.stubGlobal('Worker', WorkerInThisWindow);
  vi.stubGlobal('postMessage', (data: unknown) => toThePage.forEach((listener) => listener(new MessageEvent('message', { data }))));
  vi.stubGlobal('close', workerEnded);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('prefetching the apps of a page the server rendered', () => {
  it('reads which modules of which apps the page shows from its regions and parcel slots', () => {
    document.body.innerHTML = HOME;
    expect(modulesOnPage(document)).toEqual(
      new Map([
        ['mfe_public', new Set(['./header', './footer', './lifecycles'])],
        ['mfe_map', new Set(['./map'])],
      ]),
    );
  });

  it("fetches the portal, each app's entry, the chunks of the modules shown, and each shared module once, in a worker", async () => {
    document.body.innerHTML = HOME;
    serve({
      '/federation.manifest.json': { mfe_public: '/mfe/public/remoteEntry.js', mfe_map: '/mfe/map/remoteEntry.js' },
      '/mfe/public/mf-manifest.json': manifestOf(
        { './header': ['header.js'], './footer': ['footer.js'], './lifecycles': ['pages.js'], './widget': ['widget.js'] },
        { react: ['react.public.js'], '@portal/shared': ['shared.public.js'] },
      ),
      '/mfe/map/mf-manifest.json': manifestOf(
        { './map': ['map.js'], './panel': ['panel.js'] },
        { react: ['react.map.js'], jotai: ['jotai.map.js'] },
      ),
    });
    const reported = await prefetchAsThePage();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.url.pathname).toMatch(/prefetch-worker\.ts$/);
    expect(prefetched().sort()).toEqual(
      [
        '/portal.js',
        '/mfe/public/remoteEntry.js',
        '/mfe/public/header.js',
        '/mfe/public/footer.js',
        '/mfe/public/pages.js',
        '/mfe/public/react.public.js',
        '/mfe/public/shared.public.js',
        '/mfe/map/remoteEntry.js',
        '/mfe/map/map.js',
        '/mfe/map/jotai.map.js',
      ].sort(),
    );
    // Each at a low priority, as a script element asks (no CORS), and read to its end, so that the cache
    // keeps the whole file.
    const files = requests.filter(({ path }) => !path.endsWith('.json'));
    expect(files.every(({ init, read }) => init?.priority === 'low' && init.mode === 'no-cors' && read)).toBe(true);
    // Nothing of it in the page: no link, and the page's main thread took none of the responses. The page
    // is told which files were fetched, by their full address (for its service worker to keep them).
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(reported.map((url) => new URL(url).pathname).sort()).toEqual(prefetched().sort());
    expect(reported.every((url) => url.startsWith(document.baseURI.replace(/\/[^/]*$/, '/')))).toBe(true);
  });

  it('prefetches no further than the entry of an app whose manifest cannot be read', async () => {
    document.body.innerHTML = HOME;
    serve({
      '/federation.manifest.json': { mfe_public: '/mfe/public/remoteEntry.js', mfe_map: '/mfe/map/remoteEntry.js' },
      '/mfe/map/mf-manifest.json': manifestOf({ './map': ['map.js'] }, {}),
    });
    await prefetchAsThePage([]);
    expect(prefetched().sort()).toEqual(['/mfe/map/map.js', '/mfe/map/remoteEntry.js', '/mfe/public/remoteEntry.js']);
  });

  it('fetches the rest when one file fails, and the worker ends once all are settled', async () => {
    document.body.innerHTML = HOME;
    serve(
      {
        '/federation.manifest.json': { mfe_public: '/mfe/public/remoteEntry.js' },
        '/mfe/public/mf-manifest.json': manifestOf({ './header': ['a.js', 'b.js'] }, {}),
      },
      ['/mfe/public/a.js'],
    );
    await prefetchAsThePage();
    expect(prefetched()).toEqual(
      expect.arrayContaining(['/portal.js', '/mfe/public/remoteEntry.js', '/mfe/public/a.js', '/mfe/public/b.js']),
    );
    expect(requests.find(({ path }) => path === '/mfe/public/b.js')?.read).toBe(true);
  });

  it('still fetches the portal when the federation manifest cannot be read', async () => {
    document.body.innerHTML = HOME;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({});
    await prefetchAsThePage();
    expect(prefetched()).toEqual(['/portal.js']);
  });
});
