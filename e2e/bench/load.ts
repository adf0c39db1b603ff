import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import type { CoreSplit } from './cores.js';

export interface LoadFigures {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

export interface LoadTarget {
  route: string;
  method?: 'GET' | 'POST';
  body?: string;
}

/** What every browser sends, so the server answers as it answers visitors (compressed where it compresses). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Loopback load for a bounded time with 200 connections (the budget's figure). */
export async function loadRoute(baseUrl: string, target: LoadTarget, seconds = 8, connections = 200): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl + target.route,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.body ? { ...BROWSER_HEADERS, 'content-type': 'application/json' } : BROWSER_HEADERS,
    connections,
    duration: seconds,
  });
  return {
    route: `${target.method ?? 'GET'} ${target.route}`,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** Load on a minimal Fastify server (reference-server.ts) started for the purpose and stopped after. */
export async function loadReferenceServer(cores: CoreSplit | null): Promise<LoadFigures> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'reference-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    cores?.pinServer(child.pid!);
    const [firstOutput] = (await once(child.stdout, 'data')) as [Buffer];
    return await loadRoute(firstOutput.toString().trim(), { route: '/ping' });
  } finally {
    child.kill();
  }
}
