/**
 * `npm run i18n:export [DIR]` writes every catalogue in every language as PO files (default `i18n-export/`);
 * `npm run i18n:import FILE…` checks translated PO files and merges each into its catalogue, or refuses a
 * file whole, saying what is wrong with each bad unit (exit 1). See translation-files.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { exportCatalogues, importPo } from './translation-files.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const [command, ...args] = process.argv.slice(2);

if (command === 'export') {
  const written = await exportCatalogues(ROOT, path.resolve(args[0] ?? path.join(ROOT, 'i18n-export')));
  for (const file of written) console.log(`wrote ${path.relative(process.cwd(), file)}`);
} else if (command === 'import' && args.length > 0) {
  let failed = false;
  for (const file of args) {
    const result = await importPo(ROOT, await readFile(file));
    if (result.imported) console.log(`${file}: ${result.changed} texts changed in ${path.relative(ROOT, result.file)}`);
    else {
      failed = true;
      console.error(`${file}: refused, nothing imported:`);
      for (const { key, problem } of result.problems) console.error(`  ${key}: ${problem}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
} else {
  console.error('Usage: npm run i18n:export [DIR]  |  npm run i18n:import FILE…');
  process.exitCode = 2;
}
