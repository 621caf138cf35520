-- The foundation: the schemas (`app` for internals and RPCs, `ops` for operators, `reports` for
-- read-only reports; none exposed by the Data API), the one settings row every amount comes from, the
-- admin address list and the admin rule (docs/architecture.md, "Data rules"; docs/account-lifecycle.md,
-- "Admin addresses"), and the public settings GET /api/settings serves.
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

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
create schema "app";

-- Operator functions (docs/operators.md, "Operator functions"): what an operator changes from the
-- Supabase SQL editor, each call one transaction (a function call is one statement) and one row
-- in ops.audit saying who, when, what and why.
--
-- Who may call them: the database owner only (the role the dashboard's SQL editor runs as). The
-- schema is not in the Data API's list, the API roles get no USAGE on it, execute is revoked from
-- public, anon, authenticated and service_role, and the functions are SECURITY INVOKER: they run
-- with the caller's own rights, so nothing here lends the owner's rights to anyone.
--
-- Who "who" is: the SQL editor always connects as the same role, so a function records
-- `mta.operator` when the operator set it in the same run
--   select set_config('mta.operator', 'alice@example.com', false);
-- and the session user otherwise.
create schema "ops";

-- Reports for operators (docs/operators.md, "Reports"): read-only views in a schema of their own,
-- for the Supabase dashboard (Table editor → schema `reports`, or the SQL editor) and for
-- `npm run report <name>` locally.
--
-- Why a schema of their own, owned by the database owner and granted to nobody: the Data API
-- exposes only the schemas listed in supabase/config.toml ([api] schemas = public, graphql_public),
-- and the API roles get no USAGE here either, so neither the anon key, a signed-in learner nor an
-- admin through the `api` function can read a report (they hold other people's e-mail addresses
-- and the academy's totals). The views are security_invoker, so even a mistaken grant on a view
-- would still need the base tables' rights and row-level security.
--
-- Days and weeks are UTC. Each view has a `comment on` saying what it shows; the dashboard shows it.
create schema "reports";

comment on schema "app" is 'Money Train Academy internals: RPCs called by the api edge function, settings, admin list. Not exposed by the Data API.';

-- Admin addresses ---------------------------------------------------------------------------------
-- docs/product.md#audiences-and-roles: an admin is a user with isAdmin, or whose e-mail is one of two fixed admin addresses.
-- Two slots make "two configurable addresses" a constraint rather than a convention. Nobody but the
-- database owner reads or writes it (no grants, RLS on without policies); app.is_admin() reads it
-- as SECURITY DEFINER. Configure on a hosted project with:
--   insert into app.admin_emails (slot, email) values (1, 'owner@example.com')
--   on conflict (slot) do update set email = excluded.email;
create table "app"."admin_emails" (
  "slot"  smallint not null,
  "email" text     not null,
  constraint "admin_emails_email_check"
    check (((email = lower(btrim(email))) AND (email ~ '^[^@\s]+@[^@\s]+$'::text))),
  constraint "admin_emails_email_key" unique (email),
  constraint "admin_emails_pkey" primary key (slot),
  constraint "admin_emails_slot_check" check ((slot = ANY (ARRAY[1, 2])))
);

-- Business settings -----------------------------------------------------------------------------
-- One typed row. Amounts a product owner may want to tune live here rather than in function bodies
-- (docs/product.md#invitations-and-referrals: the 5-enrolment bonus is promised but its amount is not given; docs/architecture.md#referrals: "amount
-- configurable"). Change with: update app.settings set enrolment_bonus_tokens = 50;
create table "app"."settings" (
  "id"                          boolean  not null default true,
  "referral_tokens"             integer  not null default 10,
  "referral_points"             integer  not null default 20,
  "enrolment_bonus_threshold"   integer  not null default 5,
  "enrolment_bonus_tokens"      integer  not null default 25,
  "enrolment_bonus_points"      integer  not null default 0,
  "course_completion_tokens"    integer  not null default 15,
  "course_completion_points"    integer  not null default 25,
  "invites_per_hour"            integer  not null default 20,
  "quiz_default_points"         integer  not null default 10,
  "rate_rewarding_per_minute"   integer  not null default 60,
  "rate_writes_per_minute"      integer  not null default 120,
  "rate_public_per_minute"      integer  not null default 120,
  "signin_failures_per_account" integer  not null default 10,
  "signin_failures_per_address" integer  not null default 100,
  "signin_window_minutes"       integer  not null default 15,
  "referral_daily_cap"          integer  not null default 25,
  "referral_refuse_disposable"  boolean  not null default true,
  "challenge_reward_tokens"     integer  not null default 5,
  "challenge_reward_points"     integer  not null default 10,
  "material_max_bytes"          integer  not null default 26214400,
  "team_depth"                  smallint not null default 3,
  "team_stuck_days"             smallint not null default 7,
  "nudges_per_day"              smallint not null default 20,
  "league_size"                 smallint not null default 30,
  "league_promoted"             smallint not null default 5,
  "league_starter_weeks"        smallint not null default 4,
  -- Honest numbers: the operator's income disclosure (docs/product.md#income-disclosure).
  "income_median_annual"        numeric(12, 2) check (income_median_annual >= 0),
  "income_zero_share"           numeric(5, 2) check (income_zero_share between 0 and 100),
  "income_typical_costs"        text not null default '' check (char_length(income_typical_costs) <= 300),
  "income_source"               text not null default '' check (char_length(income_source) <= 300),
  "income_as_of"                date,
  -- [{atLeast: annual amount, share: percent of participants who earned at least that}], ascending.
  "income_brackets"             jsonb not null default '[]'::jsonb check (jsonb_typeof(income_brackets) = 'array'),
  -- How many participants the figures cover: the company's real field, which the calculator sets
  -- beside the network a projection needs (docs/product.md#income-disclosure). Null on a disclosure
  -- kept before it was asked for; every save gives it.
  "income_participants"         integer check (income_participants > 0),
  "coaching_points"             smallint not null default 5,
  "coaching_points_per_day"     smallint not null default 20,
  "coaching_actions_per_day"    smallint not null default 200,
  constraint "settings_challenge_reward_points_check" check ((challenge_reward_points >= 0)),
  constraint "settings_challenge_reward_tokens_check" check ((challenge_reward_tokens >= 0)),
  constraint "settings_coaching_actions_per_day_check" check (((coaching_actions_per_day >= 1) AND (coaching_actions_per_day <= 10000))),
  constraint "settings_coaching_points_check" check (((coaching_points >= 0) AND (coaching_points <= 1000))),
  constraint "settings_coaching_points_per_day_check" check (((coaching_points_per_day >= 0) AND (coaching_points_per_day <= 1000))),
  constraint "settings_course_completion_points_check" check ((course_completion_points >= 0)),
  constraint "settings_course_completion_tokens_check" check ((course_completion_tokens >= 0)),
  constraint "settings_enrolment_bonus_points_check" check ((enrolment_bonus_points >= 0)),
  constraint "settings_enrolment_bonus_threshold_check" check ((enrolment_bonus_threshold > 0)),
  constraint "settings_enrolment_bonus_tokens_check" check ((enrolment_bonus_tokens >= 0)),
  constraint "settings_id_check" check (id),
  constraint "settings_invites_per_hour_check" check ((invites_per_hour > 0)),
  constraint "settings_league_promoted_check" check (((league_promoted >= 1) AND (league_promoted <= 100))),
  constraint "settings_league_size_check" check (((league_size >= 2) AND (league_size <= 100))),
  constraint "settings_league_starter_weeks_check"
    check (((league_starter_weeks >= 0) AND (league_starter_weeks <= 52))),
  constraint "settings_material_max_bytes_check"
    check (((material_max_bytes >= 1024) AND (material_max_bytes <= 52428800))),
  constraint "settings_nudges_per_day_check" check (((nudges_per_day >= 0) AND (nudges_per_day <= 1000))),
  constraint "settings_pkey" primary key (id),
  constraint "settings_quiz_default_points_check"
    check (((quiz_default_points >= 1) AND (quiz_default_points <= 100))),
  constraint "settings_rate_public_per_minute_check" check ((rate_public_per_minute > 0)),
  constraint "settings_rate_rewarding_per_minute_check" check ((rate_rewarding_per_minute > 0)),
  constraint "settings_rate_writes_per_minute_check" check ((rate_writes_per_minute > 0)),
  constraint "settings_referral_daily_cap_check" check ((referral_daily_cap >= 0)),
  constraint "settings_referral_points_check" check ((referral_points >= 0)),
  constraint "settings_referral_tokens_check" check ((referral_tokens >= 0)),
  constraint "settings_signin_failures_per_account_check" check ((signin_failures_per_account > 0)),
  constraint "settings_signin_failures_per_address_check" check ((signin_failures_per_address > 0)),
  constraint "settings_signin_window_minutes_check" check ((signin_window_minutes > 0)),
  constraint "settings_team_depth_check" check (((team_depth >= 1) AND (team_depth <= 10))),
  constraint "settings_team_stuck_days_check" check (((team_stuck_days >= 1) AND (team_stuck_days <= 90)))
);

comment on table "app"."admin_emails" is 'The two admin e-mail addresses (lower case). Their holder is an admin once the address is confirmed (docs/account-lifecycle.md).';

comment on column "app"."settings"."material_max_bytes" is 'Largest course material file an admin may upload, in bytes (25 MB by default; hosted Storage caps uploads at 50 MB on the free plan). Also the course-materials bucket''s file_size_limit.';

comment on table "app"."settings" is 'Single row of tunable business amounts (defaults: docs/product.md#business-numbers). Read by the RPCs; never exposed.';

-- app.admin_flags(p_ids uuid[]) -> (id, is_admin): the admin rule (docs/account-lifecycle.md,
-- "Admin addresses"): profiles.is_admin, or the user's current e-mail is listed in app.admin_emails
-- and confirmed. For many users in one statement: a read that leaves administrators out (the league
-- standings) asks once for all its rows instead of once a row. Internal (no grant). PL/pgSQL, so the
-- session keeps its plan (a SQL function's query is planned again on every call; docs/performance.md).
create or replace function app.admin_flags (
  p_ids uuid[]
)
  returns table (id uuid, is_admin boolean)
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
begin
  return query
  select i.id,
         coalesce(p.is_admin, false) or exists (
           select 1
             from auth.users u
             join app.admin_emails a on a.email = lower(u.email)
            where u.id = i.id
              and u.email_confirmed_at is not null
         )
    from unnest(p_ids) as i (id)
    left join public.profiles p on p.id = i.id;
end;
$function$;

-- app.is_admin_user(p_user_id uuid) -> boolean: the admin rule for one user. Internal (no grant):
-- app.is_admin() and app.user_json() call it, both SECURITY DEFINER.
create or replace function app.is_admin_user (
  p_user_id uuid
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select coalesce((select f.is_admin from app.admin_flags(array[p_user_id]) f), false);
$function$;

-- app.public_settings() -> jsonb: GET /api/settings (the rewards as app.reward_catalogue has them, the
-- amounts, the income disclosure). Public product facts only. PL/pgSQL, so the session keeps the
-- plan of the catalogue's statement (docs/performance.md).
create or replace function app.public_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select jsonb_build_object(
    'rewards', coalesce((select jsonb_agg(c.entry order by c.sort_order) from app.reward_catalogue c), '[]'::jsonb),
    'referral', jsonb_build_object('tokens', s.referral_tokens, 'points', s.referral_points),
    'enrolmentBonus', jsonb_build_object('threshold', s.enrolment_bonus_threshold,
                                         'tokens', s.enrolment_bonus_tokens, 'points', s.enrolment_bonus_points),
    'courseCompletion', jsonb_build_object('tokens', s.course_completion_tokens, 'points', s.course_completion_points),
    'quiz', jsonb_build_object('defaultPoints', s.quiz_default_points),
    'materials', jsonb_build_object('maxBytes', s.material_max_bytes),
    'incomeDisclosure', app.income_disclosure_json()
  )
  from app.settings s);
end;
$$;

-- An access token outlives its account by up to jwt_expiry (tokens are checked by signature, not
-- looked up), so every RPC refuses a caller whose profile has been deleted. app.require_uid() is
-- the first statement of every RPC; the lookup is one primary-key read. It reads the caller's own
-- row, which RLS (profiles_select_own) lets SECURITY INVOKER callers see too.
create or replace function app.require_uid()
  returns uuid
  language plpgsql
  stable
  set search_path to ''
  AS $function$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception using errcode = 'MT401', message = 'Not signed in';
  end if;
  if exists (select 1 from public.profiles p where p.id = v_uid and p.deleted_at is not null) then
    raise exception using errcode = 'MT401', message = 'This account has been deleted';
  end if;
  return v_uid;
end;
$function$;

comment on function "app"."is_admin_user"(uuid) is 'profiles.is_admin, or the user''s current e-mail is listed in app.admin_emails and confirmed (email_confirmed_at set).';

comment on function "app"."public_settings"() is 'Reward catalogue and tunable amounts as GET /api/settings serves them. Public facts only.';

comment on function "app"."require_uid"() is 'Returns auth.uid() or raises MT401 when there is no signed-in caller. Used by every RPC.';

-- The disclosure as served: {medianAnnual, zeroShare, typicalCosts, source, asOf, brackets, participants} or null.
create function app.income_disclosure_json()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when s.income_median_annual is null then null else jsonb_build_object(
    'medianAnnual', s.income_median_annual, 'zeroShare', s.income_zero_share,
    'typicalCosts', s.income_typical_costs, 'source', s.income_source,
    'asOf', s.income_as_of, 'brackets', s.income_brackets, 'participants', s.income_participants) end
  from app.settings s;
$$;

-- app.save_income_disclosure(p_median, p_zero_share, p_costs, p_source, p_as_of, p_brackets, p_participants) -> jsonb
--   Admin only; the disclosure as served. Brackets: at most 10, thresholds ascending and positive,
--   shares 0-100 and not rising. Participants: how many the figures cover, 1 or more.
--   Errors: MT401; MT403 'Only administrators can edit the income disclosure'; MT400 for bad values.
create function app.save_income_disclosure(p_median numeric, p_zero_share numeric, p_costs text, p_source text, p_as_of date, p_brackets jsonb,
                                           p_participants integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bad boolean;
begin
  perform app.require_uid();
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can edit the income disclosure';
  end if;
  if p_median is null or p_median < 0 or p_zero_share is null or p_zero_share not between 0 and 100
     or coalesce(btrim(p_source), '') = '' or p_as_of is null or p_as_of > current_date
     or p_participants is null or p_participants < 1 then
    raise exception using errcode = 'MT400', message = 'Invalid income disclosure',
      detail = 'Give the median annual earnings, the share who earned nothing (0-100), the source, a date not in the future and the number of participants the figures cover.';
  end if;
  select p_brackets is null or jsonb_typeof(p_brackets) <> 'array' or jsonb_array_length(p_brackets) > 10
         or exists (
           select 1 from jsonb_array_elements(p_brackets) with ordinality b(v, n)
            where jsonb_typeof(b.v -> 'atLeast') <> 'number' or jsonb_typeof(b.v -> 'share') <> 'number'
               or (b.v ->> 'atLeast')::numeric <= 0 or (b.v ->> 'share')::numeric not between 0 and 100
               or exists (select 1 from jsonb_array_elements(p_brackets) with ordinality c(v, m)
                           where c.m = b.n - 1
                             and ((c.v ->> 'atLeast')::numeric >= (b.v ->> 'atLeast')::numeric
                                  or (c.v ->> 'share')::numeric < (b.v ->> 'share')::numeric)))
    into v_bad;
  if v_bad then
    raise exception using errcode = 'MT400', message = 'Invalid income brackets',
      detail = 'Up to 10 thresholds, each a positive amount with the percent (0-100) who earned at least it, amounts rising and percents not.';
  end if;
  update app.settings
     set income_median_annual = p_median, income_zero_share = p_zero_share,
         income_typical_costs = btrim(coalesce(p_costs, '')), income_source = btrim(p_source),
         income_as_of = p_as_of, income_brackets = p_brackets, income_participants = p_participants;
  return app.income_disclosure_json();
end;
$$;

alter table "app"."admin_emails"
  enable row level security;

alter table "app"."settings"
  enable row level security;

grant usage on schema "app" to "authenticated";

-- The auth server's role reaches the one hook it runs (app.hook_password_verification_attempt in
-- api_guards.sql, docs/accounts.md#sign-in-lockout), kept out of the Data API's exposed schemas.
grant usage on schema "app" to "supabase_auth_admin";

revoke all on function "app"."admin_flags"(uuid[]) from public;

revoke all on function "app"."is_admin_user"(uuid) from public;

revoke all on function "app"."public_settings"() from public;

grant execute on function "app"."public_settings"() to "authenticated", "postgres", "service_role";

revoke all on function "app"."require_uid"() from public;

grant execute on function "app"."require_uid"() to "authenticated", "postgres";

revoke all on function app.income_disclosure_json() from public, anon, authenticated;

revoke all on function app.save_income_disclosure(numeric, numeric, text, text, date, jsonb, integer) from public, anon;
grant execute on function app.save_income_disclosure(numeric, numeric, text, text, date, jsonb, integer) to authenticated;
