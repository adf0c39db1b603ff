import { sql, type Kysely } from 'kysely';

/** The data sets the portal publishes, each with its licence and a note on where it comes from. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table datasets (
    name text primary key,
    title text not null,
    licence text not null,
    source_note text not null,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('datasets').execute();
}
