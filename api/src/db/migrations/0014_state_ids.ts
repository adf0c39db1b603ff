import { sql, type Kysely } from 'kysely';

/**
 * Policies and schools refer to their state by `state_id`, a foreign key to `states (id)`, instead of by
 * name (issue 36): a name is matched once, by the import, and a renamed state can never orphan a record.
 * Every row keeps its state: the id is read through the name it had, and the step refuses to run (not
 * null) rather than drop a row whose name matches no state. Reports already held a state id: it becomes a
 * foreign key too (a state is never deleted; the reference data is only ever updated in place).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['policies', 'schools'] as const) {
    await sql`alter table ${sql.table(table)} add column state_id integer references states (id)`.execute(db);
    await sql`update ${sql.table(table)} set state_id = states.id from states where states.name = ${sql.ref(`${table}.state`)}`.execute(db);
    await sql`alter table ${sql.table(table)} alter column state_id set not null`.execute(db);
  }
  await sql`drop index schools_state_name`.execute(db);
  await sql`alter table policies drop column state`.execute(db);
  await sql`alter table schools drop column state`.execute(db);
  await sql`alter table policies add constraint policies_state_id_key unique (state_id)`.execute(db);
  // One school per name within a state: the key an import matches rows on.
  await db.schema.createIndex('schools_state_id_name').on('schools').columns(['state_id', 'name']).unique().execute();
  await sql`alter table eyewitness_reports add constraint eyewitness_reports_state_id_fkey foreign key (state_id) references states (id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table eyewitness_reports drop constraint eyewitness_reports_state_id_fkey`.execute(db);
  await sql`drop index schools_state_id_name`.execute(db);
  await sql`alter table policies drop constraint policies_state_id_key`.execute(db);
  for (const table of ['policies', 'schools'] as const) {
    await sql`alter table ${sql.table(table)} add column state text references states (name)`.execute(db);
    await sql`update ${sql.table(table)} set state = states.name from states where states.id = ${sql.ref(`${table}.state_id`)}`.execute(db);
    await sql`alter table ${sql.table(table)} alter column state set not null`.execute(db);
    await sql`alter table ${sql.table(table)} drop column state_id`.execute(db);
  }
  await sql`alter table policies add constraint policies_state_key unique (state)`.execute(db);
  await db.schema.createIndex('schools_state_name').on('schools').columns(['state', 'name']).unique().execute();
}
