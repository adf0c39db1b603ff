import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import type { BundledData, SourcedFile, SourcedUpdate } from './data-files.js';
import { ImportFileError, importRows, readRows, type ImportDataset } from './import.js';
import { jsonb, readSnapshot, upsertPolicy, upsertWhenChanged } from './repository.js';

/** Who imported the default data, as each record published from it says. */
export const DEFAULT_DATA_IMPORTER = 'The portal team, from the sourced-data files of November 2026';
/** When the default data's facts were gathered and checked against their sources. */
export const DEFAULT_DATA_REVIEWED = '2026-11';

/** Who imported a later default-data file ('2026-12'), as each record published from it says. */
export const updateImporter = (reviewed: string) =>
  `The portal team, from the sourced-data files of ${new Date(`${reviewed}-01T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`;

/** The table that says which later default-data files this database has imported (migration 0013). */
type DefaultDataTables = { default_data_files: { name: string } };

/**
 * Brings the database in line with the bundled data files at every start:
 * - the reference data whose only source is the files (each data set's title, licence and notes; the
 *   country record; the states with their codes and local government areas; the national figures) is
 *   written when it differs;
 * - the default policies and schools (sets/sourced/) are imported through the import pipeline, with its
 *   checks, only into a database that has none: policies while no record has a source, schools while the
 *   table is empty. A database an administrator has imported into keeps its data;
 * - the default data's later files (`sourced.updates`: more schools, corrections) are imported once into
 *   every database, new or filled before they existed, in order, and recorded in `default_data_files`, so
 *   that an administrator's later imports are not overwritten by them at the next start.
 * Running it again changes nothing. Returns true when it imported default data.
 */
export async function applyBundledData(db: DB, data: BundledData): Promise<boolean> {
  const seedPolicies = await db.transaction().execute(async (trx) => {
    for (const info of data.datasets) {
      const row = { name: info.dataset, title: info.title, licence: info.licence, source_note: info.source, notes: info.notes };
      await upsertWhenChanged(trx, 'datasets', 'name', row, ['title', 'licence', 'source_note', 'notes']);
    }
    for (const country of data.countries) {
      const row = { id: country.id, name: country.name, record: jsonb(country), source: country.source, updated_at: country.updated_at };
      await upsertWhenChanged(trx, 'countries', 'id', row, ['name', 'record', 'source', 'updated_at']);
    }
    for (const state of data.states) {
      const row = {
        id: state.id,
        country_id: state.country_id,
        name: state.name,
        code: state.code,
        lgas: jsonb(state.lgas),
        source: state.source,
        updated_at: state.updated_at,
      };
      await upsertWhenChanged(trx, 'states', 'id', row, ['country_id', 'name', 'code', 'lgas', 'source', 'updated_at']);
    }
    await trx.deleteFrom('figures').where('id', '>', data.figures.length).execute();
    for (const figure of data.figures) await upsertWhenChanged(trx, 'figures', 'id', { id: figure.id, record: jsonb(figure) }, ['record']);
    const sourced = await trx
      .selectFrom('policies')
      .select('id')
      .where(sql<boolean>`jsonb_array_length(sources) > 0`)
      .limit(1)
      .execute();
    if (sourced.length > 0) return false;
    for (const policy of data.policies) await upsertPolicy(trx, policy);
    return true;
  });
  const seedSchools = (await db.selectFrom('schools').select('id').limit(1).execute()).length === 0;
  if (seedPolicies) await importDefault(db, 'policies', data.sourced.policies);
  if (seedSchools) await importDefault(db, 'schools', data.sourced.schools);
  let updated = false;
  for (const update of data.sourced.updates) updated = (await importUpdateOnce(db, update)) || updated;
  return seedPolicies || seedSchools || updated;
}

/** Imports a later default-data file unless this database already has; true when it did. */
async function importUpdateOnce(db: DB, update: SourcedUpdate): Promise<boolean> {
  const marks = db.withTables<DefaultDataTables>();
  const done = await marks.selectFrom('default_data_files').select('name').where('name', '=', update.name).executeTakeFirst();
  if (done) return false;
  await importDefault(db, update.dataset, [update], { importedBy: updateImporter(update.reviewed), reviewedAt: update.reviewed });
  await marks
    .insertInto('default_data_files')
    .values({ name: update.name })
    .onConflict((c) => c.column('name').doNothing())
    .execute();
  return true;
}

/**
 * Imports the default files of one data set as one import, so that several rows about one state (Ondo's
 * two sources) meet. They are bundled and checked by tests, so a rejected row is a broken build: it stops
 * the start with the report.
 */
async function importDefault(
  db: DB,
  dataset: ImportDataset,
  files: readonly SourcedFile[],
  by = { importedBy: DEFAULT_DATA_IMPORTER, reviewedAt: DEFAULT_DATA_REVIEWED },
): Promise<void> {
  const rows = files.flatMap((file) => readRows(file.text, 'csv'));
  const report = await importRows(db, await readSnapshot(db), rows, { dataset, ...by });
  if (!report.applied) {
    throw new ImportFileError(
      `The default ${dataset} data (${files.map((f) => f.name).join(', ')}) was refused: ${JSON.stringify(report.rejected)}`,
    );
  }
}
