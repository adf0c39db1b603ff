import { sql, type Kysely } from 'kysely';

/** The published data sets: the country record, the states, their disability policies and the schools. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('record', 'jsonb', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('states')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('policies')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull().unique().references('states.name'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('ranking', 'text', (c) => c.notNull())
    .addColumn('key_findings', 'jsonb', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'jsonb', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('schools')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull().references('states.name'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', sql`text[]`, (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('local_government', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('picture_url', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('provenance', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One school per name within a state: the key an import matches rows on.
  await db.schema.createIndex('schools_state_name').on('schools').columns(['state', 'name']).unique().execute();
  // Prefix search on names without a sequential scan when the list grows (see NOTES: text_pattern_ops).
  await sql`create index schools_name_lower on schools (lower(name) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['schools', 'policies', 'states', 'countries']) await db.schema.dropTable(table).execute();
}
