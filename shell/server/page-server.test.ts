/**
 * The page server's files and pages as a browser and a program get them, on the API's server (the
 * default): the federation manifest, each app's build, the shell's own files, the embeddable widget, and
 * the shell for a page no app renders. The apps' builds here are a few files in a WEB_ROOT of the test's own.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from '../../api/src/test-support/database.js';
import { stopTestApp } from '../../api/src/test-support/app.js';
import { startTestPortal } from './test-support.js';

let database: TestDatabase;
let app: FastifyInstance;
let webRoot: string;

beforeAll(async () => {
  database = await openTestDatabase();
  webRoot = await mkdtemp(path.join(tmpdir(), 'portal-web-'));
  await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  await mkdir(path.join(webRoot, 'mfe-map', 'dist'), { recursive: true });
  await writeFile(
    path.join(webRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang=en><head><title>Portal</title></head><body></body></html>',
  );
  // The shell's page in Hausa; the other languages' are missing here, as in a build from before them.
  await writeFile(
    path.join(webRoot, 'shell', 'dist', 'index.ha.html'),
    '<!doctype html><html lang=en><head><title>Portal</title></head><body><a class=skip-link href=#main-content>Tsallaka zuwa babban abun ciki</a></body></html>',
  );
  await writeFile(path.join(webRoot, 'shell', 'dist', 'main.js'), 'shell();');
  await writeFile(path.join(webRoot, 'shell', 'dist', 'main.js.br'), brotliCompressSync('shell();'));
  await mkdir(path.join(webRoot, 'shell', 'dist', 'icons'));
  await writeFile(path.join(webRoot, 'shell', 'dist', 'icons', 'icon-192.0123456789.png'), 'png');
  await writeFile(path.join(webRoot, 'mfe-map', 'dist', 'remoteEntry.js'), 'var mfe_map;');
  await writeFile(path.join(webRoot, 'mfe-map', 'dist', '221.0f39387960.js'), 'chunk();');
  await writeFile(path.join(webRoot, 'mfe-map', 'dist', '221.0f39387960.js.br'), brotliCompressSync('chunk();'));
  await mkdir(path.join(webRoot, 'mfe-schools', 'dist', 'embed'), { recursive: true });
  await writeFile(path.join(webRoot, 'mfe-schools', 'dist', 'embed', 'schools-widget.js'), 'widget();');
  app = await startTestPortal(database, { WEB_ROOT: webRoot });
});

afterAll(async () => {
  await stopTestApp(app, database);
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

describe('serving the front ends', () => {
  it('writes the federation manifest with the default remote URLs, not cached', async () => {
    const response = await app.inject('/federation.manifest.json');
    expect(response.json()).toEqual({
      mfe_public: '/mfe/public/remoteEntry.js',
      mfe_map: '/mfe/map/remoteEntry.js',
      mfe_schools: '/mfe/schools/remoteEntry.js',
      mfe_auth: '/mfe/auth/remoteEntry.js',
      mfe_dashboard: '/mfe/dashboard/remoteEntry.js',
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets an environment variable point one app elsewhere, and allows that origin in the CSP', async () => {
    const other = await startTestPortal(database, { WEB_ROOT: webRoot, MFE_MAP_URL: 'https://cdn.example.ng/map/remoteEntry.js' });
    const response = await other.inject('/federation.manifest.json');
    expect(response.json().mfe_map).toBe('https://cdn.example.ng/map/remoteEntry.js');
    expect(response.json().mfe_public).toBe('/mfe/public/remoteEntry.js');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self' https://cdn.example.ng");
    await other.close();
  });

  it('serves remoteEntry.js uncached and hashed chunks for a year, compressed or not', async () => {
    const entry = await app.inject('/mfe/map/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    for (const headers of [{}, { 'accept-encoding': 'gzip, deflate, br' }]) {
      const chunk = await app.inject({ url: '/mfe/map/221.0f39387960.js', headers });
      expect(chunk.headers['content-encoding']).toBe(headers['accept-encoding'] ? 'br' : undefined);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('picks up a rebuilt app without a restart', async () => {
    await writeFile(path.join(webRoot, 'mfe-map', 'dist', 'remoteEntry.js'), 'var mfe_map = "new build";');
    const entry = await app.inject('/mfe/map/remoteEntry.js');
    expect(entry.body).toContain('new build');
  });

  it('answers any page path with the shell, marked with its top bar, when no app has a server entry (render-page.ts renders them otherwise)', async () => {
    for (const [url, chrome] of [
      ['/', 'home'],
      ['/about', 'public'],
      ['/no/such/page', 'public'],
      ['/dashboard', 'none'],
      ['/ha/dashboard', 'none'],
      ['/yo', 'home'],
    ] as const) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const lang = /^\/(ha|yo)\b/.exec(url)?.[1] ?? 'en';
      expect(response.body).toContain(`<html lang="${lang}" data-chrome="${chrome}">`);
      expect(response.body).toContain('<title>Portal</title>');
    }
  });

  it("starts a page from the shell's page in its language, or the English one where the build has none", async () => {
    const page = async (url: string) => (await app.inject({ url, headers: { accept: 'text/html' } })).body;
    expect(await page('/ha/about')).toContain('Tsallaka zuwa babban abun ciki');
    expect(await page('/about')).not.toContain('Tsallaka');
    expect(await page('/yo/about')).toMatch(/^<!doctype html><html lang="yo" data-chrome="public"><head><title>Portal<\/title>/);
  });

  it('serves the embeddable widget for use on other sites', async () => {
    const response = await app.inject({ url: '/embed/schools-widget.js', headers: { origin: 'https://ngo.example.org' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("serves the shell's own files, compressed to a browser that accepts it, and never a file outside them", async () => {
    const main = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-encoding']).toBe('br');
    expect(main.headers['cache-control']).toBe('no-cache');
    const icon = await app.inject('/icons/icon-192.0123456789.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/missing.js', '/../shell/dist/main.js', '/icons/../../mfe-map/dist/remoteEntry.js', '/%2e%2e/package.json']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    // A page's address, which has no extension, is a page to a browser and a 404 to a program.
    expect((await app.inject({ url: '/main', headers: { accept: 'text/html' } })).body).toContain('<title>Portal</title>');
    expect((await app.inject({ url: '/main' })).statusCode).toBe(404);
  });

  it('answers a missing file of an app with 404 JSON', async () => {
    const response = await app.inject('/mfe/schools/remoteEntry.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('the API beside the pages', () => {
  it('answers /api and unknown API paths with JSON, not a page, even to a browser', async () => {
    for (const url of ['/api', '/api/v1/no-such-thing']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toMatch(/Nothing here/);
    }
    expect((await app.inject('/api/v1/health')).json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
