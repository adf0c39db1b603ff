import { sql, type Kysely } from 'kysely';

/**
 * Eyewitness reports (§3.3), their media files and the moderation decisions on them. A decision row is
 * never changed: together they are the record of who approved, rejected or verified a report, and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('eyewitness_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('comment_type', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('show_name', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('video_url', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('submitted')
        .check(sql`status in ('submitted', 'approved', 'rejected')`),
    )
    .addColumn('verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('eyewitness_reports_status').on('eyewitness_reports').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('eyewitness_reports_user').on('eyewitness_reports').column('user_id').execute();

  await db.schema
    .createTable('eyewitness_media')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('eyewitness_reports.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('photograph', 'video')`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('eyewitness_media_report').on('eyewitness_media').columns(['report_id', 'position']).execute();

  await createDecisionsTable(db);
}

/** The moderators' decisions as this migration made them: 0009 folds them into its events, and its `down` makes them again. */
export async function createDecisionsTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('eyewitness_decisions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('eyewitness_reports.id').onDelete('cascade'))
    .addColumn('decision', 'text', (c) => c.notNull().check(sql`decision in ('approved', 'rejected', 'verified')`))
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_by_name', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('eyewitness_decisions_report').on('eyewitness_decisions').columns(['report_id', 'decided_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('eyewitness_decisions').execute();
  await db.schema.dropTable('eyewitness_media').execute();
  await db.schema.dropTable('eyewitness_reports').execute();
}
