/** Schools of issue 6 in a real browser: the modal from the home page, the school page, the widget on another site. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RunningPortal } from '../src/portal-server.js';
import { axeViolations, hydrated, newPage, startPortalAndBrowser } from '../src/browser.js';
import { servePartnerPage } from '../src/partner-page.js';

let portal: RunningPortal;
let browser: Browser;

startPortalAndBrowser((started) => ({ portal, browser } = started));

describe('schools modal', () => {
  it('opens by keyboard, searches by name, type and both (a union), resets, and returns focus when closed', async () => {
    const page = await newPage(browser);
    await page.goto(portal.url + '/');
    await hydrated(page);
    const viewAll = page.getByRole('button', { name: 'View All' });
    await viewAll.waitFor();
    await viewAll.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Schools' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText(/inclusive schools? found/).count()).toBeGreaterThan(0);

    const status = () => page.locator('#portal-status').textContent();
    const count = async () => Number((await status())?.match(/^Found (\d+)/)?.[1] ?? -1);
    const search = async () => {
      await page.locator('#portal-status').evaluate((region) => (region.textContent = ''));
      await dialog.getByRole('button', { name: 'Search', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(status).toMatch(/^(Found \d+ matching schools?|No schools match your search criteria)$/);
    };

    await dialog.getByLabel('School name').focus();
    await page.keyboard.type('deaf');
    await search();
    const byName = await count();
    expect(byName).toBeGreaterThan(0);
    // The outcome is read once: by the shell's region, which stays exposed to screen readers while the
    // dialog hides the rest of the page, and not again by the dialog's own region.
    expect(await page.locator('#portal-status').evaluate((region) => region.closest('[aria-hidden="true"]') === null)).toBe(true);
    expect(await dialog.getByRole('status').textContent()).not.toMatch(/^Found/);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Reset' }).focus();
    await page.keyboard.press('Enter');
    expect(await dialog.getByLabel('School name').inputValue()).toBe('');
    expect(await dialog.getByRole('button', { name: 'Search', exact: true }).isDisabled()).toBe(true);

    const chooseType = async (type: string) => {
      await dialog.getByRole('button', { name: /Type$/ }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: type, exact: true }).focus();
      await page.keyboard.press('Enter');
    };
    await chooseType('Primary');
    await search();
    const byType = await count();
    expect(byType).toBeGreaterThan(0);

    await dialog.getByLabel('School name').focus();
    await page.keyboard.type('deaf');
    await search();
    // A union: at least as many as either criterion alone.
    expect(await count()).toBeGreaterThanOrEqual(Math.max(byName, byType));

    await dialog.getByLabel('School name').fill('');
    await page.keyboard.type('zzzz-no-such-school');
    await dialog.getByRole('button', { name: 'Reset' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByLabel('School name').focus();
    await page.keyboard.type('zzzz-no-such-school');
    await search();
    expect(await status()).toBe('No schools match your search criteria');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back to 'View All' a frame after the dialog has gone: wait for it, as a user would.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('View All');
    await page.close();
  });
});

describe('school page', () => {
  it('shows a real school with its sources, without axe violations', async () => {
    const page = await newPage(browser);
    await page.goto(portal.url + '/schools/1');
    await expect.poll(() => page.locator('#portal-page-schools h1').textContent()).not.toMatch(/^(School|Loading.*)?$/);
    expect(await page.getByRole('region', { name: 'Sources' }).count()).toBe(1);
    expect(await page.getByText(/example\.ng|Demonstration/).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('says "School not found" for an unknown id', async () => {
    const page = await newPage(browser);
    await page.goto(portal.url + '/schools/99999');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('School not found');
    await page.close();
  });
});

describe('embeddable widget', () => {
  let partner: Awaited<ReturnType<typeof servePartnerPage>>;

  beforeAll(async () => {
    partner = await servePartnerPage(portal.url);
  });

  afterAll(async () => {
    await partner?.close();
  });

  it("lists a state's schools on another site, searchable, without axe violations", async () => {
    const page = await newPage(browser);
    await page.goto(partner.url);
    const widget = page.locator('[data-portal-schools]');
    await expect.poll(() => widget.getByRole('heading', { name: 'Inclusive schools in Lagos' }).count()).toBe(1);
    await expect.poll(() => widget.getByRole('link', { name: /School/ }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    // The search works in the shipped build (rendered by Preact, with the browser's own type select).
    await widget.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Primary' });
    await widget.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => widget.getByRole('status').textContent()).toMatch(/^Found \d+ matching schools?$/);
    const found = Number((await widget.getByRole('status').textContent())!.match(/\d+/)![0]);
    expect(await widget.getByRole('listitem').count()).toBe(found);
    await widget.getByRole('button', { name: 'Reset' }).press('Enter');
    await expect.poll(() => widget.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('any');
    await expect
      .poll(() => widget.getByRole('searchbox', { name: 'School name' }).evaluate((box) => box === document.activeElement))
      .toBe(true);
    await page.close();
  });

  it("finds Lagos's schools for blind learners with its impairment select", async () => {
    const page = await newPage(browser);
    await page.goto(partner.url);
    const widget = page.locator('[data-portal-schools]');
    await expect.poll(() => widget.getByRole('article').count()).toBeGreaterThan(0);
    await widget.getByRole('combobox', { name: 'Impairment served' }).selectOption({ label: 'Visual (blind or partially sighted)' });
    await widget.getByRole('button', { name: 'Search' }).press('Enter');
    await expect.poll(() => widget.getByRole('status').textContent()).toMatch(/^Found \d+ matching schools?/);
    const found = Number((await widget.getByRole('status').textContent())!.match(/\d+/)![0]);
    expect(found).toBeGreaterThanOrEqual(2);
    await expect.poll(() => widget.getByRole('article').count()).toBe(found);
    expect(await widget.getByRole('heading', { name: 'Pacelli School for the Blind and Partially Sighted Children' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('has a demo page with the snippet', async () => {
    const page = await newPage(browser);
    await page.goto(portal.url + '/embed/demo.html');
    await expect.poll(() => page.locator('[data-portal-schools] h2, [data-portal-schools] h3').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
