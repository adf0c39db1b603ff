/** Accounts of issue 7 in a real browser, with real mail (the outbox): register, verify, log in, reset. */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningPortal } from '../src/portal-server.js';
import { axeViolations, hydrated, newPage, startPortalAndBrowser } from '../src/browser.js';
import { mailedToken } from '../src/accounts.js';

let portal: RunningPortal;
let browser: Browser;
const email = `grace.${Date.now()}@example.ng`;
const PASSWORD = 'Inclusive#2026';
const NEW_PASSWORD = 'Another#Pass27';

startPortalAndBrowser((started) => ({ portal, browser } = started));

/**
 * An account page once its app has hydrated: these tests are of the forms with their script (one sent
 * before that is posted, and answered by the server's page: first-use-input.e2e).
 */
async function open(path: string): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(portal.url + path);
  await hydrated(page);
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('accounts', () => {
  it('shows the errors of an empty registration without axe violations', async () => {
    const page = await open('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.locator('#portal-alert, #portal-status').allTextContents()).toContain('Please fill out all fields');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('registers by keyboard alone, verifies by the mailed link, and is logged in on the dashboard', async () => {
    const page = await open('/register');
    // Keyboard only: focus the first field, then type and Tab, as a keyboard user would.
    await page.getByLabel('First name').focus();
    await page.keyboard.type('Grace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Adeyemi');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.locator('input[type="password"]').first().focus();
    await page.keyboard.type(PASSWORD);
    await page.locator('input[type="password"]').nth(1).focus();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Verification Email Sent');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${portal.url}/verify-email/${await mailedToken(portal.dataDir, email)}`);
    await expect.poll(() => pathOf(page)).toBe('/dashboard');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null') as {
      email: string;
      token: string;
    } | null;
    expect(stored?.email).toBe(email);
    expect(stored?.token).toBeTruthy();
    await page.close();
  });

  it('shows the login errors without axe violations', async () => {
    const page = await open('/login');
    await page.getByRole('button', { name: 'Log in' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#portal-alert, #portal-status').allTextContents()).toContain('Please Fill out all fields');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('logs in and out by keyboard alone, and the old token is refused', async () => {
    const page = await open('/login');
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(email);
    await page.locator('input[type="password"]').focus();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#portal-status').textContent()).toBe('Welcome back, Grace!');
    await expect.poll(() => pathOf(page)).toBe('/dashboard');
    // The page change has its own live region, so it does not silence the welcome.
    await expect.poll(() => page.locator('#portal-route-status').textContent()).toBe('Eyewitness report, page loaded');
    expect(await page.locator('#portal-status').textContent()).toBe('Welcome back, Grace!');
    const { token } = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as { token: string };

    await page.getByRole('button', { name: /^Grace/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    for (let i = 0; i < 3 && (await page.evaluate(() => document.activeElement?.textContent?.trim())) !== 'Logout'; i++)
      await page.keyboard.press('ArrowDown');
    // The portal signs out at once and tells the server without waiting for it: the old token is refused
    // once the server has answered that request.
    const serverSignedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/auth/logout');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect((await serverSignedOut).status()).toBe(200);
    const refused = await fetch(`${portal.url}/api/v1/auth/update-profile`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ firstname: 'G', lastname: 'A' }),
    });
    expect(refused.status).toBe(401);
    await page.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const page = await open('/forgot-password');
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Check Your Email');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${portal.url}/reset-password/${await mailedToken(portal.dataDir, email, 'reset-password')}`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Reset password');
    await page.locator('input[type="password"]').first().focus();
    await page.keyboard.type(NEW_PASSWORD);
    await page.locator('input[type="password"]').nth(1).focus();
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Your password has been reset');
    expect(await axeViolations(page)).toEqual([]);
    const login = await fetch(`${portal.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: NEW_PASSWORD }),
    });
    expect(login.status).toBe(200);
    await page.close();
  });
});
