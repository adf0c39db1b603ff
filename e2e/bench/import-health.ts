/**
 * How the server answers during a large import (issue 38): an administrator imports 60,000 generated
 * schools (4.9 MB of CSV, `Prefer: respond-async`) while `/api/v1/health` is asked one request after
 * another, each timed; the import's rate is its rows over its time from start to finish. Part of
 * `npm run bench`; alone, from e2e/: `node --import tsx bench/import-health.ts`.
 */
import { pathToFileURL } from 'node:url';
import { generatedSchoolsCsv } from '../../api/src/test-support/generated-schools.js';
import { startPortal } from '../src/portal-server.js';
import { verifiedUser } from '../src/accounts.js';

export interface ImportHealthFigures {
  rows: number;
  rowsPerSecond: number;
  healthRequests: number;
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
}

/** The `share` quantile (0–1) of `values`, the nearest-rank way. */
const quantile = (sorted: number[], share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function healthDuringImport(baseUrl: string, adminToken: string, rows = 60_000): Promise<ImportHealthFigures> {
  const started = await fetch(`${baseUrl}/api/v1/imports/schools`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'text/csv', prefer: 'respond-async' },
    body: generatedSchoolsCsv(rows, 'Bench School'),
  });
  if (started.status !== 202) throw new Error(`The import answered ${started.status}: ${await started.text()}`);
  const { id } = (await started.json()) as { id: string };
  const healthMs: number[] = [];
  for (;;) {
    const sent = performance.now();
    const health = await fetch(`${baseUrl}/api/v1/health`);
    await health.arrayBuffer();
    healthMs.push(performance.now() - sent);
    const job = (await (await fetch(`${baseUrl}/api/v1/imports/${id}`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as {
      status: string;
      started_at: string;
      finished_at: string | null;
      message: string | null;
    };
    if (job.status === 'failed') throw new Error(`The import failed: ${job.message}`);
    if (job.status === 'done') {
      const seconds = (Date.parse(job.finished_at!) - Date.parse(job.started_at)) / 1000;
      const sorted = healthMs.toSorted((a, b) => a - b);
      const round = (ms: number) => Math.round(ms);
      return {
        rows,
        rowsPerSecond: Math.round(rows / seconds),
        healthRequests: sorted.length,
        healthP50Ms: round(quantile(sorted, 0.5)),
        healthP99Ms: round(quantile(sorted, 0.99)),
        healthMaxMs: round(sorted.at(-1)!),
      };
    }
    await pause(20);
  }
}

/** The bench table's row for these figures. */
export function importHealthRow(figures: ImportHealthFigures): [string, string, string] {
  return [
    `import ${figures.rows.toLocaleString('en')} schools (CSV) with /api/v1/health asked throughout`,
    `${figures.rowsPerSecond} rows/s; health p99 ${figures.healthP99Ms} ms (p50 ${figures.healthP50Ms}, max ${figures.healthMaxMs}) over ${figures.healthRequests} requests`,
    `health ≤ 200 ms: ${figures.healthMaxMs <= 200 ? 'pass' : 'falls short'}`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const adminEmail = 'bench.importer@example.ng';
  const portal = await startPortal({ RATE_LIMIT_DISABLED: 'true', LOG_LEVEL: 'info', ADMIN_EMAILS: adminEmail }, { logFile: 'server.log' });
  try {
    const admin = await verifiedUser(portal, 'Chief', adminEmail);
    const figures = await healthDuringImport(portal.url, admin.token);
    console.log(JSON.stringify(figures));
    console.log(`| ${importHealthRow(figures).join(' | ')} |`);
  } finally {
    await portal.stop();
  }
}
