import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = join(import.meta.dirname, '..', '..');
const SHARED = join(REPO, 'shared');
const sharedExports = (JSON.parse(readFileSync(join(SHARED, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;

/** The file an import names, when it is one of ours: relative, or a `@portal/shared` export. */
function resolve(specifier: string, from: string): string | null {
  if (specifier.startsWith('.')) {
    const path = join(dirname(from), specifier).replace(/\.js$/, '');
    return ['.ts', '.tsx'].map((ending) => path + ending).find((file) => existsSync(file)) ?? null;
  }
  const shared = specifier.match(/^@portal\/shared(\/.*)?$/);
  const target = shared && sharedExports[`.${shared[1] ?? ''}`];
  return target ? join(SHARED, target) : null;
}

/** Every module of ours the shell's script is built from, following its imports (type-only ones left out). */
function scriptModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || /\.css$/.test(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)(?! type)[^'"]*?['"]([^'"]+)['"]/gm)) {
      const resolved = resolve(specifier!, file);
      if (resolved) visit(resolved);
    }
  };
  visit(entry);
  return seen;
}

describe("the shell's script", () => {
  // Every page pays for what the shell imports: the whole catalogue is about 10 KB gz, for ten sentences.
  it('carries the shell texts alone, not the whole message catalogue', () => {
    const modules = [...scriptModules(join(import.meta.dirname, 'index.ts'))].map((file) => relative(REPO, file));
    expect(modules).toContain('shared/src/shell-messages.ts');
    expect(modules).not.toContain('shared/src/messages.ts');
  });
});
