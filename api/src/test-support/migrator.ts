import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { openTestDatabase, type TestDatabase } from './database.js';

/** A migrator over the migration files, so a test can take a database back before one migration and forward again. */
export function migratorOf<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({
    db,
    provider: {
      async getMigrations() {
        const folder = new URL('../db/migrations/', import.meta.url);
        const names = (await readdir(folder)).filter((name) => /^\d{4}_.+\.ts$/.test(name) && !name.endsWith('.test.ts'));
        const loaded = await Promise.all(
          names.map(async (name) => [name.replace(/\.ts$/, ''), (await import(new URL(name, folder).href)) as Migration]),
        );
        return Object.fromEntries(loaded) as Record<string, Migration>;
      },
    },
  });
}

/**
 * For one test file: a test database taken to `migration` (its name, such as '0010_resumable_uploads')
 * before the file's tests, so they can run the next migration forward and back; closed after them.
 */
export function databaseAt(migration: string): { database: TestDatabase; migrator: Migrator } {
  const opened = {} as { database: TestDatabase; migrator: Migrator };
  beforeAll(async () => {
    opened.database = await openTestDatabase();
    opened.migrator = migratorOf(opened.database.db);
    const { error } = await opened.migrator.migrateTo(migration);
    if (error) throw error;
  });
  afterAll(async () => {
    await opened.database?.close();
  });
  return opened;
}
