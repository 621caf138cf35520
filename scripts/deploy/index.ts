/**
 * `npm run deploy`: puts this repository on a hosted Supabase project in one command
 * (docs/operators.md, "Deploying"). First every check, changing nothing: the environment
 * (scripts/deploy/plan.ts), that the Supabase CLI is logged in, and the organisation's plan
 * (SUPABASE_PLAN, else the Management API), which decides the sign-in protection
 * (scripts/deploy/protection.ts). Then, in order, each step of the plan, printed with its result;
 * the first failure stops the deploy and names the section of docs/operators.md that says what to
 * do. `npm run deploy -- --dry-run` prints the checks it can make offline and the plan (every
 * command, API call and SQL statement, secrets hidden), and runs nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pgConfig } from '../../local/db-connection';
import { rootDir } from '../../local/settings';
import { checkNoServiceKey, filesUnder } from '../budgets';
import { managementApi, projectPlan } from './management-api';
import {
  deploySteps,
  describeStep,
  localChecks,
  planFromEnv,
  projectRefOf,
  protectionCheck,
  type Check,
  type CommandStep,
  type SqlStep,
  type Step,
} from './plan';
import { signInProtection, type HostedPlan } from './protection';
import { checkJobs, runStatements, type JobRow } from './schedule';
import { allowCaptchaInHeadersFile } from './web-headers';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const projectRef = args.find((arg) => arg.startsWith('--project-ref='))?.slice('--project-ref='.length);
const unknown = args.filter((arg) => arg !== '--dry-run' && !arg.startsWith('--project-ref='));
if (unknown.length > 0) {
  console.error(`unknown argument ${unknown.join(' ')}; usage: npm run deploy [-- --dry-run] [-- --project-ref=<ref>]`);
  process.exit(2);
}

const input = { rootDir, env: process.env, projectRef, plan: planFromEnv(process.env) };
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

/** The function secrets go through a file readable by this user only, never on a command line. */
async function runWithSecretsFile(step: CommandStep): Promise<number> {
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
    return await run(
      step.command.map((part) => (part === '<temporary file>' ? file : part)),
      {},
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runCommand(step: CommandStep): Promise<boolean> {
  const code =
    step.id === 'deploy-secrets'
      ? await runWithSecretsFile(step)
      : await run(
          step.command.map((part) => (part === '$SUPABASE_DB_URL' ? (process.env.SUPABASE_DB_URL ?? '') : part)),
          step.env,
        );
  if (code !== 0) {
    console.log(`  ✗ exit ${code}`);
    return false;
  }
  if (step.id !== 'deploy-web') return true;
  const captchaProvider = step.env.VITE_CAPTCHA_PROVIDER as Parameters<typeof allowCaptchaInHeadersFile>[1] | undefined;
  if (captchaProvider) {
    allowCaptchaInHeadersFile(join(rootDir, 'web', 'dist', '_headers'), captchaProvider);
    console.log(`  ✓ web/dist/_headers lets the ${captchaProvider} widget in (Content-Security-Policy)`);
  }
  const built = checkBuiltWeb(process.env.SUPABASE_PUBLISHABLE_KEY ?? '');
  console.log(`  ${built.ok ? '✓' : '✗'} ${built.detail}`);
  return built.ok;
}

/** The SQL in one transaction, then what cron.job holds once it is committed. */
async function runSql(step: SqlStep): Promise<boolean> {
  const client = new pg.Client(pgConfig(process.env.SUPABASE_DB_URL ?? ''));
  try {
    await client.connect();
    await client.query('begin');
    await runStatements(client, step.statements);
    await client.query('commit');
    const { rows } = await client.query<JobRow>(step.readBack.sql);
    const verdict = checkJobs(rows);
    for (const line of verdict.lines) console.log(`  ${line}`);
    return verdict.ok;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    console.log(`  ✗ ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function runApi(step: Extract<Step, { kind: 'api' }>): Promise<boolean> {
  try {
    await managementApi(process.env, step.method, step.path, step.body);
    return true;
  } catch (error) {
    console.log(`  ✗ ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

async function runStep(step: Step, index: number, total: number): Promise<boolean> {
  console.log(`\n▶ ${index}/${total} ${step.title}\n  ${describeStep(step, process.env, '  ')}`);
  const started = Date.now();
  const ok = step.kind === 'command' ? await runCommand(step) : step.kind === 'sql' ? await runSql(step) : await runApi(step);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(ok ? `  ✓ done (${seconds} s)` : `  ✗ failed (${seconds} s): what to do is in ${guide(step.id)}`);
  return ok;
}

console.log(`Money Train Academy deploy${dryRun ? ' (dry run: nothing is run or changed)' : ''}\n\nChecks:`);
const checksOk = printChecks(localChecks(input));
const supabase = input.env.SUPABASE_CLI || join(rootDir, 'node_modules', '.bin', 'supabase');

if (dryRun) {
  console.log(`  · CLI login: a real run checks it with \`supabase projects list\` before any change`);
  const protection = signInProtection(input.plan, input.env);
  if (!input.plan) console.log("  · plan: a real run reads the organisation's plan from the Management API (or set SUPABASE_PLAN)");
  const protectionOk = printChecks([protectionCheck(protection)]);
  console.log('\nPlan:');
  deploySteps(input).forEach((step, index) => console.log(`  ${index + 1}. ${step.title}\n     ${describeStep(step, input.env)}`));
  console.log(checksOk && protectionOk ? '\nA real run would start now.' : `\nA real run would stop at the checks above (${guide('deploy-checks')}).`);
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

let plan: HostedPlan;
try {
  plan = input.plan ?? (await projectPlan(input.env, projectRefOf(input) ?? ''));
} catch (error) {
  printChecks([
    {
      name: 'plan',
      ok: false,
      detail: `could not read the organisation's plan (${error instanceof Error ? error.message : String(error)}): set SUPABASE_PLAN=free|pro|team|enterprise`,
    },
  ]);
  console.error(`\nNothing was changed (${guide('deploy-checks')}).`);
  process.exit(1);
}
const planned = { ...input, plan };
if (!printChecks([protectionCheck(signInProtection(plan, input.env))])) {
  console.error(`\nNothing was changed. Fix the checks above (${guide('sign-in-protection')}) and run again.`);
  process.exit(1);
}

const steps = deploySteps(planned);
for (const [index, step] of steps.entries()) {
  if (!(await runStep(step, index + 1, steps.length))) process.exit(1);
}
console.log(`\nDeployed. Upload web/dist to the static host (${guide('deploy-web')}).`);
