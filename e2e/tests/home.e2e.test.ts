/** The home flow of issues 4 and 5 in a real browser: dropdown and map selection, menu, state pages, axe. */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningPortal } from '../src/portal-server.js';
import { axeViolations, newPage, parcelsHydrated, showStateFromTopBar, startPortalAndBrowser } from '../src/browser.js';

let portal: RunningPortal;
let browser: Browser;

startPortalAndBrowser((started) => ({ portal, browser } = started));

async function home(): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(portal.url + '/');
  await expect.poll(() => page.locator('#portal-page-public h1').count()).toBe(1);
  // The map parcel is in place when its 37 states are, and answers once it has hydrated what the server drew.
  await expect.poll(() => page.locator('[role="group"] a[id^="NG"]').count()).toBe(37);
  await parcelsHydrated(page);
  return page;
}

const announced = (page: Page) => page.locator('#portal-status').textContent();

describe('home page', () => {
  it('has no axe violations before a state is chosen', async () => {
    const page = await home();
    await expect.poll(() => page.locator('h1').textContent()).toContain('26,910,000');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows the headline from the HTML itself, before any script, and the page then takes its place', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(portal.url + '/');
    expect(await bare.getByRole('heading', { level: 1, name: '26,910,000 persons with disabilities in Nigeria' }).count()).toBe(1);
    expect(await bare.getByText('Loading…').isVisible()).toBe(false);
    await context.close();

    const page = await home();
    expect(await page.locator('main h1').count()).toBe(1);
    expect(await page.locator('.portal-loading').count()).toBe(0);
    expect(await page.locator('#portal-page').getAttribute('aria-busy')).toBeNull();
    await page.close();
  });

  it('shows a state chosen from the dropdown: toast, policy overview, school count, map and panel', async () => {
    const page = await home();
    await showStateFromTopBar(page, 'Lagos');
    await expect.poll(() => announced(page)).toBe('You are currently viewing Data for Lagos state');
    await expect.poll(() => page.getByRole('heading', { name: 'Overview of Lagos Disability Policy' }).count()).toBe(1);
    // Lagos has a law in force, named as its source names it.
    await expect.poll(() => page.getByText(/Lagos State Special People's Law/).count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Inclusive Education Initiatives and Accessibility in Lagos' }).count())
      .toBe(1);
    await expect.poll(() => page.locator('#NGLA').getAttribute('aria-current')).toBe('true');
    await expect.poll(() => page.getByText('Map of Lagos State').count()).toBeGreaterThan(0);
    // The page as it stays: for its one second (spec §9) the toast covers what is under it, and axe's
    // target-size rule counts a link it overlaps as too small. A busy machine reaches axe within that second.
    await expect.poll(() => page.locator('.toast').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('selects Lagos on the map with the mouse', async () => {
    const page = await home();
    await page.locator('#NGLA').click();
    await expect.poll(() => announced(page)).toBe('You are currently viewing Data for Lagos state');
    await expect.poll(() => page.getByRole('heading', { name: 'Overview of Lagos Disability Policy' }).count()).toBe(1);
    await page.close();
  });

  it('selects Lagos on the map by keyboard alone, with the tooltip on focus and no axe violations', async () => {
    const page = await home();
    await page.locator('#NGAB').focus(); // the map's single tab stop before any choice
    for (let i = 0; i < 40 && (await page.evaluate(() => document.activeElement?.id)) !== 'NGLA'; i++)
      await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('NGLA');
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('Lagos State');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => announced(page)).toBe('You are currently viewing Data for Lagos state');
    await expect.poll(() => page.locator('#NGLA').getAttribute('aria-current')).toBe('true');
    await page.close();
  });

  it('opens the menu by keyboard, passes axe while open, and closes it with Escape', async () => {
    const page = await home();
    const menuButton = page.locator('#portal-header').getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByRole('link', { name: /Sign Up/ }).count()).toBe(1);
    expect(await dialog.getByRole('link', { name: /Login/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toContain('Menu');
    await page.close();
  });
});

describe('state policy page', () => {
  it.each([
    // The sourced data: Sokoto and Abia have a law in force; Ondo's sources disagree, and the page says so.
    [34, 'Sokoto', 'This policy has been passed and is currently in effect.'],
    [1, 'Abia', 'This policy has been passed and is currently in effect.'],
    [29, 'Ondo', 'Public sources disagree about whether a disability law has been passed here.'],
  ])('/states/%i shows %s with its status, without axe violations', async (id, state, statusText) => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}/states/${id}`);
    await expect.poll(() => page.locator('main h1').textContent()).toContain(state);
    await expect.poll(() => page.getByText(statusText).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('in forced colours, marks the selected statistics tab by more than a colour', async () => {
    const page = await newPage(browser);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(portal.url + '/');
    const tabStyle = (selected: boolean) =>
      page
        .locator(`.stat-tabs__tab[aria-selected="${selected}"]`)
        .first()
        .evaluate((tab) => {
          const style = getComputedStyle(tab);
          return {
            weight: Number(style.fontWeight),
            bar: style.borderBottomColor !== style.backgroundColor,
            barWidth: parseFloat(style.borderBottomWidth),
          };
        });
    await page.locator('.stat-tabs__tab[aria-selected="true"]').waitFor();
    const selected = await tabStyle(true);
    const other = await tabStyle(false);
    // A visible 4 px bar under the selected tab only, and heavier text: neither is a colour.
    expect(selected).toMatchObject({ bar: true, barWidth: 4 });
    expect(other.bar).toBe(false);
    expect(selected.weight).toBeGreaterThan(other.weight);
    await page.close();
  });

  it('shows "Policy Not Found" with a way back for an unknown state', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}/states/99`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Policy Not Found');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('a state chosen offline', () => {
  const offline = 'You are offline, so the data for Lagos could not be loaded. Check your connection, then choose the state again.';
  const success = 'You are currently viewing Data for Lagos state';

  it('says the connection is lost, never the success toast, and back online choosing the state again loads it', async () => {
    const page = await home();
    // Every text the two live regions are given from now on, however briefly.
    await page.evaluate(() => {
      const heard: string[] = ((window as unknown as { __heard: string[] }).__heard = []);
      for (const id of ['portal-alert', 'portal-status']) {
        const region = document.getElementById(id)!;
        new MutationObserver(() => heard.push(`${id}: ${region.textContent}`)).observe(region, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      }
    });
    const heard = () => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);

    await page.context().setOffline(true);
    await showStateFromTopBar(page, 'Lagos');
    await expect.poll(() => page.locator('#portal-alert').textContent()).toBe(offline);
    // Said where the sections are too, and the page stays on Nigeria, so Lagos can be chosen again.
    await expect.poll(() => page.locator('#disability-policy').getByText(offline).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Overview of Nigeria Disability Policy' }).count()).toBe(1);
    expect(await page.locator('#NGLA').getAttribute('aria-current')).toBeNull();
    // The page as it stays, as in the test above: while its toast shows (1 s), axe's target-size rule can
    // count a link the toast overlaps as too small. Two runs here failed on target-size at this point.
    await expect.poll(() => page.locator('.toast').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.waitForTimeout(1500);
    expect((await heard()).filter((text) => text.includes(success))).toEqual([]);
    expect(await heard()).toContain(`portal-alert: ${offline}`);

    // Back online: the notice offers the retry, and choosing Lagos again shows it with the success toast.
    await page.context().setOffline(false);
    await expect.poll(() => page.getByRole('button', { name: 'Load the data for Lagos again' }).count()).toBe(1);
    await showStateFromTopBar(page, 'Lagos');
    await expect.poll(() => announced(page)).toBe(success);
    await expect.poll(() => page.getByRole('heading', { name: 'Overview of Lagos Disability Policy' }).count()).toBe(1);
    expect(await page.locator('#disability-policy').getByText(offline).count()).toBe(0);
    await page.close();
  });
});
