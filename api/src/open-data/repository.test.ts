import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { loadDataFiles, type BundledData } from './data-files.js';
import { applyBundledData, readSnapshot, upsertSchool } from './repository.js';
import { OpenDataStore } from './store.js';
import { importRecords } from './import.js';

let database: TestDatabase;
let data: BundledData;

beforeAll(async () => {
  database = await openTestDatabase();
  data = await loadDataFiles();
});

afterAll(async () => {
  await database?.close();
});

describe('bundled data at start', () => {
  it('seeds an empty database once, and running again changes nothing', async () => {
    expect(await applyBundledData(database.db, data)).toBe(true);
    const first = await readSnapshot(database.db);
    expect(first.states).toHaveLength(37);
    expect(first.schools).toHaveLength(data.schools.length);
    expect(first.datasets.find((d) => d.dataset === 'states')?.notes).toBe(data.datasets.find((d) => d.dataset === 'states')?.notes);

    expect(await applyBundledData(database.db, data)).toBe(false);
    expect(await readSnapshot(database.db)).toEqual(first);
  });

  it('brings reference data written by an older version up to date', async () => {
    // As a database created before local government areas and separate notes were kept.
    await sql`update states set lgas = '[]'::jsonb`.execute(database.db);
    await sql`update datasets set notes = '', source_note = source_note || ' old notes'`.execute(database.db);
    await applyBundledData(database.db, data);
    const after = await readSnapshot(database.db);
    expect(after.states.find((s) => s.name === 'Lagos')?.lgas).toContain('Ikeja');
    for (const info of data.datasets) {
      expect(after.datasets.find((d) => d.dataset === info.dataset)).toMatchObject({ source: info.source, notes: info.notes, licence: info.licence });
    }
  });

  it('replaces an older demonstration set with the bundled one while nothing has been imported', async () => {
    await sql`update schools set name = name || ' (old demonstration)', phone = '0803 123 4567' where id <= 3`.execute(database.db);
    await sql`delete from schools where id = 50`.execute(database.db);
    expect(await applyBundledData(database.db, data)).toBe(true);
    expect((await readSnapshot(database.db)).schools).toEqual(data.schools);
  });

  it('never puts back or overwrites schools and policies once they exist (imports own them)', async () => {
    const [first] = data.schools;
    await upsertSchool(database.db, { ...first!, name: 'Renamed by an import', provenance: 'imported', source: 'Import' });
    await applyBundledData(database.db, data);
    const school = (await readSnapshot(database.db)).schools.find((s) => s.id === first!.id);
    expect(school).toMatchObject({ name: 'Renamed by an import', provenance: 'imported' });
  });
});

describe('several processes on one database', () => {
  it('lets each process see an import another one made, within its watch interval', async () => {
    const [here, there] = [await OpenDataStore.open(database.db), await OpenDataStore.open(database.db)];
    const stop = there.watch(50);
    try {
      const text = JSON.stringify([{ name: 'Watched School', state: 'Oyo', type: ['primary'] }]);
      expect(await importRecords(database.db, here, { dataset: 'schools', format: 'json', text, source: 'Test' })).toMatchObject({ created: 1 });
      await expect.poll(() => there.data.schools.some((school) => school.name === 'Watched School'), { timeout: 5_000 }).toBe(true);
    } finally {
      stop();
    }
  });
});
