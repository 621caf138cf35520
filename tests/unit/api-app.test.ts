/**
 * The api function's code without a stack, under `deno test` with no network permission, so only
 * answers given before any database or auth-server call can pass: its Hono app
 * (supabase/functions/api/app.test.ts) and what it reads from its environment
 * (supabase/functions/_shared/config.test.ts: API keys, mail port).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { denoEnv } from '../../scripts/deno-env';

/** Runs one Deno test file; returns its output and how many cases passed. */
function denoTest(file: string): { status: number | null; output: string; passed: number } {
  const run = spawnSync(
    join(rootDir, 'node_modules', '.bin', 'deno'),
    ['test', '--config', 'supabase/functions/api/deno.json', '--allow-env', '--allow-read', file],
    { cwd: rootDir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...denoEnv() }, timeout: 170_000 },
  );
  const output = `${run.stdout}\n${run.stderr}`;
  return { status: run.status, output, passed: Number(/ok \| (\d+) passed \| 0 failed/.exec(output)?.[1] ?? 0) };
}

describe('api function (deno test, no stack)', () => {
  it('passes every app.test.ts case', () => {
    const { status, output, passed } = denoTest('supabase/functions/api/app.test.ts');
    expect(status, output).toBe(0);
    expect(passed, output).toBeGreaterThanOrEqual(15);
  }, 180_000);

  it('passes every _shared/config.test.ts case (API keys, mail port)', () => {
    const { status, output, passed } = denoTest('supabase/functions/_shared/config.test.ts');
    expect(status, output).toBe(0);
    expect(passed, output).toBe(4);
  }, 180_000);
});
