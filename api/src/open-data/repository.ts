import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../db/database.js';
import type { Database, SchoolTable } from '../db/schema.js';
import type { Country, NationalFigure, PolicyRecord, RecordChange, School, StateRecord } from '@portal/shared/contracts';
import { specStatus, type DatasetInfo } from './schemas.js';

type Writer = DB | Transaction<Database>;

const iso = (value: Date | string) => new Date(value).toISOString().replace('.000Z', 'Z');
/** jsonb values go over the wire as JSON text: drivers would otherwise send a JS array as a SQL array. */
export const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The columns of the policies and schools tables an import writes, with their SQL types. */
const COLUMNS = {
  policies: {
    id: 'integer',
    state_id: 'integer',
    url: 'text',
    description: 'text',
    ranking: 'text',
    key_findings: 'jsonb',
    email: 'text',
    phone: 'jsonb',
    address: 'text',
    law_status: 'text',
    law_name: 'text',
    law_year: 'integer',
    agency: 'text',
    notes: 'text',
    working_notes: 'text',
    sources: 'jsonb',
    reviewed_at: 'text',
    imported_by: 'text',
    updated_at: 'timestamptz',
  },
  schools: {
    id: 'integer',
    state_id: 'integer',
    name: 'text',
    type: 'text[]',
    location: 'text',
    local_government: 'text',
    description: 'text',
    picture_url: 'text',
    website: 'text',
    phone: 'text',
    email: 'text',
    setting: 'text',
    impairments: 'text[]',
    sources: 'jsonb',
    reviewed_at: 'text',
    imported_by: 'text',
    updated_at: 'timestamptz',
  },
} as const;

export type RecordTable = keyof typeof COLUMNS;

/** A policy's row; `workingNotes`, the team's notes on its sources, are stored beside it and never published. */
const policyRow = (policy: PolicyRecord, workingNotes = '') => ({
  id: policy.id,
  state_id: policy.state_id,
  url: policy.url,
  description: policy.desc,
  ranking: policy.ranking,
  key_findings: policy.key_findings,
  email: policy.email,
  phone: policy.phone,
  address: policy.address,
  law_status: policy.law_status,
  law_name: policy.law_name,
  law_year: policy.law_year,
  agency: policy.agency,
  notes: policy.notes,
  working_notes: workingNotes,
  sources: policy.sources,
  reviewed_at: policy.reviewed_at,
  imported_by: policy.imported_by,
  updated_at: policy.updated_at,
});

const schoolRow = ({ desc, state: _name, ...school }: School) => ({ ...school, description: desc });

/**
 * Records as the JSON rows `upsertRows` takes, `perStatement` to a part: the JSON is made where the
 * records are (an import's worker thread), and the thread that writes handles one string a part.
 */
export function recordRows(
  table: RecordTable,
  records: ReadonlyArray<School | PolicyRecord>,
  workingNotes?: ReadonlyMap<number, string>,
  perStatement = Infinity,
): string[] {
  const rows =
    table === 'schools'
      ? (records as School[]).map(schoolRow)
      : (records as PolicyRecord[]).map((policy) => policyRow(policy, workingNotes?.get(policy.id)));
  const parts: string[] = [];
  for (let start = 0; start < rows.length; start += perStatement) parts.push(JSON.stringify(rows.slice(start, start + perStatement)));
  return parts;
}

/**
 * Inserts the rows (JSON from `recordRows`), or overwrites the rows with the same ids: an import is the
 * newest word on a record. One statement with one parameter for many rows.
 */
export async function upsertRows(db: Writer, table: RecordTable, rowsJson: string): Promise<void> {
  const columns = Object.entries(COLUMNS[table]);
  const names = sql.join(columns.map(([name]) => sql.ref(name)));
  await sql`insert into ${sql.table(table)} (${names})
    select ${names} from jsonb_to_recordset(${rowsJson}::jsonb)
      as r(${sql.join(columns.map(([name, type]) => sql`${sql.ref(name)} ${sql.raw(type)}`))})
    on conflict (id) do update set ${sql.join(columns.map(([name]) => sql`${sql.ref(name)} = excluded.${sql.ref(name)}`))}`.execute(db);
}

/** Writes a policy; `workingNotes`, the team's notes on its sources, are stored beside it and never published. */
export async function upsertPolicy(db: Writer, policy: PolicyRecord, workingNotes = ''): Promise<void> {
  for (const rows of recordRows('policies', [policy], new Map([[policy.id, workingNotes]]))) await upsertRows(db, 'policies', rows);
}

export async function upsertSchool(db: Writer, school: School): Promise<void> {
  for (const rows of recordRows('schools', [school])) await upsertRows(db, 'schools', rows);
}

