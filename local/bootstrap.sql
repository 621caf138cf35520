-- Local-only bootstrap: what hosted Supabase's Postgres image and its Auth server already provide,
-- recreated for the Docker-free local stack. It never goes into supabase/migrations (hosted projects
-- have all of it). It is idempotent: it runs on every start, before the migrations.
--
-- Shapes follow supabase/postgres init scripts and the GoTrue migrations (auth.users, sessions,
-- refresh tokens, identities) closely enough for migrations, triggers, RLS helpers and the
-- Supabase CLI advisors to behave as they do on a hosted project.

-- Roles -----------------------------------------------------------------------------------------
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin nologin superuser;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit createrole;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin nologin noinherit;
  end if;
end
$$;

-- As on hosted Supabase (20230529180330_alter_api_roles_for_inherit), the API roles inherit.
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
grant anon, authenticated, service_role to authenticator;

-- Schemas ---------------------------------------------------------------------------------------
create schema if not exists extensions;
create schema if not exists auth authorization supabase_auth_admin;
create extension if not exists pgcrypto with schema extensions;

grant usage on schema public to postgres, anon, authenticated, service_role;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
-- As the Supabase image sets it: unqualified names find the extensions (crypt(), gen_random_uuid()…).
alter role postgres set search_path = "$user", public, extensions;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to postgres;

