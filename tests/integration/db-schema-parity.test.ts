/**
 * One home per database object (docs/database.md): the schema files in supabase/schemas and the
 * migrations in supabase/migrations must build the same database. This test builds both (two
 * throwaway clusters, as `npm run db:diff` does) and diffs them with the same engine; a change to one
 * without the other fails here, with the SQL that differs. It also runs `npm run db:diff` on a copy of
 * the project with a new object in a schema file: the command writes the migration, and after it the
 * two agree again.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { clusterFromMigrations, clusterFromSchemaFiles } from '../../scripts/db/build';
import { diffDatabases } from '../../scripts/db/diff-engine';

const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function diffProject(projectDir: string) {
  const [fromMigrations, fromSchemas] = await Promise.all([clusterFromMigrations(rootDir, projectDir), clusterFromSchemaFiles(projectDir)]);
  try {
    return await diffDatabases(rootDir, fromMigrations.url, fromSchemas.url);
  } finally {
    await Promise.all([fromMigrations.stop(), fromSchemas.stop()]);
  }
}

function dbDiff(projectDir: string, name: string) {
  return run(process.execPath, ['--import', 'tsx', join(rootDir, 'scripts', 'db', 'diff.ts'), '--project', projectDir, name], { cwd: rootDir });
}

describe('supabase/schemas and supabase/migrations', () => {
  it('build the same database', async () => {
    const diff = await diffProject(rootDir);
    expect(diff.sql, `the migrations differ from the schema files; run npm run db:diff -- <name>:\n${diff.sql}`).toBe('');
    expect(diff.actions).toBe(0);
  }, 180_000);

  it('npm run db:diff writes the migration a schema change needs, and then they agree (the check bites)', async () => {
    const projectDir = mkdtempSync(join(tmpdir(), 'mta-schema-change-'));
    dirs.push(projectDir);
    cpSync(join(rootDir, 'supabase'), join(projectDir, 'supabase'), { recursive: true, filter: (src) => !src.includes('.temp') });
    appendFileSync(
      join(projectDir, 'supabase', 'schemas', 'missions.sql'),
      '\ncreate table app.parity_probe (id bigint primary key, note text not null);\nalter table app.parity_probe enable row level security;\n',
    );

    const drift = await diffProject(projectDir);
    expect(drift.actions).toBeGreaterThan(0);
    expect(drift.sql).toMatch(/CREATE TABLE "app"\."parity_probe"/i);

    const first = await dbDiff(projectDir, 'parity_probe');
    expect(first.stdout).toMatch(/wrote .*_parity_probe\.sql/);
    const written = readdirSync(join(projectDir, 'supabase', 'migrations')).filter((name) => name.endsWith('_parity_probe.sql'));
    expect(written).toHaveLength(1);
    expect(readFileSync(join(projectDir, 'supabase', 'migrations', written[0] ?? ''), 'utf8')).toMatch(/parity_probe/);

    const second = await dbDiff(projectDir, 'nothing_left');
    expect(second.stdout).toMatch(/no migration written/);
  }, 300_000);
});
