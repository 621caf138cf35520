// @vitest-environment node
/**
 * `npm run deploy` without a network or a Supabase login: the dry run prints the checks and the
 * whole plan and runs nothing; a real run with a failing check stops before the CLI is called.
 * SUPABASE_CLI points at a stand-in that records any call, so "touches nothing" is observed.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { localChecks } from './plan';

const dir = mkdtempSync(join(tmpdir(), 'mta-deploy-test-'));
const calls = join(dir, 'calls.log');
const fakeCli = join(dir, 'supabase');
writeFileSync(fakeCli, `#!/bin/sh\necho "$@" >> ${calls}\nexit \${FAKE_CLI_EXIT:-0}\n`);
chmodSync(fakeCli, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const complete = {
  SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
  SUPABASE_DB_PASSWORD: 'db-password-secret',
  SUPABASE_DB_URL: 'postgresql://postgres.abcdefghijklmnopqrst:db-password-secret@aws-0-eu-central-1.pooler.supabase.com:6543/postgres?sslmode=require',
  SITE_URL: 'https://academy.example.com',
  SMTP_HOST: 'smtp.example.com',
  SMTP_USER: 'mailer',
  SMTP_PASS: 'smtp-password-secret',
  SMTP_FROM: 'Money Train Academy <no-reply@example.com>',
  SMTP_ADMIN_EMAIL: 'no-reply@example.com',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abcdefghijklmnopqrstuv_12345678',
};

function deploy(args: string[], env: Record<string, string>) {
  rmSync(calls, { force: true });
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(rootDir, 'scripts', 'deploy', 'index.ts'), ...args], {
    cwd: rootDir,
    encoding: 'utf8',
    // No login, no network settings: only what the test gives.
    env: { PATH: process.env.PATH ?? '', HOME: dir, SUPABASE_CLI: fakeCli, ...env },
    timeout: 60_000,
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}`, cliCalled: existsSync(calls) };
}

describe('npm run deploy -- --dry-run', () => {
  it('prints every check and the seven steps in order, hides secrets, and calls nothing', () => {
    const { status, output, cliCalled } = deploy(['--dry-run'], complete);
    expect(status, output).toBe(0);
    expect(cliCalled).toBe(false);
    const titles = [
      'link the project',
      'push Auth settings (config.toml)',
      'push migrations',
      'seed the disposable-domain list (TLS)',
      'set the function secrets',
      'deploy the api function',
      'build web/dist with the publishable key',
    ];
    const positions = titles.map((title) => output.indexOf(title));
    expect(
      positions.every((position) => position > 0),
      output,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(output).toContain('supabase link --project-ref abcdefghijklmnopqrst');
    expect(output).toContain('AUTH_REDIRECT_URL="https://academy.example.com/auth/callback"');
    expect(output).toContain('VITE_SUPABASE_PUBLISHABLE_KEY="sb_publishable_');
    expect(output).toContain('SMTP_PORT="465"');
    expect(output).not.toMatch(/db-password-secret|smtp-password-secret/);
    expect(output).toContain('A real run would start now.');
  });

  it('reports what a real run would refuse: missing variables, a blocked SMTP port, a secret key for the web', () => {
    const { status, output, cliCalled } = deploy(['--dry-run'], {
      ...complete,
      SMTP_PASS: '',
      SMTP_PORT: '587',
      SUPABASE_PUBLISHABLE_KEY: 'sb_secret_abcdefghijklmnopqrstuv_12345678',
    });
    expect(status, output).toBe(0);
    expect(cliCalled).toBe(false);
    expect(output).toMatch(/✗ environment: missing: SMTP_PASS/);
    expect(output).toMatch(/✗ SMTP port: SMTP_PORT=587 is blocked/);
    expect(output).toMatch(/✗ web key: SUPABASE_PUBLISHABLE_KEY holds a secret key/);
    expect(output).toContain('A real run would stop at the checks above');
  });
});

describe('npm run deploy (real run) with a failing check', () => {
  it('stops before calling the Supabase CLI, exit 1', () => {
    const { status, output, cliCalled } = deploy([], { ...complete, SMTP_PORT: '25' });
    expect(status, output).toBe(1);
    expect(output).toContain('Nothing was changed.');
    expect(cliCalled).toBe(false);
  });

  it('without a CLI login: asks the CLI only that, then stops, exit 1', () => {
    const { status, output } = deploy([], { ...complete, FAKE_CLI_EXIT: '1' });
    expect(status, output).toBe(1);
    expect(output).toMatch(/✗ CLI login: run `npx supabase login`/);
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual(['projects list -o json']);
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
