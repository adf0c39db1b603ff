/**
 * Migration 0014 on a database whose policies and schools name their state: each row keeps its state,
 * now by id, and gets it back by name when the migration is undone. On PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addTestStates, databaseAt, removeTestStates } from '../../test-support/migrator.js';

const at = databaseAt('0013_default_data_files');

const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(at.database.db)).rows;

describe('migration 0014: policies and schools refer to their state by id', () => {
  it('gives every row its state id, refuses a second policy for one state, and goes back to names without losing a row', async () => {
    await addTestStates(at.database.db);
    await sql`insert into policies (id, state, url, description, ranking, key_findings, email, phone, address, law_status, law_name,
        law_year, agency, notes, sources, reviewed_at, imported_by, updated_at)
      values (901, 'Ondo', '', '', '10th', '[]', '', '[]', '', 'disputed', '', null, '', '', '[]', '2026-11', 't', now()),
             (902, 'Kano', '', '', '', '[]', '', '[]', '', 'in_force', 'Kano Law', 2022, '', '', '[]', '2026-11', 't', now())`.execute(
      at.database.db,
    );
    await sql`insert into schools (id, state, name, type, location, local_government, description, picture_url, website, phone, email,
        updated_at)
      values (901, 'Kano', 'School for the Deaf, Kano', '{special}', '', '', '', '', '', '', '', now()),
             (902, 'Kano', 'Kano Inclusive School', '{primary}', '', '', '', '', '', '', '', now()),
             (903, 'Ondo', 'Ondo School for the Blind', '{special}', '', '', '', '', '', '', '', now())`.execute(at.database.db);

    expect((await at.migrator.migrateTo('0014_state_ids')).error).toBeUndefined();
    expect(await rows(sql`select id, state_id from policies where id > 900 order by id`)).toEqual([
      { id: 901, state_id: 901 },
      { id: 902, state_id: 902 },
    ]);
    expect(await rows(sql`select id, state_id, name from schools where id > 900 order by id`)).toEqual([
      { id: 901, state_id: 902, name: 'School for the Deaf, Kano' },
      { id: 902, state_id: 902, name: 'Kano Inclusive School' },
      { id: 903, state_id: 901, name: 'Ondo School for the Blind' },
    ]);
    // The key is the id now: a second record for one state, or a school in no state, is refused.
    await expect(
      sql`insert into policies (id, state_id, url, description, ranking, key_findings, email, phone, address, law_status, law_name,
          law_year, agency, notes, sources, reviewed_at, imported_by, updated_at)
        values (903, 901, '', '', '', '[]', '', '[]', '', 'unknown', '', null, '', '', '[]', '', 't', now())`.execute(at.database.db),
    ).rejects.toThrow();
    await expect(
      sql`insert into schools (id, state_id, name, type, location, local_government, description, picture_url, website, phone, email,
          updated_at)
        values (904, 999, 'Nowhere School', '{primary}', '', '', '', '', '', '', '', now())`.execute(at.database.db),
    ).rejects.toThrow();

    expect((await at.migrator.migrateTo('0013_default_data_files')).error).toBeUndefined();
    expect(await rows(sql`select id, state, ranking from policies where id > 900 order by id`)).toEqual([
      { id: 901, state: 'Ondo', ranking: '10th' },
      { id: 902, state: 'Kano', ranking: '' },
    ]);
    expect(await rows(sql`select id, state, name from schools where id > 900 order by id`)).toEqual([
      { id: 901, state: 'Kano', name: 'School for the Deaf, Kano' },
      { id: 902, state: 'Kano', name: 'Kano Inclusive School' },
      { id: 903, state: 'Ondo', name: 'Ondo School for the Blind' },
    ]);

    await sql`delete from schools where id > 900`.execute(at.database.db);
    await sql`delete from policies where id > 900`.execute(at.database.db);
    await removeTestStates(at.database.db);
    expect((await at.migrator.migrateToLatest()).error).toBeUndefined();
  });
});
