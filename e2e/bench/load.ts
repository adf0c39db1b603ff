import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type autocannon from 'autocannon';
import type { CoreSplit } from './cores.js';

const execFileAsync = promisify(execFile);

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
  /** Request headers beyond the browser's `Accept-Encoding`, as `name=value`. */
  headers?: string[];
}

/** What every browser sends, so the server answers as it answers visitors (compressed where it compresses). */
const BROWSER_HEADERS = ['accept-encoding=gzip, deflate, br'];

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon');

/**
 * Loopback load for a bounded time with 200 connections (the budget's figure), after two seconds of the
 * same load that are not counted: a route's first requests compile its code and fill its cache, and
 * their latency (up to a second) would otherwise set the p99 of whichever route ran first. autocannon
 * runs in a process of its own: in this one, the heap Lighthouse and Playwright leave behind would pause
 * it for garbage collection, and every pause would count as the server's latency.
 */
export async function loadRoute(baseUrl: string, target: LoadTarget, seconds = 8, connections = 200): Promise<LoadFigures> {
  const method = target.method ?? 'GET';
  const headers = [...BROWSER_HEADERS, ...(target.body ? ['content-type=application/json'] : []), ...(target.headers ?? [])];
  const warmUp = ['--warmup', '[', '-c', String(connections), '-d', '2', ']'];
  const args = ['--json', ...warmUp, '-c', String(connections), '-d', String(seconds), '-m', method, ...headers.flatMap((h) => ['-H', h])];
  if (target.body) args.push('-b', target.body);
  const { stdout } = await execFileAsync(process.execPath, [AUTOCANNON, ...args, baseUrl + target.route], { maxBuffer: 16 * 1024 * 1024 });
  // With a warm-up, autocannon prints the warm-up's result and then the measured one, a line each.
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as autocannon.Result;
  return {
    route: `${method} ${target.route}`,
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
