/**
 * Issue 17 in a real browser, on the sourced data the server ships with: the map coloured by law status
 * with its legend, the tooltip's answer from that status, the schools found by impairment in the modal
 * (the widget's impairment select is tested with the widget, in schools.e2e.test.ts), and a school page
 * with its source and the facts its source leaves out.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningPortal } from '../src/portal-server.js';
import { axeViolations, newPage, parcelsHydrated, startPortalAndBrowser } from '../src/browser.js';

let portal: RunningPortal;
let browser: Browser;

startPortalAndBrowser((started) => ({ portal, browser } = started));

const NOT_STATED = 'Not stated by the source';
const HEARING = 'Hearing (deaf or hard of hearing)';
const LEGEND = ['Law in force', 'Bill passed or pending', 'No law', 'Unknown', 'Sources disagree'];

async function home(): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(portal.url + '/');
  await expect.poll(() => page.locator('[role="group"] a[id^="NG"]').count()).toBe(37);
  await parcelsHydrated(page);
  return page;
}

/** Moves the map's focus with the arrow keys, as a keyboard user does, to the state with this map id. */
async function focusState(page: Page, id: string) {
  await page.locator('#NGAB').focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 40 && (await page.evaluate(() => document.activeElement?.id)) !== id; i++) await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
}

/** The id of a school the API lists under this name. */
async function schoolId(name: string): Promise<number> {
  const answer = (await (await fetch(`${portal.url}/api/v1/schools?q=${encodeURIComponent(name)}`)).json()) as {
    data: Array<{ id: number; name: string }>;
  };
  return answer.data.find((school) => school.name === name)!.id;
}

describe('the map by law status', () => {
  it('has a legend naming each status beside its pattern, and passes axe', async () => {
    const page = await home();
    const legend = page.getByRole('list', { name: 'Disability law status' });
    await expect.poll(() => legend.getByRole('listitem').allTextContents()).toEqual(LEGEND);
    // Each state is filled with a pattern the legend shows, not with a colour alone.
    const fills = await page.locator('a[id^="NG"] > path').evaluateAll((paths) => paths.map((p) => p.getAttribute('fill')));
    const swatches = await legend.locator('rect').evaluateAll((rects) => rects.map((r) => r.getAttribute('fill')));
    for (const fill of fills) expect(swatches).toContain(fill);
    expect(await page.locator('#NGLA > path').getAttribute('fill')).toBe(swatches[0]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('keeps the patterns apart in forced-colours mode', async () => {
    const page = await home();
    await page.emulateMedia({ forcedColors: 'active' });
    // Every pattern but 'unknown' keeps marks in a colour other than its ground's, so its shape shows.
    const contrasts = await page.locator('pattern').evaluateAll((patterns) =>
      patterns.map((pattern) => {
        const ground = getComputedStyle(pattern.querySelector('rect')!).fill;
        const mark = pattern.querySelector('line, circle');
        const markColour = mark ? getComputedStyle(mark).getPropertyValue(mark.tagName === 'circle' ? 'fill' : 'stroke') : ground;
        return [pattern.id, markColour !== ground];
      }),
    );
    expect(Object.fromEntries(contrasts)).toEqual({
      'nigeria-map-law-in-force': true,
      'nigeria-map-law-bill': true,
      'nigeria-map-law-no-law': true,
      'nigeria-map-law-unknown': false,
      'nigeria-map-law-disputed': true,
    });
    await page.close();
  });

  it("says 'Disability Policy: Yes' for Lagos, which has a law in force, 'No' for Borno and 'Sources disagree' for Ondo, by keyboard", async () => {
    const page = await home();
    await focusState(page, 'NGLA');
    await expect
      .poll(() => page.getByRole('tooltip').textContent())
      .toBe('Lagos StateDisability Policy: YesDisability law status: Law in force');
    expect(await page.getByRole('link', { name: 'Lagos State, Law in force', exact: true }).count()).toBe(1);

    // Borno: a source says it has no law. Ondo: the sources disagree, which is never 'No'.
    await focusState(page, 'NGBO');
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Borno StateDisability Policy: NoDisability law status: No law');
    expect(await page.locator('#NGBO').getAttribute('aria-label')).toBe('Borno State, No law');
    await focusState(page, 'NGON');
    await expect
      .poll(() => page.getByRole('tooltip').textContent())
      .toBe('Ondo StateDisability Policy: Sources disagreeDisability law status: Sources disagree');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('schools by impairment', () => {
  it('finds the schools serving deaf learners in the modal with the keyboard alone', async () => {
    const page = await home();
    const viewAll = page.getByRole('button', { name: 'View All' });
    await viewAll.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Schools' });
    await expect.poll(() => dialog.getByRole('article').count()).toBeGreaterThan(0);

    await dialog.getByRole('button', { name: /Impairment served$/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: HEARING }).focus();
    await page.keyboard.press('Enter');
    await page.locator('#portal-status').evaluate((region) => (region.textContent = ''));
    await dialog.getByRole('button', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#portal-status').textContent()).toMatch(/^Found \d+ matching schools?$/);
    const found = Number((await page.locator('#portal-status').textContent())!.match(/\d+/)![0]);
    expect(found).toBeGreaterThan(0);
    // Only the impairment is given, so every school found serves deaf learners.
    await expect.poll(() => dialog.getByRole('article').count()).toBe(Math.min(found, 24));
    for (const card of await dialog.getByRole('article').all()) expect(await card.textContent()).toContain(HEARING);
    // The dialog's own status says the count now shown, not the count from before the search (issue 21).
    expect((await dialog.getByRole('status').textContent())?.trim()).toBe(`${found} inclusive school${found === 1 ? '' : 's'} found`);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('a school page', () => {
  it("shows the school's source as a link, and 'Not stated by the source' where its source says nothing", async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}/schools/${await schoolId('Wesley School for the Deaf')}`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Wesley School for the Deaf');
    const sources = page.getByRole('region', { name: 'Sources' });
    await expect.poll(() => sources.getByRole('link').count()).toBeGreaterThan(0);
    expect(await sources.getByRole('link').first().getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await sources.getByText(/^Information as of /).count()).toBe(1);
    expect(await page.getByText(HEARING).count()).toBe(1);
    // Its source gives no level, website, phone or e-mail.
    expect(await page.getByText(NOT_STATED, { exact: true }).count()).toBeGreaterThanOrEqual(3);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
