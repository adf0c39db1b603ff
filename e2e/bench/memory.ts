import { readFile } from 'node:fs/promises';

/** Resident memory of a process in bytes, from /proc. */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? Number.NaN);
  return kb * 1024;
}

/** Runs `work` while sampling the process's resident memory every 10 ms; returns the peak growth in bytes. */
export async function peakGrowthDuring(pid: number, work: () => Promise<unknown>): Promise<number> {
  const baseline = await residentBytes(pid);
  let peak = baseline;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await residentBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    await work();
  } finally {
    sampling = false;
    await sampler;
  }
  return peak - baseline;
}
