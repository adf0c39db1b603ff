import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect, type Dialect, type Driver, type PGliteDialectConfig } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './schema.js';

export type DB = Kysely<Database>;

/**
 * Kysely over PostgreSQL: the embedded PGlite database in `dataDir/pglite` by default, or a PostgreSQL
 * server when `databaseUrl` is set. The same SQL runs on both.
 */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined }): Promise<DB> {
  let dialect: Dialect;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (a restart, a failover) must not crash the process: the pool
    // drops it and opens a new one for the next query.
    const warn = (error: Error) => console.warn(`A database connection was lost: ${error.message}`);
    pool.on('error', warn);
    // The same for a connection in use: its query fails (503 to the client) and the pool replaces it.
    pool.on('connect', (client) => client.on('error', warn));
    dialect = new PostgresDialect({ pool });
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    const release = await lockDataDir(options.dataDir);
    try {
      const pglite = await PGlite.create(dir);
      dialect = new LockedPGliteDialect({ pglite }, release);
    } catch (error) {
      await release();
      throw error;
    }
  }
  return new Kysely<Database>({ dialect });
}

/** A PGlite dialect that gives the data directory's lock back when Kysely closes the database. */
class LockedPGliteDialect extends PGliteDialect {
  constructor(
    config: PGliteDialectConfig,
    private readonly release: () => Promise<void>,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      await destroy();
      await this.release();
    };
    return driver;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a database inside one process: two processes opening the same directory (a second server,
 * or the import command while the server runs) would corrupt it. `DATA_DIR/pglite.lock` holds the id of
 * the process that has it open; a lock left by a process that no longer runs (a crash) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const file = await open(lockPath, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      return async () => {
        await unlink(lockPath).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is open in another process (pid ${holder}), probably the server. ` +
            'Stop it first, or import through the running server (POST /api/v1/imports/…), or use DATABASE_URL for several processes.',
        );
      }
      await unlink(lockPath).catch(() => undefined);
    }
  }
  throw new Error(`Cannot lock the embedded database in ${dataDir}: ${lockPath} keeps coming back.`);
}
