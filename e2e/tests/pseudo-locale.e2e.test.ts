/**
 * Issue 39: the portal's words checked in a pseudo-locale, a language longer than any it speaks. A portal
 * started with `PORTAL_PSEUDO_LOCALE=1` (from the same build as every other test's: no build of its own)
 * shows its English pages with every text of its catalogues accented, about 40 % longer and in brackets
 * (@portal/shared's `i18n/pseudo-locale.ts`), rendered so on the server and in the browser. Every public
 * route, the account pages and every page of an administrator's dashboard, at a phone's width and a
 * laptop's, must then show none of the portal's own words in plain English (a text no catalogue gives) and
 * nothing cut off, reaching past the window or drawn over other text or a control: what a longer language
 * would break.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@portal/shared/messages';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { hydrated, launchBrowser, openAs } from '../src/browser.js';
import { verifiedUser, type TestUser } from '../src/accounts.js';
import { layoutProblems, notPseudoLocalized } from '../src/page-words.js';
import { DASHBOARD_ROUTES, ROUTES, WIDTHS } from '../src/routes.js';

let portal: RunningPortal;
let browser: Browser;
let admin: TestUser;
/** The names the pages show as they are in every language (`notPseudoLocalized`): places, and the map credit's. */
let names: string[];
let reportId: number;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ ADMIN_EMAILS: 'chief@example.ng', PORTAL_PSEUDO_LOCALE: '1' }), launchBrowser()]);
  admin = await verifiedUser(portal, 'Chief', 'chief@example.ng');
  reportId = await publishedReport();
  const read = async <Answer>(path: string) => (await (await fetch(portal.url + path)).json()) as Answer;
  type Named = { data: { name: string }[] };
  const [states, countries, schools] = await Promise.all([
    read<Named>('/api/v1/states?per_page=50'),
    read<Named>('/api/v1/countries'),
    read<{ records: { location: string; local_government: string }[] }>('/api/v1/downloads/schools.json'),
  ]);
  // Places are named in their own names, in no one language (mfe-schools' school page says so too).
  names = [
    ...[...states.data, ...countries.data].map(({ name }) => name),
    ...schools.records.flatMap(({ location, local_government }) => [location, local_government]),
    messages.mapOutlinesPackage,
    messages.licenceShortName,
  ];
});

/** A report the administrator sent and published, so the reports page shows one and its own page exists. */
async function publishedReport(): Promise<number> {
  const form = new FormData();
  const fields = {
    firstName: 'Chief',
    lastName: 'Okafor',
    email: admin.email,
    commentType: 'Testimonials',
    comment: 'The ramp at the clinic is too steep',
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const headers = { authorization: `Bearer ${admin.token}` };
  const sent = await fetch(`${portal.url}/api/v1/eyewitness`, { method: 'POST', headers, body: form });
  if (!sent.ok) throw new Error(`The report was refused: ${sent.status} ${await sent.text()}`);
  const { report } = (await sent.json()) as { report: { id: number } };
  const approved = await fetch(`${portal.url}/api/v1/moderation/reports/${report.id}/approve`, { method: 'POST', headers });
  if (!approved.ok) throw new Error(`The report was not published: ${approved.status} ${await approved.text()}`);
  return report.id;
}

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/**
 * `path` in the pseudo-locale at `width`: marked as such (the browser's scripts then pseudo-localize as
 * the server did, so what is checked is the hydrated page), with no plain English of the portal's own and
 * nothing that does not fit. Both are polled: a page rendered in the browser (the dashboard's) arrives
 * with its heading alone, and lays out again as its data arrives.
 */
async function expectPseudoLocalizedAndFitting(page: Page, path: string, width: number) {
  await page.goto(portal.url + path);
  await expect.poll(() => page.locator('main h1').count(), { message: path }).toBe(1);
  await hydrated(page);
  // Checked once the page's data is in: a poll could otherwise pass on a list still loading, its dates unseen.
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('main [aria-busy="true"]').count(), { message: path }).toBe(0);
  expect(await page.locator('html').getAttribute('data-pseudo-locale'), path).toBe('');
  await expect.poll(() => notPseudoLocalized(page, names), { message: `English on ${path} at ${width} px`, timeout: 10_000 }).toEqual([]);
  await expect
    .poll(() => layoutProblems(page, `pseudo-locale${path}-${width}`), { message: `${path} at ${width} px`, timeout: 10_000 })
    .toEqual([]);
}

describe.each(WIDTHS)('the pseudo-locale at %i px', (width) => {
  const viewport = { width, height: 900 };

  it('every public route, a published report and every account page show their words pseudo-localized, all of them fitting', async () => {
    const page = await openAs(browser, portal.url + '/', null, viewport);
    for (const route of [...ROUTES, `/reports/${reportId}`]) await expectPseudoLocalizedAndFitting(page, route, width);
    await page.close();
  });

  it("every page of an administrator's dashboard shows its words pseudo-localized, all of them fitting", async () => {
    const page = await openAs(browser, `${portal.url}/dashboard`, admin, viewport);
    for (const route of DASHBOARD_ROUTES) await expectPseudoLocalizedAndFitting(page, route, width);
    await page.close();
  });
});
