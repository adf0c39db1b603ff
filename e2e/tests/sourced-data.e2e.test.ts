/**
 * Issue 17 in a real browser, on the sourced data the server ships with: the laws table (37 rows, axe,
 * sorted and filtered by keyboard alone), every state page with its law and its sources (Ondo's
 * disagreement; a state with no source would say so), and no placeholder or self-citation on any public
 * page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Paged, PolicyRecord } from '@portal/shared/contracts';
import { messages, t } from '@portal/shared/messages';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { axeViolations, hydrated, launchBrowser, newPage } from '../src/browser.js';

let portal: RunningPortal;
let browser: Browser;
/** Every state's record as the API serves it, to check each page against. */
let policies: PolicyRecord[];
/** Each state's page id, by name. */
let stateIds: Map<string, number>;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  const get = async <T>(path: string) => (await (await fetch(`${portal.url}/api/v1${path}`)).json()) as T;
  policies = (await get<Paged<PolicyRecord>>('/policies?per_page=50')).data;
  const states = (await get<Paged<{ id: number; name: string }>>('/states?country_id=1&per_page=50')).data;
  stateIds = new Map(states.map((state) => [state.name, state.id]));
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function open(page: Page, path: string) {
  await page.goto(portal.url + path);
  await expect.poll(() => page.locator('main h1').count()).toBe(1);
  await hydrated(page);
}

const rows = (page: Page) => page.getByRole('table', { name: messages.lawsTableCaption }).locator('tbody tr');
/** The text of one column of the laws table, top to bottom (the state is the row's header cell). */
const column = (page: Page, index: number) => rows(page).evaluateAll((trs, i) => trs.map((tr) => tr.children[i]!.textContent ?? ''), index);
const YEAR = 3;

describe('the laws page', () => {
  it('lists the 37 states, each with its status, and has no axe violations', async () => {
    const page = await newPage(browser);
    await open(page, '/laws');
    expect(await page.locator('main h1').textContent()).toBe(messages.lawsPageTitle);
    await expect.poll(() => rows(page).count()).toBe(37);
    expect(await page.getByText(t('showingStates', { n: 37, total: 37 })).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('sorts by year and filters by status with the keyboard alone, announcing each', async () => {
    const page = await newPage(browser);
    await open(page, '/laws');
    await expect.poll(() => rows(page).count()).toBe(37);
    const yearHeader = page.getByRole('columnheader', { name: messages.columnYear });
    const years = async () => (await column(page, YEAR)).filter((year) => year !== messages.notStatedBySource).map(Number);

    await yearHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => yearHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: t('sortedAscending', { column: messages.columnYear }) })
        .count(),
    ).toBe(1);
    const ascending = await years();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.keyboard.press('Enter');
    await expect.poll(() => yearHeader.getAttribute('aria-sort')).toBe('descending');
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: t('sortedDescending', { column: messages.columnYear }) })
        .count(),
    ).toBe(1);
    const descending = await years();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(await page.getByRole('columnheader', { name: messages.columnState }).getAttribute('aria-sort')).toBeNull();

    // The status filter: the browser's own select, whose first arrow press picks 'Law in force'.
    await page.getByRole('combobox', { name: messages.filterByStatus }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => rows(page).count()).toBe(27);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: t('showingStates', { n: 27, total: 37 }) })
        .count(),
    ).toBe(1);
    expect(new Set(await column(page, 1))).toEqual(new Set([messages.lawStatusInForce]));
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('the state pages', () => {
  it("tell a visitor to Ondo's page that sources disagree, and link both sources", async () => {
    const ondo = policies.find((policy) => policy.state === 'Ondo')!;
    expect(ondo.law_status).toBe('disputed');
    const page = await newPage(browser);
    await open(page, `/states/${stateIds.get('Ondo')}`);
    await expect.poll(() => page.getByText(t('sourcesDisagree', { state: 'Ondo' })).count()).toBe(1);
    const sources = page.getByRole('region', { name: messages.sourcesHeading });
    const links = sources.locator('.source-item a');
    expect(await links.count()).toBe(2);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
      ondo.sources.map((source) => source.url),
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('each show the law status with at least one source link, or say plainly that no source was found', async () => {
    expect(policies).toHaveLength(37);
    const page = await newPage(browser);
    for (const policy of policies) {
      await open(page, `/states/${stateIds.get(policy.state)}`);
      await expect.poll(() => page.locator('main h1').textContent()).toBe(`${policy.state} Disability Policy`);
      const sources = page.getByRole('region', { name: messages.sourcesHeading });
      const status = page.getByRole('region', { name: 'Implementation Status' });
      if (policy.sources.length > 0) {
        expect(await sources.locator('.source-item a[href^="http"]').count(), policy.state).toBeGreaterThanOrEqual(1);
      } else {
        expect(await sources.getByText(t('noSourceFound', { state: policy.state })).count(), policy.state).toBe(1);
      }
      if (policy.law_status === 'in_force') {
        expect(await status.textContent(), policy.state).toContain(policy.law_name);
        expect(await status.textContent(), policy.state).toContain(String(policy.law_year));
        expect(await status.getByText('Passed', { exact: true }).count(), policy.state).toBe(1);
      }
    }
    expect(policies.filter((policy) => policy.law_status === 'in_force')).toHaveLength(27);
    await page.close();
  });
});

describe('the figures page', () => {
  it('lists the 29 figures, says which are global estimates, links their sources and has no axe violations', async () => {
    const page = await newPage(browser);
    await open(page, '/figures');
    expect(await page.locator('main h1').textContent()).toBe(messages.figuresPageTitle);
    const figures = page.locator('main article');
    await expect.poll(() => figures.count()).toBe(29);
    expect(await page.getByText(messages.scopeGlobal).count()).toBeGreaterThan(0);
    const withoutSource = await figures.evaluateAll(
      (articles) => articles.filter((article) => !article.querySelector('.source-item a[href^="http"]')).length,
    );
    expect(withoutSource).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('every public page', () => {
  it("shows no 'example.org', 'example.ng' or 'spec §', in its text or its links", async () => {
    const page = await newPage(browser);
    const paths = [
      '/',
      '/about',
      '/blog',
      '/opportunities',
      '/eyewitnesspage',
      '/laws',
      '/figures',
      '/no/such/page',
      ...[...stateIds.values()].map((id) => `/states/${id}`),
    ];
    for (const path of paths) {
      await open(page, path);
      // Everything the page loads (data, configuration, the map) is in before it is read.
      await page.waitForLoadState('networkidle');
      const { text, links } = await page.evaluate(() => ({
        text: document.body.innerText,
        links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
      }));
      for (const forbidden of ['example.org', 'example.ng', 'spec §']) {
        expect(text.includes(forbidden), `${path} shows '${forbidden}'`).toBe(false);
        expect(
          links.filter((href) => href.includes(forbidden)),
          path,
        ).toEqual([]);
      }
    }
    await page.close();
  });
});
