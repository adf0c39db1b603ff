import { readdir } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

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
