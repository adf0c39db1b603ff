/**
 * Issue 37, items 1 and 2, for the home page's map as a new user meets it in Chromium: the arrows move
 * focus on the map at once, before its script has hydrated it, and Enter is kept and made once it has, so
 * → → Enter chooses the state the arrows reached; Menu pressed before the top bar has hydrated opens the
 * menu at once, as a native dialog; the first hover over a state shows its tooltip; and each state is a link, which leads to
 * that state when no script loads at all. Other controls: one press on 'View All' opens its dialog, one
 * press on a statistics tab before hydration shows its figures at once, and text typed into the schools search
 * before its page has hydrated is kept for the search. A form whose plain GET or POST the server answers is
 * sent as one when it is sent before its page has hydrated; login, which needs its script, waits for it.
 * The top bar's state, chosen before hydration, is answered at Show in place, with the page the page script
 * read meanwhile, which the apps then hydrate as shown.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningPortal } from '../src/portal-server.js';
import {
  axeViolations,
  hoverParcels,
  hydrated,
  newPage,
  newPageWithoutScripts,
  parcelsHydrated,
  startPortalAndBrowser,
  within,
} from '../src/browser.js';
import { mailedToken, verifiedUser } from '../src/accounts.js';
import { menuLinksOn } from '../src/routes.js';
import { accountMessages } from '@portal/shared/account-messages';
import { messages } from '@portal/shared/messages';

let portal: RunningPortal;
let browser: Browser;

startPortalAndBrowser((started) => ({ portal, browser } = started));

/** The map's slot while the server's HTML stands in for it (its script has not hydrated it). */
const MAP_NOT_HYDRATED = '[data-parcel-slot="mfe_map:./map"][data-server-rendered]';

/** The home page as it arrives: the server's map, its 37 states drawn, before any script has run on it. */
async function arrive(page: Page, path = '/') {
  await page.goto(portal.url + path);
  await expect.poll(() => page.locator(`${MAP_NOT_HYDRATED} [role="group"] a[id^="NG"]`).count()).toBe(37);
}

/**
 * A page whose requests `glob` matches (an app's scripts) are held back until the returned `release` is
 * called, so that what a test does before it happens, with certainty, before that app's region has hydrated,
 * however fast or slow the machine. Without a service worker: Playwright's routes do not see its fetches, and
 * once it controls the page (about a second after the load) the scripts would come through it.
 */
async function pageHolding(glob: string) {
  const page = await newPage(browser, { serviceWorkers: 'block' });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await released;
    await route.fallback();
  });
  return { page, release };
}

const announced = (page: Page) => page.locator('#portal-status').textContent();

