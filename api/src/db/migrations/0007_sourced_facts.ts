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
  await sql`alter table policies
    drop column status, drop column source,
    add column law_status text not null,
    add column law_name text not null,
    add column law_year integer,
    add column agency text not null,
    add column notes text not null,
    add column sources jsonb not null,
    add column reviewed_at text not null,
    add column imported_by text not null`.execute(db);

  await sql`delete from schools where provenance = 'demonstration'`.execute(db);
  await sql`alter table schools
    drop column provenance, drop column source,
    add column setting text not null default '',
    add column impairments text[] not null default '{}'::text[],
    add column sources jsonb not null default '[]'::jsonb,
    add column reviewed_at text not null default '',
    add column imported_by text not null default ''`.execute(db);

  await sql`create table figures (id integer primary key, record jsonb not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('figures').execute();
  await sql`delete from schools`.execute(db);
  await sql`alter table schools
    drop column setting, drop column impairments, drop column sources, drop column reviewed_at, drop column imported_by,
    add column provenance text not null,
    add column source text not null`.execute(db);
  await sql`delete from policies`.execute(db);
  await sql`alter table policies
    drop column law_status, drop column law_name, drop column law_year, drop column agency,
    drop column notes, drop column sources, drop column reviewed_at, drop column imported_by,
    add column status text not null,
    add column source text not null`.execute(db);
}
