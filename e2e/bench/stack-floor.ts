/**
 * The least JavaScript any home page built on the prescribed stack must load, whatever its own code:
 * React 19 with React DOM, the React Aria components the home page is required to use (the state
 * dropdown, a Select; the statistics, Tabs) and single-spa (the Foundation issue prescribes each). The
 * axios client, prescribed too, is not in it: it is loaded with the first API request, and a page the
 * server rendered arrives with its data and makes none. Every part is bundled alone by esbuild from just
 * those imports, tree-shaken and minified, then gzipped at level 9 as the page weights are. No federation runtime, no page code: a floor,
 * so a budget below it cannot be met without changing the stack.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from '../src/portal-server.js';
import { gzippedSize } from './bundles.js';

export interface StackPart {
  name: string;
  bytes: number;
}

/** React is counted once, in its own part; the other parts leave it out. */
const REACT = ['react', 'react-dom', 'react/jsx-runtime'];

const PARTS: { name: string; source: string; external: string[] }[] = [
  { name: 'React + React DOM', source: `export { createRoot } from 'react-dom/client'; export * from 'react';`, external: [] },
  {
    name: 'React Aria (Select, Tabs)',
    source: `export { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';`,
    external: REACT,
  },
  { name: 'single-spa', source: `export { registerApplication, start } from 'single-spa';`, external: REACT },
];

async function gzippedBundle(source: string, external: string[]): Promise<number> {
  const result = await build({
    // Resolved from @portal/shared, which declares all of these packages.
    stdin: { contents: source, resolveDir: path.join(REPO_ROOT, 'shared'), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  return gzippedSize(result.outputFiles[0]!.contents);
}

export async function measureStackFloor(): Promise<StackPart[]> {
  const parts: StackPart[] = [];
  for (const { name, source, external } of PARTS) parts.push({ name, bytes: await gzippedBundle(source, external) });
  return parts;
}
