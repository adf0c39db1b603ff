import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { loadDataFiles } from './data-files.js';
import { applyBundledData } from './bundled-data.js';
import { readSnapshot } from './repository.js';
import { OpenDataStore } from './store.js';
import { importRecords, localPhone, readRows, type ImportDataset } from './import.js';

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
    await sql`create trigger refuse_exploding_school before insert or update on schools for each row execute function refuse_exploding_school()`.execute(
      database.db,
    );
    try {
      const before = await readSnapshot(database.db);
      const text = `name,state,type,source_url,confidence\nFine School,Lagos,primary,${PAGE},high\nExploding School,Kano,special,${PAGE},high\n`;
      await expect(importRecords(database.db, store.data, { dataset: 'schools', format: 'csv', text, importedBy: 'Test' })).rejects.toThrow(
        /refused by test trigger/,
      );
      expect(await readSnapshot(database.db)).toEqual(before);
      expect(store.data.schools.some((school) => school.name === 'Fine School')).toBe(false);
    } finally {
      await sql`drop trigger refuse_exploding_school on schools`.execute(database.db);
      await sql`drop function refuse_exploding_school()`.execute(database.db);
    }
  });
});

/** A source address for test rows: any page will do, the importer does not fetch it. */
const PAGE = 'https://news.example.com/disability-law';
/** Imports as the endpoint does: then serves what was written. */
async function importCsv(dataset: ImportDataset, text: string) {
  const report = await importRecords(database.db, store.data, {
    dataset,
    format: 'csv',
    text,
    importedBy: 'Test',
    reviewedAt: '2026-11-20',
  });
  if (report.applied) await store.reload();
  return report;
}
const LAW_HEADER = 'state,law_passed,law_name,year,agency_name,source_title,source_url,quote,confidence,notes';

