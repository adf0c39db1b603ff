/**
 * Webpack loader for the apps' catalogues (`src/i18n/messages/<locale>.json`): each text is parsed into
 * ICU MessageFormat's syntax tree at build time, so the browser gets the tree and no parser (about 7 KB
 * gz of the 10 KB the formatting runtime weighs; `parserlessMessageFormat` below). The notes for
 * translators stay out of the build. The files themselves keep their texts, for translators' tools.
 *
 * A catalogue imported with a part (`import(\`./messages/${locale}.json?part=laws\`)`) gives that part's
 * texts alone, so a page fetches the words it shows rather than its app's every text, while translators
 * keep one file per app and language. The app declares its parts once, as `WORD_PARTS` (each part's keys)
 * in `src/i18n/parts.ts` beside the `messages/` folder.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { LoaderContext } from 'webpack';

type CatalogueFile = Record<string, { message: string; review: string; context?: string }>;

/** Where the catalogue at `catalogueFile` has its parts declared. */
export const partsFileOf = (catalogueFile: string) => path.join(path.dirname(catalogueFile), '..', 'parts.ts');

/** A catalogue's parts, as its app declares them (`WORD_PARTS`): each part's keys. */
export type WordParts = Readonly<Record<string, readonly string[]>>;

/**
 * The texts of a catalogue (its JSON `source`) in `part` of its app's `parts`. Also what an app's component
 * tests import for a part (its Vite config), so they see what a build gives.
 */
export function catalogueInPart(source: string, parts: WordParts | undefined, part: string, partsFile: string): CatalogueFile {
  const keys = parts?.[part];
  if (!keys) throw new Error(`${partsFile} declares no part "${part}" in WORD_PARTS`);
  const inPart = new Set(keys);
  const catalogue = JSON.parse(source) as CatalogueFile;
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => inPart.has(key)));
}

/** The parts declared beside the catalogue at `catalogueFile`, read as the build runs (through tsx). */
async function partsOf(catalogueFile: string) {
  const partsFile = partsFileOf(catalogueFile);
  const { WORD_PARTS } = (await import(pathToFileURL(partsFile).href)) as { WORD_PARTS?: WordParts };
  return { parts: WORD_PARTS, partsFile };
}

/** The part a catalogue is imported with (`?part=laws`), if any. */
export const partOf = (query: string) => new URLSearchParams(query).get('part');

export default async function precompileCatalogue(this: LoaderContext<unknown>, source: string): Promise<string> {
  const part = partOf(this.resourceQuery);
  let catalogue: CatalogueFile;
  if (part === null) catalogue = JSON.parse(source) as CatalogueFile;
  else {
    const { parts, partsFile } = await partsOf(this.resourcePath);
    this.addDependency(partsFile);
    catalogue = catalogueInPart(source, parts, part, partsFile);
  }
  const compiled = Object.fromEntries(
    Object.entries(catalogue).map(([key, { message, review }]) => [key, { message: parse(message), review }]),
  );
  return `export default ${JSON.stringify(compiled)};`;
}
