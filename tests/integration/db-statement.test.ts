/**
 * The api function's database layer (supabase/functions/_shared/db.ts) against the test stack's
 * Postgres: its Deno tests (db.test.ts) run under `deno test` with one pooled connection, so a
 * role, claims or transaction that one call left behind would show in the next. They cover the
 * one-round-trip `statementAsUser` (caller's role and claims, RLS, an error rolls back what the
 * statement wrote, only checked integers in the SQL text) and `asUser`'s rollback.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { denoEnv } from '../../scripts/deno-env';
import { stack } from '../support/clients';

describe('api function database layer (deno test)', () => {
  it('passes every db.ts test on one shared connection', () => {
    const run = spawnSync(
      join(rootDir, 'node_modules', '.bin', 'deno'),
      ['test', '--config', 'supabase/functions/api/deno.json', '--allow-env', '--allow-net', '--allow-read', 'supabase/functions/_shared/db.test.ts'],
      {
        cwd: rootDir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...denoEnv(), SUPABASE_DB_URL: stack().dbUrl, DB_POOL_SIZE: '1' },
        timeout: 120_000,
      },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(output).toMatch(/ok \| 8 passed \| 0 failed/);
  }, 130_000);
});
