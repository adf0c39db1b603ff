import { sql, type Kysely } from 'kysely';

/**
 * Resumable video uploads (issue 19, the tus protocol): who began each upload and how large it said it
 * would be, so only its owner may continue it and its size counts against the owner's daily quota from
 * the start. The bytes live in `DATA_DIR/uploads/resumable/`; a row goes when its upload is attached to
 * a report, terminated or expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('report_uploads_user_id').on('report_uploads').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_uploads').execute();
}
