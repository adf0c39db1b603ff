import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../db/database.js';
import type { Database, SchoolTable } from '../db/schema.js';
import type { BundledData } from './data-files.js';
import type { CountryRow, DatasetInfo, PolicyRow, SchoolRow, StateRow } from './schemas.js';

type Writer = DB | Transaction<Database>;

const iso = (value: Date | string) => new Date(value).toISOString().replace('.000Z', 'Z');
/** jsonb values go over the wire as JSON text: drivers would otherwise send a JS array as a SQL array. */
const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export async function upsertPolicy(db: Writer, policy: PolicyRow): Promise<void> {
  const row = {
    id: policy.id,
    state: policy.state,
    status: policy.status,
    url: policy.url,
    description: policy.desc,
    ranking: policy.ranking,
    key_findings: jsonb(policy.key_findings),
    email: policy.email,
    phone: jsonb(policy.phone),
    address: policy.address,
    source: policy.source,
    updated_at: policy.updated_at,
  };
  await db.insertInto('policies').values(row).onConflict((c) => c.column('id').doUpdateSet(row)).execute();
}

export async function upsertSchool(db: Writer, school: SchoolRow): Promise<void> {
  const row = {
    id: school.id,
    state: school.state,
    name: school.name,
    type: sql<string[]>`${sql.val(school.type)}::text[]`,
    location: school.location,
    local_government: school.local_government,
    description: school.desc,
    picture_url: school.picture_url,
    website: school.website,
    phone: school.phone,
    email: school.email,
    provenance: school.provenance,
    source: school.source,
    updated_at: school.updated_at,
  };
  await db.insertInto('schools').values(row).onConflict((c) => c.column('id').doUpdateSet(row)).execute();
}

/** Inserts `row`, or updates the existing row with the same key when any of its columns differ. */
async function upsertWhenChanged<T extends 'datasets' | 'countries' | 'states'>(
  trx: Transaction<Database>,
  table: T,
  key: 'id' | 'name',
  row: Record<string, unknown>,
  compared: string[],
): Promise<void> {
  const changed = sql.join(compared.map((column) => sql`${sql.ref(`${table}.${column}`)} is distinct from excluded.${sql.ref(column)}`), sql` or `);
  const updates = sql.join(compared.map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`), sql`, `);
  const columns = Object.keys(row);
  await sql`
    insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    values (${sql.join(columns.map((c) => row[c]))})
    on conflict (${sql.ref(key)}) do update set ${updates}${table === 'datasets' ? sql`, updated_at = now()` : sql``}
    where ${changed}`.execute(trx);
}

/**
 * Brings the database in line with the bundled data files, in one transaction, at every start:
 * - the reference data whose only source is the files (each data set's title, licence and notes; the
 *   country record; the states with their codes and local government areas) is written when it differs;
 * - policies and schools, which imports change, are seeded from the files only while their table is empty.
 * Running it again changes nothing. Returns true when it seeded policies or schools.
 */
export async function applyBundledData(db: DB, data: BundledData): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    for (const info of data.datasets) {
      const row = { name: info.dataset, title: info.title, licence: info.licence, source_note: info.source, notes: info.notes };
      await upsertWhenChanged(trx, 'datasets', 'name', row, ['title', 'licence', 'source_note', 'notes']);
    }
    for (const country of data.countries) {
      const row = { id: country.id, name: country.name, record: jsonb(country), source: country.source, updated_at: country.updated_at };
      await upsertWhenChanged(trx, 'countries', 'id', row, ['name', 'record', 'source', 'updated_at']);
    }
    for (const state of data.states) {
      const row = { id: state.id, country_id: state.country_id, name: state.name, code: state.code, lgas: jsonb(state.lgas), source: state.source, updated_at: state.updated_at };
      await upsertWhenChanged(trx, 'states', 'id', row, ['country_id', 'name', 'code', 'lgas', 'source', 'updated_at']);
    }
    const seedPolicies = (await trx.selectFrom('policies').select('id').limit(1).execute()).length === 0;
    if (seedPolicies) for (const policy of data.policies) await upsertPolicy(trx, policy);
    // Schools: while nothing has been imported, the table is only the demonstration set, which then
    // follows the bundled file (a corrected demonstration set reaches databases made earlier). Once an
    // import has added real records, the demonstration records are left to the imports.
    const current = (await trx.selectFrom('schools').selectAll().orderBy('id').execute()).map(toSchoolRow);
    const untouched = current.every((school) => school.provenance === 'demonstration');
    const seedSchools = untouched && canonical(current) !== canonical(data.schools);
    if (seedSchools) {
      await trx.deleteFrom('schools').execute();
      for (const school of data.schools) await upsertSchool(trx, school);
    }
    return seedPolicies || seedSchools;
  });
}

/** A row of the schools table as the published record (`description` is published as `desc`). */
function toSchoolRow({ description, ...school }: Selectable<SchoolTable>): SchoolRow {
  return {
    ...school,
    type: school.type as SchoolRow['type'],
    provenance: school.provenance as SchoolRow['provenance'],
    desc: description,
    updated_at: iso(school.updated_at),
  };
}

/** The records as text with their keys sorted, to tell whether two lists hold the same data. */
const canonical = (records: readonly object[]) =>
  JSON.stringify(records.map((record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)))));

export interface OpenDataSnapshot {
  countries: CountryRow[];
  states: StateRow[];
  policies: PolicyRow[];
  schools: SchoolRow[];
  datasets: Array<DatasetInfo & { updated_at: string }>;
}

/** Everything the read routes serve, read in one go: the data sets are small and change only on import. */
export async function readSnapshot(db: DB): Promise<OpenDataSnapshot> {
  const [countries, states, policies, schools, datasets] = await Promise.all([
    db.selectFrom('countries').selectAll().orderBy('id').execute(),
    db
      .selectFrom('states')
      .innerJoin('countries', 'countries.id', 'states.country_id')
      .select(['states.id', 'states.country_id', 'countries.name as country_name', 'states.name', 'states.code', 'states.lgas', 'states.source', 'states.updated_at'])
      .orderBy('states.id')
      .execute(),
    db.selectFrom('policies').selectAll().orderBy('id').execute(),
    db.selectFrom('schools').selectAll().orderBy('id').execute(),
    db.selectFrom('datasets').selectAll().orderBy('name').execute(),
  ]);
  return {
    countries: countries.map((c) => c.record as CountryRow),
    states: states.map((s) => ({ ...s, lgas: s.lgas as string[], updated_at: iso(s.updated_at) })),
    policies: policies.map(({ description, key_findings, phone, ...p }) => ({
      ...p,
      status: p.status as PolicyRow['status'],
      desc: description,
      key_findings: key_findings as string[],
      phone: phone as string[],
      updated_at: iso(p.updated_at),
    })),
    schools: schools.map(toSchoolRow),
    datasets: datasets.map((d) => ({ dataset: d.name, title: d.title, licence: d.licence, source: d.source_note, notes: d.notes, updated_at: iso(d.updated_at) })),
  };
}
