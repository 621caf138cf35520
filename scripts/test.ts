/**
 * `npm test`: typecheck, lint, unit tests, the budgets (scripts/budgets.ts: no service key in the
 * build, landing page JS), then integration and end-to-end tests against throwaway stacks (free
 * ports, temporary STACK_DIRs; the developer's stack is never touched), and a summary. Every step
 * runs even when an earlier one failed, so one run shows everything that is red.
 *
 * What runs at once (docs/performance.md, "Where the suite's time goes"; the rules a test file
 * follows to run in parallel: tests/README.md):
 *   checks   typecheck → deno check → lint          ┐
 *   unit     unit tests                             ├ side by side (same priority: a lower one
 *                                                   │ starved the unit tests under load)
 *   app      build → budgets → two stacks           ┘
 *   then the files against the stack(s), in one of two modes (MTA_TEST_LANES, or --serial /
 *   --parallel; serial by default while the parallel lanes have a known flake, docs/performance.md):
 *     serial    one stack; integration files one at a time, then e2e files one at a time (to
 *               tell whether a failure comes from a file beside it);
 *     parallel  two stacks; on the shared one integration files and e2e files in parallel (three
 *               and two at once, at a lower priority: they fill the cores the rest leaves), on
 *               the other the files that change what every test sees or bound a time
 *               (tests/serial-files.ts), one at a time; the three lanes at once.
 * Each step's output is printed whole when it ends, with its wall time and CPU.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootDir } from '../local/settings';
import { webBuildCommand } from '../local/web';
import { startStackProcess, type StackProcess } from '../tests/support/stack-process';
import { provideRunTemplates } from '../tests/support/throwaway-stack';
import { checkLandingJs, checkNoServiceKey } from './budgets';
import { ensureChromium } from './chromium';
import { denoEnv } from './deno-env';
import { meetsEngines, NODE_LTS_VERSION, nodeLts, runningOnNodeLts, underNodeLts } from './node-lts';
import { cpuMs, statFields, systemBusyTicks, TICKS_PER_SECOND, treeCpuMs } from './process-cpu';
import { failedLines, slowestLines, summaryLines, type StepResult, type VitestReport, type WaitRecord } from './test-summary';

// On a Node older than `engines.node` the suite would test a runtime the project does not support:
// the whole run happens on the LTS instead, once (README, "Node versions").
const enginesNode = (JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
if (!meetsEngines(enginesNode)) {
  console.log(`Node ${process.versions.node} is older than engines.node ${enginesNode}: the suite runs on Node ${NODE_LTS_VERSION}.`);
  const lts = nodeLts(['--import', 'tsx', 'scripts/test.ts', ...process.argv.slice(2)]);
  const child = spawn(lts.command, lts.args, { cwd: rootDir, stdio: 'inherit' });
  process.exit(await new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))));
}

type Lanes = 'serial' | 'parallel';
const laneArgument = ['--serial', '--parallel'].find((flag) => process.argv.includes(flag))?.slice(2);
const lanes = (laneArgument ?? process.env.MTA_TEST_LANES ?? 'serial') as Lanes;
if (lanes !== 'serial' && lanes !== 'parallel') {
  console.error(`MTA_TEST_LANES is serial or parallel, not ${String(lanes)}`);
  process.exit(2);
}

/**
 * Workers of the parallel lanes, integration and e2e. Two browsers at a time, not four: on two
 * cores four only took turns, and their waits ran out (docs/performance.md, "Fewer workers in the
 * parallel lanes").
 */
const PARALLEL_WORKERS = '3,2';
/** The priority (`nice`) of the parallel lanes' vitest and stack (their workers, browsers, Postgres and Deno inherit it). */
const SHARED_NICENESS = 10;

