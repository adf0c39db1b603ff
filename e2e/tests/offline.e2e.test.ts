/**
 * Issue 18, slow and broken networks: the service worker keeps the public pages a visitor has seen, so
 * `/states/1` opens offline with a notice saying it is a saved copy and from when; the dashboard is never
 * kept and offline it gets the offline page, not the browser's error; back online the notice goes. And the
 * web app manifest makes the portal installable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import type { PolicyRecord } from '@portal/shared/contracts';
import { PRODUCT_NAME, messages } from '@portal/shared/messages';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { readableDate } from '@portal/shared/format';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { axeViolations, launchBrowser } from '../src/browser.js';
import { publicWords } from '../../mfe-public/src/i18n/words.js';
import offlineEnglish from '../../shell/src/i18n/messages/en.json';
import offlineHausa from '../../shell/src/i18n/messages/ha.json';

const sharedEnglish = sharedWords.in('en');

let portal: RunningPortal;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let policy: PolicyRecord;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  policy = (await (await fetch(`${portal.url}/api/v1/states/1/policy`)).json()) as PolicyRecord;
  context = await browser.newContext();
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await portal?.stop();
});

const heading = () => page.locator('main h1').first();
/** The notice's region, whether or not it says anything. */
const notice = () => page.locator('main .portal-saved-copy[role="status"]');
/** Whether a page's HTML is in the service worker's caches, as the page's own scripts could ask. */
const isSaved = (path: string) =>
  page.evaluate(async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined, portal.url + path);

/** 'The portal could not be reached, … on {date} at {time} …' with any date and time. */
const SAVED_COPY = new RegExp(
  `^${sharedEnglish('savedCopyNotice', { date: '{date}', time: '{time}' })
    .replace(/[.?*+^$()|[\]\\]/g, '\\$&')
    .replace('{date}', '(\\d{1,2} [A-Z][a-z]+ \\d{4})')
    .replace('{time}', '(\\d{2}):(\\d{2})')}$`,
);

async function open(path: string, expectedHeading: string | RegExp) {
  await page.goto(portal.url + path);
  await expect.poll(() => heading().textContent()).toMatch(expectedHeading);
}
/** The home page's headline, with the published count. */
const HOME_HEADING = new RegExp(`^[\\d,]+ ${messages.homeHeadline.split('{count} ')[1]!.replace('{country}', 'Nigeria')}$`);

