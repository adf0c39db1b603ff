import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { REPO_ROOT, startPortal, type RunningPortal } from '../src/portal-server.js';
import { hydrated, launchBrowser, newPage } from '../src/browser.js';
import { verifiedUser } from '../src/accounts.js';

const run = promisify(execFile);
const PACKAGES = ['shell', 'mfe-public', 'mfe-map', 'mfe-schools', 'mfe-auth', 'mfe-dashboard'];
const OTHER_APPS = PACKAGES.filter((pkg) => pkg !== 'mfe-auth');
const TITLE_SUFFIX = ' – Nigeria Disability Inclusion Data Portal';

/** Each file of a package's build with its modification time and a hash of its bytes, to prove a build did not touch it. */
async function distFiles(pkg: string): Promise<Record<string, string>> {
  const dir = path.join(REPO_ROOT, pkg, 'dist');
  const names = await readdir(dir, { recursive: true });
  const entries = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const { mtimeMs } = await stat(file);
      const bytes = await readFile(file).catch(() => null); // a folder has no bytes, only a time
      return [name, `${mtimeMs} ${bytes ? createHash('sha256').update(bytes).digest('hex') : 'folder'}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const allDistFiles = async (packages: string[]) =>
  Object.fromEntries(await Promise.all(packages.map(async (pkg) => [pkg, await distFiles(pkg)])));

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('independent deployment', () => {
  let portal: RunningPortal;

  beforeAll(async () => {
    portal = await startPortal();
  });

  afterAll(async () => {
    await portal?.stop();
  });

  it('rebuilds mfe-auth alone and the running portal serves the new build, the others untouched', async () => {
    const before = await allDistFiles(OTHER_APPS);
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
    // The server renders the page: its scripts have all come once the app has hydrated it.
    await hydrated(page);
    const scripts = (await Promise.all(bodies)).filter(Boolean);
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.every((source) => source.includes(`build ${buildId}`) || !source.includes('mfe_auth build'))).toBe(true);
    await page.close();

    expect(await allDistFiles(OTHER_APPS)).toEqual(before);
  });
});

/**
 * The page the test adds to the dashboard's page table, in a copy of the package: the repository's
 * dashboard, and so its production build, never has it. Its heading differs from its title, so the test
 * sees which one the shell took from where.
 */
const PAGES_WITH_SETTINGS = `
import type { PageTable } from '@portal/shared';
import { DASHBOARD_PAGES as RELEASED_PAGES, type DashboardContext } from './released-pages.js';

function SettingsPage() {
  return (
    <section>
      <h1>Your settings</h1>
      <p>Nothing to set yet.</p>
    </section>
  );
}

export type { DashboardContext };
export const DASHBOARD_PAGES: PageTable<DashboardContext> = [
  ...RELEASED_PAGES,
  { path: '/dashboard/settings', title: () => 'Settings', render: () => <SettingsPage /> },
];
`;

describe('a page added to one app', () => {
  let webRoot: string;
  let portal: RunningPortal;
  const links = ['node_modules', 'tsconfig.base.json', ...PACKAGES.filter((pkg) => pkg !== 'mfe-dashboard')];
  const dashboardCopy = () => path.join(webRoot, 'mfe-dashboard');

  beforeAll(async () => {
    // The server's WEB_ROOT: every package linked from the repository but mfe-dashboard, which is a copy of
    // its package (sources and current build) that builds with the repository's dependencies.
    webRoot = await mkdtemp(path.join(tmpdir(), 'portal-web-root-'));
    await Promise.all(links.map((name) => symlink(path.join(REPO_ROOT, name), path.join(webRoot, name))));
    await cp(path.join(REPO_ROOT, 'mfe-dashboard'), dashboardCopy(), {
      recursive: true,
      filter: (source) => path.basename(source) !== 'node_modules',
    });
    portal = await startPortal({ WEB_ROOT: webRoot });
  });

  afterAll(async () => {
    await portal?.stop();
    if (!webRoot) return;
    // The links go first, so that removing the folder cannot reach into the repository.
    await Promise.all(links.map((name) => unlink(path.join(webRoot, name)).catch(() => undefined)));
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves a new dashboard page, titled and announced, after a build of mfe-dashboard alone', async () => {
    const before = await allDistFiles(PACKAGES);
    const user = await verifiedUser(portal, 'Ngozi');
    const context = await browser.newContext();
    await context.addInitScript((stored) => localStorage.setItem('user', stored), JSON.stringify(user));
    const page = await context.newPage();
    const heading = page.locator('#portal-page-dashboard h1');

    // Today the dashboard does not know the page: it says so itself, under its own prefix.
    await page.goto(`${portal.url}/dashboard/settings`);
    await expect.poll(() => heading.textContent()).toBe('Page not found');
    expect(await page.title()).toBe(`Page not found${TITLE_SUFFIX}`);

    // A team adds the page to its app's page table and builds that app, nothing else.
    await rename(path.join(dashboardCopy(), 'src', 'pages.tsx'), path.join(dashboardCopy(), 'src', 'released-pages.tsx'));
    await writeFile(path.join(dashboardCopy(), 'src', 'pages.tsx'), PAGES_WITH_SETTINGS);
    await run('npm', ['run', 'build'], { cwd: dashboardCopy() });

    await page.reload();
    await expect.poll(() => heading.textContent()).toBe('Your settings');
    expect(await page.title()).toBe(`Settings${TITLE_SUFFIX}`);

    // Reached by a link within the portal, the new page takes focus and is announced like any other.
    await page.goto(`${portal.url}/dashboard/profile`);
    await expect.poll(() => heading.textContent()).toBe('Profile');
    // What a link does: single-spa sees the new address and re-routes, with no page load.
    await page.evaluate(() => window.history.pushState(null, '', '/dashboard/settings'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your settings');
    await expect.poll(() => page.locator('#portal-route-status').textContent()).toBe('Your settings, page loaded');
    expect(await page.title()).toBe(`Settings${TITLE_SUFFIX}`);
    await context.close();

    // The shell, and every other build in the repository, are byte for byte what they were.
    expect(await allDistFiles(PACKAGES)).toEqual(before);
  });
});

describe('a server-rendered page changed in one app', () => {
  let webRoot: string;
  let portal: RunningPortal;
  const links = ['node_modules', 'tsconfig.base.json', ...PACKAGES.filter((pkg) => pkg !== 'mfe-public')];
  const publicCopy = () => path.join(webRoot, 'mfe-public');
  const NEW_TEXT = 'Posts from the new build of mfe-public.';

  beforeAll(async () => {
    // As above: every package linked from the repository but mfe-public, a copy of its package and build.
    webRoot = await mkdtemp(path.join(tmpdir(), 'portal-web-root-'));
    await Promise.all(links.map((name) => symlink(path.join(REPO_ROOT, name), path.join(webRoot, name))));
    await cp(path.join(REPO_ROOT, 'mfe-public'), publicCopy(), {
      recursive: true,
      filter: (source) => path.basename(source) !== 'node_modules',
    });
    portal = await startPortal({ WEB_ROOT: webRoot });
  });

  afterAll(async () => {
    await portal?.stop();
    if (!webRoot) return;
    await Promise.all(links.map((name) => unlink(path.join(webRoot, name)).catch(() => undefined)));
    await rm(webRoot, { recursive: true, force: true });
  });

  it("serves the new build's HTML from the running server after a build of mfe-public alone", async () => {
    const before = await allDistFiles(PACKAGES);
    const html = async () => {
      const response = await fetch(`${portal.url}/blog`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      return response.text();
    };
    expect(await html()).toContain('<h1>Blog</h1>');
    expect(await html()).not.toContain(NEW_TEXT);

    // A team changes a page's text and builds that app, nothing else; the server is not restarted.
    const placeholder = path.join(publicCopy(), 'src', 'static-pages', 'placeholder.page.tsx');
    const source = await readFile(placeholder, 'utf8');
    await writeFile(placeholder, source.replace('</h1>', `</h1>\n      <p>${NEW_TEXT}</p>`));
    await run('npm', ['run', 'build'], { cwd: publicCopy() });

    const served = await html();
    expect(served).toContain(`<h1>Blog</h1><p>${NEW_TEXT}</p>`);
    // And the browser hydrates that HTML with the new build's code: the text stays, with no React error.
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /react|hydrat/i.test(message.text())) errors.push(message.text());
    });
    await page.goto(`${portal.url}/blog`);
    await hydrated(page);
    expect(await page.locator('#portal-page-public p').first().textContent()).toBe(NEW_TEXT);
    expect(errors).toEqual([]);
    await page.close();

    expect(await allDistFiles(PACKAGES)).toEqual(before);
  });
});
