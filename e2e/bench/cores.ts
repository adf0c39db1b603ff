/**
 * Keeps the load generator off the server's core. On a machine of a few cores autocannon and the server
 * under test otherwise take turns on the same cores, and the latency measured is then largely time the
 * server spent waiting for a core, not working. Where there are two cores or more and util-linux's
 * `taskset` is present, the server gets core 0 and this process the others; the autocannon processes it
 * starts inherit them. As with a load generator on a machine of its own.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export interface CoreSplit {
  /** For the table: where the server and the load generator ran. */
  description: string;
  /** Moves every thread of a server process onto the server's core. */
  pinServer(pid: number): void;
  /** Gives this process and the pinned servers every core again. */
  release(): void;
}

const setAffinity = (pid: number, cpus: string) =>
  execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', cpus, String(pid)], { stdio: 'ignore' });

export function splitCores(): CoreSplit | null {
  const cores = availableParallelism();
  if (cores < 2) return null;
  const all = `0-${cores - 1}`;
  const generator = cores === 2 ? '1' : `1-${cores - 1}`;
  try {
    setAffinity(process.pid, generator);
  } catch {
    return null; // no taskset here: the figures are then for shared cores, and the table says so
  }
  const servers = new Set<number>();
  return {
    description: `server on core 0, load generator on core ${generator}`,
    pinServer(pid) {
      setAffinity(pid, '0');
      servers.add(pid);
    },
    release() {
      setAffinity(process.pid, all);
      for (const pid of servers) {
        try {
          setAffinity(pid, all);
        } catch {
          // that server has already stopped
        }
      }
    },
  };
}
