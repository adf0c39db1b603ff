/**
 * Migration 0011 on a database whose policies hold the sourced file's working notes in `notes` (as every
 * database imported before it does): they move to `working_notes`, which nothing publishes, and back.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addTestStates, databaseAt, removeTestStates } from '../../test-support/migrator.js';

const at = databaseAt('0010_resumable_uploads');

const notes = async () =>
  (await sql<{ id: number; notes: string }>`select id, notes from policies where id in (901, 902) order by id`.execute(at.database.db))
    .rows;

describe('migration 0011: working notes leave the published record', () => {
  it('moves every note to working_notes, empties the public note, and goes back without loss', async () => {
    await addTestStates(at.database.db);
    await sql`insert into policies (id, state, url, description, ranking, key_findings, email, phone, address, law_status, law_name,
        law_year, agency, notes, sources, reviewed_at, imported_by, updated_at)
      values (901, 'Ondo', '', '', '', '[]', '', '[]', '', 'disputed', '', null, '', 'CONFLICT: From sources-log.md.', '[]', '2026-11', 't', now()),
             (902, 'Kano', '', '', '', '[]', '', '[]', '', 'in_force', '', 2022, '', '', '[]', '2026-11', 't', now())`.execute(
      at.database.db,
    );

    const up = await at.migrator.migrateTo('0011_working_notes');
    expect(up.error).toBeUndefined();
    const moved = await sql<{
      id: number;
      notes: string;
      working_notes: string;
    }>`select id, notes, working_notes from policies where id in (901, 902) order by id`.execute(at.database.db);
    expect(moved.rows).toEqual([
      { id: 901, notes: '', working_notes: 'CONFLICT: From sources-log.md.' },
      { id: 902, notes: '', working_notes: '' },
    ]);

    const down = await at.migrator.migrateTo('0010_resumable_uploads');
    expect(down.error).toBeUndefined();
    expect(await notes()).toEqual([
      { id: 901, notes: 'CONFLICT: From sources-log.md.' },
      { id: 902, notes: '' },
    ]);
    await sql`delete from policies where id in (901, 902)`.execute(at.database.db);
    await removeTestStates(at.database.db);
    expect((await at.migrator.migrateToLatest()).error).toBeUndefined();
  });
});
