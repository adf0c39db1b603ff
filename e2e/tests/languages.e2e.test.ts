/**
 * Issue 39: the portal in Nigerian Pidgin, Hausa, Yoruba and Igbo beside English, as a reader meets it in
 * Chromium: each page at its language's address, announced in that language (`<html lang>`), its links
 * keeping it; the language switcher moving the page the reader is on, with the state they chose, to
 * another language and remembering the choice; a first visit following the browser's language; and every
 * route, the dashboard's included, whole in every language: axe, no English left, its words fitting a
 * phone's width and a laptop's (the phone's under a reader's own text spacing too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { axeViolations, hydrated, launchBrowser, openAs, watchPageErrors } from '../src/browser.js';
import { verifiedUser, type TestUser } from '../src/accounts.js';
import { englishOn, layoutProblems, layoutProblemsWithTextSpacing, untranslatedEnglish } from '../src/page-words.js';
import { DASHBOARD_ROUTES, ROUTES, WIDTHS } from '../src/routes.js';

let portal: RunningPortal;
let browser: Browser;
let admin: TestUser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ ADMIN_EMAILS: 'chief@example.ng' }), launchBrowser()]);
  admin = await verifiedUser(portal, 'Chief', 'chief@example.ng');
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const TRANSLATED = ['pcm', 'ha', 'yo', 'ig'] as const;

/** A page in a context of its own, whose browser asks for `acceptLanguage` (Chromium's default is English). */
async function openIn(path: string, acceptLanguage?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...(acceptLanguage ? { locale: acceptLanguage } : {}),
  });
  const page = await context.newPage();
  page.on('close', () => context.close().catch(() => undefined));
  await page.goto(portal.url + path);
  return page;
}

const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);
const pathAndQuery = (page: Page) => {
  const { pathname, search } = new URL(page.url());
  return pathname + search;
};

/** Shows `state` with the home page's dropdown (by its place, not its words, which are in the page's language). */
async function showStateFromTopBar(page: Page, state: string) {
  const pickers = page.locator('#portal-header form.place-pickers');
  await pickers.locator('select[name="state"]').selectOption(state);
  await pickers.locator('button[type="submit"]').click();
}

/** Opens the top bar's language switcher and follows its link to `language` (named in itself). */
async function switchTo(page: Page, language: string) {
  const header = page.locator('#portal-header');
  await header.locator('summary').click();
  await header.getByRole('link', { name: language, exact: true }).click();
}

describe('a page in another language', () => {
  it('arrives in its language, names its other languages, and keeps its language through the links and the dropdown, with no page error', async () => {
    const page = await openIn('/ha/states/25');
    const errors = watchPageErrors(page);
    expect(await pageLanguage(page)).toBe('ha');
    // The shell's own words too: the skip link is the first thing a keyboard or screen reader user meets.
    expect(await page.locator('.skip-link').textContent()).toBe('Tsallaka zuwa babban abun ciki');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]));
    expect(alternates).toEqual([
      ['en', '/states/25'],
      ['pcm', '/pcm/states/25'],
      ['ha', '/ha/states/25'],
      ['yo', '/yo/states/25'],
      ['ig', '/ig/states/25'],
      ['x-default', '/states/25'],
    ]);
    await hydrated(page);
    // A link followed in the browser, without a page load, stays in Hausa.
    await page.locator('#portal-header a[href="/ha/laws"]').first().click();
    await expect.poll(() => pathAndQuery(page)).toBe('/ha/laws');
    expect(await pageLanguage(page)).toBe('ha');
    await expect.poll(() => page.locator('main h1').count()).toBe(1);
    // The home page's dropdown writes the state into the Hausa home page's address.
    await page.goto(portal.url + '/ha');
    await hydrated(page);
    await showStateFromTopBar(page, 'Kano');
    await expect.poll(() => pathAndQuery(page)).toBe('/ha?state=Kano');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches the page the reader is on to another language, with the state they chose, and remembers the choice', async () => {
    const page = await openIn('/');
    await hydrated(page);
    await showStateFromTopBar(page, 'Lagos');
    await expect.poll(() => pathAndQuery(page)).toBe('/?state=Lagos');
    await switchTo(page, 'Yorùbá');
    await expect.poll(() => pathAndQuery(page)).toBe('/yo?state=Lagos');
    expect(await pageLanguage(page)).toBe('yo');
    expect(await page.locator('#portal-header select[name="state"]').inputValue()).toBe('Lagos');
    // The current language is marked, and each is named in itself.
    await page.locator('#portal-header summary').click();
    // In the top bar's switcher (the menu's server dialog, closed, has its own until the bar has hydrated).
    const current = page.locator('#portal-header details a[aria-current="true"][hreflang]');
    expect(await current.getAttribute('lang')).toBe('yo');
    expect(await current.textContent()).toBe('Yorùbá');

    // A state's page, switched before any script has run, keeps the state.
    await page.goto(portal.url + '/yo/states/25');
    await switchTo(page, 'Asụsụ Igbo');
    await expect.poll(() => pathAndQuery(page)).toBe('/ig/states/25');
    // Remembered: an address without a language now opens the Igbo page, and English, once chosen, wins back.
    await page.goto(portal.url + '/laws');
    expect(pathAndQuery(page)).toBe('/ig/laws');
    await switchTo(page, 'English');
    await expect.poll(() => pathAndQuery(page)).toBe('/laws');
    await page.goto(portal.url + '/about');
    expect(pathAndQuery(page)).toBe('/about');
    await page.close();
  });

  it("follows the browser's language on a first visit, and English where the portal does not speak it", async () => {
    const hausa = await openIn('/states/25', 'ha-NG');
    expect(pathAndQuery(hausa)).toBe('/ha/states/25');
    expect(await pageLanguage(hausa)).toBe('ha');
    await hausa.close();
    const french = await openIn('/states/25', 'fr-FR');
    expect(pathAndQuery(french)).toBe('/states/25');
    expect(await pageLanguage(french)).toBe('en');
    await french.close();
  });
});

