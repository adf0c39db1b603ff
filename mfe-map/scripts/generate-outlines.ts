/**
 * Writes src/outlines/nigeria-states.generated.ts and nigeria-outlines.generated.ts from @svg-maps/nigeria
 * (`npm run generate`).
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import nigeria from '@svg-maps/nigeria';
import { buildOutlines, renderOutlinesModule, renderStatesModule, type SourceMap } from './build-outlines.js';

/** The source map (its own typings name a package that is not published). */
export const SOURCE: SourceMap = nigeria;

const outlinesFolder = path.join(import.meta.dirname, '../src/outlines');

/** Each generated file and what it must hold. */
export function generatedFiles(): { file: string; source: string }[] {
  const { version } = createRequire(import.meta.url)('@svg-maps/nigeria/package.json') as { version: string };
  const outlines = buildOutlines(SOURCE);
  return [
    { file: path.join(outlinesFolder, 'nigeria-states.generated.ts'), source: renderStatesModule(outlines, version) },
    { file: path.join(outlinesFolder, 'nigeria-outlines.generated.ts'), source: renderOutlinesModule(outlines, version) },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const { file, source } of generatedFiles()) {
    await writeFile(file, source);
    console.log(`Wrote ${file}`);
  }
}
