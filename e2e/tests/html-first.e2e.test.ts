/**
 * Issue 37, item 1: every control of the public pages does its job as HTML when the page's scripts never
 * arrive (JavaScript on, every `.js` request failing: a dropped connection, a filtering proxy, a CDN
 * outage), as a reader meets it: the state dropdown, the statistics views, 'View All', Read More and Menu; and the
 * account forms that need no script, registration and a forgotten password, which complete as plain forms.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@portal/shared/messages';
import type { RunningPortal } from '../src/portal-server.js';
import { axeViolations, newPageWithoutScripts, startPortalAndBrowser } from '../src/browser.js';
import { mailedToken } from '../src/accounts.js';
import { menuLinksOn } from '../src/routes.js';
import { accountMessages } from '@portal/shared/account-messages';

let portal: RunningPortal;
let browser: Browser;
startPortalAndBrowser((started) => ({ portal, browser } = started));

/** `path` in a page whose every script fails to load. */
async function withoutScripts(path: string): Promise<Page> {
  const page = await newPageWithoutScripts(browser);
  await page.goto(portal.url + path);
  return page;
}

const mainHeading = (page: Page, name: string | RegExp) => page.locator('main').getByRole('heading', { name });

describe('the public pages with every script failing (issue 37, item 1)', () => {
  it("shows Lagos' policy overview when Lagos is chosen in the top bar's dropdown and shown", async () => {
    const page = await withoutScripts('/');
    const header = page.locator('#portal-header');
    await header.getByRole('combobox', { name: 'State' }).selectOption('Lagos');
    await header.getByRole('button', { name: messages.showState }).click();
    await expect.poll(() => mainHeading(page, 'Overview of Lagos Disability Policy').count()).toBe(1);
    expect(new URL(page.url()).search).toBe('?state=Lagos');
    // The server rendered the whole home page for Lagos: its dropdown, and the education section.
    expect(await header.getByRole('combobox', { name: 'State' }).inputValue()).toBe('Lagos');
    expect(await mainHeading(page, /Lagos/).count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);

    // The empty option clears it.
    await header.getByRole('combobox', { name: 'State' }).selectOption({ label: 'No state (all of Nigeria)' });
    await header.getByRole('button', { name: messages.showState }).click();
    await expect.poll(() => mainHeading(page, 'Overview of Nigeria Disability Policy').count()).toBe(1);
    await page.close();
  });

  it('shows each statistics view from its tab', async () => {
    const page = await withoutScripts('/');
    const statistics = page.getByRole('region', { name: 'Disability statistics' });
    for (const [tab, title] of [
      [messages.statsGender, 'Persons with disabilities by gender'],
      ['Age', 'Persons with disabilities by age band'],
      ['Population', 'Share of the population living with a disability'],
    ] as const) {
      await statistics.getByRole('tab', { name: tab }).click();
      await expect.poll(() => statistics.getByRole('heading', { level: 3, name: title }).isVisible(), { message: title }).toBe(true);
      expect(await statistics.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      expect(await statistics.getByRole('table').count()).toBe(1);
    }
    await page.close();
  });

  it("leads from 'View All' to the list of the state's schools, although the page script first asked the shell for the dialog", async () => {
    const page = await withoutScripts('/?state=Lagos');
    await page.getByRole('link', { name: messages.viewAll }).click();
    await page.waitForURL(`${portal.url}/schools?state=Lagos`);
    expect(await page.locator('main h1').count()).toBe(1);
    await page.close();
  });

  it("opens the rest of a state's overview with Read More and closes it with Read Less", async () => {
    const page = await withoutScripts('/states/25');
    const overview = page.getByRole('region', { name: 'Overview' });
    const rest = overview.locator('details p');
    expect(await rest.isVisible()).toBe(false);
    await overview.getByText(messages.readMore).click();
    await expect.poll(() => rest.isVisible()).toBe(true);
    expect(await overview.getByText(messages.readMore).isVisible()).toBe(false);
    await overview.getByText(messages.readLess).click();
    await expect.poll(() => rest.isVisible()).toBe(false);
    await page.close();
  });

  it('reaches every menu link from Menu, in the dialog the page opens, or on the menu page with no JavaScript at all', async () => {
    const page = await withoutScripts('/states/25');
    await page.locator('#portal-header').getByRole('link', { name: messages.menu }).click();
    const menu = page.getByRole('dialog', { name: messages.menu });
    await expect.poll(() => menu.isVisible()).toBe(true);
    // The menu's links, then this page in each language.
    expect(await menu.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
      menuLinksOn('/states/25'),
    );
    expect(await axeViolations(page)).toEqual([]);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    expect(await menu.isVisible()).toBe(false);
    // The menu's own page, where Menu leads with no JavaScript at all (below), passes axe too.
    await page.goto(portal.url + '/menu');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();

    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(portal.url + '/states/25');
    await plain.locator('#portal-header').getByRole('link', { name: messages.menu }).click();
    await plain.waitForURL(`${portal.url}/menu`);
    expect(await mainHeading(plain, messages.menu).count()).toBe(1);
    const hrefs = await plain.locator('main a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(menuLinksOn('/menu'));
    await context.close();
  });
});

describe('the account forms with every script failing (issue 37, item 1)', () => {
  const password = 'Inclusive#2026';

  it('registers, and then sends a reset link, as plain forms: each page says so and the mail arrives', async () => {
    const email = `plain.${Date.now()}@example.ng`;
    const page = await withoutScripts('/register');
    await page.getByRole('textbox', { name: 'First name' }).fill('Chiamaka');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Eze');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await page.getByRole('button', { name: accountMessages.createAccount }).click();
    await expect.poll(() => mainHeading(page, accountMessages.verificationEmailSent).count()).toBe(1);
    expect(await mailedToken(portal.dataDir, email, 'verify-email')).toMatch(/^[\w-]+$/);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(portal.url + '/forgot-password');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('button', { name: accountMessages.sendResetLink }).click();
    await expect.poll(() => mainHeading(page, accountMessages.checkYourEmail).count()).toBe(1);
    expect(await mailedToken(portal.dataDir, email, 'reset-password')).toMatch(/^[\w-]+$/);
    await page.close();
  });

  it('shows a refused registration next to its field, keeping what was typed', async () => {
    const page = await withoutScripts('/register');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Eze');
    await page.getByRole('button', { name: accountMessages.createAccount }).click();
    await expect.poll(() => page.getByText(accountMessages.fillAllFields).count()).toBeGreaterThan(0);
    // The summary has focus, as the script would give it, so a screen reader reads what went wrong first.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe('Eze');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
