import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type, type TSchema } from '@sinclair/typebox';
import {
  CountryRecord,
  DatasetMeta,
  PolicyRecord,
  SchoolRecord,
  StateRecord,
  firstProblem,
  type CountryRow,
  type DatasetInfo,
  type PolicyRow,
  type SchoolRow,
  type StateRow,
} from './schemas.js';

export const DATA_FILES_DIR = path.join(import.meta.dirname, 'sets');

export interface BundledData {
  countries: CountryRow[];
  states: StateRow[];
  policies: PolicyRow[];
  schools: SchoolRow[];
  datasets: DatasetInfo[];
}

/** A data file that does not match its schema: the message names the file, the record and the field. */
export class DataFileError extends Error {}

async function readDataFile<T>(dir: string, file: string, record: TSchema): Promise<{ info: DatasetInfo; records: T[] }> {
  const where = path.join(dir, file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(where, 'utf8'));
  } catch (error) {
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
  return { info: { dataset: info.dataset, title: info.title, licence: info.licence, source: info.source, notes: info.notes }, records: records as T[] };
}

/** Reads and checks the bundled data sets; any mistake stops the start with a precise message. */
export async function loadDataFiles(dir = DATA_FILES_DIR): Promise<BundledData> {
  const [countries, states, policies, schools] = await Promise.all([
    readDataFile<CountryRow>(dir, 'countries.json', CountryRecord),
    readDataFile<StateRow>(dir, 'states.json', StateRecord),
    readDataFile<PolicyRow>(dir, 'policies.json', PolicyRecord),
    readDataFile<SchoolRow>(dir, 'schools.json', SchoolRecord),
  ]);
  const stateNames = new Set(states.records.map((state) => state.name));
  const checkState = (file: string, rows: Array<{ id: number; state: string }>) => {
    const stray = rows.find((row) => !stateNames.has(row.state));
    if (stray) throw new DataFileError(`Data file ${file}, record id ${stray.id}, field state: "${stray.state}" is not in states.json`);
  };
  checkState('policies.json', policies.records);
  checkState('schools.json', schools.records);
  return {
    countries: countries.records,
    states: states.records,
    policies: policies.records,
    schools: schools.records,
    datasets: [countries.info, states.info, policies.info, schools.info],
  };
}
