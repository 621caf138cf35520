/**
 * A throwaway PostgreSQL 17 cluster with the local Supabase bootstrap (local/bootstrap.sql), for the
 * schema tools: `npm run db:diff` builds one from the migrations and one from the schema files and
 * compares them; the parity test does the same.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyBootstrap, startPostgres } from '../../local/postgres';
import { freePort } from '../../local/ports';

export interface ScratchCluster {
  url: string;
  stop(): Promise<void>;
}

export async function startScratchCluster(label: string): Promise<ScratchCluster> {
  const dir = mkdtempSync(join(tmpdir(), `mta-${label}-`));
  // A scratch cluster is thrown away: it need not wait for the disk (local/postgres.ts NON_DURABLE_FLAGS).
  const server = await startPostgres(dir, '127.0.0.1', await freePort(), () => undefined, undefined, { durable: false });
  try {
    await applyBootstrap(server.url);
  } catch (error) {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
