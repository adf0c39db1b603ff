import { sql, type Kysely } from 'kysely';

/**
 * Attempts at rate-limited actions (login, register, resend, reset), kept in the database so that every
 * API process sharing one PostgreSQL enforces the same limits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table attempts (id bigserial primary key, key text not null, at timestamptz not null default now())`.execute(db);
  await db.schema.createIndex('attempts_key_at').on('attempts').columns(['key', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attempts').execute();
}