describe('importing state laws', () => {
  it('refuses a row that states a fact without a source address, naming the row, and changes nothing', async () => {
    const before = await readSnapshot(database.db);
    const text = `${LAW_HEADER}\nKano,yes,Kano Law,2022,,"Title (Paper, 2022-01-01)",${PAGE},quote,high,\nLagos,yes,Lagos Law,2011,,,,,high,\n`;
    const report = await importCsv('policies', text);
    expect(report).toMatchObject({
      applied: false,
      rejected: [
        { line: 3, reason: 'Lagos: a row that states a fact (law status, law name and year) needs its source address (source_url)' },
      ],
    });
    expect(await readSnapshot(database.db)).toEqual(before);
  });

  it('refuses a row with an unknown state, naming the row', async () => {
    const report = await importCsv('policies', `${LAW_HEADER}\nAtlantis,yes,,,,,${PAGE},,high,\n`);
    expect(report.rejected).toEqual([{ line: 2, reason: 'state "Atlantis" matches no state of Nigeria' }]);
  });

  it('maps a near-miss state name and reports it', async () => {
    const report = await importCsv(
      'policies',
      `${LAW_HEADER}\nKanoo,yes,Kano State Persons with Disabilities Law,2022,,"Kano signs (Paper, 2022-05-01)",${PAGE},signed,medium,\n`,
    );
    expect(report).toMatchObject({ applied: true, mappings: [{ line: 2, from: 'Kanoo', to: 'Kano' }] });
    expect(store.data.policies.find((p) => p.state === 'Kano')).toMatchObject({
      law_name: 'Kano State Persons with Disabilities Law',
      imported_by: 'Test',
      reviewed_at: '2026-11-20',
    });
  });

  it("publishes a bill's name without the file's '(bill)' mark, which is the team's note", async () => {
    const text = `${LAW_HEADER}\nDelta,unknown,Delta State Persons Living With Disabilities Bill 2024 (bill),,,"Delta passes bill (Paper, 2024)",${PAGE},awaiting signature,low,\n`;
    expect(await importCsv('policies', text)).toMatchObject({ applied: true });
    expect(store.data.policies.find((p) => p.state === 'Delta')).toMatchObject({
      law_status: 'unknown',
      law_name: 'Delta State Persons Living With Disabilities Bill 2024',
    });
  });

  it("names a page's site as its publisher where the title's parenthesis describes the page ('repost of …'), and finds a date that is not last", async () => {
    const text = `${LAW_HEADER}\nNiger,unknown,,,,PWD group demands commission (repost of Daily Post),https://blog.example.com/pwd,operationalize,low,\n`;
    expect(await importCsv('policies', text)).toMatchObject({ applied: true });
    const [niger] = store.data.policies.find((p) => p.state === 'Niger')!.sources;
    expect(niger).toMatchObject({ title: 'PWD group demands commission (repost of Daily Post)', publisher: 'blog.example.com', date: '' });
    // A description with a date: the date is the source's.
    await importCsv(
      'policies',
      `${LAW_HEADER}\nKebbi,yes,,,,"Special schools (personal blog, 2013)",https://blog.example.com/k,a school,low,\n`,
    );
    const [kebbi] = store.data.policies.find((p) => p.state === 'Kebbi')!.sources;
    expect(kebbi).toMatchObject({ title: 'Special schools (personal blog)', publisher: 'blog.example.com', date: '2013' });
    // A date that is not last is still the date.
    await importCsv(
      'policies',
      `${LAW_HEADER}\nKano,yes,,,,"Kano signs (Daily Trust Sunday, 2017-12-24, via PressReader)",${PAGE},signed,medium,\n`,
    );
    const [kano] = store.data.policies.find((p) => p.state === 'Kano')!.sources;
    expect(kano).toMatchObject({ title: 'Kano signs', publisher: 'Daily Trust Sunday, via PressReader', date: '2017-12-24' });
    // A site's name in the parenthesis is its publisher.
    await importCsv(
      'policies',
      `${LAW_HEADER}\nOsun,yes,,,,Bureau page (bpwd.example.gov.ng),https://bpwd.example.gov.ng,assented,high,\n`,
    );
    const [osun] = store.data.policies.find((p) => p.state === 'Osun')!.sources;
    expect(osun).toMatchObject({ title: 'Bureau page', publisher: 'bpwd.example.gov.ng' });
  });

  it('marks a state whose sources disagree as disputed, keeps both sources, and leaves its ranking', async () => {
    const text = `${LAW_HEADER}\nOyo,no,,,,"Oyo has no law (Paper A, 2025)",${PAGE}/a,not yet,low,\nOyo,yes,Oyo Law,2022,,"Oyo signs (Paper B, 2022)",${PAGE}/b,signed,high,\n`;
    const report = await importCsv('policies', text);
    expect(report).toMatchObject({ applied: true, accepted: 2, updated: 1 });
    const oyo = store.data.policies.find((p) => p.state === 'Oyo')!;
    expect(oyo).toMatchObject({ law_status: 'disputed', status: '', law_name: 'Oyo Law', ranking: '5th' });
    expect(oyo.sources.map((s) => [s.publisher, s.date, s.confidence])).toEqual([
      ['Paper A', '2025', 'low'],
      ['Paper B', '2022', 'high'],
    ]);
  });

  it("keeps the file's working notes out of the published record, and publishes a public note from its own column, in any of the state's rows", async () => {
    const text =
      `${LAW_HEADER},public_note\n` +
      `Kwara,yes,Kwara Law,2016,,"Kwara signs (Paper, 2016)",${PAGE},signed,high,Year = passage. From sources-log.md (no CONFLICT),` +
      `The law was amended in 2017.\n` +
      // A second row of the state, its note's cell empty: the note is the state's, written once.
      `Kwara,yes,,,,"Kwara amends (Paper, 2017)",${PAGE}/2017,amended,medium,,\n`;
    expect(await importCsv('policies', text)).toMatchObject({ applied: true });
    const kwara = store.data.policies.find((p) => p.state === 'Kwara')!;
    expect(kwara.notes).toBe('The law was amended in 2017.');
    expect(JSON.stringify(kwara)).not.toMatch(/CONFLICT|sources-log|Year =/);
    const stored = await database.db
      .selectFrom('policies')
      .select('working_notes')
      .where('id', '=', store.data.policies.find((p) => p.state === 'Kwara')!.id)
      .executeTakeFirstOrThrow();
    expect(stored.working_notes).toBe('Year = passage. From sources-log.md (no CONFLICT)');
  });

  it('accepts a row that only says the status is unknown, without a source', async () => {
    const report = await importCsv('policies', `${LAW_HEADER}\nBorno,unknown,,,,,,,n/a,No evidence found.\n`);
    expect(report).toMatchObject({ applied: true, rejected: [] });
  });
});

