/**
 * The page server deployed apart from the API (`API_URL`): a server of its own that reads the API over
 * HTTP, as the browser's requests would reach a separate API behind the same proxy. The API here is the
 * real one, listening on a port of its own; the pages are rendered by the apps' own server entries.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@portal/api/config';
import { messages } from '@portal/shared/messages';
import { openTestDatabase, type TestDatabase } from '../../api/src/test-support/database.js';
import { startTestApp, stopTestApp } from '../../api/src/test-support/app.js';
import { CAPTURED_LOG_LEVEL, capturedLog } from '../../api/src/test-support/captured-log.js';
import { bundledStates } from '../../api/src/test-support/reports.js';
import { httpApi } from './api-client.js';
import { loadPortalConfig } from './config.js';
import { startPageServer } from './portal.js';
import { TestWebRoot, realEntry, shellWithScript } from './test-support.js';

let database: TestDatabase;
let api: FastifyInstance;
let apiUrl: string;
let pages: FastifyInstance;
let web: TestWebRoot;

beforeAll(async () => {
  database = await openTestDatabase();
  await bundledStates(database.db);
  api = await startTestApp(database);
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  web = await TestWebRoot.create(shellWithScript('startShell()'));
  for (const app of ['public', 'schools', 'map']) await web.deployServerEntry('render.aaaaaaaaaa.mjs', realEntry(app), app);
  const config = loadPortalConfig({
    LOG_LEVEL: CAPTURED_LOG_LEVEL,
    WEB_ROOT: web.dir,
    PUBLIC_URL: 'https://portal.example.ng',
    API_URL: apiUrl,
  });
  pages = await startPageServer(config, config.apiUrl!, capturedLog());
  await pages.ready();
});

afterAll(async () => {
  await pages?.close();
  await stopTestApp(api, database);
  await web?.remove();
});

const page = (url: string) => pages.inject({ url, headers: { accept: 'text/html' } });

describe('the page server apart from the API', () => {
  it("renders a state's page from the API's answers over HTTP, with the data it showed", async () => {
    const response = await page('/states/1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="portal-page-public" data-server-rendered>');
    expect(response.body).toContain('Abia Disability Policy');
    expect(response.body).toContain('"policy:1":{');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });

  it("answers an unknown state with its 'not found' page and 404, as the API answers 404", async () => {
    const response = await page('/states/999');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(messages.policyNotFound);
  });

  it('is not the API: an API path is answered 404 here, for the proxy in front to send to the API', async () => {
    const response = await pages.inject('/api/v1/health');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/Nothing here/);
  });

  it("knows the open data's version by the ETag of the API's data sets list", async () => {
    const client = httpApi(apiUrl, pages.log);
    try {
      const datasets = await api.inject('/api/v1/datasets');
      await vi.waitFor(() => expect(client.versions.openData()).toBe(datasets.headers.etag), { timeout: 10_000 });
      expect(await client.get('/api/v1/states/1')).toMatchObject({ status: 200, versioned: true, body: { name: 'Abia' } });
      expect(await client.get('/elsewhere')).toMatchObject({ status: 404, versioned: true });
    } finally {
      client.close();
    }
  });

  it('refuses an API_URL that is not an http(s) address, naming it', () => {
    expect(() => loadPortalConfig({ API_URL: 'api.internal:8081' })).toThrow(/API_URL must be .*"api\.internal:8081"/);
    expect(loadPortalConfig({ API_URL: 'http://api.internal:8081/' }).apiUrl).toBe('http://api.internal:8081');
    expect(loadPortalConfig({}).apiUrl).toBeUndefined();
    expect(loadPortalConfig({}).port).toBe(loadConfig({}).port);
  });
});
