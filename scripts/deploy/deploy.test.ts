// @vitest-environment node
/**
 * `npm run deploy` without a network or a Supabase login: the dry run prints the checks and the
 * whole plan and runs nothing; a real run with a failing check stops before the CLI is called.
 * SUPABASE_CLI points at a stand-in that records any call, so "touches nothing" is observed; the
 * Management API is a stand-in on a loopback port (SUPABASE_API_URL) that answers the plan. The
 * sign-in protection by plan (docs/operators.md#sign-in-protection): a Free project's plan has no
 * paid-only setting, and the real Supabase CLI, reading config.toml with the environment the plan
 * gives `config push`, resolves the hook off and CAPTCHA on (`supabase config diff` against the
 * stand-in API). The schedule's SQL runs on the local stack in tests/integration/deploy-schedule.test.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { deploySteps, localChecks, type CommandStep } from './plan';
import { checkJobs, describeStatement, EXPECTED_JOBS } from './schedule';
import { headersWithCaptcha } from './web-headers';

const dir = mkdtempSync(join(tmpdir(), 'mta-deploy-test-'));
const calls = join(dir, 'calls.log');
const fakeCli = join(dir, 'supabase');
writeFileSync(fakeCli, `#!/bin/sh\necho "$@" >> ${calls}\nexit \${FAKE_CLI_EXIT:-0}\n`);
chmodSync(fakeCli, 0o755);

/** The Management API stand-in: a project of organisation `orgslug`, whose plan the test sets. */
let managementApi: Server;
let apiUrl = '';
let organisationPlan = 'free';
const apiRequests: string[] = [];
const REF = 'abcdefghijklmnopqrst';
beforeAll(async () => {
  managementApi = createServer((req, res) => {
    apiRequests.push(`${req.method} ${req.url}`);
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url === `/v1/projects/${REF}`) {
      res.end(
        JSON.stringify({
          ref: REF,
          id: REF,
          name: 'academy',
          organization_id: 'orgslug',
          organization_slug: 'orgslug',
          region: 'eu-central-1',
          status: 'ACTIVE_HEALTHY',
        }),
      );
    } else if (req.url === '/v1/organizations/orgslug') {
      res.end(JSON.stringify({ id: 'orgslug', name: 'Academy', plan: organisationPlan }));
    } else if (req.url === `/v2/projects/${REF}/config`) {
      // What the hosted project has now: the hook on, CAPTCHA off (the CLI compares against it).
      res.end(JSON.stringify({ auth: { hook_password_verification_attempt_enabled: true, security_captcha_enabled: false } }));
    } else {
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => managementApi.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(managementApi.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => managementApi.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** Cloudflare's documented Turnstile test keys (docs/operators.md#sign-in-protection). */
const TURNSTILE_TEST = { CAPTCHA_SITE_KEY: '1x00000000000000000000AA', CAPTCHA_SECRET: '1x0000000000000000000000000000000AA' };

const complete = {
  SUPABASE_PROJECT_REF: REF,
  SUPABASE_ACCESS_TOKEN: 'sbp_0000000000000000000000000000000000000000',
  SUPABASE_DB_PASSWORD: 'db-password-secret',
  SUPABASE_DB_URL: `postgresql://postgres.${REF}:db-password-secret@aws-0-eu-central-1.pooler.supabase.com:6543/postgres?sslmode=require`,
  SITE_URL: 'https://academy.example.com',
  SMTP_HOST: 'smtp.example.com',
  SMTP_USER: 'mailer',
  SMTP_PASS: 'smtp-password-secret',
  SMTP_FROM: 'Money Train Academy <no-reply@example.com>',
  SMTP_ADMIN_EMAIL: 'no-reply@example.com',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abcdefghijklmnopqrstuv_12345678',
  REMINDERS_CRON_SECRET: 'cron-secret-value-that-is-long-enough-0123456789',
};
const freeWithCaptcha = { ...complete, SUPABASE_PLAN: 'free', ...TURNSTILE_TEST };

function deploy(args: string[], env: Record<string, string>) {
  rmSync(calls, { force: true });
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(rootDir, 'scripts', 'deploy', 'index.ts'), ...args], {
    cwd: rootDir,
    encoding: 'utf8',
    // No login, no network settings: only what the test gives.
    env: { PATH: process.env.PATH ?? '', HOME: dir, SUPABASE_CLI: fakeCli, SUPABASE_API_URL: apiUrl, ...env },
    timeout: 60_000,
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}`, cliCalled: existsSync(calls) };
}

/** A program run without blocking this process (the Management API stand-in answers from it). */
function runAsync(program: string, args: string[], env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd: rootDir, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill(), 120_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

function deployAsync(args: string[], env: Record<string, string>) {
  rmSync(calls, { force: true });
  return runAsync(process.execPath, ['--import', 'tsx', join(rootDir, 'scripts', 'deploy', 'index.ts'), ...args], {
    PATH: process.env.PATH ?? '',
    HOME: dir,
    SUPABASE_CLI: fakeCli,
    SUPABASE_API_URL: apiUrl,
    ...env,
  });
}

/** Each case spawns the deploy (tsx compiles it first): allowed as long as the spawn's own limit, not vitest's 5 s. */
const SPAWNS = { timeout: 60_000 };

const cliCalls = () => (existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : []);

/** The dry run of a complete Free project with CAPTCHA keys: spawned once for the cases that read it (each spawn is about 1 s of CPU). */
let freeDryRunResult: ReturnType<typeof deploy> | undefined;
const freeDryRun = () => (freeDryRunResult ??= deploy(['--dry-run'], freeWithCaptcha));

describe('npm run deploy -- --dry-run', SPAWNS, () => {
  it('prints every check and the nine steps in order, hides secrets, and calls nothing', () => {
    const { status, output, cliCalled } = freeDryRun();
    expect(status, output).toBe(0);
    expect(cliCalled).toBe(false);
    const titles = [
      'link the project',
      'push migrations',
      'seed the disposable-domain list (TLS)',
      'push Auth settings (config.toml',
      'switch on IP address forwarding (Management API)',
      'set the function secrets',
      'deploy the api function',
      'schedule the jobs (pg_net, Vault secrets, cron.schedule; TLS)',
      'build web/dist with the publishable key',
    ];
    const positions = titles.map((title) => output.indexOf(title));
    expect(
      positions.every((position) => position > 0),
      output,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(output).toContain(`supabase link --project-ref ${REF}`);
    expect(output).toContain('AUTH_REDIRECT_URL="https://academy.example.com/auth/callback"');
    expect(output).toContain('VITE_SUPABASE_PUBLISHABLE_KEY="sb_publishable_');
    expect(output).toContain('SMTP_PORT="465"');
    expect(output).toContain(`PATCH ${apiUrl}/v1/projects/${REF}/config/auth {"security_sb_forwarded_for_enabled":true}`);
    expect(output).not.toMatch(/db-password-secret|smtp-password-secret|cron-secret-value|1x0000000000000000000000000000000AA|sbp_0000/);
    expect(output).toContain('A real run would start now.');
  });

  it('a Free project: no paid-only setting (the hook off), CAPTCHA with the api lockout, and the reminders schedule', () => {
    const { output } = freeDryRun();
    expect(output).toMatch(
      /✓ sign-in protection: Free plan: CAPTCHA \(turnstile\) on sign-up, sign-in and recovery \+ the api's per-address lockout; no password verification hook/,
    );
    const config = output.slice(output.indexOf('push Auth settings'), output.indexOf('switch on IP address forwarding'));
    expect(config).toContain('AUTH_PASSWORD_VERIFICATION_HOOK="false"');
    expect(config).toContain('AUTH_CAPTCHA_ENABLED="true"');
    expect(config).toContain('AUTH_CAPTCHA_PROVIDER="turnstile"');
    expect(config).toContain('AUTH_CAPTCHA_SECRET=***');
    expect(output).not.toContain('AUTH_PASSWORD_VERIFICATION_HOOK="true"');
    expect(output).toContain('CAPTCHA_PROVIDER="turnstile" CAPTCHA_SECRET=***');
    expect(output).toContain('VITE_CAPTCHA_PROVIDER="turnstile" VITE_CAPTCHA_SITE_KEY="1x00000000000000000000AA"');
    // The schedule: extensions, the three Vault secrets (values hidden), the job, the read-back.
    const schedule = output.slice(output.indexOf('schedule the jobs'), output.indexOf('build web/dist'));
    expect(schedule).toContain('create extension if not exists pg_net with schema extensions;');
    for (const name of ['project_url', 'anon_key', 'reminders_cron_secret']) {
      expect(schedule).toContain(`select vault.update_secret(id, '***') from vault.secrets where name = '${name}';`);
      expect(schedule).toContain(`select vault.create_secret('***', '${name}') where not exists (select from vault.secrets where name = '${name}');`);
    }
    expect(schedule).toContain("select cron.schedule('send-reminders', '*/5 * * * *', $$");
    expect(schedule).toContain('-- then, committed: select jobname, schedule, active from cron.job order by jobname;');
  });

  it('a Free project without CAPTCHA keys: the check says what to set, and a real run would stop', () => {
    const { output } = deploy(['--dry-run'], { ...complete, SUPABASE_PLAN: 'free' });
    expect(output).toMatch(
      /✗ sign-in protection: the Free plan has no password verification hook \(Team and Enterprise only\): set CAPTCHA_SITE_KEY and CAPTCHA_SECRET/,
    );
    expect(output).toContain('A real run would stop at the checks above');
  });

  it('a Team project: the hook on, pushed after the migrations; CAPTCHA off unless its keys are given, and the api told so', () => {
    const { output } = deploy(['--dry-run'], { ...complete, SUPABASE_PLAN: 'team' });
    expect(output).toMatch(/✓ sign-in protection: Team plan: the per-account lockout \(password verification hook\) \+ the api's per-address lockout/);
    expect(output).toContain('AUTH_PASSWORD_VERIFICATION_HOOK="true" AUTH_CAPTCHA_ENABLED="false"');
    expect(output).toContain('CAPTCHA_PROVIDER="off"');
    expect(output.indexOf('push migrations')).toBeLessThan(output.indexOf('AUTH_PASSWORD_VERIFICATION_HOOK="true"'));
    const withKeys = deploy(['--dry-run'], { ...complete, SUPABASE_PLAN: 'team', ...TURNSTILE_TEST }).output;
    expect(withKeys).toContain('AUTH_PASSWORD_VERIFICATION_HOOK="true" AUTH_CAPTCHA_ENABLED="true"');
  });

  it('without SUPABASE_PLAN: shown as for Free, saying a real run reads the plan', () => {
    const { output } = deploy(['--dry-run'], { ...complete, ...TURNSTILE_TEST });
    expect(output).toContain("a real run reads the organisation's plan from the Management API");
    expect(output).toContain('Free plan (not given: shown as for Free');
    expect(output).toContain('AUTH_PASSWORD_VERIFICATION_HOOK="false"');
  });

  it('reports what a real run would refuse: missing variables, a blocked SMTP port, a secret key for the web, a short cron secret', () => {
    const { status, output, cliCalled } = deploy(['--dry-run'], {
      ...freeWithCaptcha,
      SMTP_PASS: '',
      SMTP_PORT: '587',
      SUPABASE_PUBLISHABLE_KEY: 'sb_secret_abcdefghijklmnopqrstuv_12345678',
      REMINDERS_CRON_SECRET: 'short',
      SUPABASE_PLAN: 'gold',
    });
    expect(status, output).toBe(0);
    expect(cliCalled).toBe(false);
    expect(output).toMatch(/✗ environment: missing: SMTP_PASS/);
    expect(output).toMatch(/✗ SMTP port: SMTP_PORT=587 is blocked/);
    expect(output).toMatch(/✗ web key: SUPABASE_PUBLISHABLE_KEY holds a secret key/);
    expect(output).toMatch(/✗ reminders secret: REMINDERS_CRON_SECRET must be a random string of at least 32 characters/);
    expect(output).toMatch(/✗ plan: SUPABASE_PLAN=gold is not one of free, pro, team, enterprise, platform/);
    expect(output).toContain('A real run would stop at the checks above');
  });
});

describe('npm run deploy (real run) with a failing check', SPAWNS, () => {
  it('stops before calling the Supabase CLI, exit 1', () => {
    const { status, output, cliCalled } = deploy([], { ...freeWithCaptcha, SMTP_PORT: '25' });
    expect(status, output).toBe(1);
    expect(output).toContain('Nothing was changed.');
    expect(cliCalled).toBe(false);
  });

  it('without a CLI login: asks the CLI only that, then stops, exit 1', () => {
    const { status, output } = deploy([], { ...freeWithCaptcha, FAKE_CLI_EXIT: '1' });
    expect(status, output).toBe(1);
    expect(output).toMatch(/✗ CLI login: run `npx supabase login`/);
    expect(cliCalls()).toEqual(['projects list -o json']);
  });

  it('judges the environment: complete passes; http site URL and a database URL without TLS fail', () => {
    expect(localChecks({ rootDir, env: complete }).every((check) => check.ok)).toBe(true);
    expect(localChecks({ rootDir, env: { ...complete, SITE_URL: 'http://academy.example.com' } }).find((check) => check.name === 'site URL')?.ok).toBe(false);
    expect(
      localChecks({ rootDir, env: { ...complete, SUPABASE_DB_URL: complete.SUPABASE_DB_URL.replace('?sslmode=require', '') } }).find(
        (check) => check.name === 'database URL',
      )?.ok,
    ).toBe(false);
  });
});

describe('npm run deploy (real run) reads the plan from the Management API', SPAWNS, () => {
  it('a Free organisation and no CAPTCHA keys: stops after reading the plan, before any change', async () => {
    organisationPlan = 'free';
    apiRequests.length = 0;
    const { status, output } = await deployAsync([], complete);
    expect(status, output).toBe(1);
    expect(apiRequests).toEqual([`GET /v1/projects/${REF}`, 'GET /v1/organizations/orgslug']);
    expect(output).toMatch(/✗ sign-in protection: the Free plan has no password verification hook/);
    expect(cliCalls()).toEqual(['projects list -o json']);
  });

  it('a Team organisation: links and pushes the migrations before any Auth setting; a failed step stops the deploy', async () => {
    organisationPlan = 'team';
    // The database cannot be reached: the deploy stops at the first step that needs it.
    const { status, output } = await deployAsync([], { ...complete, SUPABASE_DB_URL: 'postgresql://postgres:x@127.0.0.1:1/postgres?sslmode=require' });
    expect(status, output).toBe(1);
    expect(output).toContain('✓ sign-in protection: Team plan');
    expect(cliCalls()).toEqual(['projects list -o json', `link --project-ref ${REF}`, 'db push --remote --yes']);
    expect(output).toContain('✗ failed');
    expect(output).toContain('docs/operators.md#deploy-disposable-domains');
  });
});

describe('the Supabase CLI reads config.toml with the environment the plan gives `config push`', () => {
  /** `supabase config diff` against the stand-in API, as `config push` would read the file. */
  async function configDiff(env: Record<string, string>): Promise<string> {
    const home = mkdtempSync(join(dir, 'cli-home-'));
    const profile = join(home, 'profile.yaml');
    writeFileSync(profile, `name: stand-in\napi_url: "${apiUrl}"\ndashboard_url: "${apiUrl}"\nproject_host: localhost\n`);
    const { output } = await runAsync(join(rootDir, 'node_modules', '.bin', 'supabase'), ['config', 'diff', `--remote=${REF}`], {
      PATH: process.env.PATH ?? '',
      HOME: home,
      SUPABASE_PROFILE: profile,
      SUPABASE_ACCESS_TOKEN: complete.SUPABASE_ACCESS_TOKEN,
      SUPABASE_NO_KEYRING: 'true',
      SUPABASE_TELEMETRY_DISABLED: '1',
      ...env,
    });
    return output;
  }
  const configEnv = (env: Record<string, string>) =>
    (deploySteps({ rootDir, env, plan: env.SUPABASE_PLAN as 'free' | 'team' }).find((step) => step.id === 'deploy-config') as CommandStep).env;

  it('a Free project: the hook off and CAPTCHA on, from the environment', { timeout: 180_000 }, async () => {
    const output = await configDiff(configEnv(freeWithCaptcha));
    expect(output).toMatch(
      /auth\.hook\.password_verification_attempt\.enabled \[update\]\s+local:\s+false \(from env AUTH_PASSWORD_VERIFICATION_HOOK\)\s+remote: true/,
    );
    expect(output).toMatch(/auth\.captcha\.enabled \[update\]\s+local:\s+true \(from env AUTH_CAPTCHA_ENABLED\)\s+remote: false/);
  });

  it('a Team project without CAPTCHA keys: nothing to change on either', { timeout: 180_000 }, async () => {
    const output = await configDiff(configEnv({ ...complete, SUPABASE_PLAN: 'team' }));
    expect(output).toContain('Comparing against project');
    expect(output).not.toMatch(/auth\.hook\.password_verification_attempt\.enabled \[update\]/);
    expect(output).not.toMatch(/auth\.captcha\.enabled \[update\]/);
  });
});

describe('the schedule step and the web headers, as data', () => {
  it('checks cron.job read back: each job once, on its schedule, active', () => {
    const good = EXPECTED_JOBS.map((job) => ({ ...job, active: true }));
    expect(checkJobs(good)).toEqual({ ok: true, lines: EXPECTED_JOBS.map((job) => `✓ ${job.jobname}: ${job.schedule}`) });
    expect(checkJobs(good.slice(1)).lines[0]).toBe('✗ leaderboard-broadcast: not scheduled');
    expect(checkJobs([...good, good[2]!]).ok).toBe(false);
    expect(checkJobs(good.map((job) => (job.jobname === 'send-reminders' ? { ...job, active: false } : job))).lines[2]).toMatch(/✗ send-reminders: inactive/);
    expect(checkJobs(good.map((job) => (job.jobname === 'send-reminders' ? { ...job, schedule: '0 * * * *' } : job))).lines[2]).toBe(
      "✗ send-reminders: scheduled '0 * * * *', not '*/5 * * * *'",
    );
  });

  it('prints a statement with its values, secrets as ***', () => {
    expect(describeStatement({ sql: 'select f($1, $2, $3)', params: [{ value: "it's" }, { value: 'hidden', secret: true }] })).toBe(
      "select f('it''s', '***', $3)",
    );
  });

  it("lets only the chosen provider's widget into web/dist/_headers", () => {
    const original = readFileSync(join(rootDir, 'web', 'public', '_headers'), 'utf8');
    const turnstile = headersWithCaptcha(original, 'turnstile');
    const csp = /Content-Security-Policy: (.*)/.exec(turnstile)![1]!;
    expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com;");
    expect(csp).toContain('frame-src https://challenges.cloudflare.com;');
    expect(csp).not.toContain('hcaptcha');
    expect(turnstile.replace(csp, '')).toBe(original.replace(/Content-Security-Policy: (.*)/.exec(original)![1]!, ''));
    expect(headersWithCaptcha(original, 'hcaptcha')).toContain('frame-src https://hcaptcha.com https://*.hcaptcha.com;');
  });
});
