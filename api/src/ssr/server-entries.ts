import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '@portal/shared/server-render';

/** What an app's build writes in dist/server/manifest.json: its server entry, and the stylesheet its HTML needs. */
export interface ServerManifest {
  /** The content-hashed module, in dist/server/. */
  entry: string;
  /** Beside the browser build, in dist/ (served at /mfe/<app>/). */
  stylesheet?: string;
}

export interface FoundEntry {
  /** The entry's file name: a new build has a new one. */
  id: string;
  entry: ServerEntry;
  stylesheet: string | undefined;
}

/**
 * Finds an app's server entry at request time, as the browser finds its remoteEntry.js: the app's build
 * names it in `dist/server/manifest.json`, and the file's name carries its content hash. A new build is a
 * new name, so importing it gives a fresh module, and the running server renders with the new build
 * without a restart. Each module is imported once; the few left over from earlier builds stay in memory.
 */
export class ServerEntries {
  private readonly modules = new Map<string, Promise<ServerEntry>>();

  constructor(private readonly webRoot: string) {}

  /** The app's current server entry, or null when its build has none (not built, or built before this existed). */
  async find(app: string): Promise<FoundEntry | null> {
    const dir = path.join(this.webRoot, `mfe-${app}`, 'dist', 'server');
    let manifest: ServerManifest;
    try {
      manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as ServerManifest;
    } catch {
      return null;
    }
    if (typeof manifest.entry !== 'string' || !/^[\w.-]+\.mjs$/.test(manifest.entry)) return null;
    const file = path.join(dir, manifest.entry);
    let module = this.modules.get(file);
    if (!module) {
      module = import(pathToFileURL(file).href) as Promise<ServerEntry>;
      // A failed import (a build under way) is tried again on the next request.
      module.catch(() => this.modules.delete(file));
      this.modules.set(file, module);
    }
    return { id: manifest.entry, entry: await module, stylesheet: manifest.stylesheet };
  }
}
