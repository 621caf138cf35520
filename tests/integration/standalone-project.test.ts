/**
 * The local stack serves any Supabase project, not only this one (docs/architecture.md): started on
 * a small project of its own (tests/fixtures/standalone-project: one table, a plain seed.sql, one
 * function, no supabase/local-hooks.ts), it applies that project's migration, runs its seed, and the
 * official client signs up and calls the function, which reads and writes the table. Nothing of
 * Money Train Academy comes with it: no app schema, no demo files, no cron job, none of its
 * function secrets.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import type { RunningStack } from '../../local/stack';
import { clientAt } from '../support/clients';
import { startThrowawayStack } from '../support/throwaway-stack';

let stack: RunningStack & { dispose(): Promise<void> };
let projectDir: string;

beforeAll(async () => {
  // A copy: `supabase db push` writes supabase/.temp into the project folder it pushes.
  projectDir = mkdtempSync(join(tmpdir(), 'mta-standalone-project-'));
  cpSync(join(rootDir, 'tests', 'fixtures', 'standalone-project'), projectDir, { recursive: true });
  stack = await startThrowawayStack({ projectDir, web: 'none', localPushService: false });
}, 240_000);

afterAll(async () => {
  await stack?.dispose();
  rmSync(projectDir, { recursive: true, force: true });
});

const client = () => clientAt(stack.info.apiUrl, stack.info.publishableKey);

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const db = new pg.Client({ connectionString: stack.info.dbUrl });
  await db.connect();
  try {
    return (await db.query<T>(sql)).rows;
  } finally {
    await db.end();
  }
}

describe('the local stack on another Supabase project', () => {
  it("names the project and its functions from that project's config.toml", () => {
    expect(stack.project).toEqual({ name: 'standalone-fixture', functions: ['hello'] });
  });

  it('signs a user up, whose call reaches the function, which reads the seeded note and adds theirs', async () => {
    const user = client();
    const { data: signedUp, error } = await user.auth.signUp({ email: `standalone-${randomUUID().slice(0, 8)}@example.com`, password: `pw-${randomUUID()}` });
    expect(error).toBeNull();
    expect(signedUp.session).not.toBeNull();
    const userId = signedUp.user!.id;

    const { data, error: invokeError } = await user.functions.invoke('hello', { body: { note: 'mine' } });
    expect(invokeError).toBeNull();
    expect(data).toEqual({
      sub: userId,
      notes: [
        { body: 'seeded note', author: null },
        { body: 'mine', author: userId },
      ],
      env: ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_DB_URL'],
    });
  });

  it("applies that project's config.toml to its function: verify_jwt refuses a call without a token", async () => {
    const response = await fetch(`${stack.info.apiUrl}/functions/v1/hello`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: 'Error: Missing authorization header' });
  });

  it("brings nothing of this repository's own project: no app schema, stored files, cron jobs or Vault secrets", async () => {
    const [found] = await query<{ app: boolean; objects: string; jobs: string; secrets: string }>(
      `select exists (select from pg_namespace where nspname = 'app') as app,
              (select count(*)::text from storage.objects) as objects,
              (select count(*)::text from cron.job) as jobs,
              (select count(*)::text from vault.secrets) as secrets`,
    );
    expect(found).toEqual({ app: false, objects: '0', jobs: '0', secrets: '0' });
    const log = readFileSync(join(stack.settings.stackDir, 'stack.log'), 'utf8');
    expect(log).toContain("✓ the project's local hooks (supabase/local-hooks.ts)");
    expect(log).not.toMatch(/disposable|demo files|reminders schedule/);
  });
});
