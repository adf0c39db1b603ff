import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Everything a browser may download: the shell, the apps, and this package outside its contracts. */
const BROWSER_SOURCES = [
  'shell/src',
  'mfe-public/src',
  'mfe-map/src',
  'mfe-schools/src',
  'mfe-auth/src',
  'mfe-dashboard/src',
  'shared/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'contracts' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each import of the contracts, as written (`import type { … } from '…contracts…'`). */
const CONTRACT_IMPORT = /import\s+(type\s+)?\{[^}]*\}\s+from\s+'(?:@portal\/shared\/contracts|(?:\.\.?\/)+contracts\/[\w-]+\.js)'/g;

describe('the contracts in the browser', () => {
  it('are imported as types only, so no page downloads the schemas or TypeBox', () => {
    const files = BROWSER_SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    const imports = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(CONTRACT_IMPORT)].map((match) => ({
        file: path.relative(ROOT, file),
        typeOnly: Boolean(match[1]),
      })),
    );
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((found) => !found.typeOnly)).toEqual([]);
  });
});
