/**
 * A PostgreSQL cluster shaped like a hosted Supabase project's, for the hosted-grade migration test
 * (docs/operators.md#hosted-grade-migrations). On a hosted project the cluster's superuser is
 * `supabase_admin`; `postgres`, the role `supabase db push` logs in as, is an ordinary role with
 * CREATEDB, CREATEROLE, REPLICATION and BYPASSRLS, some role memberships, and grants on the
 * platform's schemas. The local stack runs its migrations as a superuser, which would hide a
 * migration that only a superuser may run; this cluster does not.
 *
 * The attributes, memberships and grants below follow the role dump of a hosted project on
 * PostgreSQL 17 and the supabase/postgres image's migrations: "demote postgres", and
 * `20250421084701_revoke_admin_roles_from_postgres`, which took the Storage and Realtime admin roles
 * (`supabase_storage_admin`, `supabase_realtime_admin`) and CREATE on the `storage`, `realtime` and
 * `auth` schemas away from `postgres`. So a migration cannot add an index or a column to
 * `storage.objects` or `realtime.messages`, nor create anything in `auth`; it may still write
 * policies on those tables, which hosted allows through supautils' `policy_grants` (emulated below
 * by an event trigger that lends the owner role for the one policy command). The platform's own
 * objects (local/bootstrap.sql) are created by `supabase_admin`, as they are on hosted.
 *
 * One difference is left, the strict way: hosted lets `postgres` create event triggers (supautils
 * creates them on its behalf); PostgreSQL without supautils refuses them to a non-superuser, so a
 * migration with an event trigger fails here although `supabase db push` would accept it.
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
  -- Not members of the Storage and Realtime admin roles, no CREATE on their schemas (hosted revoked
  -- both in 2025): usage and table privileges only, with grant option as hosted grants them.
  revoke supabase_storage_admin, supabase_realtime_admin from postgres;
  revoke create on schema storage from postgres;
  grant usage on schema storage to postgres with grant option;
  grant all on all tables in schema storage to postgres with grant option;
  revoke create on schema realtime from postgres;
  grant usage on schema realtime to postgres with grant option;

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
  grant usage on schema auth to postgres;
  revoke create on schema auth from postgres;
  grant all on all tables in schema auth to postgres;
  grant all on all sequences in schema auth to postgres;
  grant all on all routines in schema auth to postgres;

  -- supautils' policy_grants, emulated: postgres may create, alter and drop policies on the
  -- platform's tables (storage.objects, realtime.messages, …) without owning them. For the one
  -- policy command the owner roles are lent and then taken back (a failed command rolls the loan
  -- back with its transaction).
  create schema hosted_emulation;
  create function hosted_emulation.lend_policy_owners() returns event_trigger language plpgsql security definer set search_path = '' as $$
  begin
    if session_user = 'postgres' then
      if tg_event = 'ddl_command_start' then
        grant supabase_storage_admin, supabase_realtime_admin to postgres;
      else
        revoke supabase_storage_admin, supabase_realtime_admin from postgres;
      end if;
    end if;
  end
  $$;
  revoke all on function hosted_emulation.lend_policy_owners() from public;
  create event trigger lend_policy_owners_start on ddl_command_start
    when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY') execute function hosted_emulation.lend_policy_owners();
  create event trigger lend_policy_owners_end on ddl_command_end
    when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY') execute function hosted_emulation.lend_policy_owners();

  -- Realtime: postgres owns the publication migrations add tables to.
  alter publication supabase_realtime owner to postgres;

  -- pg_cron: the extension's event trigger grants its schema to postgres with grant option, then
  -- takes every write on cron.job back (20231020085357_revoke_writes_on_cron_job_from_postgres):
  -- jobs change only through cron.schedule / cron.unschedule.
  do $$
  begin
    if exists (select from pg_namespace where nspname = 'cron') then
      grant usage on schema cron to postgres with grant option;
      grant all on all tables in schema cron to postgres with grant option;
      grant all on all sequences in schema cron to postgres with grant option;
      grant all on all routines in schema cron to postgres with grant option;
      revoke all on table cron.job from postgres;
      grant select on table cron.job to postgres with grant option;
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
  const database = await startPostgres(dir, host, port, () => undefined, SUPERUSER, { durable: false });
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
