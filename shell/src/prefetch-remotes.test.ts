import { afterEach, describe, expect, it, vi } from 'vitest';
import { modulesOnPage, prefetchRemotes } from './prefetch-remotes.js';

/** An app's mf-manifest.json as `@module-federation/enhanced` writes it, with the parts prefetching reads. */
const manifestOf = (exposes: Record<string, string[]>, shared: Record<string, string[]>) => ({
  metaData: { name: 'app', remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: Object.entries(exposes).map(([path, sync]) => ({ path, name: path.slice(2), assets: { js: { sync, async: ['lazy.js'] } } })),
  shared: Object.entries(shared).map(([name, sync]) => ({ name, assets: { js: { sync, async: [] } } })),
});

/** What the server answers, by path: the federation manifest, each app's mf-manifest.json. */
function serve(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string) => {
      const { pathname } = new URL(url, document.baseURI);
      return pathname in answers ? new Response(JSON.stringify(answers[pathname])) : new Response('', { status: 404 });
    }),
  );
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname);

/** The home page as the server renders it: top bar, the public page, the map's slot, the footer. */
const HOME = `
  <header id="portal-header"><nav>…</nav></header>
  <main><div id="portal-page"><div id="portal-page-public" data-server-rendered><h1>Home</h1>
    <div data-parcel-slot="mfe_map:./map" data-server-rendered><svg></svg></div></div></div></main>
  <footer id="portal-footer"><p>…</p></footer>`;

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

  it("prefetches each app's entry, the chunks of the modules shown, and each shared module once", async () => {
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
    await prefetchRemotes();
    expect(prefetched().sort()).toEqual(
      [
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
  });

  it('adds the links a few milliseconds at a time, each slice in an idle period of its own, in order', async () => {
    document.body.innerHTML = HOME;
    serve({
      '/federation.manifest.json': { mfe_public: '/mfe/public/remoteEntry.js' },
      '/mfe/public/mf-manifest.json': manifestOf({ './header': ['a.js', 'b.js', 'c.js', 'd.js'] }, {}),
    });
    // Each link takes 3 ms to add (a busy phone): two fit in a 4 ms slice.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3));
    // How many links there were as each idle period began: a slice is what was added in one.
    const linksAtIdle: number[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) =>
      setTimeout(() => {
        linksAtIdle.push(prefetched().length);
        task();
      }),
    );
    await prefetchRemotes();
    const links = prefetched();
    const slices = [...linksAtIdle, links.length].slice(1).map((end, index) => links.slice(linksAtIdle[index], end));
    expect(slices).toEqual([
      ['/mfe/public/remoteEntry.js', '/mfe/public/a.js'],
      ['/mfe/public/b.js', '/mfe/public/c.js'],
      ['/mfe/public/d.js'],
    ]);
  });

  it('prefetches no further than the entry of an app whose manifest cannot be read', async () => {
    document.body.innerHTML = HOME;
    serve({
      '/federation.manifest.json': { mfe_public: '/mfe/public/remoteEntry.js', mfe_map: '/mfe/map/remoteEntry.js' },
      '/mfe/map/mf-manifest.json': manifestOf({ './map': ['map.js'] }, {}),
    });
    await prefetchRemotes();
    expect(prefetched().sort()).toEqual(['/mfe/map/map.js', '/mfe/map/remoteEntry.js', '/mfe/public/remoteEntry.js']);
  });
});
