import { sql, type Kysely } from 'kysely';

/** The data sets the portal publishes, each with its licence and a note on where it comes from. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('datasets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('licence', 'text', (c) => c.notNull())
    .addColumn('source_note', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('datasets').execute();
}
