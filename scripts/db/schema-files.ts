/**
 * The declarative schema (docs/database.md): `supabase/schemas/*.sql` hold the current definition of
 * every database object, one home each, applied in the order config.toml's
 * `[db.migrations] schema_paths` lists them (the order the Supabase CLI uses too).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { inTransaction } from '../../local/postgres';

/** The schema files in the order config.toml lists them (paths relative to supabase/ there). */
export function schemaFiles(projectDir: string): string[] {
  const supabaseDir = join(projectDir, 'supabase');
  const config = parse(readFileSync(join(supabaseDir, 'config.toml'), 'utf8')) as { db?: { migrations?: { schema_paths?: unknown } } };
  const paths = config.db?.migrations?.schema_paths;
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every((path) => typeof path === 'string')) {
    throw new Error('supabase/config.toml: [db.migrations] schema_paths must list the schema files');
  }
  return paths.map((path: string) => resolve(supabaseDir, path));
}

/** Applies the schema files to a database in one transaction, file by file, naming the file that fails. */
export function applySchemaFiles(projectDir: string, dbUrl: string): Promise<void> {
  return inTransaction(dbUrl, async (client) => {
    // Function bodies refer to objects of later files; they are checked when they run, as in the
    // baseline migration (docs/database.md).
    await client.query('set local check_function_bodies = off');
    for (const file of schemaFiles(projectDir)) {
      try {
        await client.query(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
  });
}
