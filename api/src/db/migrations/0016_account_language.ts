import { sql, type Kysely } from 'kysely';

/**
 * The language an account is written to in (issue 39): that of the request that created it, which is the
 * page's. Accounts made before it exist were made in English, the only language then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column language text not null default 'en' check (language in ('en', 'pcm', 'ha', 'yo', 'ig'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column language`.execute(db);
}
