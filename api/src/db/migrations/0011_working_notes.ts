import { sql, type Kysely } from 'kysely';

/**
 * The team's working notes leave the published record (issue 36). Until now a policy's `notes` held the
 * sourced file's notes column as it stood: what one source says of another, where a row came from ('From
 * sources-log.md'), and the state page showed it. They move to `working_notes`, which no answer, page or
 * download reads; `notes` is now the public note, written for the reader in the portal's own words, and
 * starts empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table policies add column working_notes text not null default ''`.execute(db);
  await sql`update policies set working_notes = notes, notes = ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update policies set notes = working_notes where working_notes <> ''`.execute(db);
  await sql`alter table policies drop column working_notes`.execute(db);
}
