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

/**
 * Every module of ours the shell's script is built from, following its imports (type-only ones left out),
 * and every package those modules import.
 */
function scriptModules(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file) || /\.css$/.test(file)) return;
    modules.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)(?! type)[^'"]*?['"]([^'"]+)['"]/gm)) {
      const resolved = resolve(specifier!, file);
      if (resolved) visit(resolved);
      else packages.add(specifier!);
    }
  };
  visit(entry);
  return { modules, packages };
}

const pageScript = scriptModules(join(import.meta.dirname, 'index.ts'));

describe("the shell's script", () => {
  // Every page pays for what the shell imports: the whole catalogue is about 10 KB gz, for ten sentences.
  it('carries the shell texts alone, not the whole message catalogue', () => {
    const modules = [...pageScript.modules].map((file) => relative(REPO, file));
    expect(modules).toContain('shared/src/shell-messages.ts');
    expect(modules).not.toContain('shared/src/messages.ts');
  });

  // The federation runtime arrives with portal.js at the page's first use; the page only prefetches the
  // apps' files, from their mf-manifest.json.
  it('carries no federation runtime', () => {
    expect([...pageScript.packages].filter((name) => name.startsWith('@module-federation/'))).toEqual([]);
    expect([...pageScript.modules].map((file) => relative(REPO, file))).toContain('shell/src/prefetch-remotes.ts');
  });
});
