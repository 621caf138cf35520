/**
 * `npm run test:quick`: the inner loop, about a minute and a half (README, "Tests": which command
 * when). What a change touched, against HEAD (uncommitted and untracked files), or against a ref
 * given with `--since <ref>` (`npm run test:quick -- --since main` for a whole branch):
 *   - typecheck (tsc, incremental; deno check too when the edge functions changed);
 *   - Prettier and ESLint on the changed files (deno lint on changed edge-function files);
 *   - the unit tests related to the change (vitest --changed: tests importing a changed module);
 *   - the integration files the change touched: changed test files, and files importing a changed
 *     module (vitest --changed), on a throwaway stack; when that is more than MAX_INTEGRATION_FILES
 *     (a changed helper every file imports), only the changed test files, and it says so.
 * The checks run side by side; each step's output is printed when it ends. `npm test` stays the
 * gate: it runs everything.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../local/settings';
import { denoEnv } from './deno-env';
import { wallTime } from './test-summary';

const MAX_INTEGRATION_FILES = 8;
/**
 * tsc keeps what it learnt between runs here (`--incremental`): after a one-file change it checks
 * that file and what depends on it, about 13 s of CPU instead of 31 s (docs/performance.md#the-inner-loop).
 */
const TSC_BUILD_INFO = join(rootDir, 'node_modules', '.cache', 'test-quick.tsbuildinfo');
const DENO = /^(supabase\/functions|local\/functions-runtime)\//;
const VENDORED = /^supabase\/functions\/_shared\/vendor\//;
const bin = (name: string) => join(rootDir, 'node_modules', '.bin', name);

const sinceIndex = process.argv.indexOf('--since');
const since = sinceIndex > 0 ? process.argv[sinceIndex + 1] : undefined;
if (sinceIndex > 0 && !since) {
  console.error('--since needs a git ref, e.g. npm run test:quick -- --since main');
  process.exit(2);
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8' }).split('\n').filter(Boolean);
/** Files changed against `since` (or HEAD), untracked ones included, that still exist. */
const changed = [...new Set([...git('diff', '--name-only', since ?? 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])].filter((file) =>
  existsSync(join(rootDir, file)),
);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const chunks: string[] = [];
    const child = spawn(command, args, { cwd: rootDir, env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    child.on('error', (error) => chunks.push(`${command}: ${error.message}\n`));
    child.on('close', (code) => resolve({ code: code ?? 1, output: chunks.join('') }));
  });
}

const began = Date.now();
const results: Array<{ name: string; ok: boolean; seconds: number }> = [];

async function step(name: string, commands: Array<[string, string[], NodeJS.ProcessEnv?]>): Promise<void> {
  const started = Date.now();
  let ok = true;
  const output: string[] = [];
  for (const [command, args, env] of commands) {
    const ran = await run(command, args, env);
    ok &&= ran.code === 0;
    output.push(ran.output);
  }
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, ok, seconds });
  console.log(`\n━━ ${ok ? '✓' : '✗'} ${name} (${wallTime(seconds)}) ━━`);
  const text = output.join('').trim();
  if (text) console.log(text);
}

/** Test files of a vitest project list (`vitest list --filesOnly`) for these arguments. */
async function listFiles(args: string[]): Promise<string[]> {
  const listed = await run(bin('vitest'), ['list', '--filesOnly', ...args]);
  return listed.output
    .split('\n')
    .map((line) => line.replace(/^\[[^\]]*\]\s*/, '').trim())
    .filter((line) => line.endsWith('.test.ts'));
}

console.log(`test:quick: ${changed.length} file(s) changed against ${since ?? 'HEAD'}`);
const code = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
const nodeCode = code.filter((file) => !DENO.test(file));
const denoCode = code.filter((file) => DENO.test(file) && !VENDORED.test(file) && file.endsWith('.ts'));
const changedArgs = ['--changed', since ?? 'HEAD'];

const integrationTests = (async () => {
  const touched = changed.filter((file) => /^tests\/integration\/.*\.test\.ts$/.test(file));
  const related = await listFiles(['--project', 'integration', '--project', 'integration-serial', ...changedArgs]);
  const files = [...new Set([...touched, ...related.map((file) => file.replace(`${rootDir}/`, ''))])];
  if (files.length > MAX_INTEGRATION_FILES) {
    console.log(
      `\n${files.length} integration files import what changed; test:quick runs only the ${touched.length} changed test file(s). Run them all with npm run test:integration.`,
    );
    return touched;
  }
  return files;
})();

await Promise.all([
  step('typecheck', [
    [bin('tsc'), ['-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', TSC_BUILD_INFO]],
    ...(denoCode.length > 0
      ? ([
          [bin('deno'), ['check', '--quiet', '--config', 'supabase/functions/api/deno.json', 'supabase/functions/api/index.ts'], denoEnv()],
          [bin('deno'), ['check', '--quiet', 'local/functions-runtime/serve.ts'], denoEnv()],
        ] as Array<[string, string[], NodeJS.ProcessEnv]>)
      : []),
  ]),
  step('lint the changed files', [
    ...(changed.length > 0 ? ([[bin('prettier'), ['--check', '--ignore-unknown', '--log-level=warn', ...changed]]] as Array<[string, string[]]>) : []),
    ...(nodeCode.length > 0 ? ([[bin('eslint'), ['--max-warnings=0', '--no-warn-ignored', ...nodeCode]]] as Array<[string, string[]]>) : []),
    ...(denoCode.length > 0 ? ([[bin('deno'), ['lint', '--quiet', ...denoCode], denoEnv()]] as Array<[string, string[], NodeJS.ProcessEnv]>) : []),
  ]),
  step('unit tests related to the change', [
    [bin('vitest'), ['run', '--project', 'unit', '--project', 'unit-isolated', '--project', 'unit-node', ...changedArgs, '--passWithNoTests']],
  ]),
  (async () => {
    const files = await integrationTests;
    if (files.length === 0) {
      console.log('\nno integration file touched by the change');
      return;
    }
    await step(`${files.length} integration file(s) touched by the change`, [
      [bin('vitest'), ['run', '--project', 'integration', '--project', 'integration-serial', ...files]],
    ]);
  })(),
]);

console.log(`\n━━ test:quick ━━`);
for (const result of results) console.log(`${result.ok ? '✓' : '✗'} ${result.name.padEnd(52)} ${wallTime(result.seconds).padStart(18)}`);
console.log(`  total ${wallTime((Date.now() - began) / 1000)}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
