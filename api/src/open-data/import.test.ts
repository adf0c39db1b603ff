import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { loadDataFiles } from './data-files.js';
import { applyBundledData, readSnapshot } from './repository.js';
import { OpenDataStore } from './store.js';
import { importRecords, localPhone, readRows } from './import.js';

const run = promisify(execFile);
let database: TestDatabase;
let store: OpenDataStore;
let scratch: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await applyBundledData(database.db, await loadDataFiles());
  store = await OpenDataStore.open(database.db);
  scratch = await mkdtemp(path.join(tmpdir(), 'portal-import-'));
});

afterAll(async () => {
  await database?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('reading an import file', () => {
  it('numbers CSV rows by their line in the file, after comments and the header', () => {
    const rows = readRows('# Licence: CC BY 4.0\nname,state\nA,Lagos\n\nB,Kano\n', 'csv');
    expect(rows.map((row) => [row.line, row.fields.name])).toEqual([
      [3, 'A'],
      [5, 'B'],
    ]);
  });

  it('writes phone numbers in the local format of spec §3.7', () => {
    expect(['08031234567', '0803-123-4567', '+234 803 123 4567', '0803 123 4567'].map(localPhone)).toEqual(Array(4).fill('0803 123 4567'));
  });
});

describe('all or nothing', () => {
  it('leaves the database and the served data untouched when writing fails part-way', async () => {
    // A database-side failure on the second row, after the first row was written inside the transaction.
    await sql`create function refuse_exploding_school() returns trigger language plpgsql as $$
      begin
        if new.name = 'Exploding School' then raise exception 'refused by test trigger'; end if;
        return new;
      end $$`.execute(database.db);
    await sql`create trigger refuse_exploding_school before insert or update on schools for each row execute function refuse_exploding_school()`.execute(database.db);
    try {
      const before = await readSnapshot(database.db);
      const text = 'name,state,type\nFine School,Lagos,primary\nExploding School,Kano,special\n';
      await expect(importRecords(database.db, store, { dataset: 'schools', format: 'csv', text, source: 'Test' })).rejects.toThrow(/refused by test trigger/);
      expect(await readSnapshot(database.db)).toEqual(before);
      expect(store.data.schools.some((school) => school.name === 'Fine School')).toBe(false);
    } finally {
      await sql`drop trigger refuse_exploding_school on schools`.execute(database.db);
      await sql`drop function refuse_exploding_school()`.execute(database.db);
    }
  });
});

describe('withdrawing the demonstration schools', () => {
  it('removes them in the same transaction as the real records arrive, and only then', async () => {
    const demonstration = store.data.schools.filter((school) => school.provenance === 'demonstration').length;
    const text = JSON.stringify([{ name: 'Kano State School for the Deaf', state: 'Kano', type: ['special'] }]);
    const bad = JSON.stringify([{ name: 'Nowhere School', state: 'Atlantis' }]);
    const refused = await importRecords(database.db, store, { dataset: 'schools', format: 'json', text: bad, source: 'Test', withdrawDemonstration: true });
    expect(refused).toMatchObject({ applied: false, withdrawn: 0 });
    expect(store.data.schools.filter((school) => school.provenance === 'demonstration')).toHaveLength(demonstration);

    const listedBefore = store.data.datasets.find((d) => d.dataset === 'schools')?.updated_at;
    const report = await importRecords(database.db, store, { dataset: 'schools', format: 'json', text, source: 'State ministry list', withdrawDemonstration: true });
    expect(report).toMatchObject({ applied: true, created: 1, withdrawn: demonstration });
    expect(store.data.schools.map((school) => [school.name, school.provenance, school.source])).toEqual([['Kano State School for the Deaf', 'imported', 'State ministry list']]);
    expect(store.data.datasets.find((d) => d.dataset === 'schools')?.updated_at).not.toBe(listedBefore);

    const again = await importRecords(database.db, store, { dataset: 'schools', format: 'json', text, source: 'State ministry list', withdrawDemonstration: true });
    expect(again).toMatchObject({ applied: true, created: 0, unchanged: 1, withdrawn: 0 });
  });
});

describe('the import command', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'src/open-data/import-cli.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '..', '..'),
      env: { ...process.env, LOG_LEVEL: 'silent', INIT_CWD: scratch, ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  /** The test's PostgreSQL database, or a fresh embedded one of the command's own. */
  const databaseFor = (): Record<string, string> =>
    process.env.TEST_DATABASE_URL ? { DATABASE_URL: database.databaseUrl! } : { DATA_DIR: path.join(scratch, 'data'), DATABASE_URL: '' };

  it('imports a file named relative to where it was typed, reports mappings, and changes nothing the second time', async () => {
    await writeFile(path.join(scratch, 'schools.csv'), 'name,state,type,phone\nLagoss Learning Hub,Lagoss,primary;special,08031234567\nAbuja Deaf Academy,Abuja,secondary,\n');
    const target = databaseFor();
    const first = await cli(['schools.csv'], target);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({
      dataset: 'schools',
      applied: true,
      created: 2,
      rejected: [],
      mappings: [
        { line: 2, from: 'Lagoss', to: 'Lagos' },
        { line: 3, from: 'Abuja', to: 'FCT-Abuja' },
      ],
    });
    const second = await cli(['schools.csv'], target);
    expect(JSON.parse(second.stdout)).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 2 });
  });

  it('exits with 1 and a report of every rejected row, writing nothing', async () => {
    await writeFile(path.join(scratch, 'bad.csv'), 'name,state,type\nGood School,Oyo,primary\nBad School,Atlantis,primary\n');
    const target = databaseFor();
    const result = await cli(['bad.csv', '--source', 'Test list'], target);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ applied: false, accepted: 1, rejected: [{ line: 3, reason: 'state "Atlantis" matches no state of Nigeria' }] });
    expect(result.stderr).toContain('nothing was imported');
  });

  it('refuses to open an embedded database another process has open', async () => {
    if (process.env.TEST_DATABASE_URL) return; // only the embedded database is limited to one process
    await writeFile(path.join(scratch, 'one.json'), JSON.stringify({ dataset: 'schools', source: 'Test', records: [{ name: 'One', state: 'Oyo' }] }));
    const result = await cli(['one.json'], { DATA_DIR: database.dataDir, DATABASE_URL: '' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`open in another process (pid ${process.pid})`);
  });

  it('explains its usage', async () => {
    const result = await cli([], {});
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run data:import -w api -- FILE');
  });
});
