import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

/** Runs per page: one run's performance score varies by several points on a shared 2-core machine, so
 * the median run is reported, as Lighthouse's own guidance on variability advises. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse's default (mobile, simulated slow 4G) runs of each page in Debian's Chromium; the median run. */
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
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of paths) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        runs.push(result.lhr);
      }
      // A run can fail on a busy machine (no paint seen, a protocol timeout): the median is of the rest.
      const valid = filterToValidRuns(runs);
      if (!valid.length) throw new Error(`Every Lighthouse run of ${path} failed: ${runs[0]?.runtimeError?.message}`);
      const { categories, audits } = computeMedianRun(valid);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        page: path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(value('largest-contentful-paint')),
        tbtMs: Math.round(value('total-blocking-time')),
        cls: Number(value('cumulative-layout-shift').toFixed(3)),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
