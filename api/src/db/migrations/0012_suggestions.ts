import { sql, type Kysely } from 'kysely';

/**
 * Suggestions from readers (issue 36, item 7) and the history of the records they changed. A suggestion
 * is a correction to one field of a school or a state's policy record, or a new school (its columns in
 * `new_school`), always with the address of a page that supports it; a moderator accepts it (the data
 * changes through the import's checks) or declines it with a reason (nothing changes). Each change an
 * accepted suggestion made is a row of `record_history`, only ever added: its source, the suggester's first
 * name when they agreed to be named, and the moderator. Records are the open data's (no foreign key: they
 * are written by imports, by id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table suggestions (
    id integer generated always as identity primary key,
    user_id integer not null references users (id) on delete cascade,
    target text not null check (target in ('school', 'policy', 'new_school')),
    record_id integer,
    field text,
    value text not null default '',
    new_school jsonb,
    source_url text not null,
    note text not null default '',
    show_name boolean not null default false,
    status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
    reason text,
    decided_by integer references users (id) on delete set null,
    decided_by_name text,
    created_at timestamptz not null default now(),
    decided_at timestamptz
  )`.execute(db);
  await db.schema.createIndex('suggestions_status').on('suggestions').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('suggestions_user').on('suggestions').column('user_id').execute();

  await sql`create table record_history (
    id integer generated always as identity primary key,
    dataset text not null check (dataset in ('schools', 'policies')),
    record_id integer not null,
    change text not null check (change in ('corrected', 'added')),
    field text not null default '',
    source_url text not null,
    suggested_by text not null default '',
    moderator_id integer references users (id) on delete set null,
    moderated_by text not null,
    suggestion_id integer references suggestions (id) on delete set null,
    changed_at timestamptz not null default now()
  )`.execute(db);
  await db.schema.createIndex('record_history_record').on('record_history').columns(['dataset', 'record_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('record_history').execute();
  await db.schema.dropTable('suggestions').execute();
}
