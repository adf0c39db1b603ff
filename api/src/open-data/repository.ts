import { sql, type InsertObject, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../db/database.js';
import type { Database, SchoolTable } from '../db/schema.js';
import type { Country, NationalFigure, PolicyRecord, RecordChange, School, StateRecord } from '@portal/shared/contracts';
import { specStatus, type DatasetInfo } from './schemas.js';

type Writer = DB | Transaction<Database>;

const iso = (value: Date | string) => new Date(value).toISOString().replace('.000Z', 'Z');
/** jsonb values go over the wire as JSON text: drivers would otherwise send a JS array as a SQL array. */
export const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The columns a policy and a school alike carry: where their facts come from, when and by whom. */
const provenance = (record: PolicyRecord | School) => ({
  sources: jsonb(record.sources),
  reviewed_at: record.reviewed_at,
  imported_by: record.imported_by,
  updated_at: record.updated_at,
});

/** Inserts `row`, or overwrites the row with the same id: an import is the newest word on a record. */
async function upsertById(db: Writer, table: 'policies' | 'schools', row: InsertObject<Database, 'policies' | 'schools'>): Promise<void> {
  await db
    .insertInto(table)
    .values(row)
    .onConflict((c) => c.column('id').doUpdateSet(row))
    .execute();
}

/** Writes a policy; `workingNotes`, the team's notes on its sources, are stored beside it and never published. */
export async function upsertPolicy(db: Writer, policy: PolicyRecord, workingNotes = ''): Promise<void> {
  const row = {
    id: policy.id,
    state_id: policy.state_id,
    url: policy.url,
    description: policy.desc,
    ranking: policy.ranking,
    key_findings: jsonb(policy.key_findings),
    email: policy.email,
    phone: jsonb(policy.phone),
    address: policy.address,
    law_status: policy.law_status,
    law_name: policy.law_name,
    law_year: policy.law_year,
    agency: policy.agency,
    notes: policy.notes,
    working_notes: workingNotes,
    ...provenance(policy),
  };
  await upsertById(db, 'policies', row);
}

export async function upsertSchool(db: Writer, school: School): Promise<void> {
  const row = {
    id: school.id,
    state_id: school.state_id,
    name: school.name,
    type: sql<string[]>`${sql.val(school.type)}::text[]`,
    location: school.location,
    local_government: school.local_government,
    description: school.desc,
    picture_url: school.picture_url,
    website: school.website,
    phone: school.phone,
    email: school.email,
    setting: school.setting,
    impairments: sql<string[]>`${sql.val(school.impairments)}::text[]`,
    ...provenance(school),
  };
  await upsertById(db, 'schools', row);
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
    db
      .selectFrom('schools')
      .innerJoin('states', 'states.id', 'schools.state_id')
      .selectAll('schools')
      .select('states.name as state')
      .orderBy('schools.id')
      .execute(),
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
    schools: schools.map(toSchoolRow),
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