describe('offline, after a first visit', () => {
  const stateHeading = () => publicWords.in('en')('statePolicyTitle', { state: policy.state });
  const findings = () => page.locator('#state-policy-findings').locator('xpath=..').innerText();
  let onlineFindings: string;

  it('keeps the state page, the home page and what they need once the service worker controls the page', async () => {
    await open('/states/1', stateHeading());
    onlineFindings = await findings();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // On the first visit the worker was given what the page had already loaded: the page itself too, and
    // the portal and the page's app, which the page's prefetch worker fetched but did not run.
    await expect.poll(() => isSaved('/states/1')).toBe(true);
    await expect.poll(() => isSaved('/portal.js')).toBe(true);
    await expect.poll(() => isSaved('/mfe/public/remoteEntry.js')).toBe(true);
    await open('/', HOME_HEADING);
    await expect.poll(() => isSaved('/')).toBe(true);
    // Seen online while controlled, and never kept.
    await page.goto(`${portal.url}/dashboard`);
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    expect(await isSaved('/dashboard')).toBe(false);
    expect(await notice().textContent()).toBe('');
  });

  it('keeps open data read without a login, never what is sent with one, nor the account routes', async () => {
    const fetchFromPage = (url: string, headers: Record<string, string> = {}) =>
      page.evaluate(async ([address, sent]) => (await fetch(address!, { headers: sent as Record<string, string> })).status, [
        url,
        headers,
      ] as const);
    await open('/states/1', stateHeading());
    expect(await fetchFromPage('/api/v1/states/3')).toBe(200);
    expect(await fetchFromPage('/api/v1/states/4', { Authorization: 'Bearer not-a-real-token' })).toBe(200);
    expect(await fetchFromPage('/api/v1/auth/me')).toBe(401);
    await expect.poll(() => isSaved('/api/v1/states/3')).toBe(true);
    expect(await isSaved('/api/v1/states/4')).toBe(false);
    expect(await isSaved('/api/v1/auth/me')).toBe(false);
  });

  it('opens the state page offline, with its policy and a notice saying it is the copy saved today', async () => {
    await context.setOffline(true);
    await open('/states/1', stateHeading());
    await expect.poll(() => findings()).toBe(onlineFindings);
    await expect.poll(() => notice().textContent()).toMatch(SAVED_COPY);
    const [, date, hours, minutes] = SAVED_COPY.exec((await notice().textContent())!)!;
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(date).toBe(readableDate(today));
    expect(Math.abs(now.getHours() * 60 + now.getMinutes() - (Number(hours) * 60 + Number(minutes)))).toBeLessThan(30);
    expect(await notice().getAttribute('aria-live')).toBe('polite');
    expect(await notice().locator('p').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens the home page offline too', async () => {
    await open('/', HOME_HEADING);
    await expect.poll(() => notice().textContent()).toMatch(SAVED_COPY);
  });

  it('does not serve the dashboard from a cache: offline it is the offline page, which passes axe', async () => {
    await page.goto(`${portal.url}/dashboard`);
    await expect.poll(() => heading().textContent()).toBe(offlineEnglish.offlineTitle.message);
    expect(await page.title()).toBe(`${offlineEnglish.offlineTitle.message} – ${PRODUCT_NAME}`);
    expect(await page.getByText(offlineEnglish.offlineText.message).count()).toBe(1);
    expect(await page.getByRole('link', { name: offlineEnglish.offlineHome.message }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('note').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a page never seen offline is the offline page, not the browser error', async () => {
    await page.goto(`${portal.url}/about`);
    await expect.poll(() => heading().textContent()).toBe(offlineEnglish.offlineTitle.message);
  });

  it('a page in Hausa never seen offline is the offline page in Hausa, saying it is a draft translation', async () => {
    await sharedWords.load('ha');
    await page.goto(`${portal.url}/ha/about`);
    await expect.poll(() => heading().textContent()).toBe(offlineHausa.offlineTitle.message);
    expect(await page.locator('html').getAttribute('lang')).toBe('ha');
    expect(await page.getByText(offlineHausa.offlineText.message).count()).toBe(1);
    expect(await page.getByRole('link', { name: offlineHausa.offlineHome.message }).getAttribute('href')).toBe('/ha');
    const draft = page.getByRole('note');
    expect(await draft.locator('p').first().textContent()).toBe(sharedWords.in('ha')('translationDraft', { locale: 'ha' }));
    expect(await draft.locator('p[lang="en"]').textContent()).toBe(sharedEnglish('translationDraft', { locale: 'ha' }));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('back online, the page comes from the network and the notice goes', async () => {
    await context.setOffline(false);
    await open('/states/1', stateHeading());
    await expect.poll(() => findings()).toBe(onlineFindings);
    expect(await notice().textContent()).toBe('');
  });
});

describe('installing the portal', () => {
  it('serves a manifest with the name, a standalone display and real 192 and 512 px icons, linked once the page has loaded, and Chromium finds it installable', async () => {
    const response = await fetch(`${portal.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: PRODUCT_NAME,
      short_name: messages.appShortName,
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b6b3a',
    });
    for (const purpose of ['any', 'maskable']) {
      for (const size of [192, 512]) {
        const icon = manifest.icons.find((entry) => entry.purpose === purpose && entry.sizes === `${size}x${size}`)!;
        const image = await fetch(portal.url + icon.src);
        expect(image.headers.get('content-type')).toBe('image/png');
        const { width, height, format } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
        expect({ width, height, format }).toEqual({ width: size, height: size, format: 'png' });
      }
    }

    // Linked by the page script once the page has loaded, so that neither the manifest nor its icons are
    // fetched while it loads.
    const served = await fetch(`${portal.url}/`, { headers: { accept: 'text/html' } });
    expect(await served.text()).not.toMatch(/<link[^>]+rel="?manifest/);
    await open('/', HOME_HEADING);
    await expect.poll(() => page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // The test's browser context is a private window, which Chromium never installs from; it still checks
    // and reports everything else (a page without a usable manifest gets its other errors beside this one).
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    await cdp.detach();
  });
});
