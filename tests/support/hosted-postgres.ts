/**
 * A PostgreSQL cluster shaped like a hosted Supabase project's, for the hosted-grade migration test
 * (docs/operators.md#hosted-grade-migrations). On a hosted project the cluster's superuser is
 * `supabase_admin`; `postgres`, the role `supabase db push` logs in as, is an ordinary role with
 * CREATEDB, CREATEROLE, REPLICATION and BYPASSRLS, some role memberships, and grants on the
 * platform's schemas. The local stack runs its migrations as a superuser, which would hide a
 * migration that only a superuser may run; this cluster does not.
 *
 * The attributes, memberships and grants below follow the role dump of a hosted project on
 * PostgreSQL 17 and the supabase/postgres image's "demote postgres" migration. The platform's own
 * objects (local/bootstrap.sql) are created by `supabase_admin`, as they are on hosted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../local/ports';
import { applyBootstrap, databaseUrl, startPostgres } from '../../local/postgres';

const SUPERUSER = 'supabase_admin';

/** Run as the superuser before the bootstrap: the bootstrap grants to `postgres`, so it must exist. */
const BEFORE_BOOTSTRAP = `
  create role postgres with login password 'postgres' nosuperuser inherit createdb createrole replication bypassrls;
`;

/** Run as the superuser after the bootstrap: what a hosted project gives `postgres`. */
const AFTER_BOOTSTRAP = `
  -- Role memberships (hosted role dump).
  grant anon, authenticated, service_role, authenticator to postgres with admin option;
  grant pg_monitor, pg_read_all_data, pg_signal_backend to postgres with admin option;
  grant pg_create_subscription to postgres;
  grant supabase_realtime_admin to postgres;
  -- storage.objects belongs to the Storage server's role; policies on it are written as its member.
  grant supabase_storage_admin to postgres;

  -- The database and the schemas migrations write to.
  grant all on database postgres to postgres;
  alter schema public owner to postgres;
  alter schema extensions owner to postgres;

  -- auth: owned by the Auth server's role; postgres holds grants, not ownership ("demote postgres").
  do $$
  declare t record;
  begin
    for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = 'auth' and c.relkind in ('r', 'p') loop
      execute format('alter table auth.%I owner to supabase_auth_admin', t.relname);
    end loop;
  end
  $$;
  grant all on schema auth to postgres;
  grant all on all tables in schema auth to postgres;
  grant all on all sequences in schema auth to postgres;
  grant all on all routines in schema auth to postgres;

  -- Realtime: postgres owns the publication migrations add tables to.
  alter publication supabase_realtime owner to postgres;

  -- pg_cron: the extension's event trigger grants its schema to postgres with grant option.
  do $$
  begin
    if exists (select from pg_namespace where nspname = 'cron') then
      grant usage on schema cron to postgres with grant option;
      grant all on all tables in schema cron to postgres with grant option;
      grant all on all sequences in schema cron to postgres with grant option;
      grant all on all routines in schema cron to postgres with grant option;
    end if;
  end
  $$;
`;

export interface HostedPostgres {
  /** Connects as `postgres`, the role `supabase db push` uses on a hosted project. */
  url: string;
  /** Connects as the cluster's superuser (`supabase_admin`), for checks only. */
  superuserUrl: string;
  stop(): Promise<void>;
}

async function runAs(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts a throwaway cluster with the hosted role layout and the local bootstrap applied. */
export async function startHostedPostgres(): Promise<HostedPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'mta-hosted-pg-'));
  const host = '127.0.0.1';
  const port = await freePort();
  const database = await startPostgres(dir, host, port, () => undefined, SUPERUSER);
  const stop = async () => {
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await runAs(database.url, BEFORE_BOOTSTRAP);
    await applyBootstrap(database.url);
    await runAs(database.url, AFTER_BOOTSTRAP);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: databaseUrl(host, port), superuserUrl: database.url, stop };
}
