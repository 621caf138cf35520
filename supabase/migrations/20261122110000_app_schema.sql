-- The private `app` schema: RPC functions, internal tables and settings.
--
-- Why a separate schema: PostgREST exposes only the schemas in config.toml [api] schemas
-- (public, graphql_public). Anything in `app` is unreachable through /rest/v1 and /rest/v1/rpc, so
-- a SECURITY DEFINER function here cannot be called by a browser holding the anon key. The `api`
-- edge function calls these functions over its direct database connection after
-- `set local role authenticated` and setting `request.jwt.claims` (see supabase/README.md).
--
-- `authenticated` needs USAGE: RLS policies call app.is_admin(), and the edge function calls the
-- RPCs as that role. `anon` and PUBLIC get nothing.

create schema if not exists app;
revoke all on schema app from public, anon;
grant usage on schema app to authenticated;

comment on schema app is
  'Money Train Academy internals: RPCs called by the api edge function, settings, admin list. Not exposed by the Data API.';

-- Business settings -----------------------------------------------------------------------------
-- One typed row. Amounts a product owner may want to tune live here rather than in function bodies
-- (SPEC §1: the 5-enrolment bonus "is promised" but its amount is not given; DESIGN: "amount
-- configurable"). Change with: update app.settings set enrolment_bonus_tokens = 50;
create table app.settings (
  id boolean primary key default true check (id),
  referral_tokens integer not null default 10 check (referral_tokens >= 0),
  referral_points integer not null default 20 check (referral_points >= 0),
  enrolment_bonus_threshold integer not null default 5 check (enrolment_bonus_threshold > 0),
  enrolment_bonus_tokens integer not null default 25 check (enrolment_bonus_tokens >= 0),
  enrolment_bonus_points integer not null default 0 check (enrolment_bonus_points >= 0),
  course_completion_tokens integer not null default 15 check (course_completion_tokens >= 0),
  course_completion_points integer not null default 25 check (course_completion_points >= 0),
  invites_per_hour integer not null default 20 check (invites_per_hour > 0)
);
alter table app.settings enable row level security;
revoke all on table app.settings from public, anon, authenticated, service_role;
insert into app.settings default values;

comment on table app.settings is
  'Single row of tunable business amounts (SPEC §9 defaults). Read by the RPCs; never exposed.';

-- Admin addresses ---------------------------------------------------------------------------------
-- SPEC §6: an admin is a user with isAdmin, or whose e-mail is one of two fixed admin addresses.
-- Two slots make "two configurable addresses" a constraint rather than a convention. Nobody but the
-- database owner reads or writes it (no grants, RLS on without policies); app.is_admin() reads it
-- as SECURITY DEFINER. Configure on a hosted project with:
--   insert into app.admin_emails (slot, email) values (1, 'owner@example.com')
--   on conflict (slot) do update set email = excluded.email;
create table app.admin_emails (
  slot smallint primary key check (slot in (1, 2)),
  email text not null unique check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+$')
);
alter table app.admin_emails enable row level security;
revoke all on table app.admin_emails from public, anon, authenticated, service_role;

comment on table app.admin_emails is
  'The two admin e-mail addresses of SPEC §6 (lower case). A signed-in user whose JWT email matches is an admin.';

-- The caller ---------------------------------------------------------------------------------------
-- Every RPC starts with this. auth.uid() is NULL for anon callers and for a connection without
-- claims; comparing NULL with `<>` never raises, so the check is an explicit IS NULL.
create function app.require_uid()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception using errcode = 'MT401', message = 'Not signed in';
  end if;
  return v_uid;
end;
$$;
revoke execute on function app.require_uid() from public, anon;
-- Harmless to the caller (it returns their own id) and needed by SECURITY INVOKER RPCs (app.save_quiz).
grant execute on function app.require_uid() to authenticated;

comment on function app.require_uid() is
  'Returns auth.uid() or raises MT401 when there is no signed-in caller. Used by every RPC.';
