/**
 * The dashboard of issue 8 in a real browser: a user reports with photographs by keyboard, an admin
 * approves it, it appears on the public eyewitness page with its comment as text, and every screen
 * passes axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { axeViolations, launchBrowser, nextFilePicker, openAs } from '../src/browser.js';
import { verifiedUser, type TestUser } from '../src/accounts.js';
import { JPEG_8X8 } from '../../api/src/reports/test-media.js';

let portal: RunningPortal;
let browser: Browser;
let reporter: TestUser;
let admin: TestUser;
const COMMENT = 'The ramp at the <script>window.hacked = true</script> clinic is broken.';

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ ADMIN_EMAILS: 'chief@example.ng' }), launchBrowser()]);
  reporter = await verifiedUser(portal, 'Ada');
  admin = await verifiedUser(portal, 'Chief', 'chief@example.ng');
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** A page with `user` logged in, as the login page leaves it (spec §4.1: the user in localStorage). */
const as = (user: TestUser | null, path: string, viewport?: { width: number; height: number }): Promise<Page> =>
  openAs(browser, portal.url + path, user, viewport);

describe('dashboard', () => {
  it('sends a visitor without a user to the home page', async () => {
    const page = await as(null, '/dashboard');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it.each(['/dashboard', '/dashboard/profile', '/dashboard/user-roles'])(
    '%s renders in the dashboard app with no axe violations',
    async (path) => {
      const page = await as(admin, path);
      await expect.poll(() => page.locator('#portal-page-dashboard h1').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    },
  );

  it('takes a report with two photographs by keyboard, showing errors first', async () => {
    const page = await as(reporter, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Eyewitness report' }).waitFor();
    await page.getByRole('button', { name: 'Submit report' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Comment type/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Report Accessibility Issue' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: /^Comment/ }).focus();
    await page.keyboard.type(COMMENT);
    await page.getByRole('radio', { name: 'Photographs' }).focus();
    await page.keyboard.press('Space');
    for (const [n, name] of [
      [1, 'ramp.jpg'],
      [2, 'door.jpg'],
    ] as const) {
      if (n === 2) {
        await page.getByRole('button', { name: 'Add another photograph' }).focus();
        await page.keyboard.press('Enter');
      }
      const chooser = nextFilePicker(page);
      await page.getByRole('button', { name: `Choose photograph ${n}` }).focus();
      await page.keyboard.press('Enter');
      await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: JPEG_8X8 });
    }
    await page.getByRole('img', { name: 'Preview of photograph 2, door.jpg' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit report' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#portal-status').textContent()).toBe('Your eyewitness report has been submitted successfully!');
    expect(await page.getByRole('textbox', { name: /^Comment/ }).inputValue()).toBe('');
    await page.close();
  });

  it('shows a user Access Denied on the user roles page', async () => {
    const page = await as(reporter, '/dashboard/user-roles');
    await expect.poll(() => page.getByText("Access Denied: You don't have permission to access this page.").count()).toBe(1);
    await page.close();
  });

  it('lets the admin log in and approve the report, which then appears publicly with its comment as text', async () => {
    const page = await as(null, '/login');
    await page.getByLabel('Email address').waitFor();
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(admin.email);
    await page.locator('input[type="password"]').focus();
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await page
      .getByRole('link', { name: /Moderation/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 2, name: /awaiting review/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Approve' }).first().click();
    await expect.poll(() => page.locator('#portal-status').textContent()).toMatch(/approved/i);

    const publicPage = await as(null, '/eyewitnesspage');
    await expect.poll(() => publicPage.getByText(COMMENT).count()).toBe(1);
    expect(await publicPage.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    expect(await axeViolations(publicPage)).toEqual([]);
    await publicPage.close();
    await page.close();
  });

  it('shows a moderator the users read-only, with No permission', async () => {
    const promoted = await fetch(`${portal.url}/api/v1/roles/update-role`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ userId: reporter.id, role: 'moderator' }),
    });
    expect(promoted.status).toBe(200);
    const page = await as({ ...reporter, role: 'moderator' }, '/dashboard/user-roles');
    await expect.poll(() => page.getByText('No permission').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('opens the navigation drawer on a phone with no axe violations, and logs out', async () => {
    const page = await as(reporter, '/dashboard/profile', { width: 375, height: 800 });
    await page.getByRole('button', { name: 'Dashboard menu' }).click();
    await page.getByRole('dialog', { name: 'Dashboard menu' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Ada/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.close();
  });
});
