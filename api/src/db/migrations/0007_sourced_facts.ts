import { sql, type Kysely } from 'kysely';

/**
 * Evidence in the data model: every published fact carries its sources (title, publisher, address, date,
 * quote, confidence), when it was last reviewed and who imported it.
 * - Policies gain the law's status, name, year and agency. The rows before this carried only the
 *   statuses and rankings the specification showed, with no source, so they are removed; the start then
 *   brings in the sourced records (open-data/repository.ts).
 * - Schools: the demonstration schools (invented records) are removed; the start imports the real ones.
 * - National figures get a table of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from policies`.execute(db);
  await db.schema
    .alterTable('policies')
    .dropColumn('status')
    .dropColumn('source')
    .addColumn('law_status', 'text', (c) => c.notNull())
    .addColumn('law_name', 'text', (c) => c.notNull())
    .addColumn('law_year', 'integer')
    .addColumn('agency', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('sources', 'jsonb', (c) => c.notNull())
    .addColumn('reviewed_at', 'text', (c) => c.notNull())
    .addColumn('imported_by', 'text', (c) => c.notNull())
    .execute();

  await sql`delete from schools where provenance = 'demonstration'`.execute(db);
  await db.schema
    .alterTable('schools')
    .dropColumn('provenance')
    .dropColumn('source')
    .addColumn('setting', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('impairments', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('sources', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('reviewed_at', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('imported_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('figures')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('record', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('figures').execute();
  await sql`delete from schools`.execute(db);
  await db.schema
    .alterTable('schools')
    .dropColumn('setting')
    .dropColumn('impairments')
    .dropColumn('sources')
    .dropColumn('reviewed_at')
    .dropColumn('imported_by')
    .addColumn('provenance', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await sql`delete from policies`.execute(db);
  await db.schema
    .alterTable('policies')
    .dropColumn('law_status')
    .dropColumn('law_name')
    .dropColumn('law_year')
    .dropColumn('agency')
    .dropColumn('notes')
    .dropColumn('sources')
    .dropColumn('reviewed_at')
    .dropColumn('imported_by')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
}
