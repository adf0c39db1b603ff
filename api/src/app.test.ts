import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, startApp } from './app.js';
import { lockDataDir } from './db/database.js';
import { DATA_FILES_DIR } from './open-data/data-files.js';
import { loadConfig } from './config.js';
import { openTestDatabase, type TestDatabase } from './test-support/database.js';
import { CAPTURED_LOG_LEVEL, capturedLog } from './test-support/captured-log.js';

let database: TestDatabase;
let app: FastifyInstance;
/** Routes that take no body: an action on the path alone (a decision, a logout, a resend to the signed-in account). */
const BODILESS_ROUTES = [
  'POST /api/v1/auth/logout',
  'POST /api/v1/moderation/reports/{id}/approve',
  'POST /api/v1/moderation/reports/{id}/review',
  'POST /api/v1/my/reports/{id}/withdraw',
  'POST /api/v1/test-body',
  'POST /api/v1/uploads',
];

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: CAPTURED_LOG_LEVEL });
  app = await buildApp(config, { db: database.db, logStream: capturedLog() });
  // A JSON route standing in for any API route that takes a body, to exercise request parsing errors.
  app.post('/api/v1/test-body', async (request) => ({ received: request.body }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('API foundation', () => {
  it('reports itself and its database healthy', async () => {
    const response = await app.inject('/api/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown API path with 404 and a message', async () => {
    const response = await app.inject('/api/v1/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/Nothing here/);
  });

  it('answers an API address that is not valid percent-encoding with 400, a message and the security headers', async () => {
    for (const url of ['/api/v1/policies/%', '/api/v1/states/%E0%A4%A/policy']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: 'Invalid request: url is not in the form this request takes.' });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers any other address that is not valid percent-encoding as one that names nothing: 404 and a message', async () => {
    for (const url of ['/states/%25%', '/laws%', '/%E0%A4%A?q=%']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toEqual(expect.any(String));
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers malformed JSON with 400, a wrong content type with 415 and a huge body with 413', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/test-body',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });

    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/v1/test-body',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toHaveProperty('message');

    const huge = await app.inject({
      method: 'POST',
      url: '/api/v1/test-body',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toHaveProperty('message');
  });

  it('answers /api itself with JSON, not the shell, even to a browser', async () => {
    const response = await app.inject({ url: '/api', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });

  it('logs each request without tokens, passwords or the Authorization header', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp(loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'info' }), {
      db: database.db,
      logStream: capturedLog(logStream),
    });
    const token = 'SecretVerificationToken_0123456789';
    await logged.inject({
      url: `/api/v1/auth/verify-email/${token}?token=${token}`,
      headers: { authorization: 'Bearer SecretSessionToken_0123456789' },
    });
    await logged.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'ada@example.org', password: 'Secret#Password1' } });
    await logged.close();
    const log = lines.join('');
    expect(log).toContain('/api/v1/auth/verify-email/[redacted]');
    expect(log).toContain('"statusCode":400');
    // One line per request, with what was asked and what was answered together.
    const requestLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(requestLines).toHaveLength(2);
    expect(requestLines[1]).toMatchObject({
      req: { method: 'POST', url: '/api/v1/auth/login' },
      res: { statusCode: expect.any(Number) },
      responseTime: expect.any(Number),
    });
    for (const secret of [token, 'SecretSessionToken', 'Secret#Password1']) expect(log).not.toContain(secret);
  });

  it('sends security headers with a CSP that forbids eval', async () => {
    const response = await app.inject('/api/v1/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('API reference', () => {
  it('describes every API route in OpenAPI, from the schemas the routes validate with', async () => {
    const response = await app.inject('/api/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = app.apiRoutes.map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
    const schools = document.paths['/api/v1/schools'].get;
    expect(schools.parameters.map((p: { name: string }) => p.name)).toEqual(['page', 'per_page', 'state', 'q', 'type', 'impairment']);
    expect(document.paths['/api/v1/states/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    // The sourced fields are part of the documented answers.
    const policy = document.paths['/api/v1/policies/{id}'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(policy.properties)).toEqual(
      expect.arrayContaining(['law_status', 'law_name', 'law_year', 'agency', 'sources', 'reviewed_at', 'imported_by']),
    );
    expect(Object.keys(policy.properties.sources.items.properties)).toEqual([
      'title',
      'publisher',
      'url',
      'date',
      'quote',
      'confidence',
      'supports',
    ]);
    expect(document.paths['/api/v1/datapackage.json'].get.summary).toMatch(/Frictionless/);
    // The eyewitness form's multipart fields, the place and the files included, so a client can learn them.
    const form = document.paths['/api/v1/eyewitness'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(['commentType', 'comment', 'stateId', 'lga', 'placeDescription', 'media']),
    );
    expect(form.properties.media.items.format).toBe('binary');
    // Every route that reads a body describes it.
    const bodiless = Object.entries(document.paths as Record<string, Record<string, { requestBody?: unknown }>>).flatMap(
      ([path, operations]) =>
        Object.entries(operations)
          .filter(([method, operation]) => ['post', 'put', 'patch'].includes(method) && !operation.requestBody)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(bodiless.sort()).toEqual(BODILESS_ROUTES);
  });

  it('offers the same as a page for people', async () => {
    const response = await app.inject('/api/v1/docs');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>API reference</h1>');
    expect(response.body).toContain('<code>/api/v1/schools</code>');
  });
});

describe('starting the server', () => {
  it('stops at a malformed data file, naming the file, record and field', async () => {
    const sets = await mkdtemp(path.join(tmpdir(), 'portal-sets-'));
    await cp(DATA_FILES_DIR, sets, { recursive: true });
    const states = JSON.parse(await readFile(path.join(sets, 'states.json'), 'utf8'));
    states.records[21].code = 'kebbi';
    await writeFile(path.join(sets, 'states.json'), JSON.stringify(states));
    const config = loadConfig({ DATA_DIR: path.join(sets, 'data'), LOG_LEVEL: 'silent' });
    await expect(startApp(config, { dataSetsDir: sets })).rejects.toThrow(/^Data file states\.json, record 22 \(id 22\), field code: /);
    await rm(sets, { recursive: true, force: true });
  });

  it('says in one line why it cannot start, and exits with 1', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-busy-'));
    const release = await lockDataDir(dataDir);
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', 'src/server.ts'],
          {
            cwd: path.resolve(import.meta.dirname, '..'),
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent' },
          },
          (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        `The portal cannot start: The embedded database in ${dataDir} is open in another process (pid ${process.pid}), probably the server. ` +
          'Stop it first, or import through the running server (POST /api/v1/imports/…), or use DATABASE_URL for several processes.',
      );
    } finally {
      await release();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the sender of e-mails', () => {
  it('is no-reply at the portal’s own address unless MAIL_FROM names another', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://data.portal.ng' }).mailFrom).toBe('no-reply@data.portal.ng');
    expect(loadConfig({ MAIL_FROM: 'team@portal.ng' }).mailFrom).toBe('team@portal.ng');
  });
});
