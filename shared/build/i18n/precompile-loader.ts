/**
 * Webpack loader for the apps' catalogues (`src/i18n/messages/<locale>.json`): each text is parsed into
 * ICU MessageFormat's syntax tree at build time, so the browser gets the tree and no parser (about 7 KB
 * gz of the 10 KB the formatting runtime weighs; `parserlessMessageFormat` below). The notes for
 * translators stay out of the build. The files themselves keep their texts, for translators' tools.
 */
import { parse } from '@formatjs/icu-messageformat-parser';

export default function precompileCatalogue(source: string): string {
  const catalogue = JSON.parse(source) as Record<string, { message: string; review: string }>;
  const compiled = Object.fromEntries(
    Object.entries(catalogue).map(([key, { message, review }]) => [key, { message: parse(message), review }]),
  );
  return `export default ${JSON.stringify(compiled)};`;
}