/**
 * `path` as a reader of `locale` meets it: in its language, saying its translation is a draft, with no axe
 * violation, no English the catalogues translate (nor any text still only in English), and its words
 * fitting a phone's and a laptop's width, nothing cut off or drawn over other text; with `textSpacing`, on
 * the phone also under a reader's own text spacing (WCAG 1.4.12), where translations' longer words are the
 * hardest test.
 */
async function expectWholeInLanguage(page: Page, locale: string, path: string, english: readonly string[], { textSpacing = false } = {}) {
  await page.goto(portal.url + path);
  await expect.poll(() => page.locator('main h1').count(), { message: path }).toBe(1);
  await hydrated(page);
  expect(await pageLanguage(page), path).toBe(locale);
  const notice = page.locator('main [role="note"].translation-notice');
  expect(await notice.locator('p[lang="en"]').textContent(), path).toMatch(
    /is a draft translation that a native speaker has not reviewed yet/,
  );
  expect(await notice.locator('a').first().getAttribute('href'), path).toBe(`/${locale}/dashboard?type=contribute`);
  expect(await axeViolations(page), path).toEqual([]);
  expect.soft(await englishOn(page, english), `English on ${path}`).toEqual([]);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // As a reader turning their phone would: the dashboard lays its menu out again once it hears the new width.
    await expect.poll(() => layoutProblems(page, `${path}-${width}`), { message: `${path} at ${width} px`, timeout: 10_000 }).toEqual([]);
    if (textSpacing && width === Math.min(...WIDTHS))
      expect(
        await layoutProblemsWithTextSpacing(page, `${path}-${width}`),
        `${path} at ${width} px with WCAG 1.4.12's text spacing`,
      ).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('every page in every language', () => {
  it.each(TRANSLATED)('/%s/… is whole in its language on every route', async (locale) => {
    const english = untranslatedEnglish(locale);
    const page = await openIn(`/${locale}`);
    for (const route of ROUTES)
      await expectWholeInLanguage(page, locale, route === '/' ? `/${locale}` : `/${locale}${route}`, english, { textSpacing: true });
    await page.close();
  });

  // Not under text spacing: on a 320 px phone the dashboard's top bar cuts a first name short with an
  // ellipsis (its menu button's name keeps all of it), and that spacing cuts even 'Chief'.
  it.each(TRANSLATED)("/%s/dashboard… is whole in its language on every page of an administrator's dashboard", async (locale) => {
    const english = untranslatedEnglish(locale);
    const page = await openAs(browser, `${portal.url}/${locale}/dashboard`, admin);
    for (const route of DASHBOARD_ROUTES) await expectWholeInLanguage(page, locale, `/${locale}${route}`, english);
    await page.close();
  });
});
