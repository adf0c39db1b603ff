import { readFile, stat } from 'node:fs/promises';
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

/** An app's stylesheet for the server's HTML: its file's name in the app's build, and its text when small. */
export interface AppStylesheet {
  name: string;
  /** The rules themselves, for a stylesheet of at most INLINE_STYLESHEET_MAX_BYTES; otherwise it is linked. */
  text?: string;
}

export interface FoundEntry {
  /** The entry's file name: a new build has a new one. */
  id: string;
  entry: ServerEntry;
  stylesheet: AppStylesheet | undefined;
}

/**
 * A stylesheet this small (mfe-map's, about 2 KB gz) is written into the page: on a slow phone network
 * another request before the first paint costs a round trip (Lighthouse's mobile network: 150 ms), more
 * than its bytes. Larger ones are linked, so the pages that share them fetch them once.
 */
export const INLINE_STYLESHEET_MAX_BYTES = 8 * 1024;

/**
 * Finds an app's server entry at request time, as the browser finds its remoteEntry.js: the app's build
 * names it in `dist/server/manifest.json`, and the file's name carries its content hash. A new build is a
 * new name, so importing it gives a fresh module, and the running server renders with the new build
 * without a restart. Each module is imported once; the few left over from earlier builds stay in memory.
 */
export class ServerEntries {
  private readonly modules = new Map<string, Promise<ServerEntry>>();
  /** By file: a stylesheet's name carries its content hash, so its text never changes. */
  private readonly stylesheetTexts = new Map<string, Promise<string | undefined>>();

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
    const stylesheet =
      typeof manifest.stylesheet === 'string' && /^[\w.-]+\.css$/.test(manifest.stylesheet)
        ? { name: manifest.stylesheet, text: await this.smallStylesheetText(path.join(dir, '..', manifest.stylesheet)) }
        : undefined;
    return { id: manifest.entry, entry: await module, stylesheet };
  }

  /** The file's text if it is small enough to write into a page and can stand in a `<style>` element. */
  private smallStylesheetText(file: string): Promise<string | undefined> {
    let text = this.stylesheetTexts.get(file);
    if (!text) {
      text = (async () => {
        if ((await stat(file)).size > INLINE_STYLESHEET_MAX_BYTES) return undefined;
        const rules = await readFile(file, 'utf8');
        // Relative `url()`s would resolve against the page, not the app's folder; `</style` would end the element.
        return /url\(|<\/style/i.test(rules) ? undefined : rules;
      })().catch(() => {
        this.stylesheetTexts.delete(file); // not there (yet): linked, and looked for again next time
        return undefined;
      });
      this.stylesheetTexts.set(file, text);
    }
    return text;
  }
}
