/**
 * CPU time from Linux /proc: of one process, of a whole process tree (a test step and everything it
 * started: vitest workers, Chromium, the stack's Postgres and Deno), and of the whole machine. The
 * test runner prints a step's tree CPU beside its wall time (docs/performance.md, "Where the
 * suite's time goes"): a step that keeps 0.3 of a core busy is mostly waiting, one at 2.0 saturates
 * the two cores. Elsewhere (no /proc) every figure is 0.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export function statFields(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** utime + stime (+ reaped children's, when asked) of one process, in ms. */
export function cpuMs(pid: number, withReaped = false): number {
  const f = statFields(pid);
  if (!f) return 0;
  // After the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
  const ticks = Number(f[11]) + Number(f[12]) + (withReaped ? Number(f[13]) + Number(f[14]) : 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  if (!existsSync('/proc')) return parentOf;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const f = statFields(Number(name));
    if (f) parentOf.set(Number(name), Number(f[1]));
  }
  return parentOf;
}

export function childrenOf(parent: number): number[] {
  return [...parents()].filter(([, ppid]) => ppid === parent).map(([pid]) => pid);
}

/**
 * CPU ms of `root` and every live descendant, each with the children it has reaped: a process that
 * ended counts in its parent's reaped time, so nothing is counted twice and nothing that ran under
 * the tree is lost (unless its parent died first and it was handed to init).
 */
export function treeCpuMs(root = process.pid): number {
  const childrenByParent = new Map<number, number[]>();
  for (const [pid, ppid] of parents()) childrenByParent.set(ppid, [...(childrenByParent.get(ppid) ?? []), pid]);
  let total = 0;
  const queue = [root];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    total += cpuMs(pid, true);
    queue.push(...(childrenByParent.get(pid) ?? []));
  }
  return total;
}

/** The whole machine's busy and total CPU ticks since boot (every core). */
export function systemBusyTicks(): { busy: number; total: number } {
  if (!existsSync('/proc/stat')) return { busy: 0, total: 0 };
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}