-- Hosted's default privileges (supabase/postgres init script 00000000000000-initial-schema, run as
-- `postgres` and again `for user supabase_admin`): every table, sequence and function either role
-- creates in public is granted ALL to the API roles; on PostgreSQL 17 ALL on a table is SELECT,
-- INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER and MAINTAIN. Projects made since the "not
-- exposed by default" change (and every project since 30 October 2026) have Studio's revoke on top,
-- which takes back only SELECT, INSERT, UPDATE and DELETE on tables (USAGE and SELECT on sequences,
-- EXECUTE on functions) for `postgres`: TRUNCATE, REFERENCES, TRIGGER and MAINTAIN stay, and RLS
-- governs none of them. This bootstrap starts from the first, the superset, so the revokes the
-- schema files state (and `npm run db:diff` writes) hold on either (docs/database.md#privileges).
-- config.toml's [api] auto_expose_new_tables applies Studio's revoke to the CLI's own containers only.
alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;

-- auth.users and the tables GoTrue keeps beside it ---------------------------------------------
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status between 0 and 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email));
-- GoTrue's indexes on the e-mailed token hashes: /verify finds the user by the token of a link.
-- (Digit-only values are never stored here; the predicate matches GoTrue's own.)
create unique index if not exists confirmation_token_idx on auth.users (confirmation_token) where confirmation_token !~ '^[0-9 ]*$';
create unique index if not exists recovery_token_idx on auth.users (recovery_token) where recovery_token !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_current_idx on auth.users (email_change_token_current) where email_change_token_current !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_new_idx on auth.users (email_change_token_new) where email_change_token_new !~ '^[0-9 ]*$';

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
-- GoTrue's identities_email_idx: sign-up looks addresses up here too.
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text default 'aal1',
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- How each session began (GoTrue's AMR claims): 'password', or 'otp' for a sign-in by e-mailed link.
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.mfa_amr_claims enable row level security;

-- Helper functions read the claims PostgREST/Realtime put in request.jwt.claims (C.2) -----------
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- Accounts made straight in the database (local only) ---------------------------------------------
-- seed.sql's demo logins, the tests and the benchmark make accounts without the auth server: this one
-- function writes them as the auth server does (an auth.users row with a bcrypt hash, '' rather than
-- NULL in the token columns, and an e-mail identity), so signing in with the password works. The
-- signup trigger on auth.users then makes the profile and credits a referral code in the metadata.
-- Rows are inserted in the order of p_emails (a referral code must exist before it is used) and
-- returned in that order. One hash serves every account of a call (bcrypt cost 10 as GoTrue uses;
-- tests and the bench pass 4 to sign many in quickly). With no password the account has '' as hash
-- and cannot sign in with one. Hosted projects never get this schema: seed.sql runs only locally.
create schema if not exists local_stack;
revoke all on schema local_stack from public;
create or replace function local_stack.create_accounts(
  p_emails text[],
  p_password text default null,
  p_meta jsonb[] default null,
  p_ids uuid[] default null,
  p_bcrypt_cost integer default 10,
  p_identities boolean default true,
  p_anonymous boolean default false
) returns table (id uuid, email text)
language plpgsql
set search_path = ''
as $$
declare
  v_hash constant text := case when p_password is null then ''
                               else extensions.crypt(p_password, extensions.gen_salt('bf', p_bcrypt_cost)) end;
begin
  create temp table if not exists local_stack_new_accounts (n bigint, id uuid, email text) on commit drop;
  truncate local_stack_new_accounts;
  insert into local_stack_new_accounts (n, id, email)
  select e.n, coalesce(p_ids[e.n], gen_random_uuid()), e.email
    from unnest(p_emails) with ordinality as e(email, n);

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
                          confirmation_token, recovery_token, email_change_token_new, email_change, is_anonymous)
  select '00000000-0000-0000-0000-000000000000', a.id, 'authenticated', 'authenticated', a.email, v_hash, now(),
         '{"provider": "email", "providers": ["email"]}', coalesce(p_meta[a.n], '{}'), now(), now(), '', '', '', '', p_anonymous
    from local_stack_new_accounts a
   order by a.n;

  if p_identities then
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    select a.id::text, a.id,
           jsonb_build_object('sub', a.id::text, 'email', a.email, 'email_verified', true, 'phone_verified', false),
           'email', now(), now(), now()
      from local_stack_new_accounts a;
  end if;

  return query select a.id, a.email from local_stack_new_accounts a order by a.n;
end
$$;
revoke execute on function local_stack.create_accounts(text[], text, jsonb[], uuid[], integer, boolean, boolean) from public;

-- Realtime: the publication whose tables postgres_changes streams -------------------------------
do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- Storage: the schema hosted Supabase's Storage API keeps its buckets and objects in ---------------
-- Shaped as storage-api's migrations leave it (the columns supabase-js and policies see), so a
-- migration that inserts a bucket or writes policies on storage.objects runs unchanged here and on a
-- hosted project. The local Storage API (local/storage) reads and writes these tables, running each
-- object query as the caller's role with its claims, so the policies decide as they do hosted.
do $$
begin
  if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
end
$$;
create schema if not exists storage authorization supabase_storage_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to postgres;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
-- As hosted: the Storage server's role owns its tables; `postgres` writes policies on them as a
-- member of that role (hosted role dump: grant supabase_storage_admin to postgres).
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
-- As hosted: the API roles hold every privilege on both tables and the policies decide.
grant all on table storage.buckets, storage.objects to anon, authenticated, service_role, postgres;

-- As hosted (storage-api migration 0055-prevent-direct-deletes): a DELETE on either table fails
-- unless the transaction set storage.allow_delete_query, which the Storage server sets for its own
-- requests (local/storage/db.ts does too). So a migration, a function or an operator's SQL that
-- deletes objects or buckets directly fails here as it fails on hosted, instead of leaving files
-- without their rows. The same error text and code (42501) as storage-api's.
create or replace function storage.protect_delete() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;
alter function storage.protect_delete() owner to supabase_storage_admin;
create or replace trigger protect_buckets_delete before delete on storage.buckets for each statement execute function storage.protect_delete();
create or replace trigger protect_objects_delete before delete on storage.objects for each statement execute function storage.protect_delete();

-- storage.foldername('a/b/c.pdf') = {a,b}; storage.filename(...) = 'c.pdf'; storage.extension(...) = 'pdf'.
create or replace function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role, postgres;

-- Realtime: broadcast from the database and private-channel authorization ----------------------
-- Hosted Realtime keeps this schema in every project (its own migrations create it): the
-- realtime.messages table whose row-level security decides who may join a private channel
-- (read) and send on it (write), realtime.topic() for those policies, and realtime.send(), which
-- SQL calls to broadcast; the server reads new rows through the publication below and delivers
-- each one to the topic's subscribers. Hosted partitions the table by day and drops partitions
-- after a few days; locally it is one table, emptied on every start (messages are never replayed).
-- The app's policies on realtime.messages belong to its migrations, as they do on a hosted project.
create schema if not exists realtime;
alter schema realtime owner to supabase_realtime_admin;
grant usage on schema realtime to postgres, anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages owner to supabase_realtime_admin;
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;
grant all on realtime.messages to postgres;
truncate realtime.messages;

create or replace function realtime.topic() returns text language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;
grant execute on function realtime.topic() to postgres, anon, authenticated, service_role;

-- As hosted: the payload gets an `id` when it has none; a failure is only a WARNING, so a
-- broadcast never aborts the transaction that sends it.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid := gen_random_uuid();
  final_payload jsonb;
begin
  begin
    final_payload := case when payload ? 'id' then payload else jsonb_set(payload, '{id}', to_jsonb(generated_id)) end;
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;
alter function realtime.send(jsonb, text, text, boolean) owner to supabase_realtime_admin;
grant execute on function realtime.send(jsonb, text, text, boolean) to postgres, anon, authenticated, service_role;

do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime_messages_publication') then
    create publication supabase_realtime_messages_publication for table realtime.messages with (publish = 'insert');
  end if;
end
$$;

-- pg_cron, as far as this stack needs it ---------------------------------------------------------
-- Hosted projects enable the pg_cron extension (Supabase Cron); embedded PostgreSQL has no such
-- binary, so this is the part of its SQL interface migrations use: cron.schedule() and
-- cron.unschedule() over cron.job, and pg_cron's run log cron.job_run_details (the project's
-- hourly job purges it; the stand-in writes no run log, so it stays empty unless a test fills it).
-- local/cron.ts runs the active jobs whose schedule is '<n> seconds' (pg_cron 1.5+'s sub-minute
-- form) on that interval, as the job's user.
do $$
begin
  if not exists (select from pg_available_extensions where name = 'pg_cron') then
    create schema if not exists cron;
    create table if not exists cron.job (
      jobid bigserial primary key,
      schedule text not null,
      command text not null,
      nodename text not null default 'localhost',
      nodeport integer not null default 5432,
      database text not null default current_database(),
      username text not null default current_user,
      active boolean not null default true,
      jobname text unique
    );
    -- pg_cron 1.6's columns.
    create table if not exists cron.job_run_details (
      jobid bigint,
      runid bigserial primary key,
      job_pid integer,
      database text,
      username text,
      command text,
      status text,
      return_message text,
      start_time timestamptz,
      end_time timestamptz
    );
    -- As pg_cron's own functions, these write cron.job whatever the caller may do on the table:
    -- hosted leaves `postgres` only SELECT on it (supabase/postgres migration
    -- 20231020085357_revoke_writes_on_cron_job_from_postgres), so jobs change through these calls
    -- alone. The job keeps the caller's role (session_user: the definer's own is the owner).
    create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
    language sql security definer set search_path = '' as $f$
      insert into cron.job (jobname, schedule, command, username) values (job_name, schedule, command, session_user)
      on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
      returning jobid;
    $f$;
    create or replace function cron.unschedule(job_name text) returns boolean
    language sql security definer set search_path = '' as $f$
      with gone as (delete from cron.job where jobname = job_name returning 1) select exists (select from gone);
    $f$;
    revoke all on schema cron from public;
    revoke all on function cron.schedule(text, text, text), cron.unschedule(text) from public;
  end if;
