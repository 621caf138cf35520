/**
 * The two databases the schema tools compare (docs/database.md): one built from
 * `supabase/migrations` (as `supabase db push` builds a hosted project) and one from
 * `supabase/schemas` (the source of truth), each a throwaway cluster with the local bootstrap.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { applyMigrations } from '../../local/migrate';
import { applySchemaFiles } from './schema-files';
import { startScratchCluster, type ScratchCluster } from './scratch-cluster';

export function hasMigrations(projectDir: string): boolean {
  const dir = join(projectDir, 'supabase', 'migrations');
  return existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.sql'));
}

/** A cluster with every migration applied by the Supabase CLI; the CLI's own history table removed. */
export async function clusterFromMigrations(rootDir: string, projectDir: string): Promise<ScratchCluster> {
  const cluster = await startScratchCluster('from-migrations');
  try {
    if (hasMigrations(projectDir)) await applyMigrations(rootDir, projectDir, cluster.url);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    await client.query('drop schema if exists supabase_migrations cascade').finally(() => client.end());
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

/** A cluster with the schema files applied in config.toml's order. */
export async function clusterFromSchemaFiles(projectDir: string): Promise<ScratchCluster> {
  const cluster = await startScratchCluster('from-schemas');
  try {
    await applySchemaFiles(projectDir, cluster.url);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
