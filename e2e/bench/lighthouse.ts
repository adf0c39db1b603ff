import lighthouse, { type Flags, type Result } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { inlineScriptsGzipBytes, servedGzipBytes } from './bundles.js';
import { inlineScriptsOf } from '../../shell/server/compose.js';

/** Runs per page: one run's performance score varies by several points on a shared 2-core machine, so
 * the median run is reported, as Lighthouse's own guidance on variability advises. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse runs that only measure the machine, before each page: its benchmark varies with what else
 * the cores are doing, and over the minutes the pages take (one bench: 2,189 at the start, 1,440 later).
 */
const CALIBRATION_RUNS = 3;

export interface Calibration {
  /** Median of the calibration runs' `benchmarkIndex`. */
  benchmarkIndex: number;
  indexes: number[];
  /** The CPU slowdown that makes this machine behave like Lighthouse's reference mobile device. */
  multiplier: number;
  /** The calculator's slowdown, where `MAX_CPU_SLOWDOWN` held `multiplier` below it. */
  calculatorMultiplier: number;
  /** The calculator's confidence range around its slowdown. */
  range: [number, number];
}

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** For accessibility, best practices and SEO: the ids of the scored audits the page fails, to act on. */
  failing: string[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The page's scripts in the median run's network log. */
  scripts: number;
  /** The scripts inline in the page's HTML (the shell's page script), which no log lists. */
  inlineScripts: number;
  /**
   * Those scripts fetched again, right after the run, with `Accept-Encoding: gzip`: the gzip bytes the
   * server serves. Not the log's transfer sizes: Chromium is sent Brotli, and once the portal's service
   * worker controls the page it answers some scripts itself, so the page's log shows them as 0 bytes.
   * Null when a build replaced one of them meanwhile (another build running beside the bench). With the
   * inline scripts, gzipped apart.
   */
  jsGzipBytes: number | null;
  /** The machine's speed just before the page's runs, and the slowdown they ran with. */
  calibration: Calibration;
  /** `benchmarkIndex` of each run, to show how the machine's speed moved while the page was measured. */
  benchmarkIndexes: number[];
}

/**
 * The slowdown Lighthouse's CPU throttling calculator gives for a measured `benchmarkIndex`, the number
 * Lighthouse's throttling documentation (docs/throttling.md, "Calibrating the CPU slowdown") leaves to it
 * (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, `computeMultiplierMessages`): piecewise
 * linear through 150 → 1×, 800 → 2×, 1300 → 3× and +1× per 233 above, so that the default 4× belongs to
 * a machine of about 1533. Lighthouse ships no function for it, so it is written here.
 */
function calculatorSlowdown(benchmarkIndex: number): { multiplier: number; range: [number, number] } {
  if (benchmarkIndex >= 1300) {
    const excess = (benchmarkIndex - 1300) / 233;
    const multiplier = 3 + excess;
    const spread = Math.max(excess, 1.5, multiplier * 0.3);
    return { multiplier, range: [multiplier - spread / 2, multiplier + spread / 2] };
  }
  if (benchmarkIndex >= 800) {
    const multiplier = 2 + (benchmarkIndex - 800) / 500;
    return { multiplier, range: [multiplier - 0.75, multiplier + 0.75] };
  }
  if (benchmarkIndex >= 150) {
    const multiplier = 1 + (benchmarkIndex - 150) / 650;
    return { multiplier, range: [multiplier - 0.25, multiplier + 0.25] };
  }
  // Already slower than the reference phone: no slowdown can make it faster, and the figures are pessimistic.
  return { multiplier: 1, range: [1, 1] };
}

/**
 * The most the slowdown is taken to: the top of the range docs/throttling.md gives for a high-end desktop
 * (benchmarkIndex 1500–2000) standing for a mid-tier phone, "4x (2-10)", to be used for a machine at the
 * top of its bracket. The calculator's anchors end at 2000 (6×); past them its line is extrapolated, and
 * on a machine near 3,700 (measured here) it asks for 13×, at which Chromium's own work on any page
 * (committing the navigation, the first style and layout: 15–30 ms each unslowed) outweighs the page's.
 */
