/**
 * The summary `npm test` ends with (scripts/test.ts): one line per step with when it started, its
 * wall time, the CPU its processes used and its test counts; the whole run's wall and CPU time and
 * load average; the 20 slowest test files (with the time each spent polling and in fixed pauses,
 * tests/support/waiting.ts) and the 20 slowest tests; then the `N passed, N failed` line, and last
 * what failed, each with the start of its error (a run's last lines are often all a reader gets). The README
 * quotes the total of the last clean run; docs/performance.md says how it is measured and where
 * the time goes.
 */
import { relative } from 'node:path';

export interface StepResult {
  name: string;
  ok: boolean;
  /** Wall-clock seconds from the step's start to its end. */
  seconds: number;
  /** Seconds from the run's start to the step's (steps overlap). */
  startedAt?: number;
  /** CPU seconds of the step's processes (every core, children included). */
  cpuSeconds?: number;
  passed?: number;
  failed?: number;
  note?: string;
}

/** `42.3 s` under a minute; `678 s (11 min 18 s)` from a minute up. */
export function wallTime(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${whole} s (${Math.floor(whole / 60)} min ${whole % 60} s)`;
}

/** `CPU 38 s (0.9 cores)`: CPU seconds and how many cores that kept busy on average over `wall`. */
export function cpuTime(cpuSeconds: number, wall: number): string {
  return `CPU ${Math.round(cpuSeconds)} s (${(cpuSeconds / Math.max(wall, 0.001)).toFixed(1)} cores)`;
}

const NAME_WIDTH = 52;
const TIME_WIDTH = 18;

export interface RunTotals {
  seconds: number;
  cpuSeconds?: number;
  /** 1-minute load averages at the start and the end of the run. */
  load?: [number, number];
  /**
   * The whole machine's busy CPU over the run (/proc/stat), every process counted: `cpuSeconds`
   * is what the run reaped, which misses the processes handed to init (Chromium's renderers:
   * docs/performance.md, "Where the machine's CPU goes: process accounting") and counts nothing
   * running beside the run.
   */
  machineCpuSeconds?: number;
}

/** The summary's lines, for steps run in order and the run's totals. */
export function summaryLines(results: StepResult[], totals: RunTotals | number): string[] {
  const run = typeof totals === 'number' ? { seconds: totals } : totals;
  const passed = results.reduce((sum, result) => sum + (result.passed ?? 0), 0);
  const failedTests = results.reduce((sum, result) => sum + (result.failed ?? 0), 0);
  const failedSteps = results.filter((result) => !result.ok).length;
  const rows = results.map((result) => {
    const started = result.startedAt === undefined ? '' : `  from ${Math.round(result.startedAt)} s`;
    const cpu = result.cpuSeconds === undefined ? '' : `  ${cpuTime(result.cpuSeconds, result.seconds)}`;
    const counts = result.passed === undefined ? '' : `  ${result.passed} passed, ${result.failed ?? 0} failed`;
    const note = result.note ? `  (${result.note})` : '';
    return `${result.ok ? '✓' : '✗'} ${result.name.padEnd(NAME_WIDTH)} ${wallTime(result.seconds).padStart(TIME_WIDTH)}${started}${cpu}${counts}${note}`;
  });
  const cpu = run.cpuSeconds === undefined ? '' : `  ${cpuTime(run.cpuSeconds, run.seconds)}`;
  const load = run.load ? `  load average ${run.load[0].toFixed(1)} → ${run.load[1].toFixed(1)}` : '';
  return [
    `  ${'step'.padEnd(NAME_WIDTH)} ${'wall time'.padStart(TIME_WIDTH)}`,
    ...rows,
    `  ${'total'.padEnd(NAME_WIDTH)} ${wallTime(run.seconds).padStart(TIME_WIDTH)}${cpu}${load}  ${failedSteps === 0 ? 'all steps green' : `${failedSteps} step(s) red`}`,
    ...(run.machineCpuSeconds === undefined
      ? []
      : [`  ${'the machine, every process'.padEnd(NAME_WIDTH)} ${''.padStart(TIME_WIDTH)}  ${cpuTime(run.machineCpuSeconds, run.seconds)}`]),
    // A red step without failed tests (typecheck, lint, a budget) still counts as a failure.
    `${passed} passed, ${failedTests + (failedSteps > 0 && failedTests === 0 ? failedSteps : 0)} failed`,
  ];
}

/** The part of vitest's JSON report (`--reporter=json`) the tables read. */
export interface VitestReport {
  testResults: Array<{
    name: string;
    startTime: number;
    endTime: number;
    /** `failed` with a `message` when the file itself broke (an import, a hook outside any test). */
    status?: string;
    message?: string;
    assertionResults: Array<{ fullName: string; duration?: number | null; status: string; failureMessages?: string[] | null }>;
  }>;
}

/** One line of the wait log (tests/support/wait-log.ts). */
export interface WaitRecord {
  file: string;
  /** CPU of the test's side (worker, browser, stacks it started), in ms. */
  cpuMs?: number;
  pollMs: number;
  polls: number;
  pauseMs: number;
  pauses: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/**
 * The `count` slowest test files (wall time from the file's start to its end, hooks included, with
 * the time it spent polling and pausing) and the `count` slowest tests, as printable lines; paths
 * relative to `root`.
 */
export function slowestLines(reports: VitestReport[], waits: WaitRecord[], root: string, count = 20): string[] {
  const files = reports.flatMap((report) => report.testResults);
  const waitOf = new Map<string, WaitRecord>();
  for (const wait of waits) {
    const known = waitOf.get(wait.file);
    waitOf.set(
      wait.file,
      known
        ? {
            ...known,
            pollMs: known.pollMs + wait.pollMs,
            polls: known.polls + wait.polls,
            pauseMs: known.pauseMs + wait.pauseMs,
            pauses: known.pauses + wait.pauses,
          }
        : wait,
    );
  }
  const byFile = files
    .map((file) => ({ path: relative(root, file.name), ms: file.endTime - file.startTime, tests: file.assertionResults.length }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  const byTest = files
    .flatMap((file) => file.assertionResults.map((test) => ({ path: relative(root, file.name), name: test.fullName, ms: test.duration ?? 0 })))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  const totalPoll = waits.reduce((sum, wait) => sum + wait.pollMs, 0);
  const totalPause = waits.reduce((sum, wait) => sum + wait.pauseMs, 0);
  const totalCpu = waits.reduce((sum, wait) => sum + (wait.cpuMs ?? 0), 0);
  const totalFiles = files.filter((file) => waitOf.has(relative(root, file.name))).reduce((sum, file) => sum + (file.endTime - file.startTime), 0);
  return [
    `the ${byFile.length} slowest test files: wall time (hooks included); of it polling / in fixed pauses; CPU of the test's side:`,
    ...byFile.map((file) => {
      const wait = waitOf.get(file.path);
      const none = '-'.padStart(8);
      const waiting = wait ? `${seconds(wait.pollMs)} /${seconds(wait.pauseMs)}` : `${none} /${none}`;
      const cpu = wait?.cpuMs === undefined ? none : seconds(wait.cpuMs);
      return `${seconds(file.ms)}  ${waiting}  ${cpu}  ${String(file.tests).padStart(4)} tests  ${file.path}`;
    }),
    `the ${byTest.length} slowest tests:`,
    ...byTest.map((test) => `${seconds(test.ms)}  ${test.path} > ${test.name}`),
    `over ${waits.length} integration and e2e files, ${seconds(totalFiles).trim()} of file time: polling ${seconds(totalPoll).trim()}, fixed pauses ${seconds(totalPause).trim()} (${waits.reduce((sum, wait) => sum + wait.pauses, 0)} pauses), CPU of the tests' side ${seconds(totalCpu).trim()}`,
  ];
}

// Vitest writes its failure messages with the terminal's colours.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Every failed test as `✗ path > name` with the first `messageLines` lines of its first error, and
 * every file that broke outside its tests with its message; at most `count` of them, then how many
 * more. Empty when nothing failed.
 */
export function failedLines(reports: VitestReport[], root: string, count = 15, messageLines = 4): string[] {
  const failures = reports.flatMap((report) =>
    report.testResults.flatMap((file) => {
      const path = relative(root, file.name);
      const tests = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({ title: `${path} > ${test.fullName}`, message: test.failureMessages?.[0] ?? '' }));
      const broke = file.status === 'failed' && file.message ? [{ title: path, message: file.message }] : [];
      return [...tests, ...broke];
    }),
  );
  if (failures.length === 0) return [];
  const shown = failures.slice(0, count).flatMap((failure) => [
    `✗ ${failure.title}`,
    ...failure.message
      .replace(ANSI, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
      .slice(0, messageLines)
      .map((line) => `    ${line}`),
  ]);
  const more = failures.length > count ? [`… and ${failures.length - count} more`] : [];
  return [`what failed (${failures.length}):`, ...shown, ...more];
}
