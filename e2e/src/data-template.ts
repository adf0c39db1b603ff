/**
 * Vitest global setup of the browser tests: starts the portal once on a fresh DATA_DIR, so its embedded
 * database is created, migrated and filled with the bundled data, stops it, and leaves that directory for
 * `startPortal` to copy as each test's fresh DATA_DIR. A start from the copy skips that first-start work
 * (7.4 s → 4.2 s, copy included, on this 2-core machine), and the suite starts a portal about 35 times;
 * the first start itself is what this setup does, under the same log checks.
 */
import { rm } from 'node:fs/promises';
import { DATA_TEMPLATE, startPortal } from './portal-server.js';

export default async function setup(): Promise<() => Promise<void>> {
  const portal = await startPortal({}, { keepDataDir: true });
  await portal.stop();
  // Test processes start after this and inherit the variable.
  process.env[DATA_TEMPLATE] = portal.dataDir;
  return () => rm(portal.dataDir, { recursive: true, force: true });
}
