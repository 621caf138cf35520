/**
 * Schema changes go through the official Supabase CLI, exactly as they will reach the hosted
 * project (`supabase db push`), so a migration that the CLI would refuse fails locally first.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export function supabaseCli(rootDir: string): string {
  return join(rootDir, 'node_modules', '.bin', 'supabase');
}

/** Runs a Supabase CLI command against a database URL; returns its combined output. */
export async function runSupabaseCli(rootDir: string, args: string[], projectDir = rootDir): Promise<string> {
  try {
    const { stdout, stderr } = await run(supabaseCli(rootDir), [...args, '--workdir', projectDir], {
      cwd: projectDir,
      env: { ...process.env, PGSSLMODE: 'disable', SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return `${stdout}${stderr}`;
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    const output = `${failure.stdout ?? ''}${failure.stderr ?? ''}`.trim();
    throw new Error(`supabase ${args[0]} ${args[1] ?? ''} failed:\n${output || failure.message}`, { cause: error });
  }
}

export function applyMigrations(rootDir: string, projectDir: string, dbUrl: string): Promise<string> {
  return runSupabaseCli(rootDir, ['db', 'push', `--remote=${dbUrl}`, '--yes'], projectDir);
}
