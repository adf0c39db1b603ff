import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { loadDataFiles, type BundledData } from './data-files.js';
import { applyBundledData } from './bundled-data.js';
import { readSnapshot, upsertSchool } from './repository.js';
import { OpenDataStore } from './store.js';
import { importRecords } from './import.js';
import type { School } from '@portal/shared/contracts';

let database: TestDatabase;
let data: BundledData;
/** The schools of a database filled from the start with all the default data, as first imported. */
let freshSchools: Array<Record<string, unknown>>;
/** Its policies, likewise. */
let freshPolicies: Array<Record<string, unknown>>;

beforeAll(async () => {
  database = await openTestDatabase();
  data = await loadDataFiles();
});

afterAll(async () => {
  await database?.close();
});

describe('the default data on a fresh database', () => {
  it('is the sourced files, imported through the import pipeline, once', async () => {
    expect(await applyBundledData(database.db, data)).toBe(true);
    const first = await readSnapshot(database.db);
    expect(first.states).toHaveLength(37);
    expect(first.figures).toHaveLength(29);
    expect(first.policies).toHaveLength(37);
    expect(first.policies.filter((p) => p.law_status === 'in_force')).toHaveLength(27);
    expect(first.schools).toHaveLength(72);
    freshSchools = first.schools.map((s) => ({ ...s, updated_at: '' }));
    freshPolicies = first.policies.map((p) => ({ ...p, updated_at: '' }));
    expect(new Set(first.schools.map((s) => s.state)).size).toBe(31);
    expect(first.schools.every((s) => s.sources.length === 1 && s.imported_by.startsWith('The portal team'))).toBe(true);
    expect(first.schools.filter((s) => s.reviewed_at === '2026-12').map((s) => s.imported_by)).toEqual(
      Array(14).fill('The portal team, from the sourced-data files of December 2026'),
    );
    expect(first.datasets.find((d) => d.dataset === 'states')?.notes).toBe(data.datasets.find((d) => d.dataset === 'states')?.notes);

    expect(await applyBundledData(database.db, data)).toBe(false);
    expect(await readSnapshot(database.db)).toEqual(first);
  });

  it("gives every state a law status, a source for each stated fact, and the law's name and year where it is in force", async () => {
    const { policies } = await readSnapshot(database.db);
    for (const policy of policies) {
      expect(policy.sources.length, policy.state).toBeGreaterThan(0);
      if (policy.law_status === 'in_force') {
        expect(policy.law_name, policy.state).not.toBe('');
        expect(policy.law_year, policy.state).toBeGreaterThan(1999);
        expect(policy.status, policy.state).toBe('Passed');
      }
    }
    expect(policies.find((p) => p.state === 'Lagos')).toMatchObject({
      law_status: 'in_force',
      law_name: "Lagos State Special People's Law 2011",
      law_year: 2011,
      agency: 'Lagos State Office of Disability Affairs (LASODA)',
      reviewed_at: '2026-11',
    });
    expect(policies.find((p) => p.state === 'Borno')).toMatchObject({
      law_status: 'no_law',
      status: '',
      sources: [expect.objectContaining({ confidence: 'low' })],
    });
  });

  it('shows both sources where they disagree (Ondo), and does not choose between them', async () => {
    const ondo = (await readSnapshot(database.db)).policies.find((p) => p.state === 'Ondo')!;
    expect(ondo.law_status).toBe('disputed');
    expect(ondo.status).toBe('');
    expect(ondo.sources.map((s) => s.url)).toEqual([
      'https://justambitioustoserveinfo.org/2025/12/10/stakeholders-move-to-fast-track-disability-law-domestication-in-ondo',
      'https://eaglesreporters.com/2024/08/27/17-states-yet-to-adopt-disability-act-report',
    ]);
    expect(ondo.ranking).toBe('10th');
  });

  it("cites a source that reports a law's repeal for the law's name, never for a law in force, and explains it in the state's note (Adamawa, Plateau)", async () => {
    const { policies } = await readSnapshot(database.db);
    const reportsRepeal = (source: { title: string; quote: string }) => /repeal/i.test(`${source.title} ${source.quote}`);
    for (const policy of policies) {
      for (const source of policy.sources.filter(reportsRepeal)) {
        expect(source.supports, `${policy.state}: ${source.title}`).not.toMatch(/law status/i);
        expect(policy.notes, policy.state).toMatch(/repeal/);
      }
    }
    const cited = (state: string) =>
      policies.find((p) => p.state === state)!.sources.map((source) => [source.publisher, source.date, source.supports]);
    expect(cited('Adamawa')).toEqual([
      ['Independent Newspaper Nigeria', '2023-12-25', 'Law status and year'],
      ['Qualitative Magazine', '2025-03-27', 'Law name and year'],
      ['Daily Post', '2025-07-04', 'Law status'],
    ]);
    expect(cited('Plateau')).toEqual([
      ['The Nation', '2021-01-08', 'Law status'],
      ["Eagle's Reporters", '2024-08-27', 'Law status'],
      ['The Sun', '', 'Law name, year and agency'],
    ]);
    expect(policies.find((p) => p.state === 'Plateau')).toMatchObject({
      law_status: 'in_force',
      law_name: 'Plateau State Disability Rights Commission Law',
      law_year: 2005,
      agency: 'Plateau State Disability Rights Commission',
      ranking: '6th',
      reviewed_at: '2026-11',
      imported_by: 'The portal team, from the sourced-data files of November 2026',
    });
    expect(policies.find((p) => p.state === 'Adamawa')!.notes).toMatch(
      /^In March 2025 the State Assembly passed a bill that repeals this law/,
    );
  });

  it('reads each source citation into title, publisher and date', async () => {
    const gombe = (await readSnapshot(database.db)).policies.find((p) => p.state === 'Gombe')!;
    expect(gombe.sources[0]).toMatchObject({
      title: 'Gombe gov signs disability protection bill into law',
      publisher: 'Punch',
      date: '2024-12-24',
      confidence: 'high',
    });
    const osun = (await readSnapshot(database.db)).policies.find((p) => p.state === 'Osun')!;
    expect(osun.sources[0]).toMatchObject({
      title: 'Osun State Bureau for People with Disabilities - official site',
      publisher: 'bpwd.osunstate.gov.ng',
      date: '',
    });
  });

  it('brings reference data written by an older version up to date', async () => {
    await sql`update states set lgas = '[]'::jsonb`.execute(database.db);
    await sql`update datasets set notes = '', source_note = source_note || ' old notes'`.execute(database.db);
    await sql`update figures set record = record || '{"value": "old"}'::jsonb where id = 1`.execute(database.db);
    await applyBundledData(database.db, data);
    const after = await readSnapshot(database.db);
    expect(after.states.find((s) => s.name === 'Lagos')?.lgas).toContain('Ikeja');
    expect(after.figures[0]).toEqual(data.figures[0]);
    for (const info of data.datasets) {
      expect(after.datasets.find((d) => d.dataset === info.dataset)).toMatchObject({
        source: info.source,
        notes: info.notes,
        licence: info.licence,
      });
    }
  });

  it('never puts back or overwrites schools and policies once they exist (imports own them)', async () => {
    const [first] = (await readSnapshot(database.db)).schools;
    await upsertSchool(database.db, { ...first!, name: 'Renamed by an import' });
    await applyBundledData(database.db, data);
    const school = (await readSnapshot(database.db)).schools.find((s) => s.id === first!.id);
    expect(school).toMatchObject({ name: 'Renamed by an import' });
  });
});

