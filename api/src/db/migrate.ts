import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { DB } from './database.js';

/** Every migration file in `./migrations`, in name order (0001_…, 0002_…). */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const { readdir } = await import('node:fs/promises');
    const folder = new URL('./migrations/', import.meta.url);
    const files = (await readdir(folder)).filter((name) => /^\d{4}_.+\.ts$/.test(name) && !name.endsWith('.test.ts'));
    const entries = await Promise.all(
      files.map(async (name) => [name.replace(/\.ts$/, ''), (await import(new URL(name, folder).href)) as Migration] as const),
    );
    return Object.fromEntries(entries);
  }
}

/** Applies every pending migration; a failure stops the start with the migration's name and error. */
export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
