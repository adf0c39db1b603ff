import { sql, type Kysely } from 'kysely';

/**
 * Reference data the bundled files are the only source of: each state's local government areas, and each
 * data set's notes kept apart from its source (they were one text before). Both are filled from the
 * bundled files at every start (open-data/repository.ts), so databases created earlier catch up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('states')
    .addColumn('lgas', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable('datasets')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('datasets').dropColumn('notes').execute();
  await db.schema.alterTable('states').dropColumn('lgas').execute();
}