describe('importing schools', () => {
  const HEADER = 'name,state,town_or_lga,level,special_or_inclusive,impairments,source_title,source_url,quote,source_reliability';

  it('reads level, setting and impairments as the sourced file writes them', async () => {
    const text = `${HEADER}\nTest School for the Deaf,Kwara,Ilorin,basic,special,deaf; autism,"Report (Paper, 2020)",${PAGE},a school,low-medium (blog)\n`;
    expect(await importCsv('schools', text)).toMatchObject({ applied: true, created: 1 });
    expect(store.data.schools.find((s) => s.name === 'Test School for the Deaf')).toMatchObject({
      type: ['primary', 'secondary', 'special'],
      setting: 'special',
      impairments: ['hearing', 'intellectual'],
      location: 'Ilorin',
      sources: [{ title: 'Report', publisher: 'Paper', date: '2020', confidence: 'low', url: PAGE, quote: 'a school' }],
    });
  });

  it('refuses a school without a source address, and an impairment it cannot place, naming each row', async () => {
    const text = `${HEADER}\nNo Source School,Kwara,,,special,,,,,medium\nOdd School,Kwara,,,special,telepathy,Title,${PAGE},,medium\n`;
    expect((await importCsv('schools', text)).rejected).toEqual([
      { line: 2, reason: 'No Source School has no source address (source_url): every school needs one' },
      { line: 3, reason: 'impairment "telepathy" is not one of visual, hearing, physical, intellectual, multiple' },
    ]);
  });

  it('renames the school a row names as its former_name, keeping its id, and refuses two rows for one school', async () => {
    await importCsv('schools', `${HEADER}\nOld Name School,Kwara,Offa,,special,,Title,${PAGE},old,medium\n`);
    const before = store.data.schools.find((s) => s.name === 'Old Name School')!;
    const renamed = `${HEADER},former_name\nNew Name School,Kwara,Offa,primary; rehabilitation,special,ADHD,Other,${PAGE}/new,new,high,Old Name School\n`;
    expect(await importCsv('schools', renamed)).toMatchObject({ applied: true, created: 0, updated: 1 });
    expect(store.data.schools.filter((s) => /Old Name|New Name/.test(s.name))).toEqual([
      expect.objectContaining({ id: before.id, name: 'New Name School', type: ['primary', 'special'], impairments: ['intellectual'] }),
    ]);
    expect(await importCsv('schools', renamed)).toMatchObject({ applied: true, unchanged: 1 });
    const twice = `${HEADER},former_name\nNew Name School,Kwara,,,special,,T,${PAGE},q,high,\nThird Name School,Kwara,,,special,,T,${PAGE},q,high,New Name School\n`;
    expect((await importCsv('schools', twice)).rejected).toEqual([
      { line: 3, reason: 'a row earlier in the file already gives Kwara: third name school, or the school it renames' },
    ]);
  });
});

// Each command starts a process of its own and, the first time, creates and fills an embedded database.
describe('the import command', { timeout: 180_000 }, () => {
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
    await writeFile(
      path.join(scratch, 'schools.csv'),
      `name,state,type,phone,source_url,confidence\nLagoss Learning Hub,Lagoss,primary;special,08031234567,${PAGE},high\nAbuja Deaf Academy,Abuja,secondary,,${PAGE},high\n`,
    );
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
    await writeFile(
      path.join(scratch, 'bad.csv'),
      `name,state,type,source_url,confidence\nGood School,Oyo,primary,${PAGE},high\nBad School,Atlantis,primary,${PAGE},high\n`,
    );
    const target = databaseFor();
    const result = await cli(['bad.csv', '--by', 'Test list'], target);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({
      applied: false,
      accepted: 1,
      rejected: [{ line: 3, reason: 'state "Atlantis" matches no state of Nigeria' }],
    });
    expect(result.stderr).toContain('nothing was imported');
  });

  it('refuses to open an embedded database another process has open', async () => {
    if (process.env.TEST_DATABASE_URL) return; // only the embedded database is limited to one process
    await writeFile(
      path.join(scratch, 'one.json'),
      JSON.stringify({ dataset: 'schools', records: [{ name: 'One', state: 'Oyo', source_url: PAGE, confidence: 'high' }] }),
    );
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
