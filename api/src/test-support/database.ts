import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DB } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { DATABASE_TEMPLATE } from './database-template.js';

export interface TestDatabase {
  db: DB;
  /** A fresh DATA_DIR for this test file (outbox, uploads, and the embedded database). */
  dataDir: string;
  /** The connection string when running against the PostgreSQL server. */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
}

/**
 * A migrated database for one test file: embedded PGlite in a temporary DATA_DIR by default, or a fresh
 * database on the PostgreSQL server when TEST_DATABASE_URL is set, so the same tests prove both.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-api-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  if (serverUrl) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  // The embedded database starts as a copy of the run's migrated one (database-template.ts), when there is one.
  const template = process.env[DATABASE_TEMPLATE];
  if (!databaseUrl && template) await cp(template, dataDir, { recursive: true });
  const db = await openDatabase({ dataDir, databaseUrl });
  await migrateToLatest(db);
  return {
    db,
    dataDir,
    databaseUrl,
    async close() {
      await db.destroy();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
