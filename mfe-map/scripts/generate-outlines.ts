/** Writes src/outlines/nigeria-outlines.generated.ts from @svg-maps/nigeria (`npm run generate`). */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import nigeria from '@svg-maps/nigeria';
import { buildOutlines, renderModule, type SourceMap } from './build-outlines.js';

/** The source map (its own typings name a package that is not published). */
export const SOURCE: SourceMap = nigeria;

export const GENERATED_FILE = path.join(import.meta.dirname, '../src/outlines/nigeria-outlines.generated.ts');

export function generatedSource(): string {
  const { version } = createRequire(import.meta.url)('@svg-maps/nigeria/package.json') as { version: string };
  return renderModule(buildOutlines(SOURCE), version);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(GENERATED_FILE, generatedSource());
  console.log(`Wrote ${GENERATED_FILE}`);
}
