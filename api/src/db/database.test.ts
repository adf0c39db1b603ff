import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

describe('embedded database', () => {
  // Opens the embedded database twice: on a busy 2-core machine each opening with its migrations takes up to 30 s.
  it('keeps its data when reopened from the same DATA_DIR, and migrations run once', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-db-'));
    const first = await openDatabase({ dataDir });
    await migrateToLatest(first);
    await first.insertInto('datasets').values({ name: 'states', title: 'States', licence: 'CC BY 4.0', source_note: 'test' }).execute();
    await first.destroy();

    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    const second = await openDatabase({ dataDir });
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    await migrateToLatest(second);
    const rows = await second.selectFrom('datasets').select('name').execute();
    expect(rows).toEqual([{ name: 'states' }]);
    await second.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });
});

describe('one process per embedded database', () => {
  it('refuses a data directory another running process has open, naming it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dataDir, 'pglite.lock'), String(other.pid));
      await expect(lockDataDir(dataDir)).rejects.toThrow(`open in another process (pid ${other.pid})`);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/Stop it first/);
    } finally {
      other.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('takes over a lock left by a process that has gone, and gives it back', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-lock-'));
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(path.join(dataDir, 'pglite.lock'), String(gone.pid));
    const release = await lockDataDir(dataDir);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    await release();
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    await rm(dataDir, { recursive: true, force: true });
  });
});
