/**
 * The portal (the API and its pages) on a test database, ready for `inject`, and a WEB_ROOT with the
 * apps' server entries, as the server tests use them. Test support only. The database is the API's test
 * database (`api/src/test-support/database.ts`).
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@portal/api/app';
import { loadConfig } from '@portal/api/config';
import { PRODUCT_NAME } from '@portal/shared/messages';
import type { TestDatabase } from '../../api/src/test-support/database.js';
import { CAPTURED_LOG_LEVEL, capturedLog } from '../../api/src/test-support/captured-log.js';
import { addPageServer } from './portal.js';

/** Its log in the run's capture (`captured-log.ts`), the database's own DATA_DIR, and any other settings from `env`. */
export async function startTestPortal(database: TestDatabase, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: CAPTURED_LOG_LEVEL, ...env, DATA_DIR: database.dataDir });
  const app = await addPageServer(await buildApp(config, { db: database.db, logStream: capturedLog() }), config);
  await app.ready();
  return app;
}

/** The source of an app's server entry (`mfe-<app>/src/server/render.tsx`). */
export const renderSource = (app: string) => path.resolve(import.meta.dirname, `../../mfe-${app}/src/server/render.tsx`);
/** A server entry that is the app's own, as its build makes it. */
export const realEntry = (app = 'public') => `export * from ${JSON.stringify(renderSource(app))};\n`;

/** The shell's index.html as its production build writes it (minified, attributes unquoted, its script inline). */
export const shellWithScript = (script: string) =>
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="The portal."><title>' +
  PRODUCT_NAME +
  '</title></head><body><header id=portal-header></header><main id=main-content tabindex=-1>' +
  `<div id=portal-page aria-busy=true><p class=portal-loading>Loading…</div></main><footer id=portal-footer></footer><script>${script}</script></body></html>`;

/** A WEB_ROOT of a test's own: the shell's index.html, and the apps' server builds the test deploys. */
export class TestWebRoot {
  /** When the last build was made: each is a second after the one before. */
  private builtAt = Date.now() / 1000;

  private constructor(readonly dir: string) {}

  static async create(shell: string): Promise<TestWebRoot> {
    const web = new TestWebRoot(await mkdtemp(path.join(tmpdir(), 'portal-ssr-')));
    await mkdir(path.join(web.dir, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(web.dir, 'shell', 'dist', 'index.html'), shell);
    return web;
  }

  serverDir(app = 'public') {
    return path.join(this.dir, `mfe-${app}`, 'dist', 'server');
  }

  /**
   * Points an app's server manifest at a module with `source`, as a new build of the app would, with the
   * manifest's time a second after the last build's: the server tells builds apart by that time, and the
   * file system's clock may not have moved between two writes in a test as it does between two builds.
   */
  async deployServerEntry(name: string, source: string, app = 'public', stylesheet = `styles.${app}.css`) {
    await mkdir(this.serverDir(app), { recursive: true });
    await writeFile(path.join(this.serverDir(app), name), source);
    const manifest = path.join(this.serverDir(app), 'manifest.json');
    await writeFile(manifest, JSON.stringify({ entry: name, stylesheet }));
    this.builtAt += 1;
    await utimes(manifest, this.builtAt, this.builtAt);
  }

  remove() {
    return rm(this.dir, { recursive: true, force: true });
  }
}
