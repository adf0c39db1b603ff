import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { hydrated, parcelsHydrated } from '../src/browser.js';
import { inlineScriptsOf } from '../../shell/server/compose.js';

export interface PageWeight {
  page: string;
  /** gzipped bytes of JavaScript and CSS per app (`shell`, `public`, `map`, …). */
  byApp: Record<string, number>;
  js: number;
  css: number;
  total: number;
  /**
   * gzipped bytes of Module Federation's own files among them: the shell's `portal.js` (which holds the
   * federation runtime, beside single-spa and the shell's services) and each app's `remoteEntry.js`. All are
   * fetched at the page's first use (or at once where the server did not render the page).
   */
  federation: number;
}

/** `portal.js` and each app's `remoteEntry.js`: the files a change of federation runtime changes. */
const FEDERATION_FILE = /\/(portal|remoteEntry)\.js$/;

/** Size gzipped at level 9: every weight in the bench is counted this way, whatever the server sends. */
export const gzippedSize = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** The scripts written inline in a page's HTML (the shell's page script), each gzipped as a file would be. */
export const inlineScriptsGzipBytes = (html: string) =>
  inlineScriptsOf(html).reduce((sum, script) => sum + gzippedSize(Buffer.from(script)), 0);

/**
 * Bytes of the body the server sends for `url` to a client that accepts gzip alone (its precompressed
 * file where it has one, the file itself where it is too small to compress), counted as they arrive:
 * `fetch` would decompress them.
 */
export function servedGzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Which app a URL belongs to: `/mfe/<name>/…` or the shell. */
function appOf(url: string): string {
  return new URL(url).pathname.match(/^\/mfe\/([^/]+)\//)?.[1] ?? 'shell';
}

/**
 * Loads `path` in a fresh context (empty cache), uses it (a page the server rendered starts its apps at
 * its first use, so a visitor who only reads gets far less: Lighthouse's log shows that), and weighs
 * every script and stylesheet the browser actually received, from its network log, and the scripts inline
 * in the page, gzipped at level 9 so figures do not depend on the server's own compression. `prepare` can
 * set up the page first (such as storing a logged-in user). Another app's parcel in the page (the home
 * page's map and panel) loads at its own use: `parcelsUsed` moves the mouse over them too.
 */
export async function weighPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  { prepare, parcelsUsed = false }: { prepare?: (origin: string) => string; parcelsUsed?: boolean } = {},
): Promise<PageWeight> {
  const context = await browser.newContext();
  if (prepare) await context.addInitScript(prepare(baseUrl));
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const weight: PageWeight = {
    page: parcelsUsed ? `${path} with its map used` : path,
    byApp: {},
    js: 0,
    css: 0,
    total: 0,
    federation: 0,
  };
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => {
          const bytes = gzippedSize(body);
          const app = appOf(response.url());
          weight.byApp[app] = (weight.byApp[app] ?? 0) + bytes;
          if (type === 'script') weight.js += bytes;
          else weight.css += bytes;
          weight.total += bytes;
          if (FEDERATION_FILE.test(new URL(response.url()).pathname)) weight.federation += bytes;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await (parcelsUsed ? parcelsHydrated(page) : hydrated(page));
  // Until nothing more arrives for a second: the apps' chunks come in several rounds.
  for (let seen = -1; seen !== pending.length;) {
    seen = pending.length;
    await page.waitForTimeout(1000);
  }
  await Promise.all(pending);
  const inline = inlineScriptsGzipBytes(await page.content());
  weight.byApp.shell = (weight.byApp.shell ?? 0) + inline;
  weight.js += inline;
  weight.total += inline;
  await context.close();
  return weight;
}
