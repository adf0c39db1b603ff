import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as ui from './ui.js';

const REPO = join(import.meta.dirname, '..', '..');
const PACKAGES = ['shell', 'shared', 'mfe-public', 'mfe-map', 'mfe-schools', 'mfe-auth', 'mfe-dashboard'];

/** The components the packages' sources (not their tests) import from `@portal/shared/ui`. */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const pkg of PACKAGES) {
    const sources = readdirSync(join(REPO, pkg, 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('ui.ts'),
    );
    for (const file of sources) {
      const text = readFileSync(join(REPO, pkg, 'src', file), 'utf8');
      for (const [, list] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@portal\/shared\/ui'/g)) {
        for (const entry of list!.split(',')) {
          const name = entry.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return names;
}

describe('@portal/shared/ui', () => {
  // The module is shared whole (Module Federation does not tree-shake it): a component nobody imports
  // would still be downloaded on every page.
  it('exports exactly the React Aria components the apps import', () => {
    expect(Object.keys(ui).sort()).toEqual([...importedComponents()].sort());
  });
});