describe('the map at its first use', () => {
  it('answers → → at once before it has hydrated, keeps Enter, and chooses the state the arrows reached', async () => {
    const { page, release } = await pageHolding('**/mfe/map/**');
    await arrive(page);
    // The map's single tab stop, as the server drew it: Abia, the first state in alphabetical order.
    await page.locator('#NGAB').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // The arrows are answered at once, before hydration: focus is on Akwa Ibom, and its border shows it.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('NGAK');
    expect(await page.locator('#NGAK > path').evaluate((outline) => getComputedStyle(outline).strokeWidth)).toBe('4px');
    await page.keyboard.press('Enter');
    // Pressed before hydration, and the page stayed where it was (Enter did not follow Akwa Ibom's link).
    expect(await page.locator(MAP_NOT_HYDRATED).count()).toBe(1);
    expect(new URL(page.url()).search).toBe('');
    release();

    // Abia, Adamawa, Akwa Ibom: the toast (kept for screen readers in the status region) and the overview say so.
    await expect.poll(() => announced(page)).toBe('You are currently viewing Data for Akwa Ibom state');
    await expect.poll(() => page.getByRole('heading', { name: 'Overview of Akwa Ibom Disability Policy' }).count()).toBe(1);
    await expect.poll(() => page.locator('#NGAK').getAttribute('aria-current')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('NGAK');
    // The map, once hydrated, knows where focus is: its focus mark is drawn over Akwa Ibom.
    await expect
      .poll(() => page.locator('.nigeria-map__focus-mark path').first().getAttribute('d'))
      .toBe(await page.locator('#NGAK > path').getAttribute('d'));
    await page.close();
  });

  it('shows the tooltip at the first hover over a state', async () => {
    const page = await newPage(browser);
    await arrive(page);
    // The mouse comes from elsewhere on the page onto Kano, and rests there.
    await page.mouse.move(2, 2);
    await page.locator('#NGKN').hover();
    // It shows once the map has hydrated, with the pointer resting where it was.
    await expect
      .poll(() => page.getByRole('tooltip').textContent(), { timeout: 120_000 })
      .toMatch(/^Kano StateDisability Policy: (Yes|No)/);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('the map with no script', () => {
  it('is a set of links named as before, and a state leads to home shown for that state', async () => {
    const page = await newPageWithoutScripts(browser);
    await arrive(page);
    const lagos = page.getByRole('link', { name: 'Lagos State, Law in force', exact: true });
    expect(await lagos.getAttribute('href')).toBe('/?state=Lagos');
    expect(await axeViolations(page)).toEqual([]);

    await lagos.click();
    await page.waitForURL(`${portal.url}/?state=Lagos`);
    await expect.poll(() => page.getByRole('heading', { name: 'Overview of Lagos Disability Policy' }).count()).toBe(1);
    // The server drew the map with Lagos chosen.
    expect(await page.locator('#NGLA').getAttribute('aria-current')).toBe('true');
    await page.close();
  });
});

describe('a reader who asked to save data', () => {
  it('fetches no script of the portal after the load, until they use the page', async () => {
    const page = await newPage(browser);
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js') && pathname !== '/service-worker.js') scripts.push(pathname);
    });
    await arrive(page);
    await page.waitForLoadState('networkidle');
    // Past the browser's idle time after the load, when the page would prefetch.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
    expect(scripts).toEqual([]);

    await page.mouse.move(2, 2);
    await page.waitForFunction(() => document.querySelector('[data-server-rendered]:not([data-parcel-slot])') === null, null, {
      timeout: 120_000,
    });
    expect(scripts).toContain('/portal.js');
    await page.close();
  });
});

describe('Menu at its first use', () => {
  it('opens the menu at once when pressed before the top bar has hydrated, as a dialog that works as HTML', async () => {
    // The public app's scripts, which hydrate the top bar, held back until the menu has been used.
    const { page, release } = await pageHolding('**/mfe/public/**/*.js');
    await page.goto(portal.url + '/states/25');
    const header = page.locator('#portal-header[data-server-rendered]');
    await header.getByRole('link', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(true);
    expect(await header.count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/states/25');
    // Focus is in the dialog, the page behind it out of reach; its links are the menu page's.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      menuLinksOn('/states/25'),
    );
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes it, and focus is back on Menu.
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');

    // Once the top bar has hydrated, Menu opens the slide-out menu, and only that.
    release();
    await page.locator('#portal-header:not([data-server-rendered])').waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    // The server's dialog, whose words were for the page as it arrived, is gone once the app does the job.
    expect(await page.locator('#menu-before-hydration').count()).toBe(0);
    await page.close();
  });
});

describe("the top bar's state dropdown at its first use", () => {
  it('shows home for the state chosen in place when Show is pressed before the page has hydrated, which then hydrates it as shown', async () => {
    const { page, release } = await pageHolding('**/mfe/**/*.js');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /react|hydrat/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/v1/')) dataRequests.push(pathname + search);
    });
    await page.goto(portal.url + '/');
    // Kept only if the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { arrivedOnce: true }));
    const header = page.locator('#portal-header[data-server-rendered]');
    const lagosRead = page.waitForResponse((response) => new URL(response.url()).search === '?state=Lagos');
    // The browser's own select, as a keyboard user meets it: focused, then L for Lagos.
    await header.getByRole('combobox', { name: 'State' }).focus();
    await page.keyboard.press('L');
    await within(lagosRead, 60_000, () => 'the page script asked for no page for Lagos within a minute of the choice');
    await header.getByRole('button', { name: 'Show' }).click();
    const overview = page.getByRole('heading', { name: 'Overview of Lagos Disability Policy' });
    // Once the page read is parsed and shown: a busy machine may take seconds.
    await expect.poll(() => overview.evaluate((heading) => heading === document.activeElement), { timeout: 30_000 }).toBe(true);
    expect(
      await page.evaluate(() => ({ arrivedOnce: 'arrivedOnce' in window, address: location.pathname + location.search + location.hash })),
    ).toEqual({
      arrivedOnce: true,
      address: '/?state=Lagos#disability-policy',
    });
    expect(await page.title()).toBe('Home: Lagos – Nigeria Disability Inclusion Data Portal');
    expect(await header.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The apps hydrate the page as it now is: Lagos', with the data it came with, asking the API for none of it.
    release();
    await hydrated(page);
    await hoverParcels(page);
    await parcelsHydrated(page);
    expect(await page.locator('#portal-header').getByRole('combobox', { name: 'State' }).inputValue()).toBe('Lagos');
    expect(await page.getByRole('heading', { name: 'Map of Lagos State' }).count()).toBe(1);
    expect(await overview.count()).toBe(1);
    expect(dataRequests.filter((request) => /state|polic|school/i.test(request))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('other controls at their first use', () => {
  // One press is enough (it is kept while the page hydrates). How soon the dialog opens is the bench's to
  // measure: a timed assertion here would fail on a busy machine.
  it("opens the schools dialog at one press on 'View All' on a loaded page", async () => {
    const page = await newPage(browser);
    await page.goto(portal.url + '/');
    await page.waitForLoadState('networkidle');
    const viewAll = page.getByRole('link', { name: 'View All' });
    await viewAll.scrollIntoViewIfNeeded();
    await viewAll.click();
    await page.getByRole('dialog').waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('switches to the Gender figures at once on one press on their tab before the page has hydrated, and the app shows the same view', async () => {
    const { page, release } = await pageHolding('**/mfe/public/**/*.js');
    await page.goto(portal.url + '/');
    const statistics = page.locator('#portal-page .stat-tabs');
    const gender = statistics.getByRole('tab', { name: 'Gender', exact: true });
    const title = page.getByRole('heading', { name: 'Persons with disabilities by gender' });
    expect(await title.isVisible()).toBe(false);
    // Answered by the page script, in the page: no new page is loaded.
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await gender.click();
    const notHydrated = '[data-server-rendered]:has(.stat-tabs)';
    expect(await page.locator(notHydrated).count()).toBe(1);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    const answered = async () => {
      expect(await gender.getAttribute('aria-selected')).toBe('true');
      expect(await statistics.getByRole('tab', { selected: true }).count()).toBe(1);
      // The one panel shown is the Gender one, named by its tab, and the tab controls it.
      const panel = statistics.getByRole('tabpanel');
      expect(await panel.count()).toBe(1);
      expect(await panel.getAttribute('aria-labelledby')).toBe(await gender.getAttribute('id'));
      expect(await gender.getAttribute('aria-controls')).toBe(await panel.getAttribute('id'));
      expect(await title.isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Persons with disabilities by age' }).isVisible()).toBe(false);
      expect(new URL(page.url()).searchParams.get('view')).toBe('gender');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Gender');
    };
    await answered();
    expect(await axeViolations(page)).toEqual([]);

    // The app hydrates into the same view, and the tabs then work as the app's.
    release();
    await page.waitForFunction((region) => document.querySelector(region) === null, notHydrated, { timeout: 120_000 });
    await answered();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Persons with disabilities by age' }).isVisible()).toBe(true);
    expect(await title.isVisible()).toBe(false);
    await page.close();
  });

  it('keeps the text typed into the schools search before the page has hydrated, for the search it sends', async () => {
    const { page, release } = await pageHolding('**/mfe/schools/**/*.js');
    await page.goto(portal.url + '/schools');
    const box = page.getByRole('searchbox', { name: 'School name' });
    await box.pressSequentially('Government', { delay: 20 });
    expect(await page.locator('#portal-page [data-server-rendered]').count()).toBe(1);
    release();

    await page.waitForFunction(() => document.querySelector('[data-server-rendered]') === null, null, { timeout: 120_000 });
    // The states' options arrive after hydration and render the form again: the text must survive that too.
    await expect.poll(() => page.getByRole('combobox', { name: 'State' }).locator('option').count()).toBe(38);
    expect(await box.inputValue()).toBe('Government');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Government');
    expect(await box.inputValue()).toBe('Government');
    await page.close();
  });
});

describe('forms sent before their page has hydrated', () => {
  /** `path`, with `app`'s scripts held back until the returned `release` (never, unless called). */
  async function withAppHeld(path: string, app: string) {
    const held = await pageHolding(`**/mfe/${app}/**/*.js`);
    await held.page.goto(portal.url + path);
    return held;
  }

  it("sends a reset link as the form's post, without waiting for the account app's script, and keeps focus where the reader moves", async () => {
    const user = await verifiedUser(portal, 'Ngozi');
    const { page, release } = await withAppHeld('/forgot-password', 'auth');
    await page.getByRole('textbox', { name: /^Email/ }).fill(user.email);
    await page.getByRole('button', { name: accountMessages.sendResetLink }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: accountMessages.checkYourEmail }).count()).toBe(1);
    expect(await mailedToken(portal.dataDir, user.email, 'reset-password')).toMatch(/^[\w-]+$/);
    // The reader moves on to 'Back to Login'; the page then hydrates, and leaves focus there.
    const backToLogin = page.getByRole('link', { name: 'Back to Login' });
    await backToLogin.focus();
    release();
    await hydrated(page);
    expect(await backToLogin.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.close();
  });

  it('answers a refused registration with its page, whose error summary has focus until the reader moves on', async () => {
    const { page, release } = await withAppHeld('/register', 'auth');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Eze');
    await page.getByRole('button', { name: accountMessages.createAccount }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    expect(await page.locator('.error-summary').textContent()).toContain(accountMessages.fillAllFields);
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe('Eze');
    // The reader goes on to the first name; the page then hydrates, and leaves focus and text where they are.
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.fill('Chiamaka');
    release();
    await hydrated(page);
    expect(await firstName.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await firstName.inputValue()).toBe('Chiamaka');
    await page.close();
  });

  it('keeps a press on Log in until the account app has hydrated, since login needs its script', async () => {
    const user = await verifiedUser(portal, 'Emeka');
    const { page, release } = await withAppHeld('/login', 'auth');
    await page.getByRole('textbox', { name: /^Email/ }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Not posted: the page that would say login needs JavaScript never comes.
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByText(messages.needsJavaScript).count()).toBe(0);
    release();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 120_000 }).toBe('/dashboard');
    await page.close();
  });

  it('searches the schools with the page the server answers, keeping the text typed', async () => {
    const { page } = await withAppHeld('/schools', 'schools');
    const box = page.getByRole('searchbox', { name: 'School name' });
    await box.fill('Government');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Government');
    // The list the server rendered for that address, its search box showing the text.
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .getByText(/^\d+ inclusive schools? found$/)
          .count(),
      )
      .toBe(1);
    expect(await page.locator('#portal-page-schools').getAttribute('data-server-rendered')).not.toBeNull();
    expect(await box.inputValue()).toBe('Government');
    await page.close();
  });
});
