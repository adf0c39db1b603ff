import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import {
  axeViolations,
  hydrated,
  isPrefetchWorker,
  newPage,
  startUsing,
  hoverParcels,
  parcelsHydrated,
  watchPageErrors,
  startPortalAndBrowser,
} from '../src/browser.js';

let portal: RunningPortal;
let browser: Browser;

startPortalAndBrowser((started) => ({ portal, browser } = started));

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser);
  const errors = watchPageErrors(page);
  await page.goto(portal.url + path);
  return { page, errors };
}

/** Every route of spec §2.1 and the app region that must own it. */
const ROUTES: Array<[string, string]> = [
  ['/', 'public'],
  ['/about', 'public'],
  ['/blog', 'public'],
  ['/opportunities', 'public'],
  ['/states/1', 'public'],
  ['/eyewitnesspage', 'public'],
  ['/schools/1', 'schools'],
  ['/register', 'auth'],
  ['/login', 'auth'],
  ['/verify-email/some-token', 'auth'],
  ['/forgot-password', 'auth'],
  ['/reset-password/some-token', 'auth'],
];

describe('the portal in a real browser', () => {
  it('renders the home page from mfe-public, loaded through the run-time manifest', async () => {
    const { page, errors } = await open('/');
    const requested: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      requested.push(pathname);
      if (request.resourceType() === 'script') scripts.push(pathname);
    });
    await page.reload();
    await expect.poll(() => page.locator('#portal-page-public h1').count()).toBe(1);
    // The page the server rendered needs no app to be read: the apps start (their scripts run) when a
    // visitor uses it; until then they are at most prefetched.
    expect(scripts).not.toContain('/mfe/public/remoteEntry.js');
    // Once it has loaded and the browser is idle, the portal and the page's apps are prefetched by the
    // page's prefetch worker, the map's exposed module included (named by mfe-map's mf-manifest.json), and
    // still not run: the only script started is that worker.
    await expect
      .poll(() => requested)
      .toEqual(
        expect.arrayContaining([
          '/portal.js',
          '/mfe/public/remoteEntry.js',
          '/mfe/map/remoteEntry.js',
          expect.stringMatching(/^\/mfe\/map\/__federation_expose_map\.[0-9a-f]+\.js$/),
        ]),
      );
    expect(scripts.filter((script) => !isPrefetchWorker(script))).toEqual([]);
    await hydrated(page);
    expect(requested).toContain('/federation.manifest.json');
    expect(scripts).toContain('/mfe/public/remoteEntry.js');
    expect(await page.locator('header#portal-header').count()).toBe(1);
    // The footer is an app of its own, which may render after the page.
    await expect.poll(() => page.locator('footer#portal-footer a').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  // Each app's build holds its own copy of the shared singletons; the share scope must hand every app on
  // the page the first one loaded. A second React DOM would cost a phone about 60 KB gz and break hooks.
  it.each([
    ['/ with its map used', '/', parcelsHydrated],
    ['/login', '/login', hydrated],
    ['/schools/1', '/schools/1', hydrated],
  ])('loads one React DOM and one React Aria on %s, where several apps run', async (_label, path, used) => {
    const page = await newPage(browser);
    const errors = watchPageErrors(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(portal.url + path);
    await used(page);
    const apps = await page.evaluate(() => Object.keys(window).filter((key) => /^mfe_/.test(key)));
    expect(apps.length).toBeGreaterThan(1);
    const bodies = await Promise.all(scripts);
    // Strings only each library's own build holds: React DOM's root marker, React Aria's default class.
    expect(bodies.filter((body) => body.includes('__reactContainer$'))).toHaveLength(1);
    expect(bodies.filter((body) => body.includes('react-aria-Button'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('declares its icon, so browsers do not ask for a /favicon.ico that is not there', async () => {
    const { page, errors } = await open('/');
    expect(await page.locator('link[rel="icon"]').count()).toBe(1);
    const icon = (await page.locator('link[rel="icon"]').getAttribute('href'))!;
    // The icon must load under the page's own Content-Security-Policy.
    const width = await page.evaluate(async (href) => {
      const image = new Image();
      image.src = href;
      await image.decode();
      return image.naturalWidth;
    }, icon);
    expect(width).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(ROUTES)('%s is rendered by its owning app, titled, with zero axe violations', async (path, app) => {
    const { page, errors } = await open(path);
    const heading = page.locator(`#portal-page-${app} h1`);
    await expect.poll(() => heading.count()).toBe(1);
    expect((await heading.textContent())?.trim()).not.toBe('');
    expect(await page.locator('main h1').count()).toBe(1);
    expect(await page.title()).toMatch(/ – Nigeria Disability Inclusion Data Portal$/);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows "Page not found" with a way back home for an unknown path, without axe violations', async () => {
    const { page } = await open('/no/such/page');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Page not found');
    const back = page.getByRole('link', { name: 'Back to Home' });
    expect(await back.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await back.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('moves focus to the new page heading, retitles and announces on navigation', async () => {
    const { page } = await open('/no/such/page');
    await expect.poll(() => page.locator('main h1').count()).toBe(1);
    // The page arrives rendered by the server; until its app has hydrated it, a link loads a whole new page.
    await hydrated(page);
    await page.getByRole('link', { name: 'About' }).first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    expect(await page.title()).toBe('About – Nigeria Disability Inclusion Data Portal');
    await expect
      .poll(() => page.locator('#portal-route-status').textContent())
      .toBe('About the Nigeria Disability Inclusion Data Portal, page loaded');
    await page.close();
  });

  it('offers a skip link to the main content as the first tab stop', async () => {
    const { page } = await open('/about');
    await expect.poll(() => page.locator('main h1').count()).toBe(1);
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    expect(await skip.textContent()).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.close();
  });

  it('answers bad API input with a 4xx JSON message, never a 500', async () => {
    const malformed = await fetch(`${portal.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty('message');
    const unknown = await fetch(`${portal.url}/api/v1/no-such-thing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toHaveProperty('message');
  });
});

describe('a remote that fails to load', () => {
  let broken: RunningPortal;

  beforeAll(async () => {
    // Port 9 (discard) on loopback refuses connections: the remote's script cannot load.
    broken = await startPortal({ MFE_SCHOOLS_URL: 'http://127.0.0.1:9/remoteEntry.js', MFE_MAP_URL: 'http://127.0.0.1:9/remoteEntry.js' });
  });

  afterAll(async () => {
    await broken?.stop();
  });

  it('shows Retry in its own region while the rest of the page keeps working', async () => {
    const page = await newPage(browser);
    await page.goto(`${broken.url}/schools/1`);
    await startUsing(page);
    const alert = page.locator('#portal-page-schools [role="alert"]');
    await expect.poll(() => alert.count()).toBe(1);
    expect(await alert.locator('h1').textContent()).toBe('This page could not be loaded.');
    expect(await alert.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    // The public top bar and footer still work.
    await expect.poll(() => page.locator('#portal-footer a').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#portal-header').getByRole('link').first().click();
    await expect.poll(() => page.locator('#portal-page-public h1').count()).toBe(1);
    await page.close();
  });

  it('keeps the home page working when the map cannot load', async () => {
    const page = await newPage(browser);
    await page.goto(`${broken.url}/`);
    await expect.poll(() => page.locator('#portal-page-public h1').count()).toBe(1);
    await hydrated(page);
    await hoverParcels(page);
    await expect.poll(() => page.locator('#portal-page-public [role="alert"]').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('one Retry reloads both map regions', async () => {
    // The map app's files fail until Retry; the map and its panel (beside the sections at 1280 px) both need it.
    // Without the portal's service worker: the map's files are cut off below the page, and Playwright's
    // interception does not see what a service worker fetches (its own documentation says to block them).
    const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    page.on('close', () =>
      page
        .context()
        .close()
        .catch(() => undefined),
    );
    let mapReachable = false;
    await page.route('**/mfe/map/**', (route) => (mapReachable ? route.continue() : route.abort('connectionrefused')));
    await page.goto(`${portal.url}/`);
    // The map and its panel load when used.
    await hydrated(page);
    await hoverParcels(page);
    const failed = page.locator('#portal-page-public .portal-load-error');
    await expect.poll(() => failed.count()).toBe(2);
    const retry = page.locator('#portal-page-public').getByRole('button', { name: 'Retry' });
    expect(await retry.count()).toBe(1);
    expect(await page.locator('#portal-page-public [role="alert"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    mapReachable = true;
    await retry.click();
    await expect.poll(() => failed.count()).toBe(0);
    await expect.poll(() => page.locator('#portal-page-public .nigeria-map__state').count()).toBeGreaterThan(30);
    await expect.poll(() => page.locator('#portal-page-public .home__panel').textContent()).not.toContain('could not be loaded');
    await page.close();
  });
});
