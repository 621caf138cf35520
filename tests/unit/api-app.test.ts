/**
 * The api function's code without a stack, under `deno test` with no network permission, so only
 * answers given before any database or auth-server call can pass: its Hono app
 * (supabase/functions/api/app.test.ts), every mail it sends with hostile names
 * (supabase/functions/api/mail-names.test.ts) and what it reads from its environment
 * (supabase/functions/_shared/config.test.ts: API keys, mail port, CAPTCHA check), and the check before every push
 * (supabase/functions/_shared/push-target.test.ts; it may resolve `localhost` and nothing else).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { denoEnv } from '../../scripts/deno-env';

/** Runs Deno test files (`--allow-…` arguments pass as permissions); returns their output and how many cases passed. */
function denoTest(...args: string[]): { status: number | null; output: string; passed: number } {
  const run = spawnSync(
    join(rootDir, 'node_modules', '.bin', 'deno'),
    ['test', '--config', 'supabase/functions/api/deno.json', '--allow-env', '--allow-read', ...args],
    { cwd: rootDir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...denoEnv() }, timeout: 170_000 },
  );
  const output = `${run.stdout}\n${run.stderr}`;
  return { status: run.status, output, passed: Number(/ok \| (\d+) passed \| 0 failed/.exec(output)?.[1] ?? 0) };
}

describe('api function (deno test, no stack)', () => {
  it('passes every app.test.ts and mail-names.test.ts case', () => {
    const { status, output, passed } = denoTest('supabase/functions/api/app.test.ts', 'supabase/functions/api/mail-names.test.ts');
    expect(status, output).toBe(0);
    expect(passed, output).toBeGreaterThanOrEqual(15);
  }, 180_000);

  it('passes every _shared/config.test.ts case (API keys, mail port, CAPTCHA check)', () => {
    const { status, output, passed } = denoTest('supabase/functions/_shared/config.test.ts');
    expect(status, output).toBe(0);
    expect(passed, output).toBe(5);
  }, 180_000);

  it('passes every _shared/push-target.test.ts case (inside addresses, the local allowance, no fetch of an inside host)', () => {
    const { status, output, passed } = denoTest('--allow-net=localhost', 'supabase/functions/_shared/push-target.test.ts');
    expect(status, output).toBe(0);
    expect(passed, output).toBe(5);
  }, 180_000);
});
