import { execFile } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { REPO_ROOT, startPortal, type RunningPortal } from '../src/portal-server.js';
import { launchBrowser, newPage } from '../src/browser.js';

const run = promisify(execFile);
const OTHER_APPS = ['shell', 'mfe-public', 'mfe-map', 'mfe-schools', 'mfe-dashboard'];

/** Modification times of every file of a built app, to prove a rebuild did not touch it. */
async function distTimes(pkg: string): Promise<Record<string, number>> {
  const dir = path.join(REPO_ROOT, pkg, 'dist');
  const names = await readdir(dir, { recursive: true });
  const entries = await Promise.all(names.map(async (name) => [name, (await stat(path.join(dir, name))).mtimeMs] as const));
  return Object.fromEntries(entries);
}

let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('independent deployment', () => {
  it('rebuilds mfe-auth alone and the running portal serves the new build, the others untouched', async () => {
    const before = Object.fromEntries(await Promise.all(OTHER_APPS.map(async (pkg) => [pkg, await distTimes(pkg)])));
    const buildId = `e2e-${Date.now()}`;

    await run('npm', ['run', 'build', '-w', 'mfe-auth'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORTAL_BUILD_ID: buildId },
    });

    // The server was not restarted: it serves the new remoteEntry.js…
    const entry = await (await fetch(`${portal.url}/mfe/auth/remoteEntry.js`)).text();
    expect(entry).toContain(`mfe_auth build ${buildId}`);
    expect(await readFile(path.join(REPO_ROOT, 'mfe-auth', 'dist', 'remoteEntry.js'), 'utf8')).toContain(buildId);

    // …and the running shell loads it: the login page comes from chunks of the new build.
    const page = await newPage(browser);
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/mfe/auth/')) bodies.push(response.text().catch(() => ''));
    });
    await page.goto(`${portal.url}/login`);
    await expect.poll(() => page.locator('#portal-page-auth h1').count()).toBe(1);
    const scripts = (await Promise.all(bodies)).filter(Boolean);
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.every((source) => source.includes(`build ${buildId}`) || !source.includes('mfe_auth build'))).toBe(true);
    await page.close();

    for (const pkg of OTHER_APPS) expect(await distTimes(pkg)).toEqual(before[pkg]);
  });
});
