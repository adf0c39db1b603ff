/**
 * Issue 9 in a real browser: stored XSS payloads in free-text fields (names, imported school data) render
 * as text, and every kind of response carries the security headers with a CSP that forbids eval.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { launchBrowser, openAs } from '../src/browser.js';
import { verifiedUser, type TestUser } from '../src/accounts.js';
import { JPEG_8X8 } from '../../api/src/reports/test-media.js';

const PAYLOAD = '<img src=x onerror="window.__xss=1">';
let portal: RunningPortal;
let browser: Browser;
let hostile: TestUser;
let adminToken: string;

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return fetch(`${portal.url}/api/v1${path}`, { ...init, headers });
}

beforeAll(async () => {
  [portal, browser] = await Promise.all([
    startPortal({ ADMIN_EMAIL: 'root@example.ng', ADMIN_PASSWORD: 'Root#Admin2026' }),
    launchBrowser(),
  ]);
  hostile = await verifiedUser(portal, PAYLOAD, `xss.${Date.now()}@example.ng`);
  const login = await api('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'root@example.ng', password: 'Root#Admin2026' }),
  });
  adminToken = ((await login.json()) as { token: string }).token;
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const as = (user: object | null, path: string): Promise<Page> => openAs(browser, portal.url + path, user);

/** The administrator ADMIN_EMAIL made, as the login page stores them. */
const asAdmin = () => ({
  id: 0,
  firstname: 'Portal',
  lastname: 'Administrator',
  email: 'root@example.ng',
  role: 'admin',
  isVerified: true,
  token: adminToken,
});

const ran = (page: Page) => page.evaluate(() => (window as { __xss?: number }).__xss);

describe('stored XSS payloads', () => {
  it('show as text in the dashboard user menu and the admin list of users', async () => {
    const own = await as(hostile, '/dashboard/profile');
    await expect.poll(() => own.getByText(PAYLOAD, { exact: true }).count()).toBeGreaterThan(0);
    expect(await ran(own)).toBeUndefined();
    await own.close();

    const admin = await as(asAdmin(), '/dashboard/user-roles');
    await expect.poll(() => admin.getByText(PAYLOAD, { exact: false }).count()).toBeGreaterThan(0);
    expect(await ran(admin)).toBeUndefined();
    await admin.close();
  });

  it('show as text on the page of an imported school', async () => {
    const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
    const file =
      'name,state,type,desc,source_title,source_url,quote,confidence\n' +
      `${quoted(`${PAYLOAD} School`)},Lagos,primary,"<script>window.__xss=1</script> accessible",${quoted(PAYLOAD)},https://news.example.com/xss,${quoted(PAYLOAD)},low\n`;
    const imported = await api('/imports/schools', {
      method: 'POST',
      token: adminToken,
      headers: { 'content-type': 'text/csv' },
      body: file,
    });
    expect(imported.status).toBe(200);
    const found = (await (await api(`/schools?q=${encodeURIComponent('onerror')}`)).json()) as { data: Array<{ id: number }> };
    const page = await as(null, `/schools/${found.data[0]!.id}`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(`${PAYLOAD} School`);
    expect(await page.getByText('<script>window.__xss=1</script> accessible').count()).toBe(1);
    expect(await ran(page)).toBeUndefined();
    await page.close();
  });
});

describe('right-to-left overrides', () => {
  it('an RTL override in a comment is shown isolated in the moderation queue', async () => {
    const RLO = '\u202E';
    const form = new FormData();
    const fields = {
      firstName: 'Bidi',
      lastName: `Okafor${RLO}`,
      email: hostile.email,
      commentType: 'Testimonials',
      comment: `The ramp ${RLO}is broken`,
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    expect((await api('/eyewitness', { method: 'POST', token: hostile.token, body: form })).status).toBeLessThan(300);

    const page = await as(asAdmin(), '/dashboard/moderation');
    const comment = page.locator('.report-card__comment bdi', { hasText: 'The ramp' });
    await expect.poll(() => comment.count()).toBe(1);
    expect(await comment.textContent()).toBe(fields.comment);
    // The override stays inside its <bdi>: the words after the name still run left to right.
    const after = await page.evaluate((lastName) => {
      const name = [...document.querySelectorAll('.report-card__facts bdi')].find((bdi) => bdi.textContent === lastName)!;
      let node: Node | null = name.nextSibling;
      while (node && !(node.nodeType === Node.TEXT_NODE && /[a-z]{3}/.test(node.textContent ?? ''))) node = node.nextSibling;
      const text = node as Text;
      const lefts = [...text.data].map((char, index) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return { char, left: range.getBoundingClientRect().left };
      });
      return { text: text.data, lefts: lefts.filter(({ char }) => char.trim() !== '').map(({ left }) => left) };
    }, fields.lastName);
    expect(after.text).toContain('name not to be shown');
    expect(after.lefts).toEqual([...after.lefts].sort((a, b) => a - b));
    await page.close();

    // Out of the queue, so the media test below finds its own report first.
    const queue = (await (await api('/moderation/reports', { token: adminToken })).json()) as {
      reports: Array<{ id: number; comment: string }>;
    };
    const id = queue.reports.find((report) => report.comment === fields.comment)!.id;
    const rejected = await api(`/moderation/reports/${id}/reject`, {
      method: 'POST',
      token: adminToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Test of right-to-left text' }),
    });
    expect(rejected.status).toBe(200);
  });
});

describe('security headers', () => {
  async function approvedMediaUrl(): Promise<string> {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      firstName: 'Media',
      lastName: 'Test',
      email: hostile.email,
      commentType: 'Testimonials',
      comment: 'Photo',
    }))
      form.set(key, value);
    form.append('media', new Blob([new Uint8Array(JPEG_8X8)], { type: 'image/jpeg' }), 'photo.jpg');
    const sent = await api('/eyewitness', { method: 'POST', token: hostile.token, body: form });
    expect(sent.status).toBeLessThan(300);
    const queue = (await (await api('/moderation/reports', { token: adminToken })).json()) as { reports: Array<{ id: number }> };
    await api(`/moderation/reports/${queue.reports[0]!.id}/approve`, { method: 'POST', token: adminToken });
    const published = (await (await api('/reports')).json()) as { data: Array<{ media: Array<{ url: string }> }> };
    return published.data[0]!.media[0]!.url;
  }

  it('are on HTML, JSON, errors, the remotes, the widget and uploaded media', async () => {
    const media = await approvedMediaUrl();
    for (const path of [
      '/',
      '/about',
      '/api/v1/states',
      '/api/v1/no-such-route',
      '/federation.manifest.json',
      '/mfe/public/remoteEntry.js',
      '/embed/schools-widget.js',
      media,
    ]) {
      const response = await fetch(new URL(path, portal.url));
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/default-src|sandbox/);
      expect(csp, path).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBeTruthy();
    }
  });
});