const began = Date.now();
const machineAtStart = systemBusyTicks();
const loadAtStart = loadavg()[0] ?? 0;
const results: StepResult[] = [];
const reportDir = mkdtempSync(join(tmpdir(), 'mta-test-report-'));
const waitLog = join(reportDir, 'waits.jsonl');
// Node's on-disk compile cache for every Node process of the run (vitest and its workers, the stacks'
// processes, tsx scripts): a module's V8 code compiled once is reused by each later process that
// loads it. Entries are keyed by the Node build and the module's source; a Node without it (< 22.1)
// ignores the variable (docs/performance.md, "Cuts of 2026-11-30, afternoon").
process.env.NODE_COMPILE_CACHE ??= join(reportDir, 'node-compile-cache');
/** The reports the time tables read (the Node LTS rerun's is left out: its files ran twice). */
const vitestReports: string[] = [];
/** Every vitest report of the run, the Node LTS rerun's too: what failed is listed from these. */
const failureReports: string[] = [];
const bin = (name: string) => join(rootDir, 'node_modules', '.bin', name);
const sinceStart = () => (Date.now() - began) / 1000;

/** CPU ms of the children this process has reaped so far (their whole trees). */
const reapedCpuMs = () => {
  const fields = statFields(process.pid);
  return fields ? ((Number(fields[13]) + Number(fields[14])) * 1000) / 100 : 0;
};
let reapedSoFar = reapedCpuMs();

interface Ran {
  code: number;
  /** CPU seconds of the command and everything it started. */
  cpuSeconds: number;
}

/**
 * Runs a command with its output kept in `log` (printed by `step` when the step ends). Its CPU is
 * what this process's reaped-children time grew by when it was reaped: exact, unless two children
 * end in the same instant (then the first one is charged for both).
 */
function run(command: string, args: string[], log: string[], env: NodeJS.ProcessEnv = {}, niceness = 0): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: rootDir, env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    // Set before the child has started anything, as for the stack (startStackProcess): what it starts inherits it.
    if (niceness > 0 && child.pid) setPriority(child.pid, niceness);
    const keep = (chunk: Buffer) => log.push(chunk.toString('utf8'));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => log.push(`${command}: ${error.message}\n`));
    child.on('close', (code, signal) => {
      const reaped = reapedCpuMs();
      const cpuSeconds = (reaped - reapedSoFar) / 1000;
      reapedSoFar = reaped;
      resolve({ code: code ?? (signal ? 1 : 0), cpuSeconds });
    });
  });
}

type Outcome = Omit<StepResult, 'name' | 'seconds' | 'startedAt'>;

/** Runs one step, then prints its output whole (steps run side by side) and records its result. */
async function step(name: string, action: (log: string[]) => Promise<Outcome>): Promise<boolean> {
  const startedAt = sinceStart();
  const log: string[] = [];
  let outcome: Outcome;
  try {
    outcome = await action(log);
  } catch (error) {
    outcome = { ok: false, note: error instanceof Error ? error.message : String(error) };
    log.push(`${outcome.note}\n`);
  }
  const result: StepResult = { name, seconds: sinceStart() - startedAt, startedAt, ...outcome };
  results.push(result);
  const cpu = result.cpuSeconds === undefined ? '' : `, CPU ${Math.round(result.cpuSeconds)} s`;
  console.log(`\n━━ ${result.ok ? '✓' : '✗'} ${name} (${result.seconds.toFixed(1)} s from ${Math.round(startedAt)} s${cpu}) ━━`);
  const text = log.join('');
  if (text.trim()) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  return result.ok;
}

async function command(log: string[], commandLine: [string, ...string[]], env?: NodeJS.ProcessEnv): Promise<Outcome> {
  const [name, ...args] = commandLine;
  const ran = await run(name, args, log, env);
  return { ok: ran.code === 0, cpuSeconds: ran.cpuSeconds };
}

