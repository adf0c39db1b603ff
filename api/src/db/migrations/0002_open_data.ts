import { sql, type Kysely } from 'kysely';

/** The published data sets: the country record, the states, their disability policies and the schools. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table countries (
    id integer primary key,
    name text not null unique,
    record jsonb not null,
    source text not null, updated_at timestamptz not null
  )`.execute(db);

  await sql`create table states (
    id integer primary key,
    country_id integer not null references countries (id),
    name text not null unique,
    code text not null unique,
    source text not null, updated_at timestamptz not null
  )`.execute(db);

  await sql`create table policies (
    id integer primary key,
    state text not null unique references states (name),
    status text not null,
    url text not null,
    description text not null,
    ranking text not null,
    key_findings jsonb not null,
    email text not null, phone jsonb not null, address text not null,
    source text not null, updated_at timestamptz not null
  )`.execute(db);

  await sql`create table schools (
    id integer primary key,
    state text not null references states (name),
    name text not null,
    type text[] not null,
    location text not null, local_government text not null,
    description text not null,
    picture_url text not null,
    website text not null, phone text not null, email text not null,
    provenance text not null,
    source text not null, updated_at timestamptz not null
  )`.execute(db);
  // One school per name within a state: the key an import matches rows on.
  await db.schema.createIndex('schools_state_name').on('schools').columns(['state', 'name']).unique().execute();
  // Prefix search on names without a sequential scan when the list grows (see NOTES: text_pattern_ops).
  await sql`create index schools_name_lower on schools (lower(name) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['schools', 'policies', 'states', 'countries']) await db.schema.dropTable(table).execute();
}
