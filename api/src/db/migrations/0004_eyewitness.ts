import { sql, type Kysely } from 'kysely';

/**
 * Eyewitness reports (§3.3), their media files and the moderation decisions on them. A decision row is
 * never changed: together they are the record of who approved, rejected or verified a report, and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table eyewitness_reports (
    id integer generated always as identity primary key,
    user_id integer not null references users (id) on delete cascade,
    first_name text not null,
    last_name text not null,
    email text not null,
    comment_type text not null,
    comment text not null,
    show_name boolean not null default false,
    video_url text,
    status text not null default 'submitted' check (status in ('submitted', 'approved', 'rejected')),
    verified boolean not null default false,
    created_at timestamptz not null default now(),
    published_at timestamptz
  )`.execute(db);
  await db.schema.createIndex('eyewitness_reports_status').on('eyewitness_reports').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('eyewitness_reports_user').on('eyewitness_reports').column('user_id').execute();

  await sql`create table eyewitness_media (
    id integer generated always as identity primary key,
    report_id integer not null references eyewitness_reports (id) on delete cascade,
    position integer not null,
    kind text not null check (kind in ('photograph', 'video')),
    content_type text not null,
    stored_name text not null unique,
    size integer not null
  )`.execute(db);
  await db.schema.createIndex('eyewitness_media_report').on('eyewitness_media').columns(['report_id', 'position']).execute();

  await createDecisionsTable(db);
}

/** The moderators' decisions as this migration made them: 0009 folds them into its events, and its `down` makes them again. */
export async function createDecisionsTable(db: Kysely<unknown>): Promise<void> {
  await sql`create table eyewitness_decisions (
    id integer generated always as identity primary key,
    report_id integer not null references eyewitness_reports (id) on delete cascade,
    decision text not null check (decision in ('approved', 'rejected', 'verified')),
    reason text,
    decided_by integer references users (id) on delete set null,
    decided_by_name text not null,
    decided_at timestamptz not null default now()
  )`.execute(db);
  await db.schema.createIndex('eyewitness_decisions_report').on('eyewitness_decisions').columns(['report_id', 'decided_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['eyewitness_decisions', 'eyewitness_media', 'eyewitness_reports']) await db.schema.dropTable(table).execute();
}
