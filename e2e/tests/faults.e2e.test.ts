/**
 * Faults of issue 9: a server killed mid-upload, and an app's files deleted while the portal runs; and of
 * issue 37: an app's files that fail once on a flaky network are fetched again before any error shows.
 */
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT, startPortal } from '../src/portal-server.js';
import { hydrated, launchBrowser, newPage, showStateFromTopBar, startUsing } from '../src/browser.js';
import { verifiedUser } from '../src/accounts.js';
import { jpegOfSize } from '../../api/src/reports/test-media.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Every file under `dir`, or none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Chooses Oyo in the top bar's state dropdown and waits for the portal to say it shows Oyo's data. */
async function chooseOyoInTopBar(page: Page) {
  await showStateFromTopBar(page, 'Oyo');
  await expect.poll(() => page.locator('#portal-status').textContent()).toBe('You are currently viewing Data for Oyo state');
}

describe('a server killed in the middle of an upload', () => {
  it('leaves no report row and no orphan file after the restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-kill-'));
    const first = await startPortal({ ADMIN_EMAIL: 'root@example.ng', ADMIN_PASSWORD: 'Root#Admin2026' }, { dataDir });
    const user = await verifiedUser(first, 'Killed');

    // A multipart body sent slowly: two photographs of 2 MB, then the server dies before the end.
    const boundary = '----portal-kill-test';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = ['firstName', 'Killed', 'lastName', 'Okafor', 'email', user.email, 'commentType', 'Testimonials', 'comment', 'Cut off'];
    const fields = Array.from({ length: head.length / 2 }, (_, i) => part(head[2 * i]!, head[2 * i + 1]!)).join('');
    const photo = jpegOfSize(2 * 1024 * 1024);
    const photoHead = (n: number) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="p${n}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const pieces = [Buffer.from(fields + photoHead(1)), photo, Buffer.from(`\r\n${photoHead(2)}`), photo.subarray(0, 1024 * 1024)];
        if (sent < pieces.length) {
          controller.enqueue(pieces[sent]!);
          sent += 1;
          await new Promise((resolve) => setTimeout(resolve, 150));
          return;
        }
        // Hold the request open, half-sent, until the server is gone.
        await new Promise((resolve) => setTimeout(resolve, 60_000));
      },
    });
    const upload = fetch(`${first.url}/api/v1/eyewitness`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    await expect.poll(async () => (await filesUnder(path.join(dataDir, 'uploads'))).length).toBeGreaterThan(0);
    process.kill(first.pid, 'SIGKILL');
    expect(await upload).toBeInstanceOf(Error);

    const second = await startPortal({ ADMIN_EMAIL: 'root@example.ng', ADMIN_PASSWORD: 'Root#Admin2026' }, { dataDir });
    try {
      const login = await fetch(`${second.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'root@example.ng', password: 'Root#Admin2026' }),
      });
      const { token } = (await login.json()) as { token: string };
      const queue = await fetch(`${second.url}/api/v1/moderation/reports`, { headers: { authorization: `Bearer ${token}` } });
      expect(queue.status).toBe(200);
      expect(((await queue.json()) as { reports: unknown[] }).reports).toEqual([]);
      expect(await filesUnder(path.join(dataDir, 'uploads'))).toEqual([]);
    } finally {
      await second.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("an app's files deleted while the portal runs", () => {
  it('keeps every other app working and offers Retry in the broken region', async () => {
    const webRoot = await mkdtemp(path.join(tmpdir(), 'portal-web-'));
    for (const pkg of ['shell', 'mfe-public', 'mfe-map', 'mfe-schools', 'mfe-auth', 'mfe-dashboard']) {
      await mkdir(path.join(webRoot, pkg), { recursive: true });
      await cp(path.join(REPO_ROOT, pkg, 'dist'), path.join(webRoot, pkg, 'dist'), { recursive: true });
    }
    const portal = await startPortal({ WEB_ROOT: webRoot });
    try {
      await rm(path.join(webRoot, 'mfe-map', 'dist'), { recursive: true });
      const page = await newPage(browser);
      await page.goto(`${portal.url}/`);
      await expect.poll(() => page.locator('#portal-page-public h1').count()).toBe(1);
      await startUsing(page);
      await expect
        .poll(() => page.locator('#portal-page-public [role="alert"]').getByRole('button', { name: 'Retry' }).count())
        .toBeGreaterThan(0);
      // The rest still works.
      await chooseOyoInTopBar(page);
      await page.close();
    } finally {
      await portal.stop();
      await rm(webRoot, { recursive: true, force: true });
    }
  });
});

describe("an app's files failing once on a flaky network", () => {
  it('are fetched again by the retry plugin, and the page hydrates with no error shown', async () => {
    const portal = await startPortal();
    try {
      // Without the service worker, whose requests Playwright's routes do not see.
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      // mfe-public's entry, and then the chunk of the module the page needs, each fail the first time
      // they are asked for as a script (a prefetch is not the load that counts).
      const failedOnce = new Set<string>();
      await page.route(/\/mfe\/public\/(remoteEntry|__federation_expose_lifecycles)[^/]*\.js$/, async (route) => {
        const file = new URL(route.request().url()).pathname;
        if (route.request().resourceType() !== 'script' || failedOnce.has(file)) return route.fallback();
        failedOnce.add(file);
        return route.fulfill({ status: 503, body: 'Service Unavailable' });
      });
      await page.addInitScript(() => {
        const seen = window as { errorShown?: boolean };
        new MutationObserver(() => {
          if (document.querySelector('.portal-load-error')) seen.errorShown = true;
        }).observe(document, { subtree: true, childList: true });
      });
      await page.goto(`${portal.url}/`);
      await hydrated(page);
      expect(failedOnce.size).toBe(2);
      expect(await page.evaluate(() => (window as { errorShown?: boolean }).errorShown ?? false)).toBe(false);
      await chooseOyoInTopBar(page);
      await context.close();
    } finally {
      await portal.stop();
    }
  });
});
