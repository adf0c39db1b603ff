import { sql, type Kysely } from 'kysely';
import { createDecisionsTable } from './0004_eyewitness.js';

/**
 * Eyewitness reports people can follow (issue 19):
 * - where it happened: a state (by id, as the open data numbers them; no foreign key, so reference data
 *   can be reloaded without touching reports), one of its local government areas, and the reporter's own
 *   words for the place, which are never published;
 * - two more statuses, 'under_review' and 'withdrawn', and how a verified report's facts were checked;
 * - photographs' size and thumbnail (the thumbnail is a second file in the same uploads folder);
 * - a history instead of the decisions table: every step of a report (submitted, resubmitted, each
 *   decision, each note to the reporter, withdrawn) is an event. Existing decisions become events with
 *   their moderator and time, and each existing report gets its 'submitted' event at its creation time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('eyewitness_reports')
    .addColumn('state_id', 'integer')
    .addColumn('lga', 'text')
    .addColumn('place_description', 'text')
    .addColumn('verified_how', 'text')
    .execute();
  // The check of 0004 was declared with its column, so PostgreSQL named it <table>_<column>_check.
  await sql`alter table eyewitness_reports drop constraint eyewitness_reports_status_check`.execute(db);
  await sql`alter table eyewitness_reports add constraint eyewitness_reports_status_check
    check (status in ('submitted', 'under_review', 'approved', 'rejected', 'withdrawn'))`.execute(db);
  // The public list by state, newest first.
  await db.schema
    .createIndex('eyewitness_reports_state')
    .on('eyewitness_reports')
    .columns(['state_id', 'status', 'published_at'])
    .execute();

  await db.schema
    .alterTable('eyewitness_media')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('thumbnail_name', 'text', (c) => c.unique())
    .execute();

  await db.schema
    .createTable('eyewitness_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('eyewitness_reports.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('submitted', 'resubmitted', 'under_review', 'approved', 'rejected', 'verified', 'note', 'withdrawn')`),
    )
    .addColumn('text', 'text')
    // The moderator who acted (null for the reporter's own steps); the name is kept when the account goes.
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('eyewitness_events_report').on('eyewitness_events').columns(['report_id', 'at']).execute();

  // The submitted events first, so that on equal times the history still reads in order of ids.
  await sql`insert into eyewitness_events (report_id, kind, at)
    select id, 'submitted', created_at from eyewitness_reports order by created_at, id`.execute(db);
  await sql`insert into eyewitness_events (report_id, kind, text, actor_id, actor_name, at)
    select report_id, decision, reason, decided_by, decided_by_name, decided_at from eyewitness_decisions order by decided_at, id`.execute(
    db,
  );
  await db.schema.dropTable('eyewitness_decisions').execute();
}

/** Back to 0004's shape: decisions from the events; the new statuses fold into the nearest old one. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await createDecisionsTable(db);
  await sql`insert into eyewitness_decisions (report_id, decision, reason, decided_by, decided_by_name, decided_at)
    select report_id, kind, text, actor_id, coalesce(actor_name, ''), at from eyewitness_events
    where kind in ('approved', 'rejected', 'verified') order by at, id`.execute(db);
  await db.schema.dropTable('eyewitness_events').execute();

  await db.schema.alterTable('eyewitness_media').dropColumn('width').dropColumn('height').dropColumn('thumbnail_name').execute();

  await db.schema.dropIndex('eyewitness_reports_state').execute();
  await sql`alter table eyewitness_reports drop constraint eyewitness_reports_status_check`.execute(db);
  await sql`update eyewitness_reports set status = case status when 'under_review' then 'submitted' else 'rejected' end
    where status in ('under_review', 'withdrawn')`.execute(db);
  await sql`alter table eyewitness_reports add constraint eyewitness_reports_status_check
    check (status in ('submitted', 'approved', 'rejected'))`.execute(db);
  await db.schema
    .alterTable('eyewitness_reports')
    .dropColumn('state_id')
    .dropColumn('lga')
    .dropColumn('place_description')
    .dropColumn('verified_how')
    .execute();
}
