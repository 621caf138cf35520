/**
 * Where the CPU goes during a measurement (Linux /proc): the benchmark client (this process and
 * the children it has reaped, such as pgbench), the stack's Node process (gateway, auth, realtime),
 * the Deno function and Postgres (the server and all its backends). Read before and after a run,
 * the difference divided by the requests made is the CPU each component spent per request: the
 * first thing to look at when the API falls behind the baseline.
 */
import { existsSync } from 'node:fs';
import { childrenOf, cpuMs, systemBusyTicks } from '../process-cpu';
import type { StackPids } from '../../tests/support/stack-process';

export type CpuGroups = Record<'client' | 'gateway' | 'deno' | 'postgres', number>;

export function cpuSnapshot(pids: StackPids): CpuGroups {
  // Backends that ended (pgbench's connections) count through the server's reaped-children time.
  const backends = pids.postgres ? childrenOf(pids.postgres) : [];
  return {
    client: cpuMs(process.pid, true),
    gateway: cpuMs(pids.node),
    deno: Object.values(pids.functions).reduce<number>((sum, pid) => sum + (pid ? cpuMs(pid) : 0), 0),
    postgres: (pids.postgres ? cpuMs(pids.postgres, true) : 0) + backends.reduce((sum, pid) => sum + cpuMs(pid), 0),
  };
}

export function cpuSince(before: CpuGroups, pids: StackPids): CpuGroups {
  const after = cpuSnapshot(pids);
  return {
    client: after.client - before.client,
    gateway: after.gateway - before.gateway,
    deno: after.deno - before.deno,
    postgres: after.postgres - before.postgres,
  };
}

/**
 * Waits until the stack itself is nearly idle (under a tenth of a core for a second): background
 * work such as Realtime decoding a bulk load's WAL, autovacuum or a checkpoint would otherwise be
 * measured with the next run. Gives up after `maxMs`. Returns how busy the whole machine was in
 * the last second (other programs share the CPU; the benchmark says so when they do).
 */
export async function waitForQuiet(pids: StackPids, maxMs = 120_000): Promise<number> {
  if (!existsSync('/proc/stat')) return 0;
  const started = Date.now();
  for (;;) {
    const a = systemBusyTicks();
    const before = cpuSnapshot(pids);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const used = cpuSince(before, pids);
    const b = systemBusyTicks();
    const machine = (b.busy - a.busy) / Math.max(1, b.total - a.total);
    if (used.gateway + used.deno + used.postgres < 100 || Date.now() - started > maxMs) return machine;
  }
}
