import { chromium, type Browser, type BrowserContextOptions, type FileChooser, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import puppeteer, { type Browser as PuppeteerBrowser } from 'puppeteer-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startPortal, type RunningPortal } from './portal-server.js';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags this closed network needs (see DESIGN.md §7). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, driven by Playwright. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The same Chromium driven by Puppeteer: the first-use bench's runner (bench/first-use.ts). */
export function launchPuppeteerBrowser(): Promise<PuppeteerBrowser> {
  return puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * The one script a page the server rendered starts before it is used: the worker that prefetches the
 * portal's and the apps' files into the cache, without running them (shell/src/prefetch-remotes.ts).
 */
export const isPrefetchWorker = (pathname: string) => /^\/prefetch-worker\.[0-9a-f]{10}\.js$/.test(pathname);

/**
 * A page in its own context whose every script request fails (a dropped connection, a filtering proxy, a
 * CDN outage); the page's own inline script still runs. With no service worker: Playwright's routes do not
 * see the worker's requests, through which the scripts would arrive.
 */
export async function newPageWithoutScripts(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('close', () => context.close().catch(() => undefined));
  await page.route('**/*.js', (route) => route.abort());
  return page;
}

/** A page in its own context (axe needs one), closed with its context. */
export async function newPage(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on('close', () => context.close().catch(() => undefined));
  return page;
}

/**
 * `url` in a page of its own context, with `user` logged in as the login page leaves them (spec §4.1: the
 * user, with their token, in localStorage), or no one; closing the page closes its context.
 */
export async function openAs(browser: Browser, url: string, user: object | null, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  if (user) await context.addInitScript((stored) => localStorage.setItem('user', stored), JSON.stringify(user));
  const page = await context.newPage();
  page.on('close', () => context.close().catch(() => undefined));
  catchFilePickers(page);
  await page.goto(url);
  return page;
}

const filePickers = new WeakMap<Page, { opened: FileChooser[]; waiting: ((picker: FileChooser) => void)[] }>();

/**
 * Catches every file picker `page` opens, from before its first load. Playwright asks the browser to catch
 * pickers without waiting for its answer, so a `waitForEvent('filechooser')` just before the key press can
 * lose that race on a busy machine and the picker is never seen (forms.e2e.test.ts failed so in CI).
 */
function catchFilePickers(page: Page) {
  const pickers = { opened: [] as FileChooser[], waiting: [] as ((picker: FileChooser) => void)[] };
  page.on('filechooser', (picker) => {
    const waiter = pickers.waiting.shift();
    if (waiter) waiter(picker);
    else pickers.opened.push(picker);
  });
  filePickers.set(page, pickers);
}

/** How long a press may take to open a file picker on a busy machine before the test says none opened. */
const FILE_PICKER_TIMEOUT_MS = 30_000;

/** The next file picker a page opened with `openAs` opens (or has opened, not yet taken), within 30 s. */
export function nextFilePicker(page: Page): Promise<FileChooser> {
  const pickers = filePickers.get(page);
  if (!pickers) throw new Error('nextFilePicker needs a page opened with openAs');
  const opened = pickers.opened.shift();
  if (opened) return Promise.resolve(opened);
  const next = new Promise<FileChooser>((resolve) => pickers.waiting.push(resolve));
  return within(next, FILE_PICKER_TIMEOUT_MS, () => `no file picker opened on ${page.url()} within ${FILE_PICKER_TIMEOUT_MS / 1000} s`);
}

/**
 * A visitor starts using the page, as a mouse moving over it does: on a page the server rendered, that is
 * when the shell starts the apps (reading it needs none of their JavaScript).
 */
export async function startUsing(page: Page) {
  await page.mouse.move(2, 2);
}

/**
 * Uses the page and waits until the apps have hydrated every region the server rendered (each loses
 * `data-server-rendered` then): before that the HTML shows, its links load whole pages, and a press on a
 * control is kept until its region has hydrated. Another app's parcel in the page (the home page's map
 * and panel) waits for its own use: see `parcelsHydrated`.
 */
export async function hydrated(page: Page) {
  await startUsing(page);
  await untilNoneLeft(page, '[data-server-rendered]:not([data-parcel-slot])');
}

/** How long hydrating may take on a busy 2-core machine, a page's regions or a parcel once used. */
const HYDRATION_TIMEOUT_MS = 120_000;
/** How long one hover of a parcel waits for it to be visible, stable and not covered, before the loop looks again. */
const HOVER_TRY_MS = 2_000;

/** Waits until nothing in the page matches `selector` (regions still to hydrate). */
function untilNoneLeft(page: Page, selector: string) {
  return page.waitForFunction((left) => document.querySelector(left) === null, selector, { timeout: HYDRATION_TIMEOUT_MS });
}

/**
 * Moves the mouse over each parcel the server drew (the home page's map and panel), which loads when it is
 * used, until each has hydrated or failed to load (its slot is hidden then). Again and again: a parcel
 * listens from when React has hydrated the section around it, which comes after the page's root.
 */
export async function hoverParcels(page: Page) {
  // Without vitest's expect: the bench (no test runner) weighs the home page with its map used.
  const waiting = page.locator('[data-parcel-slot][data-server-rendered]:not([hidden])');
  const deadline = Date.now() + HYDRATION_TIMEOUT_MS;
  while ((await waiting.count()) > 0) {
    if (Date.now() > deadline) throw new Error('A parcel the server drew neither hydrated nor failed within 2 minutes of being used');
    // A short try each: a slot can stop matching (hydrated, or replaced by its error) while its hover waits, and
    // Playwright's default would then wait 30 s for it (a whole run's Retry test took 64 s so); the loop tries again.
    for (const slot of await waiting.all()) await slot.hover({ timeout: HOVER_TRY_MS }).catch(() => undefined);
    await page.waitForTimeout(250);
  }
}

/** Uses the page and each parcel in it (`hoverParcels`), and waits until all have hydrated: the page then answers everywhere at once. */
export async function parcelsHydrated(page: Page) {
  await hydrated(page);
  await hoverParcels(page);
  await untilNoneLeft(page, '[data-server-rendered]');
}

/**
 * How long one axe analysis may take on a busy machine (a few seconds at most when it finishes). axe has no
 * timeout of its own and its `page.evaluate` none either: a CI run's reports test once waited its whole
 * 240 s without saying where, while the same test took 38 s with the machine's two cores loaded three times over.
 */
const AXE_TIMEOUT_MS = 60_000;
/** How long the page gets to run a trivial script, to tell a stuck analysis from a stuck page. */
const PAGE_PROBE_MS = 5_000;

/** Settles as `promise` does, or rejects with `message()` after `ms`. */
export async function within<T>(promise: Promise<T>, ms: number, message: () => string | Promise<string>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => void Promise.resolve(message()).then((text) => reject(new Error(text))), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * WCAG 2.2 AA rules of axe; returns the violations with their targets so a failure says where. In axe's
 * legacy mode (`axe.run` in the page itself): the default runs each frame's part and then opens a blank
 * page to join them, which our pages, with no frame from another origin, do not need. Measured on
 * `/states/25` and `/`: the same 45 and 57 passes, 0.7 and 1.1 s instead of 1.3 and 2.1 s, and no
 * `newPage`, the step of axe-core-npm's silent hangs (issue 675).
 */
export async function axeViolations(page: Page) {
  const analysis = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  analysis.catch(() => undefined); // once abandoned, its later failure (the page closed) is no one's
  const results = await within(analysis, AXE_TIMEOUT_MS, async () => {
    const answers = await within(
      page.evaluate(() => true),
      PAGE_PROBE_MS,
      () => 'no',
    ).catch(() => false);
    const state = answers ? 'the page still runs other scripts' : `the page's main thread does not answer`;
    return `axe did not finish within ${AXE_TIMEOUT_MS / 1000} s on ${page.url()} (${state})`;
  });
  return results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Collects uncaught page errors and failed console errors, so tests can assert a clean page. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Chooses `option` in the React Aria select labelled `label`, and waits until the select shows it. */
export async function chooseOption(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.getByRole('button', { name: label }).textContent()).toContain(option);
}

/** Chooses a state in the home page's top bar (the browser's own select) and shows it. */
export async function showStateFromTopBar(page: Page, state: string) {
  const header = page.locator('#portal-header');
  await header.getByRole('combobox', { name: 'State' }).selectOption(state);
  await header.getByRole('button', { name: 'Show' }).click();
}

/**
 * A portal and a browser for one test file, started side by side before its tests and stopped after
 * them; `use` is given both once they run: `startPortalAndBrowser((started) => ({ portal, browser } = started))`.
 */
export function startPortalAndBrowser(use: (started: { portal: RunningPortal; browser: Browser }) => void): void {
  let started: { portal: RunningPortal; browser: Browser } | undefined;
  beforeAll(async () => {
    const [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    started = { portal, browser };
    use(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.portal.stop();
  });
}
