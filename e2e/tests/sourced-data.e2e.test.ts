/**
 * Issue 17 in a real browser, on the sourced data the server ships with: the laws table (37 rows, axe,
 * sorted and filtered by keyboard alone), every state page with its law and its sources (Ondo's
 * disagreement; a state with no source would say so) against every other place that says them (the map,
 * the laws page, the download, the link preview, the home overview), and no placeholder or self-citation
 * on any public page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Paged, PolicyRecord } from '@portal/shared/contracts';
import { parse } from 'csv-parse/sync';
import { LAW_STATUSES } from '@portal/shared/rules';
import { messages, placeKind, t } from '@portal/shared/messages';
import { lawStatusText, lawStatusWording } from '@portal/shared/law-status';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { axeViolations, hydrated, launchBrowser, newPage, newPageWithoutScripts, parcelsHydrated } from '../src/browser.js';
import { publicWords } from '../../mfe-public/src/i18n/words.js';

/** mfe-public's words, in English: what these pages say. */
const words = publicWords.in('en');

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

/** The team's working notes and the repository's file names: never in a page, an answer or a download. */
const WORKING_NOTES = ['CONFLICT', 'sources-log', '.csv', '.md', 'Year =', 'FCT-Abuja State'];

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
    expect(new Set(await column(page, 1))).toEqual(new Set([lawStatusText('in_force')]));
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
    await expect.poll(() => page.getByText(words('sourcesDisagree', { state: 'Ondo' })).count()).toBe(1);
    const sources = page.getByRole('region', { name: messages.sourcesHeading });
    const links = sources.locator('.source-item a');
    expect(await links.count()).toBe(2);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
      ondo.sources.map((source) => source.url),
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("each say the law status in the same words as the map, its tooltip, the laws page, policies.csv, the link preview and the home overview, cite for it a source that supports it there too, and the law's or bill's name, year and agency as the laws page", async () => {
    expect(policies).toHaveLength(37);
    const label = (policy: PolicyRecord) => lawStatusText(policy.law_status);
    const page = await newPage(browser);
    // The home page's overview of each state, as the server sends it (its scripts change neither).
    const home = await newPageWithoutScripts(browser);
    const correction = (on: Page) => on.getByRole('link', { name: messages.suggestCorrection }).getAttribute('href');

    // policies.csv, as a spreadsheet reads it.
    const csv = parse(await (await fetch(`${portal.url}/api/v1/downloads/policies.csv`)).text(), { columns: true }) as Array<
      Record<string, string>
    >;
    for (const policy of policies) expect(csv.find((row) => row.state === policy.state)?.law_status_text, policy.state).toBe(label(policy));

    // The laws page: one row per state, its status cell in the same words.
    await open(page, '/laws');
    await expect.poll(() => rows(page).count()).toBe(37);
    const lawRows = await rows(page).evaluateAll((trs) =>
      // State, status, then the name, year and agency the state pages give in their facts panel.
      trs.map((tr) => [...tr.children].slice(0, 5).map((cell) => cell.textContent)),
    );
    for (const policy of policies) expect(lawRows.find(([state]) => state === policy.state)?.[1], policy.state).toBe(label(policy));
    // Its column of names holds bills too (Delta's), so it is headed as the state pages label a name they cannot call a law.
    expect(await page.getByRole('columnheader', { name: words('lawOrBillNameLabel') }).count()).toBe(1);

    // The map: each state's accessible name says its status once; its tooltip, met by keyboard, says it too
    // (in the map's English words, spec 2.10: '{state} State', the territory named alone, and 'Disability Policy').
    const mapTitle = (state: string) => (placeKind(state) === 'territory' ? state : `${state} State`);
    await open(page, '/');
    await parcelsHydrated(page);
    const names = await page.locator('svg a[id^="NG"]').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    expect(names).toHaveLength(37);
    for (const policy of policies) {
      const wording = lawStatusWording(policy.law_status);
      expect(names, policy.state).toContain(`${mapTitle(policy.state)}, ${wording.label}`);
    }
    await page.locator('svg a[id^="NG"][tabindex="0"]').focus();
    const tooltips = new Map<string, string>();
    for (let step = 0; step < 37; step++) {
      await page.keyboard.press('ArrowRight');
      const tooltip = page.locator('.nigeria-map__tooltip');
      await expect.poll(() => tooltip.count()).toBe(1);
      const name = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
      await expect.poll(() => tooltip.textContent()).toContain(name.slice(0, name.indexOf(',')));
      tooltips.set(name, (await tooltip.textContent()) ?? '');
    }
    for (const policy of policies) {
      const wording = lawStatusWording(policy.law_status);
      const tooltip = tooltips.get(`${mapTitle(policy.state)}, ${wording.label}`);
      expect(tooltip, policy.state).toContain(`Disability Policy: ${wording.policyAnswer}`);
      expect(tooltip, policy.state).toContain(wording.label);
    }
    expect(tooltips.size).toBe(37);

    // How many schools the portal lists in each state: where it lists any, the page has a key finding on them.
    const schools = (await (await fetch(`${portal.url}/api/v1/downloads/schools.json`)).json()) as { records: Array<{ state_id: number }> };
    const schoolsIn = (policy: PolicyRecord) => schools.records.filter((school) => school.state_id === policy.state_id).length;

    // Each state's page and its link preview: the badge in the same words, its sentence, never a second answer.
    for (const policy of policies) {
      const wording = lawStatusWording(policy.law_status);
      await open(page, `/states/${stateIds.get(policy.state)}`);
      await expect.poll(() => page.locator('main h1').textContent()).toBe(`${policy.state} Disability Policy`);
      const status = page.getByRole('region', { name: 'Implementation Status' });
      expect(await status.locator('.badge').allTextContents(), policy.state).toEqual([wording.label]);
      expect(await status.getByText(wording.sentence, { exact: true }).count(), policy.state).toBe(1);
      // The law's or bill's name, its year and its agency, as the laws page gives them.
      expect(await status.locator('dd').allTextContents(), policy.state).toEqual(
        lawRows.find(([state]) => state === policy.state)?.slice(2),
      );
      for (const other of LAW_STATUSES.filter((s) => s !== policy.law_status && lawStatusWording(s).label !== wording.label)) {
        expect(await status.getByText(lawStatusWording(other).label, { exact: true }).count(), `${policy.state}: ${other}`).toBe(0);
      }
      expect(await page.locator('meta[property="og:title"]').getAttribute('content'), policy.state).toBe(
        `${policy.state} Disability Policy: ${wording.label}`,
      );
      if (schoolsIn(policy) > 0) {
        const findings = page.getByRole('region', { name: words('keyFindingsHeading') });
        await expect
          .poll(() => findings.locator('li', { hasText: `${words('findingEducation')}:` }).count(), { message: policy.state })
          .toBe(1);
      }
      // An Overview of at least one sentence whose facts link to their sources.
      const overview = page.getByRole('region', { name: words('overviewHeading') });
      const sourceLinks = await overview.locator('a[href^="http"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      if (policy.sources.length > 0) {
        expect(sourceLinks.length, policy.state).toBeGreaterThan(0);
        for (const href of sourceLinks)
          expect(
            policy.sources.map((source) => source.url),
            policy.state,
          ).toContain(href);
      } else {
        const sources = page.getByRole('region', { name: messages.sourcesHeading });
        expect(await sources.getByText(words('noSourceFound', { state: policy.state })).count(), policy.state).toBe(1);
      }
      // The source the first sentence names for the status ('… has a disability law in force, according to …'), as
      // the page's own list gives it: one that supports the status, and not a report of the law's repeal (Adamawa's
      // and Plateau's were, under 'in force').
      if (policy.law_status !== 'unknown' && sourceLinks.length > 0) {
        const cited = page
          .getByRole('region', { name: messages.sourcesHeading })
          .getByRole('listitem')
          .filter({ has: page.locator(`a[href="${sourceLinks[0]}"]`) })
          .first();
        const entry = (await cited.textContent()) ?? '';
        // (Where they disagree the sentence names two, one of which need not claim a status: Ondo's.)
        if (policy.law_status !== 'disputed') expect(entry, policy.state).toMatch(/Supports\s*Law status/);
        expect(entry, policy.state).not.toMatch(/repeal/i);
      }
      const notes = async (on: Page) =>
        (await on.locator('h3 + p.long-text').allTextContents()).filter((text) => text === policy.notes.trim());

      // The home page's overview of the state: the same badge, the same source for the status, the same note,
      // and 'Suggest a correction' to the same form.
      await home.goto(`${portal.url}/?state=${encodeURIComponent(policy.state)}`);
      const overviewOnHome = home.getByRole('region', { name: words('policyOverviewHeading', { state: policy.state }) });
      expect(await overviewOnHome.locator('.badge').allTextContents(), policy.state).toEqual([wording.label]);
      expect(await overviewOnHome.locator('a[href^="http"]').first().getAttribute('href'), policy.state).toBe(sourceLinks[0] ?? null);
      if (policy.notes.trim()) {
        expect(await notes(page), policy.state).toHaveLength(1);
        expect(await notes(home), policy.state).toHaveLength(1);
      }
      expect(await correction(home), policy.state).toBe(await correction(page));
    }
    await home.close();
    await page.close();
  });

  it('give a key finding, linked to its data, wherever the portal lists schools for the state', async () => {
    const page = await newPage(browser);
    const schools = (await (await fetch(`${portal.url}/api/v1/schools?state=Lagos&per_page=50`)).json()) as Paged<unknown>;
    expect(schools.meta.total).toBeGreaterThan(0);
    await open(page, `/states/${stateIds.get('Lagos')}`);
    const findings = page.getByRole('region', { name: words('keyFindingsHeading') });
    const education = findings.locator('li', { hasText: `${words('findingEducation')}:` });
    await expect.poll(() => education.count()).toBe(1);
    expect(await education.textContent()).toContain(words('findingSchools', { n: schools.meta.total }));
    expect(await education.locator('a').getAttribute('href')).toBe('/schools?state=Lagos');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('the public record', () => {
  /** Addresses are not words: a source's URL or the portal's own download paths may end in '.csv'. */
  const withoutAddresses = (text: string) =>
    text.replace(/https?:\/\/[^\s"'<>]+/g, '').replace(/(?:\/api\/v1\/)?downloads\/\w+\.(?:csv|json)/g, '');

  it('holds no working note or file name in any API answer or download', async () => {
    const paths = [
      '/policies?per_page=50',
      '/states?per_page=50',
      '/countries',
      '/countries/1',
      '/figures?per_page=50',
      '/datasets',
      '/datapackage.json',
      ...[1, 2].map((n) => `/schools?per_page=50&page=${n}`),
      ...[...stateIds.values()].map((id) => `/states/${id}/policy`),
      ...['states', 'policies', 'schools', 'figures', 'sources'].flatMap((name) => [`/downloads/${name}.csv`, `/downloads/${name}.json`]),
    ];
    for (const path of paths) {
      const response = await fetch(`${portal.url}/api/v1${path}`);
      expect(response.status, path).toBe(200);
      const body = withoutAddresses(await response.text());
      for (const note of WORKING_NOTES) expect(body.includes(note), `${path} holds '${note}'`).toBe(false);
    }
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
  it("shows no 'example.org', 'example.ng' or 'spec §' in its text or its links, and no working note or file name in its text", async () => {
    const paths = [
      '/',
      '/about',
      '/blog',
      '/opportunities',
      '/eyewitnesspage',
      '/laws',
      '/figures',
      '/schools',
      '/schools/1',
      '/no/such/page',
      ...[...stateIds.values()].map((id) => `/states/${id}`),
    ];
    // Some pages at once, each reading its share of the paths: most of a path's time is the wait for the
    // network to settle, which they spend together (46 paths one at a time took 41 s, three at a time 19 s).
    const PAGES = 3;
    await Promise.all(
      Array.from({ length: PAGES }, (_, first) => expectNoWorkingNotes(paths.filter((_, index) => index % PAGES === first))),
    );
  });
});

/** Opens each of `paths` in turn in one page, and finds none of the team's notes, file names or example addresses in it. */
async function expectNoWorkingNotes(paths: string[]) {
  const page = await newPage(browser);
  for (const path of paths) {
    await open(page, path);
    // Everything the page loads (data, configuration, the map) is in before it is read.
    await page.waitForLoadState('networkidle');
    const { text, links } = await page.evaluate(() => ({
      text: document.body.innerText,
      links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
    }));
    // Nor any working note of the team or file name, in what the page says.
    for (const note of WORKING_NOTES) expect(text.includes(note), `${path} shows '${note}'`).toBe(false);
    for (const forbidden of ['example.org', 'example.ng', 'spec §']) {
      expect(text.includes(forbidden), `${path} shows '${forbidden}'`).toBe(false);
      expect(
        links.filter((href) => href.includes(forbidden)),
        path,
      ).toEqual([]);
    }
  }
  await page.close();
}
