import { sql, type Kysely } from 'kysely';

/**
 * A record is added once: two suggestions of a new school accepted at the same moment (each import chose
 * the same new id, or the same school) must not both be recorded as adding it, the second overwriting the
 * first. The index refuses the second, whose transaction then changes nothing, and the route answers 409.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index record_history_one_addition on record_history (dataset, record_id) where change = 'added'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index record_history_one_addition`.execute(db);
}
