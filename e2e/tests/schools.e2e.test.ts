/** Schools of issue 6 in a real browser: the modal from the home page, the school page, the widget on another site. */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { axeViolations, launchBrowser, newPage } from '../src/browser.js';

let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('schools modal', () => {
  it('opens by keyboard, searches by name, type and both (a union), resets, and returns focus when closed', async () => {
    const page = await newPage(browser);
    await page.goto(portal.url + '/');
    const viewAll = page.getByRole('button', { name: 'View All' });
    await viewAll.waitFor({ timeout: 20_000 });
    await viewAll.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Schools' });
    await dialog.waitFor({ timeout: 20_000 });
    await expect.poll(() => dialog.getByText(/inclusive schools? found/).count()).toBeGreaterThan(0);
    await expect.poll(() => dialog.getByRole('note', { name: 'Demonstration data' }).count()).toBeGreaterThan(0);

    const status = () => page.locator('#portal-status').textContent();
    const count = async () => Number((await status())?.match(/^Found (\d+)/)?.[1] ?? -1);
    const search = async () => {
      await page.locator('#portal-status').evaluate((region) => (region.textContent = ''));
      await dialog.getByRole('button', { name: 'Search', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(status).toMatch(/^(Found \d+ matching schools?|No schools match your search criteria)$/);
    };

    await dialog.getByLabel('School name').focus();
    await page.keyboard.type('inclusive');
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
    await chooseType('Special');
    await search();
    const byType = await count();
    expect(byType).toBeGreaterThan(0);

    await dialog.getByLabel('School name').focus();
    await page.keyboard.type('inclusive');
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
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('View All');
    await page.close();
  });
});

describe('school page', () => {
  it('shows a school with the demonstration notice, without axe violations', async () => {
    const page = await newPage(browser);
    await page.goto(portal.url + '/schools/1');
    await expect.poll(() => page.locator('#portal-page-schools h1').textContent(), { timeout: 20_000 }).not.toMatch(/^(School|Loading.*)?$/);
    expect(await page.getByRole('note', { name: 'Demonstration data' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('says "School not found" for an unknown id', async () => {
    const page = await newPage(browser);
    await page.goto(portal.url + '/schools/99999');
    await expect.poll(() => page.locator('main h1').textContent(), { timeout: 20_000 }).toBe('School not found');
    await page.close();
  });
});

describe('embeddable widget', () => {
  let host: Server;
  let hostUrl: string;

  beforeAll(async () => {
    // Another organisation's page, on another origin, with the one element and the one script.
    host = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><html lang="en"><head><title>Partner NGO</title></head><body><main><h1>Partner NGO</h1>
<div data-portal-schools data-state="Lagos"></div>
<script src="${portal.url}/embed/schools-widget.js" defer></script></main></body></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://localhost:${(host.address() as { port: number }).port}/`;
  });

  afterAll(async () => {
    await new Promise((resolve) => host?.close(resolve));
  });

  it("lists a state's schools on another site, searchable, without axe violations", async () => {
    const page = await newPage(browser);
    await page.goto(hostUrl);
    const widget = page.locator('[data-portal-schools]');
    await expect.poll(() => widget.getByRole('heading', { name: 'Inclusive schools in Lagos' }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => widget.getByRole('link', { name: /School/ }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    // The search works in the shipped build (rendered by Preact, with the browser's own type select).
    await widget.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Special' });
    await widget.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => widget.getByRole('status').textContent(), { timeout: 20_000 }).toMatch(/^Found \d+ matching schools?$/);
    const found = Number((await widget.getByRole('status').textContent())!.match(/\d+/)![0]);
    expect(await widget.getByRole('listitem').count()).toBe(found);
    await widget.getByRole('button', { name: 'Reset' }).press('Enter');
    await expect.poll(() => widget.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('any');
    await expect.poll(() => widget.getByRole('searchbox', { name: 'School name' }).evaluate((box) => box === document.activeElement)).toBe(true);
    await page.close();
  });

  it('has a demo page with the snippet', async () => {
    const page = await newPage(browser);
    await page.goto(portal.url + '/embed/demo.html');
    await expect.poll(() => page.locator('[data-portal-schools] h2, [data-portal-schools] h3').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
