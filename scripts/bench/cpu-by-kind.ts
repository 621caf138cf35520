/**
 * Where a command's CPU goes, by kind of process (docs/performance.md, "The suite's CPU by kind of
 * process"): runs the command, reads its whole process tree from /proc every 200 ms, and credits
 * each process's own CPU (utime + stime) to a kind named from its command line (vitest's main
 * process and its workers, the stack's Node process, Postgres backends and background processes,
 * the Deno edge runtime, Chromium's browser, renderer, GPU and utility processes, esbuild, ...).
 * The tree includes the processes that left it but stay in a group or session one of its processes
 * leads (`treeOf`: Chromium's zygote and renderers, handed to init). A process that lived less than
 * one period between two readings is missed: the line "not seen" is the tree's reaped CPU (as `time`
 * counts it) less what was seen; negative when processes went unreaped.
 *
 *   node --import tsx scripts/bench/cpu-by-kind.ts -- npx vitest run --project e2e tests/e2e/<file>.test.ts
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { cpuMs, statFields } from '../process-cpu';

const PERIOD_MS = 200;

/** The kind of a process, from its command line (arguments joined by spaces) and its name. */
export function kindOf(cmdline: string, comm: string): string {
  if (comm === 'postgres' || /\bpostgres: /.test(cmdline) || /\/bin\/postgres\b/.test(cmdline)) {
    const role = /^postgres: (?:\S+ ){2}\S+\(|^postgres: \S+ \S+ (?:\[local\]|\d)/.test(cmdline)
      ? 'backend'
      : (/^postgres: (.+)$/.exec(cmdline)?.[1]?.replace(/\s.*$/, '') ?? 'postmaster');
    return `postgres ${role}`;
  }
  if (comm === 'initdb' || comm === 'pg_ctl') return `postgres ${comm}`;
  if (/chrom|headless_shell/i.test(comm) || /chromium|headless_shell/.test(cmdline)) {
    const type = /--type=([\w-]+)/.exec(cmdline)?.[1];
    const utility = /--utility-sub-type=([\w.]+)/.exec(cmdline)?.[1];
    return `chromium ${type ? (utility ? `${type} (${utility.replace(/^.*\./, '')})` : type) : 'browser'}`;
  }
  if (comm === 'deno' || /\bdeno\b/.test(cmdline.split(' ')[0] ?? '')) return 'deno (edge runtime)';
  if (comm === 'esbuild' || /\besbuild\b/.test(cmdline.split(' ')[0] ?? '')) return 'esbuild';
  if (/vitest\/dist\/workers|vitest\/dist\/chunks\/.*(fork|thread)/.test(cmdline)) return 'node: vitest worker';
  if (/stack-child|local\/cli|stack\.ts/.test(cmdline)) return 'node: the stack (gateway, auth, realtime, storage, mail)';
  if (/vite(\.js)? build|vite\/bin/.test(cmdline)) return 'node: vite build';
  if (/\bvitest\b/.test(cmdline)) return 'node: vitest main';
  if (/\bnpm\b|npx/.test(cmdline)) return 'node: npm/npx';
  if (comm === 'node' || comm === 'MainThread' || /\bnode\b/.test(cmdline.split(' ')[0] ?? '')) return `node: other (${cmdline.slice(0, 80)})`;
  return `other: ${comm}`;
}

interface Seen {
  kind: string;
  ms: number;
  cmdline: string;
}

function cmdlineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

function commOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** A live process as the tree needs it: its parent, process group and session (/proc/<pid>/stat). */
export interface ProcessLinks {
  pid: number;
  ppid: number;
  pgrp: number;
  session: number;
}

/**
 * The processes of `root`'s tree (not `root` itself): its descendants, and every process in a
 * process group or session that one of them leads. The second part holds what left the tree: a
 * process whose parent ended without waiting for it is handed to init, as Chromium's zygote is at its
 * start (its renderers with it, two thirds of an e2e run's CPU), yet it stays in the group and session
 * of the browser that Playwright started (`detached`, a session of its own).
 */
export function treeOf(root: number, processes: ProcessLinks[]): number[] {
  const found = new Set<number>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const { pid, ppid, pgrp, session } of processes) {
      if (pid === root || found.has(pid)) continue;
      const leader = (id: number) => id !== pid && (id === root || found.has(id));
      if (leader(ppid) || leader(pgrp) || leader(session)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return [...found];
}

function liveProcesses(): ProcessLinks[] {
  const processes: ProcessLinks[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(Number(name));
    if (fields) processes.push({ pid: Number(name), ppid: Number(fields[1]), pgrp: Number(fields[2]), session: Number(fields[3]) });
  }
  return processes;
}

async function main(): Promise<void> {
  const args = process.argv.slice(process.argv.indexOf('--') + 1);
  if (args.length === 0) throw new Error('usage: cpu-by-kind.ts -- <command> [args...]');
  const started = Date.now();
  const child = spawn(args[0]!, args.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] });
  const seen = new Map<string, Seen>(); // key: pid and start time, as pids are reused
  const sample = () => {
    for (const pid of [child.pid!, ...treeOf(child.pid!, liveProcesses())]) {
      const fields = statFields(pid);
      if (!fields) continue;
      const key = `${pid}@${fields[19]}`;
      const entry = seen.get(key) ?? { kind: '', ms: 0, cmdline: '' };
      // A process may change its command line (exec, or Postgres naming its backend): named again until it has used CPU.
      if (entry.ms === 0) {
        entry.cmdline = cmdlineOf(pid);
        entry.kind = kindOf(entry.cmdline, commOf(pid));
      }
      entry.ms = Math.max(entry.ms, cpuMs(pid));
      seen.set(key, entry);
    }
  };
  const timer = setInterval(sample, PERIOD_MS);
  const code = await new Promise<number>((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  clearInterval(timer);
  const usage = process.resourceUsage();
  // The tree's CPU as `time` counts it: every reaped descendant (this process's children's rusage).
  const treeMs = cpuMs(process.pid, true) - cpuMs(process.pid);
  const byKind = new Map<string, { ms: number; processes: number }>();
  for (const { kind, ms } of seen.values()) {
    const group = kind.startsWith('node: other') ? 'node: other' : kind;
    const entry = byKind.get(group) ?? { ms: 0, processes: 0 };
    entry.ms += ms;
    entry.processes += 1;
    byKind.set(group, entry);
  }
  if (process.env.CPU_BY_KIND_VERBOSE) {
    for (const { kind, ms, cmdline } of [...seen.values()].filter(({ ms }) => ms >= 500).sort((a, b) => b.ms - a.ms)) {
      console.info(`${(ms / 1000).toFixed(1).padStart(8)} s  ${kind}: ${cmdline.slice(0, 160)}`);
    }
  }
  const seenMs = [...byKind.values()].reduce((sum, { ms }) => sum + ms, 0);
  const rows = [...byKind].sort((a, b) => b[1].ms - a[1].ms);
  console.info(
    `\ncpu-by-kind: exit ${code}, wall ${((Date.now() - started) / 1000).toFixed(1)} s, tree CPU ${(treeMs / 1000).toFixed(1)} s (user + sys of every reaped descendant), sampler ${((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(1)} s`,
  );
  for (const [kind, { ms, processes }] of rows) {
    console.info(
      `${(ms / 1000).toFixed(1).padStart(8)} s ${((100 * ms) / Math.max(treeMs, 1)).toFixed(1).padStart(5)} %  ${String(processes).padStart(4)} proc  ${kind}`,
    );
  }
  console.info(`${(seenMs / 1000).toFixed(1).padStart(8)} s         seen in all`);
  console.info(
    `${((treeMs - seenMs) / 1000).toFixed(1).padStart(8)} s ${((100 * (treeMs - seenMs)) / Math.max(treeMs, 1)).toFixed(1).padStart(5)} %         the reaped tree less what was seen (negative: processes not reaped by their parent, which time(1) misses)`,
  );
  process.exitCode = code;
}

// Run as a script; imported (its test), only kindOf is used.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