export const MAX_CPU_SLOWDOWN = 10;

/** The CPU slowdown for a measured `benchmarkIndex`: the calculator's, at most `MAX_CPU_SLOWDOWN`. */
export function cpuSlowdownFor(benchmarkIndex: number): Omit<Calibration, 'benchmarkIndex' | 'indexes'> {
  const calculator = calculatorSlowdown(benchmarkIndex);
  return {
    multiplier: Math.min(calculator.multiplier, MAX_CPU_SLOWDOWN),
    calculatorMultiplier: calculator.multiplier,
    range: calculator.range,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface NetworkRequest {
  url: string;
  resourceType?: string;
  sessionTargetType?: string;
}

/** The page's own scripts (not a service worker's fetches) in a run's network log. */
function scriptsOf(lhr: Result): NetworkRequest[] {
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  return items.filter((request) => request.resourceType === 'Script' && (request.sessionTargetType ?? 'page') === 'page');
}

/** Null when a build has replaced one of the scripts since the run loaded it (its old name answers 404). */
async function gzipServed(scripts: NetworkRequest[]): Promise<number | null> {
  try {
    const sizes = await Promise.all(scripts.map((request) => servedGzipBytes(request.url)));
    return sizes.reduce((sum, bytes) => sum + bytes, 0);
  } catch {
    return null;
  }
}

/**
 * Lighthouse's default (mobile, simulated slow 4G) in Debian's Chromium, calibrated: for each page, a few
 * runs that only read the machine's `benchmarkIndex`, then the page `RUNS` times with the CPU slowdown
 * that index calls for; the median run of each page.
 */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const run = async (path: string, flags: Flags) => {
    const result = await lighthouse(baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', ...flags });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    return result.lhr;
  };
  // The index is measured before the page loads, so one cheap audit is enough; these runs also warm up
  // Chromium and the server's file cache for the runs that count.
  const calibrate = async (path: string): Promise<Calibration> => {
    const indexes: number[] = [];
    for (let i = 0; i < CALIBRATION_RUNS; i++)
      indexes.push((await run(path, { onlyAudits: ['first-contentful-paint'] })).environment.benchmarkIndex);
    const benchmarkIndex = median(indexes);
    return { benchmarkIndex, indexes, ...cpuSlowdownFor(benchmarkIndex) };
  };
  try {
    const pages: LighthouseFigures[] = [];
    for (const path of paths) {
      const calibration = await calibrate(path);
      const flags: Flags = { throttling: { cpuSlowdownMultiplier: calibration.multiplier } };
      const runs: Result[] = [];
      const gzipByRun = new Map<Result, number | null>();
      for (let i = 0; i < RUNS; i++) {
        const lhr = await run(path, flags);
        runs.push(lhr);
        gzipByRun.set(lhr, await gzipServed(scriptsOf(lhr)));
      }
      // A run can fail on a busy machine (no paint seen, a protocol timeout): the median is of the rest.
      const valid = filterToValidRuns(runs);
      if (!valid.length) throw new Error(`Every Lighthouse run of ${path} failed: ${runs[0]?.runtimeError?.message}`);
      const medianRun = computeMedianRun(valid);
      const { categories, audits } = medianRun;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const requests = scriptsOf(medianRun);
      const html = await (await fetch(baseUrl + path, { headers: { accept: 'text/html' } })).text();
      const fetched = gzipByRun.get(medianRun) ?? null;
      const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref: { id: string; weight: number }) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref: { id: string }) => ref.id),
      );
      pages.push({
        page: path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        failing,
        lcpMs: Math.round(value('largest-contentful-paint')),
        tbtMs: Math.round(value('total-blocking-time')),
        cls: Number(value('cumulative-layout-shift').toFixed(3)),
        scripts: requests.length,
        inlineScripts: inlineScriptsOf(html).length,
        jsGzipBytes: fetched === null ? null : fetched + inlineScriptsGzipBytes(html),
        calibration,
        benchmarkIndexes: runs.map((lhr) => lhr.environment.benchmarkIndex),
      });
    }
    return pages;
  } finally {
    chrome.kill();
  }
}