/** Inserts `row`, or updates the existing row with the same key when any of its columns differ. */
export async function upsertWhenChanged<T extends 'datasets' | 'countries' | 'states' | 'figures'>(
  trx: Transaction<Database>,
  table: T,
  key: 'id' | 'name',
  row: Record<string, unknown>,
  compared: string[],
): Promise<void> {
  const changed = sql.join(
    compared.map((column) => sql`${sql.ref(`${table}.${column}`)} is distinct from excluded.${sql.ref(column)}`),
    sql` or `,
  );
  const updates = sql.join(
    compared.map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`),
    sql`, `,
  );
  const columns = Object.keys(row);
  await sql`
    insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    values (${sql.join(columns.map((c) => row[c]))})
    on conflict (${sql.ref(key)}) do update set ${updates}${table === 'datasets' ? sql`, updated_at = now()` : sql``}
    where ${changed}`.execute(trx);
}

/** A row of the schools table, with its state's name, as the published record (`description` is published as `desc`). */
function toSchoolRow({ description, ...school }: Selectable<SchoolTable> & { state: string }): School {
  return {
    ...school,
    type: school.type as School['type'],
    setting: school.setting as School['setting'],
    impairments: school.impairments as School['impairments'],
    sources: school.sources as School['sources'],
    desc: description,
    updated_at: iso(school.updated_at),
  };
}

/** Schools read per query: an administrator may import tens of thousands, and one query for all of them holds the thread for seconds. */
const SCHOOLS_PER_READ = 200;

/** Every school, in id order, a part at a time with the event loop turning between parts. */
async function readSchools(db: DB): Promise<School[]> {
  const schools: School[] = [];
  for (;;) {
    const part = await db
      .selectFrom('schools')
      .innerJoin('states', 'states.id', 'schools.state_id')
      .selectAll('schools')
      .select('states.name as state')
      .where('schools.id', '>', schools.at(-1)?.id ?? 0)
      .orderBy('schools.id')
      .limit(SCHOOLS_PER_READ)
      .execute();
    schools.push(...part.map(toSchoolRow));
    if (part.length < SCHOOLS_PER_READ) return schools;
    await yieldToEventLoop();
  }
}

export interface OpenDataSnapshot {
  countries: Country[];
  states: StateRecord[];
  policies: PolicyRecord[];
  schools: School[];
  figures: NationalFigure[];
  datasets: Array<DatasetInfo & { updated_at: string }>;
  /** The changes accepted suggestions made to schools and policy records, oldest first (migration 0012). */
  history: Array<RecordChange & { dataset: 'schools' | 'policies'; record_id: number }>;
}

/** Everything the read routes serve, read in one go: the data sets are small and change only on import. */
export async function readSnapshot(db: DB): Promise<OpenDataSnapshot> {
  const [countries, states, policies, schools, figures, datasets, history] = await Promise.all([
    db.selectFrom('countries').selectAll().orderBy('id').execute(),
    db
      .selectFrom('states')
      .innerJoin('countries', 'countries.id', 'states.country_id')
      .select([
        'states.id',
        'states.country_id',
        'countries.name as country_name',
        'states.name',
        'states.code',
        'states.lgas',
        'states.source',
        'states.updated_at',
      ])
      .orderBy('states.id')
      .execute(),
    // A record names its state as the states table does today: the row holds only its id.
    db
      .selectFrom('policies')
      .innerJoin('states', 'states.id', 'policies.state_id')
      .selectAll('policies')
      .select('states.name as state')
      .orderBy('policies.id')
      .execute(),
    readSchools(db),
    db.selectFrom('figures').selectAll().orderBy('id').execute(),
    db.selectFrom('datasets').selectAll().orderBy('name').execute(),
    db
      .selectFrom('record_history')
      .select(['dataset', 'record_id', 'change', 'field', 'changed_at', 'source_url', 'suggested_by', 'moderated_by'])
      .orderBy('id')
      .execute(),
  ]);
  return {
    countries: countries.map((c) => c.record as Country),
    states: states.map((s) => ({ ...s, lgas: s.lgas as string[], updated_at: iso(s.updated_at) })),
    // working_notes are the team's: never in a published record.
    policies: policies.map(({ description, key_findings, phone, sources, working_notes: _working, ...p }) => ({
      ...p,
      status: specStatus(p.law_status as PolicyRecord['law_status']),
      law_status: p.law_status as PolicyRecord['law_status'],
      desc: description,
      key_findings: key_findings as string[],
      phone: phone as string[],
      sources: sources as PolicyRecord['sources'],
      updated_at: iso(p.updated_at),
    })),
    schools,
    figures: figures.map((f) => f.record as NationalFigure),
    datasets: datasets.map((d) => ({
      dataset: d.name,
      title: d.title,
      licence: d.licence,
      source: d.source_note,
      notes: d.notes,
      updated_at: iso(d.updated_at),
    })),
    history: history.map((change) => ({ ...change, changed_at: iso(change.changed_at) })),
  };
}
