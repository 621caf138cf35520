/**
 * The schema diff (docs/database.md): Supabase's own diff engine, pg-delta (the engine `supabase db
 * diff` runs), reading two live databases and writing the SQL that turns the first into the second.
 * The `raw` profile compares every schema: both databases carry the same platform objects
 * (local/bootstrap.sql), so only the project's objects differ, its policies on storage.objects and
 * realtime.messages and its triggers on auth.users included.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface SchemaDiff {
  /** The migration SQL, or '' when the two databases already agree. */
  sql: string;
  actions: number;
  /** The engine's plan summary (actions, destructive, rewrite risk), for the person running it. */
  summary: string;
}

export async function diffDatabases(rootDir: string, fromUrl: string, toUrl: string): Promise<SchemaDiff> {
  const bin = join(rootDir, 'node_modules', '.bin', 'pgdelta');
  const work = mkdtempSync(join(tmpdir(), 'mta-pgdelta-'));
  try {
    const plan = join(work, 'plan.json');
    const planned = await run(bin, ['plan', '--source', fromUrl, '--desired', toUrl, '--profile', 'raw', '--renames', 'off', '--out', plan], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const summary = `${planned.stdout}\n${planned.stderr}`
      .split('\n')
      .filter((line) => line.trim() && !line.includes('WARNING [dangling_edge]'))
      .join('\n');
    const actions = Number(/actions:\s+(\d+)/.exec(summary)?.[1] ?? 'NaN');
    if (!Number.isFinite(actions)) throw new Error(`pgdelta plan printed no action count:\n${summary}\n${planned.stderr}`);
    if (actions === 0) return { sql: '', actions, summary };
    const out = join(work, 'migration.sql');
    await run(bin, ['render', '--plan', plan, '--out', out, '--allow-drops'], { maxBuffer: 64 * 1024 * 1024 });
    return { sql: readFileSync(out, 'utf8'), actions, summary };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
