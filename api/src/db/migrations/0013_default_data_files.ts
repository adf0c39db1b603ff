import { sql, type Kysely } from 'kysely';

/**
 * Default data added after a database was first filled (issue 36: more and corrected schools): the name
 * of each such file of `open-data/sets/sourced/` the start has imported into this database, so that each is
 * imported once and an administrator's later imports are never overwritten by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('default_data_files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('default_data_files').execute();
}
