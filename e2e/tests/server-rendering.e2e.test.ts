/**
 * Server rendering in Chromium (issue 18): with JavaScript off, each public page is whole, passes
 * axe and its links lead to pages that exist; with JavaScript on, the apps hydrate the server's HTML with
 * no React hydration error, no layout shift and no second request for the data the HTML carried.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningPortal } from '../src/portal-server.js';
import { axeViolations, hydrated, isPrefetchWorker, parcelsHydrated, startPortalAndBrowser } from '../src/browser.js';
import { accountMessages } from '@portal/shared/account-messages';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { OUTLINE_PATHS } from '../../mfe-map/src/outlines/nigeria-outlines.generated.js';

/** A text only @portal/shared's own catalogue holds (no app's): the script it is in is that catalogue's. */
const SHARED_CATALOGUE_MARK = sharedWords.in('en')('loadFailedRetryShared');

let portal: RunningPortal;
let browser: Browser;

startPortalAndBrowser((started) => ({ portal, browser } = started));

/** The server-rendered pages (mfe-public's and mfe-schools') and the heading each shows. */
const PAGES: ReadonlyArray<[string, RegExp]> = [
  ['/', /persons with disabilities in Nigeria/],
  ['/about', /^About the Nigeria Disability Inclusion Data Portal$/],
  ['/blog', /^Blog$/],
  ['/opportunities', /^Opportunities$/],
  ['/eyewitnesspage', /^Eyewitness$/],
  ['/states/25', /^Lagos Disability Policy$/],
  ['/laws', /^Disability laws by state$/],
  ['/figures', /^Figures and sources$/],
  ['/reports/999999', /^Report not found$/],
  ['/no/such/page', /^Page not found$/],
  ['/schools', /^Inclusive schools$/],
  ['/schools/1', /^Wesley School for the Deaf$/],
  ['/schools/99999', /^School not found$/],
];
const NOT_FOUND = ['/reports/999999', '/no/such/page', '/schools/99999'];

async function openPage(javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('close', () => context.close().catch(() => undefined));
  return page;
}

/**
 * axe is a script, and a page without JavaScript runs none: so axe checks the document that page built,
 * served again at its address to a page whose scripts are all refused, with its `noscript` content shown
 * as a browser without JavaScript shows it.
 */
async function asRenderedWithoutScripts(url: string, html: string): Promise<Page> {
  const page = await openPage(true);
  const shown = html.replace(/<noscript>/g, '<div data-noscript="">').replace(/<\/noscript>/g, '</div>');
  await page.route(portal.url + url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: shown }));
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.goto(portal.url + url);
  return page;
}