/** `vitest run` of some projects, with a JSON report the counts and the slowest-file table come from. */
async function vitest(log: string[], label: string, projects: string[], env: NodeJS.ProcessEnv = {}, onNodeLts = false, niceness = 0): Promise<Outcome> {
  const output = join(reportDir, `${label}.json`);
  const selection = projects.flatMap((project) => ['--project', project]);
  const args = ['run', ...selection, '--reporter=default', '--reporter=json', `--outputFile=${output}`];
  const lts = underNodeLts(join(rootDir, 'node_modules', 'vitest', 'vitest.mjs'), args);
  const fullEnv = { MTA_WAIT_LOG: waitLog, ...env };
  const ran = onNodeLts ? await run(lts.command, lts.args, log, fullEnv, niceness) : await run(bin('vitest'), args, log, fullEnv, niceness);
  if (!existsSync(output)) return { ok: false, cpuSeconds: ran.cpuSeconds, note: `vitest exited ${ran.code} without a report` };
  if (!onNodeLts) vitestReports.push(output);
  failureReports.push(output);
  const report = JSON.parse(readFileSync(output, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
  const ok = ran.code === 0 && report.numFailedTests === 0 && report.numTotalTests > 0;
  return {
    ok,
    cpuSeconds: ran.cpuSeconds,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    note: report.numTotalTests === 0 ? 'no tests ran' : undefined,
  };
}

const checks = (async () => {
  await step('typecheck (web, local stack, tests)', (log) => command(log, [bin('tsc'), '-p', 'tsconfig.json']));
  await step('typecheck (edge functions, deno check)', async (log) => {
    const api = await command(
      log,
      [bin('deno'), 'check', '--quiet', '--config', 'supabase/functions/api/deno.json', 'supabase/functions/api/index.ts'],
      denoEnv(),
    );
    const runtime = await command(log, [bin('deno'), 'check', '--quiet', 'local/functions-runtime/serve.ts'], denoEnv());
    return { ok: api.ok && runtime.ok, cpuSeconds: (api.cpuSeconds ?? 0) + (runtime.cpuSeconds ?? 0) };
  });
  // One definition of the lint: package.json's `lint` script (what it ignores, e.g. vendored code).
  await step('lint (prettier, eslint, deno lint)', (log) => command(log, ['npm', 'run', '--silent', 'lint'], denoEnv()));
})();

const unit = step('unit tests', (log) => vitest(log, 'unit', ['unit', 'unit-isolated', 'unit-node']));

// One template cluster per run for the stacks it starts (local/template-cluster.ts): the first builds
// it, the others (the second shared stack, the files' own) copy it; removed at the end of the run.
const removeRunTemplates = provideRunTemplates();

const STACKS_STEP = lanes === 'parallel' ? 'start two throwaway stacks' : 'start a throwaway stack';
/** The shared stack (every file, or the parallel ones) and, in parallel mode, the stack the one-at-a-time files run on. */
let stacks: { shared: StackProcess; alone?: StackProcess } | undefined;
const app = (async () => {
  const built = await step('build the app', async (log) => {
    await ensureChromium();
    const build = webBuildCommand(rootDir);
    return command(log, [build.command, ...build.args], build.env);
  });
  if (!built) return;
  await step('budget: no service key in the build', async (log) => {
    const verdict = checkNoServiceKey(join(rootDir, 'web', 'dist'));
    log.push(...verdict.lines.map((line) => `${line}\n`));
    return { ok: verdict.ok, note: verdict.ok ? undefined : verdict.lines[0] };
  });
  await step(STACKS_STEP, async () => {
    if (lanes === 'serial') {
      const shared = await startStackProcess();
      stacks = { shared };
      return { ok: true, note: shared.info.apiUrl };
    }
    // The parallel lanes' stack runs at their priority, or it would serve them at the normal one
    // (at nice 5 their files' own waits ran out instead: docs/performance.md, "Where the machine's CPU goes: process accounting").
    const [shared, alone] = await Promise.allSettled([startStackProcess({}, undefined, SHARED_NICENESS), startStackProcess()]);
    if (shared.status === 'fulfilled' && alone.status === 'fulfilled') {
      stacks = { shared: shared.value, alone: alone.value };
      return { ok: true, note: `${shared.value.info.apiUrl}, ${alone.value.info.apiUrl}` };
    }
    for (const started of [shared, alone]) if (started.status === 'fulfilled') await started.value.stop();
    const failed = [shared, alone].find((started) => started.status === 'rejected') as PromiseRejectedResult;
    throw failed.reason;
  });
  if (!stacks) return;
  const appUrl = stacks.shared.info.appUrl;
  await step('budget: landing page initial JS <= 200 KB gzip', async (log) => {
    const verdict = await checkLandingJs(appUrl);
    log.push(...verdict.lines.map((line) => `${line}\n`));
    return { ok: verdict.ok, note: verdict.lines[0] };
  });
})();

await app;
if (stacks) {
  const running = stacks;
  const stackJson = (stack: StackProcess) => ({ MTA_STACK_JSON: join(stack.stackDir, 'stack.json') });
  const shared = stackJson(running.shared);
  if (running.alone) {
    const alone = stackJson(running.alone);
    // The files in parallel fill the cores the others leave: they run at a lower priority
    // (SHARED_NICENESS), so the unit tests, the checks and the timed files of the one-at-a-time
    // lane take a core when they need one (docs/performance.md, "The machine's CPU, and the lanes at two priorities").
    const sharedLanes = { ...shared, MTA_TEST_WORKERS: process.env.MTA_TEST_WORKERS ?? PARALLEL_WORKERS };
    await Promise.all([
      step('integration tests, in parallel (shared stack)', (log) => vitest(log, 'integration', ['integration'], sharedLanes, false, SHARED_NICENESS)),
      step('end-to-end tests, in parallel (headless Chromium, shared stack)', (log) => vitest(log, 'e2e', ['e2e'], sharedLanes, false, SHARED_NICENESS)),
      step('integration and e2e tests one at a time (stack of their own)', (log) => vitest(log, 'serial', ['integration-serial', 'e2e-serial'], alone)),
    ]);
  } else {
    // One worker per project: every file one at a time, the files of tests/serial-files.ts last
    // (vitest runs the projects without file parallelism after the others).
    const oneAtATime = { ...shared, MTA_TEST_WORKERS: '1,1' };
    await step('integration tests, one file at a time', (log) => vitest(log, 'integration', ['integration-serial', 'integration'], oneAtATime));
    await step('end-to-end tests, one file at a time (headless Chromium)', (log) => vitest(log, 'e2e', ['e2e-serial', 'e2e'], oneAtATime));
  }
  // The stacks ran from their start to here; what they used (Node, Postgres, Deno) is read before
  // they stop, once nothing else can end at the same moment.
  await Promise.all([checks, unit]);
  const started = [running.shared, ...(running.alone ? [running.alone] : [])];
  const stackCpu = started.reduce((sum, stack) => sum + treeCpuMs(stack.pids.node), 0) / 1000;
  await Promise.all(started.map((stack) => stack.stop()));
  reapedSoFar = reapedCpuMs();
  const startedAt = results.find((result) => result.name === STACKS_STEP)?.startedAt ?? 0;
  results.push({
    name: lanes === 'parallel' ? 'the two stacks, started to stopped' : 'the stack, started to stopped',
    ok: true,
    seconds: sinceStart() - startedAt,
    startedAt,
    cpuSeconds: stackCpu,
  });
}
await Promise.all([checks, unit]);

// On a supported Node below the LTS line (README, "Node versions"): unit and integration tests
// again on the current LTS, against a fresh stack the integration projects start themselves.
if (stacks && !runningOnNodeLts()) {
  await step(`unit and integration tests again on Node ${NODE_LTS_VERSION} (LTS, npm package node)`, (log) =>
    vitest(log, 'lts', ['unit', 'unit-isolated', 'unit-node', 'integration-serial', 'integration'], {}, true),
  );
}

const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
const reports = vitestReports.filter(existsSync).map(readReport);
const failed = failedLines(failureReports.filter(existsSync).map(readReport), rootDir);
const waits = existsSync(waitLog)
  ? readFileSync(waitLog, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as WaitRecord)
  : [];
rmSync(reportDir, { recursive: true, force: true });
removeRunTemplates();

console.log('\n━━ where the time went ━━');
for (const line of slowestLines(reports, waits, rootDir)) console.log(line);
console.log('\n━━ summary ━━');
console.log(`lanes: ${lanes} (MTA_TEST_LANES)`);
const machineCpuSeconds = (systemBusyTicks().busy - machineAtStart.busy) / TICKS_PER_SECOND;
const totals = {
  seconds: sinceStart(),
  cpuSeconds: cpuMs(process.pid, true) / 1000,
  load: [loadAtStart, loadavg()[0] ?? 0] as [number, number],
  machineCpuSeconds,
};
for (const line of summaryLines(results, totals)) console.log(line);
// Last, so a reader of only the run's final lines still sees which test failed and why.
if (failed.length > 0) console.log(`\n━━ ${failed[0]} ━━\n${failed.slice(1).join('\n')}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
