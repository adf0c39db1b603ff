import { sql, type Kysely } from 'kysely';

/**
 * Devices a user has logged in from (OWASP's "device cookies", as a token the browser keeps): a login
 * that presents one has a failure budget of its own, so strangers' wrong guesses never lock it out.
 * Only the SHA-256 hash of each token is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_devices')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_devices').execute();
}
