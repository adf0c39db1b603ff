import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type, type TSchema } from '@sinclair/typebox';
import { figuresFromCsv } from './figures.js';
import { Country, NationalFigure, PolicyRecord, StateRecord } from '@portal/shared/contracts';
import { DatasetMeta, firstProblem, type DatasetInfo } from './schemas.js';

export const DATA_FILES_DIR = path.join(import.meta.dirname, 'sets');

/** A sourced-data file the start imports through the import pipeline, as it is. */
export interface SourcedFile {
  name: string;
  text: string;
}

/** A sourced-data file added after the first default data: imported once into every database, new or not. */
export interface SourcedUpdate extends SourcedFile {
  dataset: 'policies' | 'schools';
  /** When its facts were gathered and checked against their sources (YYYY-MM), as its records publish it. */
  reviewed: string;
}

export interface BundledData {
  countries: Country[];
  states: StateRecord[];
  /** Each state's record before the sourced laws are imported: only the original portal's rankings. */
  policies: PolicyRecord[];
  figures: NationalFigure[];
  datasets: DatasetInfo[];
  /**
   * The default data, imported when the database has none: the laws (several files) and the schools; then
   * the later additions and corrections, in order, each once (`updates`).
   */
  sourced: { policies: SourcedFile[]; schools: SourcedFile[]; updates: SourcedUpdate[] };
}

const SOURCED_DIR = 'sourced';
const SOURCED_FILES = { policies: ['state-laws.csv', 'state-laws-from-sources-log.csv'], schools: ['schools.csv'] };
/**
 * Added later, imported in this order and once into every database: 11 more schools, then the corrections
 * of `corrections-2026-12.md` (a row's `former_name` renames the school it had), then Adamawa's and Plateau's
 * sources again, each cited for what it says (their facts as gathered in November). A new file goes at the end.
 */
const SOURCED_UPDATES: ReadonlyArray<Omit<SourcedUpdate, 'text'>> = [
  { dataset: 'schools', name: 'schools-added-2026-12.csv', reviewed: '2026-12' },
  { dataset: 'schools', name: 'schools-corrections-2026-12.csv', reviewed: '2026-12' },
  { dataset: 'policies', name: 'state-laws-2026-12.csv', reviewed: '2026-11' },
];

/** A data file that does not match its schema: the message names the file, the record and the field. */
export class DataFileError extends Error {}

async function readText(dir: string, file: string): Promise<string> {
  try {
    return await readFile(path.join(dir, file), 'utf8');
  } catch (error) {
    throw new DataFileError(`Data file ${file} cannot be read: ${(error as Error).message}`);
  }
}

/**
 * A bundled file cites national figures by number, `{ "figures": [1] }`, where the published record holds
 * their sources: the sources are written once, in national-figures.csv.
 */
function withFigureSources(value: unknown, figures: readonly NationalFigure[], file: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withFigureSources(item, figures, file));
  if (!value || typeof value !== 'object') return value;
  const ids = (value as { figures?: unknown }).figures;
  if (Array.isArray(ids) && Object.keys(value).length === 1) {
    return ids.flatMap((id) => {
      const figure = figures.find((f) => f.id === id);
      if (!figure) throw new DataFileError(`Data file ${file} cites figure ${String(id)}, which national-figures.csv does not have`);
      return figure.sources;
    });
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFigureSources(item, figures, file)]));
}

async function readDataFile<T>(
  dir: string,
  file: string,
  record: TSchema,
  figures: readonly NationalFigure[] = [],
): Promise<{ info: DatasetInfo; records: T[] }> {
  let parsed: unknown;
  try {
    parsed = withFigureSources(JSON.parse(await readText(dir, file)), figures, file);
  } catch (error) {
    if (error instanceof DataFileError) throw error;
    throw new DataFileError(`Data file ${file} cannot be read: ${(error as Error).message}`);
  }
  const metaProblem = firstProblem(Type.Intersect([DatasetMeta, Type.Object({ records: Type.Array(Type.Unknown()) })]), parsed);
  if (metaProblem) throw new DataFileError(`Data file ${file}: ${metaProblem}`);
  const { records, ...info } = parsed as DatasetInfo & { records: unknown[] };
  const seen = new Set<number>();
  records.forEach((value, index) => {
    const problem = firstProblem(record, value);
    const id = (value as { id?: unknown })?.id;
    const label = `Data file ${file}, record ${index + 1}${typeof id === 'number' ? ` (id ${id})` : ''}`;
    if (problem) throw new DataFileError(`${label}, ${problem}`);
    if (seen.has(id as number)) throw new DataFileError(`${label}, field id: the id ${String(id)} is used twice`);
    seen.add(id as number);
  });
  return {
    info: { dataset: info.dataset, title: info.title, licence: info.licence, source: info.source, notes: info.notes },
    records: records as T[],
  };
}

/** Reads and checks the bundled data sets; any mistake stops the start with a precise message. */
export async function loadDataFiles(dir = DATA_FILES_DIR): Promise<BundledData> {
  const figures = figuresFromCsv(await readText(path.join(dir, SOURCED_DIR), 'national-figures.csv'));
  figures.forEach((figure) => {
    const problem = firstProblem(NationalFigure, figure);
    if (problem) throw new DataFileError(`Data file national-figures.csv, figure ${figure.id} (${figure.figure}), ${problem}`);
  });
  // schools.json and figures.json describe their data sets only: their records come from sourced/.
  const [countries, states, policies, schoolsInfo, figuresInfo] = await Promise.all([
    readDataFile<Country>(dir, 'countries.json', Country, figures),
    readDataFile<StateRecord>(dir, 'states.json', StateRecord),
    readDataFile<PolicyRecord>(dir, 'policies.json', PolicyRecord),
    readDataFile<never>(dir, 'schools.json', Type.Never()),
    readDataFile<never>(dir, 'figures.json', Type.Never()),
  ]);
  const sourced = (names: string[]) =>
    Promise.all(names.map(async (name) => ({ name, text: await readText(path.join(dir, SOURCED_DIR), name) })));
  const stateNames = new Map(states.records.map((state) => [state.id, state.name]));
  const checkState = (file: string, rows: Array<{ id: number; state_id: number; state: string }>) => {
    const stray = rows.find((row) => stateNames.get(row.state_id) !== row.state);
    if (stray)
      throw new DataFileError(
        `Data file ${file}, record id ${stray.id}, field state_id: ${stray.state_id} is not the id of "${stray.state}" in states.json`,
      );
  };
  checkState('policies.json', policies.records);
  return {
    countries: countries.records,
    states: states.records,
    policies: policies.records,
    figures,
    datasets: [countries.info, states.info, policies.info, schoolsInfo.info, figuresInfo.info],
    sourced: {
      policies: await sourced(SOURCED_FILES.policies),
      schools: await sourced(SOURCED_FILES.schools),
      updates: await Promise.all(
        SOURCED_UPDATES.map(async (update) => ({ ...update, text: await readText(path.join(dir, SOURCED_DIR), update.name) })),
      ),
    },
  };
}