end
$$;

-- Vault and pg_net, as far as a pg_cron job calling a function needs them -------------------------
-- A hosted project calls a function from pg_cron with net.http_post and secrets kept in Vault (this
-- project's reminders: docs/operators.md#reminders). Embedded PostgreSQL has neither extension, so
-- this is the part of their SQL interface such a job uses: vault.create_secret / vault.decrypted_secrets (kept in
-- plain text: a local stack's secrets are its own) and net.http_post, which queues the request in
-- net.http_request_queue as pg_net does; local/net.ts sends the queue and writes each answer to
-- net._http_response. Local only: nothing here ships to hosted.
do $$
begin
  if not exists (select from pg_available_extensions where name = 'supabase_vault') then
    create schema if not exists vault;
    create table if not exists vault.secrets (
      id uuid primary key default gen_random_uuid(),
      name text unique,
      description text not null default '',
      secret text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create or replace view vault.decrypted_secrets as
      select id, name, description, secret, secret as decrypted_secret, created_at, updated_at from vault.secrets;
    create or replace function vault.create_secret(new_secret text, new_name text default null, new_description text default '')
    returns uuid language sql as $f$
      insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description) returning id;
    $f$;
    create or replace function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null, new_description text default null)
    returns void language sql as $f$
      update vault.secrets set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
             description = coalesce(new_description, description), updated_at = now()
       where id = secret_id;
    $f$;
    revoke all on schema vault from public;
  end if;
  if not exists (select from pg_available_extensions where name = 'pg_net') then
    create schema if not exists net;
    create unlogged table if not exists net.http_request_queue (
      id bigserial primary key,
      method text not null,
      url text not null,
      headers jsonb not null,
      body bytea,
      timeout_milliseconds integer not null
    );
    create unlogged table if not exists net._http_response (
      id bigint,
      status_code integer,
      content_type text,
      headers jsonb,
      content text,
      timed_out boolean,
      error_msg text,
      created timestamptz not null default now()
    );
    create or replace function net.http_post(
      url text,
      body jsonb default '{}'::jsonb,
      params jsonb default '{}'::jsonb,
      headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
      timeout_milliseconds integer default 5000
    ) returns bigint language sql as $f$
      insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
      values ('POST',
              url || coalesce((select '?' || string_agg(key || '=' || value, '&') from jsonb_each_text(params) having count(*) > 0), ''),
              headers, convert_to(body::text, 'utf8'), timeout_milliseconds)
      returning id;
    $f$;
    revoke all on schema net from public;
  end if;
end
$$;
