import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import { sql, type Kysely } from 'kysely';
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

/** Two states of a country of their own (ids 901 and 902: Ondo and Kano), for a migration test's rows to name. */
export async function addTestStates<DB>(db: Kysely<DB>): Promise<void> {
  await sql`insert into countries (id, name, record, source, updated_at) values (901, 'Testland', '{}', 't', now())`.execute(db);
  await sql`insert into states (id, country_id, name, code, lgas, source, updated_at)
    values (901, 901, 'Ondo', 'NGON', '[]', 't', now()), (902, 901, 'Kano', 'NGKN', '[]', 't', now())`.execute(db);
}

/** Takes away the states `addTestStates` added, once the rows that name them are gone. */
export async function removeTestStates<DB>(db: Kysely<DB>): Promise<void> {
  await sql`delete from states where id in (901, 902)`.execute(db);
  await sql`delete from countries where id = 901`.execute(db);
}