describe('without JavaScript', () => {
  it.each(PAGES)('%s shows its content, passes axe, and its links lead to real pages', async (url, heading) => {
    const page = await openPage(false);
    const response = await page.goto(portal.url + url);
    expect(response!.status()).toBe(NOT_FOUND.includes(url) ? 404 : 200);
    await expect.poll(() => page.locator('main h1').textContent()).toMatch(heading);
    expect(await page.locator('text=Loading…').count()).toBe(0);
    const checked = await asRenderedWithoutScripts(url, await page.content());
    expect(await axeViolations(checked)).toEqual([]);
    await checked.close();

    // Every link of the portal's own on the page answers (external sources are outside this closed network).
    // Resolved from the attribute: the map's states are SVG links, whose `href` is not a string.
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href')!, document.baseURI).href));
    // (The skip link points into the page itself, whose status is checked above; the language switcher's
    // links are this page in other languages, which answer as it does: 404 for a page not found.)
    const sameInOtherLanguages = await page
      .locator('a[hreflang]')
      .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href')!, document.baseURI).href));
    const own = [...new Set(hrefs.filter((href) => href.startsWith(portal.url)).map((href) => href.split('#')[0]!))].filter(
      (href) => href !== portal.url + url && !sameInOtherLanguages.includes(href),
    );
    expect(own.length).toBeGreaterThan(3);
    for (const href of own) {
      const answer = await fetch(href, { headers: { accept: 'text/html' } });
      expect(answer.status, href).toBeLessThan(400);
    }
    await page.close();
  });

  it('lists every state as a link where the map is drawn by JavaScript', async () => {
    const page = await openPage(false);
    await page.goto(portal.url + '/');
    await expect.poll(() => page.locator('main a[href^="/states/"]').count()).toBeGreaterThanOrEqual(37);
    await page.close();
  });

  it('shows each statistics view of the home page at its own address, which its tab links to', async () => {
    const page = await openPage(false);
    for (const [view, title] of [
      ['', 'Share of the population living with a disability'],
      ['?view=gender', 'Persons with disabilities by gender'],
      ['?view=age', 'Persons with disabilities by age band'],
    ]) {
      await page.goto(portal.url + '/' + view);
      const statistics = page.getByRole('region', { name: 'Disability statistics' });
      expect(await statistics.getByRole('heading', { level: 3, name: title }).isVisible(), title).toBe(true);
      expect(await statistics.getByRole('table').count()).toBe(1);
    }
    const tabs = page.getByRole('region', { name: 'Disability statistics' }).getByRole('tab');
    expect(await tabs.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '?#statistics-heading',
      '?view=gender#statistics-heading',
      '?view=age#statistics-heading',
    ]);
    await page.close();
  });

  it("goes from the home page's 'View All' to the schools, and searches them with the form the server answers", async () => {
    const page = await openPage(false);
    await page.goto(portal.url + '/');
    await page.getByRole('link', { name: 'View All' }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Inclusive schools');
    const search = page.getByRole('search', { name: 'Search schools' });
    await search.getByLabel('State').selectOption('Lagos');
    await search.getByLabel('Impairment served').selectOption('hearing');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Inclusive schools in Lagos');
    expect(new URL(page.url()).search).toBe('?state=Lagos&q=&type=&impairment=hearing');
    expect(await search.getByLabel('State').inputValue()).toBe('Lagos');
    await page.getByRole('link', { name: /View details.*Wesley School for the Deaf/ }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Wesley School for the Deaf');
    await page.close();
  });

  it('reaches the pages of the menu (a dialog that needs JavaScript) from the top bar and the footer', async () => {
    const page = await openPage(false);
    await page.goto(portal.url + '/about');
    for (const href of ['/', '/about', '/eyewitnesspage', '/laws', '/figures']) {
      expect(await page.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    await page.close();
  });
});

describe('with JavaScript', () => {
  it.each(PAGES)(
    "%s is read with no script fetched until used, then hydrates without a React error, a layout shift, a new title, a second request for its data, its styles again, the API client, a second text catalogue, the account pages' texts or the map's outlines",
    async (url, heading) => {
      const page = await openPage(true);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /react|hydrat|content security policy/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const dataRequests: string[] = [];
      const scripts: string[] = [];
      const appStylesheets: string[] = [];
      page.on('request', (request) => {
        const { pathname, search } = new URL(request.url());
        if (pathname.startsWith('/api/v1/')) dataRequests.push(pathname + search);
        if (request.resourceType() === 'script') scripts.push(pathname);
        if (request.resourceType() === 'stylesheet' && pathname.startsWith('/mfe/')) appStylesheets.push(pathname);
      });
      // Scripts holding axios (one of its error codes is in its code, whatever the minifier renames), and
      // scripts holding either part of the text catalogue (one of its sentences) or the map's outlines.
      const apiClientScripts: Promise<string | null>[] = [];
      const outlineScripts: Promise<string | null>[] = [];
      const catalogueScripts: Promise<string | null>[] = [];
      const accountCatalogueScripts: Promise<string | null>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const code = response.text().catch(() => '');
        apiClientScripts.push(code.then((text) => (text.includes('ERR_BAD_RESPONSE') ? response.url() : null)));
        catalogueScripts.push(code.then((text) => (text.includes(SHARED_CATALOGUE_MARK) ? response.url() : null)));
        accountCatalogueScripts.push(code.then((text) => (text.includes(accountMessages.resetBadLink) ? response.url() : null)));
        outlineScripts.push(code.then((text) => (text.includes(OUTLINE_PATHS.NGKN!) ? response.url() : null)));
      });
      await page.addInitScript(() => {
        (window as unknown as { __layoutShift: number }).__layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) (window as unknown as { __layoutShift: number }).__layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const response = await page.goto(portal.url + url);
      const served = await response!.text();
      const servedStylesheets = [...served.matchAll(/<link rel="stylesheet" href="(\/mfe\/[^"]+)"/g)].map(([, href]) => href!);
      const servedStyleElements = [...served.matchAll(/<style data-href="([^"]+)">/g)].map(([, name]) => name!);
      const servedTitle = /<title>([^<]*)<\/title>/.exec(served)![1]!.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
      // Loaded and left alone, the page is its HTML and the shell's inline script (allowed by the page's
      // policy): no script is fetched to run, neither the portal's nor an app's (only the worker that
      // prefetches them).
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((script) => !isPrefetchWorker(script))).toEqual([]);
      // Used, it hydrates: every region the server rendered is taken over by its app, and the page is its own
      // (the home page's map and panel once the mouse is over them).
      await parcelsHydrated(page);
      expect(scripts).toContain('/portal.js');
      expect(scripts.some((script) => script.startsWith('/mfe/'))).toBe(true);
      await expect.poll(() => page.locator('main h1').textContent()).toMatch(heading);
      await page.waitForLoadState('networkidle');

      expect(problems).toEqual([]);
      // The page's own title ('Lagos Disability Policy – …'), the same before and after the apps take over.
      expect(await page.title()).toBe(servedTitle);
      expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBe(0);
      // Nothing is asked again: the map's parcels too came with the data they were rendered with.
      expect(dataRequests).toEqual([]);
      // Each app that rendered comes with its stylesheet, linked by the server or, a small one, written into
      // the page, and its scripts use that one: they link and fetch no stylesheet again as they arrive.
      expect(servedStylesheets.length).toBeGreaterThan(0);
      expect(
        await page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((style) => style.dataset.href)),
      ).toEqual(servedStyleElements);
      const linkedStylesheets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
          .map((link) => new URL(link.href).pathname)
          .filter((pathname) => pathname.startsWith('/mfe/')),
      );
      expect(linkedStylesheets).toEqual(servedStylesheets);
      expect(appStylesheets).toEqual(servedStylesheets);
      // A page that asks the API nothing does not download the API client either.
      expect((await Promise.all(apiClientScripts)).filter(Boolean)).toEqual([]);
      // One copy of @portal/shared's catalogue, whichever apps the page has and whichever of them provides
      // it (each app's own catalogue is in its own script); and not the account pages' and dashboard's part,
      // which a public page does not show.
      expect((await Promise.all(catalogueScripts)).filter(Boolean)).toHaveLength(1);
      expect((await Promise.all(accountCatalogueScripts)).filter(Boolean)).toEqual([]);
      // The map hydrates from the outlines its HTML draws; their module is for a map mounted in the browser
      // alone (after a failed load and Retry, foundation.e2e.test.ts).
      expect((await Promise.all(outlineScripts)).filter(Boolean)).toEqual([]);
      await page.close();
    },
  );

  /**
   * `path` with mfe-public's files held back 1.5 s, so what the test does surely comes before its regions
   * hydrate; without the service worker, whose fetches Playwright cannot hold back.
   */
  async function openWithPublicAppHeldBack(path: string) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route('**/mfe/public/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(portal.url + path);
    return { context, page };
  }

  it("answers 'View All' pressed before the page has hydrated with the schools dialog the shell mounts, on the same page, which hydrates too", async () => {
    const { context, page } = await openWithPublicAppHeldBack('/');
    const home = page.locator('#portal-page-public');
    // The first move of the mouse starts the apps, and the press on 'View All' (a link to the schools until
    // then) is made before the page has hydrated: the page script publishes its request for the shell,
    // which mounts the dialog without waiting for the page to hydrate.
    await page.getByRole('link', { name: 'View All' }).click();
    expect(await home.getAttribute('data-server-rendered')).not.toBeNull();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 60_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => home.getAttribute('data-server-rendered'), { timeout: 60_000 }).toBeNull();
    // Not opened a second time by the press, as a kept press made again once the page had hydrated would.
    await page.getByRole('button', { name: 'Close schools' }).click();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('loads no map script on the home page until the map is used, and makes a press on a state made before it hydrated', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const mapScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/mfe/map/')) mapScripts.push(request.url());
    });
    await page.goto(portal.url + '/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'About' }).first().hover();
    await page.waitForTimeout(1000);
    expect(mapScripts).toEqual([]);
    // The press reaches the map as the server drew it: it is kept, the map loads and hydrates, and the press is made.
    await page.locator('#NGLA').click();
    await expect.poll(() => page.locator('#NGLA').getAttribute('aria-current')).toBe('true');
    expect(mapScripts.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Overview of Lagos Disability Policy' }).count()).toBe(1);
    // The panel loads at the choice, and hydrates after it: on a busy machine, after the page has shown it.
    await expect.poll(() => page.locator('[data-server-rendered]').count()).toBe(0);
    await context.close();
  });

  it('keeps keyboard focus in a tab panel that stops being a tab stop as it hydrates', async () => {
    const { context, page } = await openWithPublicAppHeldBack('/');
    // In the server's HTML the statistics panel is a tab stop (React Aria cannot look inside it there).
    const panel = page.getByRole('tabpanel');
    await panel.focus();
    await expect.poll(() => page.locator('#portal-page-public').getAttribute('data-server-rendered')).toBeNull();
    // Hydrated, it finds its links and is a tab stop no more: focus is on the first of them, not on the page.
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement).outerHTML.slice(0, 80));
    await expect.poll(() => page.evaluate(() => document.querySelector('[role="tabpanel"]')!.hasAttribute('tabindex'))).toBe(false);
    await expect.poll(focused).toBe(
      await panel
        .locator('a[href]')
        .first()
        .evaluate((link) => link.outerHTML.slice(0, 80)),
    );
    await context.close();
  });
});
