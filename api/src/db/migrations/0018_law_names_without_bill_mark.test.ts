/**
 * Migration 0018 on a database whose policies were imported with the sourced file's '(bill)' mark after a
 * name: the mark goes, the rest of every name stays.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addTestStates, databaseAt, removeTestStates } from '../../test-support/migrator.js';

const at = databaseAt('0017_phone_reports');

describe("migration 0018: a law's name without the sourced file's '(bill)' mark", () => {
  it('takes the mark off the names that end with it and leaves every other name as it was', async () => {
    await addTestStates(at.database.db);
    await sql`insert into policies (id, state_id, url, description, ranking, key_findings, email, phone, address, law_status, law_name,
        law_year, agency, notes, sources, reviewed_at, imported_by, updated_at)
      values (901, 901, '', '', '', '[]', '', '[]', '', 'unknown', 'Ondo State Persons Living With Disabilities Bill 2024 (bill)', null,
                '', '', '[]', '2026-11', 't', now()),
             (902, 902, '', '', '', '[]', '', '[]', '', 'in_force', 'Kano Disability (Bill of Rights) Law 2022', 2022, '', '', '[]',
                '2026-11', 't', now())`.execute(at.database.db);

    expect((await at.migrator.migrateTo('0018_law_names_without_bill_mark')).error).toBeUndefined();
    const names = await sql<{ id: number; law_name: string }>`select id, law_name from policies where id > 900 order by id`.execute(
      at.database.db,
    );
    expect(names.rows).toEqual([
      { id: 901, law_name: 'Ondo State Persons Living With Disabilities Bill 2024' },
      { id: 902, law_name: 'Kano Disability (Bill of Rights) Law 2022' },
    ]);

    await sql`delete from policies where id > 900`.execute(at.database.db);
    await removeTestStates(at.database.db);
    expect((await at.migrator.migrateTo('0017_phone_reports')).error).toBeUndefined();
    expect((await at.migrator.migrateToLatest()).error).toBeUndefined();
  });
});