describe("the default data added later (December 2026: more schools, corrections, two states' sources)", () => {
  const schoolNamed = (snapshot: { schools: School[] }, name: string) => snapshot.schools.find((s) => s.name === name);

  // Opens a second embedded database and imports into it twice: minutes, not seconds, on a busy 2-core machine.
  it('reaches a database filled before it existed once, renaming the corrected schools in place', { timeout: 120_000 }, async () => {
    const older = await openTestDatabase();
    try {
      const before = { ...data, sourced: { ...data.sourced, updates: [] } };
      expect(await applyBundledData(older.db, before)).toBe(true);
      const filled = await readSnapshot(older.db);
      expect(filled.schools).toHaveLength(61);
      expect(filled.policies.find((p) => p.state === 'Plateau')!.sources).toHaveLength(1);
      const ikeja = schoolNamed(filled, 'Ikeja Junior High School (inclusive unit)')!;
      const imo = filled.schools.find((s) => s.state === 'Imo' && s.name.includes('Dumb'))!;

      expect(await applyBundledData(older.db, data)).toBe(true);
      const updated = await readSnapshot(older.db);
      expect(updated.schools).toHaveLength(72);
      expect(new Set(updated.schools.map((s) => s.state)).size).toBe(31);
      expect(schoolNamed(updated, 'Ikeja Junior Grammar School (inclusive unit)')).toMatchObject({
        id: ikeja.id,
        location: 'Ikeja',
        sources: [
          expect.objectContaining({
            url: 'https://pmnewsnigeria.com/2010/08/09/inclusive-units-integrated-into-schools/',
            quote:
              'Methodist Junior Grammar School, Badagry, Ikeja Junior Grammar School, Ikeja and Ipakodo Junior Grammar School, Ikorodu',
            publisher: 'PM News',
            date: '2010-08-09',
          }),
        ],
      });
      expect(schoolNamed(updated, 'Imo State Secondary School for the Deaf, Ofekata Orodo')).toMatchObject({
        id: imo.id,
        impairments: ['hearing'],
        sources: [expect.objectContaining({ url: 'https://s-deli.org/s-deli-decries-deplorable-condition-school-deaf-imo' })],
      });
      expect(schoolNamed(updated, 'School for the Deaf, Apir')).toMatchObject({ state: 'Benue', impairments: ['hearing'] });
      expect(JSON.stringify(updated.schools)).not.toMatch(/dumb|ikeja junior high/i);
      // The same data as a database that had it from the start, apart from when each record was written.
      expect(updated.schools.map((s) => ({ ...s, updated_at: '' }))).toEqual(freshSchools);
      expect(updated.policies.map((p) => ({ ...p, updated_at: '' }))).toEqual(freshPolicies);

      // Once: an administrator's later change to an added or corrected school stays.
      const added = schoolNamed(updated, 'School for the Deaf, Kuje')!;
      await upsertSchool(older.db, { ...added, name: 'FCT School for the Deaf, Kuje' });
      await upsertSchool(older.db, { ...schoolNamed(updated, 'Ikeja Junior Grammar School (inclusive unit)')!, location: 'Ikeja, Lagos' });
      expect(await applyBundledData(older.db, data)).toBe(false);
      const later = await readSnapshot(older.db);
      expect(later.schools).toHaveLength(72);
      expect(later.schools.find((s) => s.id === added.id)?.name).toBe('FCT School for the Deaf, Kuje');
      expect(schoolNamed(later, 'Ikeja Junior Grammar School (inclusive unit)')?.location).toBe('Ikeja, Lagos');
    } finally {
      await older.close();
    }
  });
});

describe('several processes on one database', () => {
  it('lets each process see an import another one made, within its watch interval', async () => {
    const [here, there] = [await OpenDataStore.open(database.db), await OpenDataStore.open(database.db)];
    const stop = there.watch(50);
    try {
      const text = 'name,state,level,source_url,source_reliability\nWatched School,Oyo,primary,https://example.com/watched,medium\n';
      expect(await importRecords(database.db, here.data, { dataset: 'schools', format: 'csv', text, importedBy: 'Test' })).toMatchObject({
        created: 1,
      });
      await expect.poll(() => there.data.schools.some((school) => school.name === 'Watched School'), { timeout: 5_000 }).toBe(true);
    } finally {
      stop();
    }
  });
});
