/**
 * The api function's Hono app and its mails without a stack (supabase/functions/api/app.test.ts,
 * mail-names.test.ts): their Deno
 * tests run under `deno test` with no network permission, so only answers given before any
 * database or auth-server call can pass.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { denoEnv } from '../../scripts/deno-env';

describe('api function app (deno test, no stack)', () => {
  it('passes every app.test.ts and mail-names.test.ts case', () => {
    const run = spawnSync(
      join(rootDir, 'node_modules', '.bin', 'deno'),
      [
        'test',
        '--config',
        'supabase/functions/api/deno.json',
        '--allow-env',
        '--allow-read',
        'supabase/functions/api/app.test.ts',
        // Every mail the function sends, with hostile names.
        'supabase/functions/api/mail-names.test.ts',
      ],
      { cwd: rootDir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...denoEnv() }, timeout: 170_000 },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(0);
    const passed = Number(/ok \| (\d+) passed \| 0 failed/.exec(output)?.[1] ?? 0);
    expect(passed, output).toBeGreaterThanOrEqual(15);
  }, 180_000);
});
