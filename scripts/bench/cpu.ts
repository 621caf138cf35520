/**
 * Where the CPU goes during a measurement (Linux /proc): the benchmark client (this process and
 * the children it has reaped, such as pgbench), the stack's Node process (gateway, auth, realtime),
 * the Deno function and Postgres (the server and all its backends). Read before and after a run,
 * the difference divided by the requests made is the CPU each component spent per request: the
 * first thing to look at when the API falls behind the baseline.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { StackPids } from './stack';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export type CpuGroups = Record<'client' | 'gateway' | 'deno' | 'postgres', number>;

function statFields(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** utime + stime (+ reaped children's, when asked) of one process, in ms. */
function cpuMs(pid: number, withReaped = false): number {
  const f = statFields(pid);
  if (!f) return 0;
  // After the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
  const ticks = Number(f[11]) + Number(f[12]) + (withReaped ? Number(f[13]) + Number(f[14]) : 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

function childrenOf(parent: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const f = statFields(Number(name));
    if (f && Number(f[1]) === parent) found.push(Number(name));
  }
  return found;
}

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

function systemBusyTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
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
