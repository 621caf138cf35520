/**
 * `npm run deploy`: puts this repository on a hosted Supabase project in one command
 * (docs/operators.md, "Deploying"). First every check, changing nothing: the environment
 * (scripts/deploy/plan.ts) and that the Supabase CLI is logged in. Then, in order, each step of
 * the plan, printed with its result; the first failure stops the deploy and names the section of
 * docs/operators.md that says what to do. `npm run deploy -- --dry-run` prints the checks it can
 * make offline and the plan, and runs nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootDir } from '../../local/settings';
import { checkNoServiceKey, filesUnder } from '../budgets';
import { deploySteps, describeStep, localChecks, type Check, type Step } from './plan';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const projectRef = args.find((arg) => arg.startsWith('--project-ref='))?.slice('--project-ref='.length);
const unknown = args.filter((arg) => arg !== '--dry-run' && !arg.startsWith('--project-ref='));
if (unknown.length > 0) {
  console.error(`unknown argument ${unknown.join(' ')}; usage: npm run deploy [-- --dry-run] [-- --project-ref=<ref>]`);
  process.exit(2);
}

const input = { rootDir, env: process.env, projectRef };
const guide = (id: string) => `docs/operators.md#${id}`;

function run(command: string[], env: Record<string, string>, quiet = false): Promise<number> {
  return new Promise((resolve) => {
    const [program, ...rest] = command as [string, ...string[]];
    const child = spawn(program, rest, { cwd: rootDir, stdio: quiet ? 'ignore' : 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function printChecks(checks: Check[]): boolean {
  for (const check of checks) console.log(`  ${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`);
  return checks.every((check) => check.ok);
}

/** After the build: the publishable key is in web/dist, and no secret key or service_role JWT is. */
function checkBuiltWeb(key: string): Check {
  const dist = join(rootDir, 'web', 'dist');
  const noSecret = checkNoServiceKey(dist);
  const carriesKey = filesUnder(dist).some((file) => !/\.(br|gz)$/.test(file) && readFileSync(file, 'latin1').includes(key));
  return {
    name: 'web build',
    ok: noSecret.ok && carriesKey,
    detail: !noSecret.ok
      ? noSecret.lines.join('; ')
      : carriesKey
        ? 'web/dist carries the publishable key and no secret key'
        : 'the publishable key is not in web/dist',
  };
}

async function runStep(step: Step, index: number, total: number): Promise<boolean> {
  console.log(`\n▶ ${index}/${total} ${step.title}\n  ${describeStep(step)}`);
  const started = Date.now();
  let code: number;
  if (step.id === 'deploy-secrets') {
    // The values go through a file readable by this user only, never on a command line.
    const dir = mkdtempSync(join(tmpdir(), 'mta-deploy-'));
    const file = join(dir, 'secrets.env');
    writeFileSync(
      file,
      Object.entries(step.env)
        .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
        .join(''),
      { mode: 0o600 },
    );
    try {
      code = await run(
        step.command.map((part) => (part === '<temporary file>' ? file : part)),
        {},
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    code = await run(
      step.command.map((part) => (part === '$SUPABASE_DB_URL' ? (process.env.SUPABASE_DB_URL ?? '') : part)),
      step.env,
    );
  }
  let ok = code === 0;
  if (ok && step.id === 'deploy-web') {
    const built = checkBuiltWeb(process.env.SUPABASE_PUBLISHABLE_KEY ?? '');
    console.log(`  ${built.ok ? '✓' : '✗'} ${built.detail}`);
    ok = built.ok;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(ok ? `  ✓ done (${seconds} s)` : `  ✗ failed (exit ${code}, ${seconds} s): what to do is in ${guide(step.id)}`);
  return ok;
}

const steps = deploySteps(input);
console.log(`Money Train Academy deploy${dryRun ? ' (dry run: nothing is run or changed)' : ''}\n\nChecks:`);
const checksOk = printChecks(localChecks(input));
const supabase = steps[0]!.command[0]!;

if (dryRun) {
  console.log(`  · CLI login: a real run checks it with \`supabase projects list\` before any change`);
  console.log('\nPlan:');
  steps.forEach((step, index) => console.log(`  ${index + 1}. ${step.title}\n     ${describeStep(step)}`));
  console.log(checksOk ? '\nA real run would start now.' : `\nA real run would stop at the checks above (${guide('deploy-checks')}).`);
  process.exit(0);
}

if (!checksOk) {
  console.error(`\nNothing was changed. Fix the checks above (${guide('deploy-checks')}) and run again.`);
  process.exit(1);
}
const loggedIn = (await run([supabase, 'projects', 'list', '-o', 'json'], {}, true)) === 0;
printChecks([
  { name: 'CLI login', ok: loggedIn, detail: loggedIn ? 'the Supabase CLI reaches your account' : 'run `npx supabase login` (or set SUPABASE_ACCESS_TOKEN)' },
]);
if (!loggedIn) {
  console.error(`\nNothing was changed (${guide('deploy-checks')}).`);
  process.exit(1);
}

for (const [index, step] of steps.entries()) {
  if (!(await runStep(step, index + 1, steps.length))) process.exit(1);
}
console.log(`\nDeployed. Upload web/dist to the static host (${guide('deploy-web')}).`);
