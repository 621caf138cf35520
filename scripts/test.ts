/**
 * `npm test`: typecheck, lint, unit tests, the budgets (scripts/budgets.ts: no service key in the
 * build, landing page JS), then integration and end-to-end tests against one throwaway stack (free
 * ports, temporary STACK_DIR; the developer's stack is never touched), and a summary. Every step runs even when an earlier one failed, so one run shows everything that is red.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootDir } from '../local/settings';
import { buildWeb } from '../local/web';
import { startThrowawayStack } from '../tests/support/throwaway-stack';
import { checkLandingJs, checkNoServiceKey } from './budgets';
import { ensureChromium } from './chromium';
import { denoEnv } from './deno-env';
import { meetsEngines, NODE_LTS_VERSION, nodeLts, runningOnNodeLts, underNodeLts } from './node-lts';
import { summaryLines, type StepResult } from './test-summary';

// On a Node older than `engines.node` the suite would test a runtime the project does not support:
// the whole run happens on the LTS instead, once (README, "Node versions").
const enginesNode = (JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
if (!meetsEngines(enginesNode)) {
  console.log(`Node ${process.versions.node} is older than engines.node ${enginesNode}: the suite runs on Node ${NODE_LTS_VERSION}.`);
  const lts = nodeLts(['--import', 'tsx', 'scripts/test.ts', ...process.argv.slice(2)]);
  process.exit(await run(lts.command, lts.args));
}

const results: StepResult[] = [];
const reportDir = mkdtempSync(join(tmpdir(), 'mta-test-report-'));
const bin = (name: string) => join(rootDir, 'node_modules', '.bin', name);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: rootDir, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function step(name: string, action: () => Promise<Omit<StepResult, 'name' | 'seconds'>>): Promise<boolean> {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  let result: Omit<StepResult, 'name' | 'seconds'>;
  try {
    result = await action();
  } catch (error) {
    result = { ok: false, note: error instanceof Error ? error.message : String(error) };
    console.error(result.note);
  }
  results.push({ name, seconds: (Date.now() - started) / 1000, ...result });
  return result.ok;
}

async function vitest(projects: string[], env: NodeJS.ProcessEnv = {}, onNodeLts = false) {
  const output = join(reportDir, `${projects.join('+')}${onNodeLts ? '-lts' : ''}.json`);
  const selection = projects.flatMap((project) => ['--project', project]);
  const args = ['run', ...selection, '--reporter=default', '--reporter=json', `--outputFile=${output}`];
  const lts = underNodeLts(join(rootDir, 'node_modules', 'vitest', 'vitest.mjs'), args);
  const code = onNodeLts ? await run(lts.command, lts.args, env) : await run(bin('vitest'), args, env);
  if (!existsSync(output)) return { ok: false, note: `vitest exited ${code} without a report` };
  const report = JSON.parse(readFileSync(output, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
  const ok = code === 0 && report.numFailedTests === 0 && report.numTotalTests > 0;
  return { ok, passed: report.numPassedTests, failed: report.numFailedTests, note: report.numTotalTests === 0 ? 'no tests ran' : undefined };
}

const began = Date.now();
await step('typecheck (web, local stack, tests)', async () => ({ ok: (await run(bin('tsc'), ['-p', 'tsconfig.json'])) === 0 }));
await step('typecheck (edge functions, deno check)', async () => ({
  ok:
    (await run(bin('deno'), ['check', '--quiet', '--config', 'supabase/functions/api/deno.json', 'supabase/functions/api/index.ts'], denoEnv())) === 0 &&
    (await run(bin('deno'), ['check', '--quiet', 'local/functions-runtime/serve.ts'], denoEnv())) === 0,
}));
// One definition of the lint: package.json's `lint` script (what it ignores, e.g. vendored code).
await step('lint (prettier, eslint, deno lint)', async () => ({ ok: (await run('npm', ['run', '--silent', 'lint'], denoEnv())) === 0 }));
await step('unit tests', () => vitest(['unit', 'unit-node']));

const ready = await step('build the app and start a throwaway stack', async () => {
  await ensureChromium();
  await buildWeb(rootDir);
  return { ok: true };
});
if (ready) {
  await step('budget: no service key in the build', async () => {
    const verdict = checkNoServiceKey(join(rootDir, 'web', 'dist'));
    for (const line of verdict.lines) console.log(line);
    return { ok: verdict.ok, note: verdict.ok ? undefined : verdict.lines[0] };
  });
  let stack: Awaited<ReturnType<typeof startThrowawayStack>> | undefined;
  await step('start the throwaway stack', async () => {
    stack = await startThrowawayStack();
    return { ok: true, note: stack.info.apiUrl };
  });
  if (stack) {
    const appUrl = stack.info.appUrl;
    await step('budget: landing page initial JS <= 200 KB gzip', async () => {
      const verdict = await checkLandingJs(appUrl);
      for (const line of verdict.lines) console.log(line);
      return { ok: verdict.ok, note: verdict.lines[0] };
    });
    const stackJson = join(stack.settings.stackDir, 'stack.json');
    await step('integration tests (real stack, official clients)', () => vitest(['integration'], { MTA_STACK_JSON: stackJson }));
    await step('end-to-end tests (headless Chromium)', () => vitest(['e2e'], { MTA_STACK_JSON: stackJson }));
    await stack.dispose();
    // On a supported Node below the LTS line (README, "Node versions"): unit and integration tests
    // again on the current LTS. Without MTA_STACK_JSON the integration
    // project starts its own throwaway stack (tests/support/global-setup.ts), so the second run meets
    // a fresh database, and the local stack itself runs on the LTS too.
    if (!runningOnNodeLts()) {
      await step(`unit and integration tests again on Node ${NODE_LTS_VERSION} (LTS, npm package node)`, () =>
        vitest(['unit', 'unit-node', 'integration'], {}, true),
      );
    }
  }
}
rmSync(reportDir, { recursive: true, force: true });

console.log('\n━━ summary ━━');
for (const line of summaryLines(results, (Date.now() - began) / 1000)) console.log(line);
process.exit(results.every((result) => result.ok) ? 0 : 1);
