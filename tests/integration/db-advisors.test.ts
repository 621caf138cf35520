/**
 * Supabase's own Security and Performance Advisors (splinter, run by the official CLI) against the
 * migrated, seeded database: nothing at WARN level or above. A probe table without RLS proves the
 * check can fail.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { runSupabaseCli } from '../../local/migrate';
import { closeDb, db, stack } from '../support/clients';
import { expectBooksBalanced } from './db-helpers';

interface Lint {
  name: string;
  level: string;
  detail: string;
}

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

/** Runs `supabase db advisors --level <level> --fail-on <level>`; returns the lints it reported (none on success). */
async function advisors(level: 'warn' | 'info' = 'warn'): Promise<{ passed: boolean; lints: Lint[]; output: string }> {
  try {
    const output = await runSupabaseCli(rootDir, ['db', 'advisors', `--remote=${stack().dbUrl}`, '--level', level, '--fail-on', level, '-o', 'json']);
    return { passed: true, lints: parseLints(output), output };
  } catch (error) {
    const output = (error as Error).message;
    return { passed: false, lints: parseLints(output), output };
  }
}

function parseLints(output: string): Lint[] {
  const start = output.indexOf('[');
  const end = output.lastIndexOf(']');
  if (start < 0 || end < start) return [];
  return (JSON.parse(output.slice(start, end + 1)) as Lint[]).map(({ name, level, detail }) => ({ name, level, detail }));
}

describe('supabase db advisors', () => {
  it('reports nothing at warn level or above', async () => {
    const result = await advisors();
    expect(result.lints).toEqual([]);
    expect(result.passed, result.output).toBe(true);
  }, 120_000);

  it('finds no foreign key without an index (info level: unindexed_foreign_keys)', async () => {
    const result = await advisors('info');
    expect(result.lints.filter((lint) => lint.name === 'unindexed_foreign_keys')).toEqual([]);
  }, 120_000);

  it('does fail on a table exposed without RLS (the check is live)', async () => {
    // Granted to anon as a hosted project that auto-exposes new tables would; splinter only flags
    // tables the API roles can reach.
    await db().query('create table public.advisor_probe (id int primary key); grant select on public.advisor_probe to anon');
    try {
      const result = await advisors();
      expect(result.passed).toBe(false);
      expect(result.lints.map((lint) => lint.name)).toContain('rls_disabled_in_public');
    } finally {
      await db().query('drop table public.advisor_probe');
    }
  }, 120_000);
});
