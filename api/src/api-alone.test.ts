/**
 * `api/` is the REST API alone: composing pages is the shell's server half (`shell/server/`). These tests
 * fail if any file of the API reaches for page composition, by import or by answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from './test-support/database.js';
import { startTestApp, stopTestApp } from './test-support/app.js';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = path.join(API_ROOT, 'src');

/** What each source file imports: `from '…'`, `import '…'`, `import('…')` and `export … from '…'`. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map(([, specifier]) => specifier!);
}

/** The packages and modules that compose pages: the shell's server, and the parts of shared that only it uses. */
const PAGE_COMPOSITION = [/^@portal\/shell(\/|$)/, /^@portal\/shared\/(server-render|server-entry|page-apps)$/];

describe('the API alone', () => {
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(SOURCE, file));

  it('finds the imports it checks', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(importsOf(path.join(SOURCE, 'app.ts'))).toContain('./routes/data.js');
  });

  it.each(files.map((file) => [path.relative(API_ROOT, file), file]))('%s imports nothing of page composition', (_name, file) => {
    for (const specifier of importsOf(file)) {
      expect(
        PAGE_COMPOSITION.some((pattern) => pattern.test(specifier)),
        specifier,
      ).toBe(false);
      if (specifier.startsWith('.')) {
        // Nothing outside api/: the shell's server, or an app's server entry, is reached only by a path.
        const target = path.resolve(path.dirname(file), specifier);
        expect(path.relative(API_ROOT, target).startsWith('..'), specifier).toBe(false);
      }
    }
  });
});

describe('what the API answers', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await startTestApp(database);
  });
  afterAll(() => stopTestApp(app, database));

  it('answers a page address with 404 JSON, even to a browser: pages are the page server’s', async () => {
    for (const url of ['/', '/about', '/states/1', '/federation.manifest.json', '/mfe/public/remoteEntry.js']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toHaveProperty('message');
    }
    expect((await app.inject('/api/v1/health')).statusCode).toBe(200);
  });
});
