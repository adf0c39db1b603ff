/**
 * `npm run data:import -w api -- FILE [--dataset schools|policies] [--by "who imports"] [--reviewed YYYY-MM-DD]`
 * Imports a CSV or JSON file of schools or policies into the database the server uses (DATA_DIR or
 * DATABASE_URL) and prints the report. Each row gives its own source; --by (the operating system's user
 * by default) and --reviewed (today by default) are published with every record. Exits with 1 when any
 * row was rejected (then nothing was written), 2 on a usage error.
 *
 * With the embedded database, stop the server first (the database lets one process in at a time) or
 * import through the running server's admin endpoint instead; with DATABASE_URL the running servers
 * see the new data after their next restart, or at once when imported through the endpoint.
 */
import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CsvError } from 'csv-parse/sync';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { loadDataFiles } from './data-files.js';
import { applyBundledData } from './bundled-data.js';
import { readSnapshot } from './repository.js';
import { ImportFileError, importRecords, type ImportDataset } from './import.js';

const USAGE = 'Usage: npm run data:import -w api -- FILE [--dataset schools|policies] [--by "who imports"] [--reviewed YYYY-MM-DD]';

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { dataset: { type: 'string' }, by: { type: 'string' }, reviewed: { type: 'string' } },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const { values, positionals } = parsed;
const file = positionals[0];
if (!file || positionals.length > 1) fail(USAGE);

// npm runs the script in api/; a relative FILE is meant from where the person typed the command.
const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const format = path.extname(file).toLowerCase() === '.csv' ? 'csv' : 'json';
const text = await readFile(filePath, 'utf8').catch((error: Error) => fail(`Cannot read ${filePath}: ${error.message}`));
let json: { dataset?: unknown } = {};
if (format === 'json') {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) json = value;
  } catch (error) {
    fail(`${file} is not valid JSON: ${(error as Error).message}`, 1);
  }
}
const dataset = (values.dataset ?? (format === 'json' ? json.dataset : guessCsvDataset(text))) as ImportDataset;
if (dataset !== 'schools' && dataset !== 'policies') fail('Say which data set the file holds: --dataset schools or --dataset policies');
const importedBy = values.by ?? userInfo().username;

const config = loadConfig();
const db = await openDatabase(config).catch((error: Error) => fail(error.message, 1));
try {
  await migrateToLatest(db);
  await applyBundledData(db, await loadDataFiles());
  const report = await importRecords(db, await readSnapshot(db), { dataset, format, text, importedBy, reviewedAt: values.reviewed });
  console.log(JSON.stringify(report, null, 2));
  if (!report.applied) console.error(`${report.rejected.length} row(s) rejected, so nothing was imported.`);
  process.exitCode = report.applied ? 0 : 1;
} catch (error) {
  // As the server's checker tells them (import-worker.ts): every csv-parse error is a CsvError, whatever its code.
  if (!(error instanceof ImportFileError || error instanceof SyntaxError || error instanceof CsvError)) throw error;
  console.error(`${file} cannot be read: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}

/** A CSV header with a law's columns, `ranking` or `status` is policies; one with `name` is schools. */
function guessCsvDataset(content: string): string | undefined {
  const header = content.split(/\r?\n/).find((line) => line.trim() && !line.startsWith('#')) ?? '';
  return /\b(law_passed|law_status|ranking|status)\b/.test(header) ? 'policies' : /\bname\b/.test(header) ? 'schools' : undefined;
}
