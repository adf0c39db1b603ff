import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = import.meta.dirname;

/** The shell's own modules, the ones its script on every page is built from (tests excluded). */
function scriptModules(dir = SOURCE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scriptModules(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe("the shell's script", () => {
  // Every page pays for what the shell imports: the whole catalogue (about 10 KB gz) or the package's
  // index (React and all) would be carried on every page for a few sentences.
  it('imports the shell texts alone, not the whole message catalogue or the shared index', () => {
    const offending = scriptModules()
      .filter((path) => /from '@portal\/shared(\/messages)?'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SOURCE, path));
    expect(offending).toEqual([]);
  });
});
