-- Profiles (one per auth user) and the append-only token/point ledger (docs/architecture.md#ledger):
-- balances change only by ledger rows, in the same transaction, never below zero; the books check and
-- the profile edits a learner may make (docs/account-lifecycle.md, "Profile").
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- Profiles --------------------------------------------------------------------------------------
create table "public"."profiles" (
  "id"              uuid                     not null,
  "name"            text                     not null,
  "phone"           text,
  "tokens"          integer                  not null default 0,
  "leaderboard_pts" integer                  not null default 0,
  "invites"         integer                  not null default 0,
  "invite_code"     text                     not null,
  "login_streak"    integer                  not null default 1,
  -- The learner's last visit day in their own time zone; none until the first visit (a UTC date here
  -- was a day ahead of, or behind, the learner's own: docs/product.md#login-streak).
  "last_login_on"   date,
  "is_admin"        boolean                  not null default false,
  "created_at"      timestamp with time zone not null default now(),
  "deleted_at"      timestamp with time zone,
  "nudges_enabled"  boolean                  not null default true,
  "ledger_tokens"   integer                  not null default 0,
  "ledger_points"   integer                  not null default 0,
  "time_zone"       text                     not null default 'UTC'::text,
  "streak_freezes"  smallint                 not null default 0,
  "locale"          text,
  constraint "profiles_invite_code_check" check ((invite_code ~ '^[A-Z0-9]{6,16}$'::text)),
  constraint "profiles_invite_code_key" unique (invite_code),
  constraint "profiles_invites_check" check ((invites >= 0)),
  constraint "profiles_locale_check" check ((locale = ANY (ARRAY['en'::text, 'es'::text, 'ar'::text]))),
  constraint "profiles_leaderboard_pts_check" check ((leaderboard_pts >= 0)),
  constraint "profiles_login_streak_check" check ((login_streak >= 0)),
  constraint "profiles_name_check" check (((char_length(name) >= 1) AND (char_length(name) <= 100))),
  constraint "profiles_phone_check" check (((phone IS NULL) OR (char_length(phone) <= 32))),
  constraint "profiles_streak_freezes_check" check (((streak_freezes >= 0) AND (streak_freezes <= 2))),
  constraint "profiles_time_zone_check" check (((char_length(time_zone) >= 1) AND (char_length(time_zone) <= 64))),
  constraint "profiles_pkey" primary key (id),
  constraint "profiles_tokens_check" check ((tokens >= 0))
);

-- Ledger ------------------------------------------------------------------------------------------
create table "public"."ledger" (
  "id"           bigint                   generated always as identity not null,
  "user_id"      uuid                     not null,
  "delta_tokens" integer                  not null default 0,
  "delta_points" integer                  not null default 0,
  "reason"       text                     not null,
  "reference"    text                     not null,
  "created_at"   timestamp with time zone not null default now(),
  constraint "ledger_idempotency_key" unique (user_id, reason, reference),
  constraint "ledger_moves_something" check (((delta_tokens <> 0) OR (delta_points <> 0))),
  constraint "ledger_pkey" primary key (id),
  constraint "ledger_reason_check"
    check
    ((reason = ANY (ARRAY['mission'::text, 'course_completion'::text, 'quiz'::text, 'referral'::text,
    'referral_bonus'::text, 'redemption'::text, 'adjustment'::text, 'refund'::text, 'challenge'::text, 'coaching'::text]))),
  constraint "ledger_reference_check"
    check (((char_length(reference) >= 1) AND (char_length(reference) <= 200))),
  constraint "ledger_user_id_fkey" foreign key (user_id) references public.profiles(id) on delete cascade
);

comment on table "public"."ledger" is 'Append-only record of every token/point change. profiles balances always equal the per-user sums.';

comment on column "public"."profiles"."time_zone" is 'The learner''s IANA time zone, sent by the web with each visit: the streak''s days (app.record_visit) and the reminders'' local times are in it.';

comment on column "public"."profiles"."streak_freezes" is 'Streak freezes held (0 to 2): each covers one missed day of the visit streak; earned and spent only by app.streak_after_visit (docs/product.md#login-streak).';

comment on column "public"."profiles"."locale" is 'The learner''s language (en, es or ar), chosen with the picker and remembered across devices; null follows the browser''s languages (docs/product.md#language).';

comment on column "public"."profiles"."deleted_at" is 'When the account was deleted: the profile is then anonymous and kept only for the books.';

comment on column "public"."profiles"."ledger_points" is 'Sum of this user''s ledger delta_points, kept by the ledger''s posting trigger; equals leaderboard_pts while the books balance (app.books_check()).';

comment on column "public"."profiles"."ledger_tokens" is 'Sum of this user''s ledger delta_tokens, kept by the ledger''s posting trigger; equals tokens while the books balance (app.books_check()).';

comment on table "public"."profiles" is 'One row per auth user (created by app.handle_new_user). Balances change only through public.ledger.';

-- The user's own row reaches open tabs live (RLS lets each subscriber see only their row).
alter publication supabase_realtime add table public.profiles;

-- The profiles whose balances differ from their ledger sums, and only those.
create index profiles_books_differ_idx on public.profiles using btree (id)
  where ((tokens <> ledger_tokens) or (leaderboard_pts <> ledger_points));

-- The books check: the profiles whose balances differ from their ledger sums (reports.books_check
-- reads it; docs/operators.md, "Reports").
-- The WHERE is the index's predicate word for word, so the planner reads the index.
create or replace function app.books_check()
  returns table (
    user_id       uuid,
    tokens        integer,
    points        integer,
    ledger_tokens bigint,
    ledger_points bigint
  )
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select p.id, p.tokens, p.leaderboard_pts, p.ledger_tokens::bigint, p.ledger_points::bigint
    from public.profiles p
   where p.tokens <> p.ledger_tokens or p.leaderboard_pts <> p.ledger_points
$function$;

-- The guard covers the kept sums as it covers the balances: they change only while the ledger posts.
create or replace function app.guard_profile_balances()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
begin
  if pg_catalog.current_setting('mta.ledger_posting', true) is distinct from 'on' then
    if (tg_op = 'INSERT' and (new.tokens <> 0 or new.leaderboard_pts <> 0 or new.ledger_tokens <> 0 or new.ledger_points <> 0))
       or (tg_op = 'UPDATE' and (new.tokens, new.leaderboard_pts, new.ledger_tokens, new.ledger_points)
                                is distinct from (old.tokens, old.leaderboard_pts, old.ledger_tokens, old.ledger_points)) then
      raise exception using errcode = 'MT403', message = 'Balances change only through the ledger',
        hint = 'Insert a public.ledger row instead.';
    end if;
  end if;
  return new;
end;
$function$;

-- Admin check --------------------------------------------------------------------------------------
-- Used by RLS policies as `(select app.is_admin())` so it runs once per statement, not per row.
-- SECURITY DEFINER because learners cannot read app.admin_emails (or other people's profiles).
-- The JWT email is signed by the auth server; raw_user_meta_data is never consulted.
create or replace function app.is_admin()
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select app.is_admin_user(auth.uid());
$function$;

-- Append-only guard.
create or replace function app.ledger_is_append_only()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
begin
  -- Deleting an account cascades to its ledger rows: by then the profile row is gone.
  if tg_op = 'DELETE' then
    if not exists (select 1 from public.profiles p where p.id = old.user_id) then
      return old;
    end if;
  end if;
  raise exception using errcode = 'MT403', message = 'The ledger is append-only',
    hint = 'Correct a balance by inserting an adjustment row.';
end;
$function$;

-- The deep check: every kept sum against the ledger rows themselves (reads the whole ledger,
-- seconds at a million learners). Empty when no ledger row was added or removed behind the
-- posting trigger's back. Same access as app.books_check().
create or replace function app.ledger_totals_check()
  returns table (
    user_id       uuid,
    ledger_tokens integer,
    ledger_points integer,
    sum_tokens    bigint,
    sum_points    bigint
  )
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select p.id, p.ledger_tokens, p.ledger_points, coalesce(l.tokens, 0), coalesce(l.points, 0)
    from public.profiles p
    left join (select g.user_id, sum(g.delta_tokens) as tokens, sum(g.delta_points) as points
                 from public.ledger g
                group by g.user_id) l on l.user_id = p.id
   where p.ledger_tokens <> coalesce(l.tokens, 0) or p.ledger_points <> coalesce(l.points, 0)
$function$;

-- Posting: as before, plus the kept sums, in the same UPDATE of the same row.
create or replace function app.post_ledger_rows()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
begin
  perform pg_catalog.set_config('mta.ledger_posting', 'on', true);
  update public.profiles p
     set tokens = p.tokens + d.tokens,
         leaderboard_pts = p.leaderboard_pts + d.points,
         ledger_tokens = p.ledger_tokens + d.tokens,
         ledger_points = p.ledger_points + d.points
    from (
      select r.user_id, sum(r.delta_tokens)::integer as tokens, sum(r.delta_points)::integer as points
        from posted r
       group by r.user_id
    ) d
   where p.id = d.user_id
     and (d.tokens <> 0 or d.points <> 0);
  perform pg_catalog.set_config('mta.ledger_posting', 'off', true);
  return null;
end;
$function$;

-- app.update_profile(p_name text, p_phone text) -> jsonb
--   { "message", "user" }. Name: trimmed, 1-100 characters. Phone: trimmed, at most 32 characters,
--   blank or null removes it.
--   Errors: MT401; MT400 'Name is required'; MT400 'Name must be at most 100 characters';
--   MT400 'Phone must be at most 32 characters'; MT404 'Profile not found'.
create or replace function app.update_profile (
  p_name  text,
  p_phone text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_name text := btrim(coalesce(p_name, ''));
  v_phone text := nullif(btrim(coalesce(p_phone, '')), '');
begin
  if v_name = '' then
    raise exception using errcode = 'MT400', message = 'Name is required';
  end if;
  if char_length(v_name) > 100 then
    raise exception using errcode = 'MT400', message = 'Name must be at most 100 characters';
  end if;
  if char_length(v_phone) > 32 then
    raise exception using errcode = 'MT400', message = 'Phone must be at most 32 characters';
  end if;

  update public.profiles p
     set name = v_name, phone = v_phone
   where p.id = v_uid and p.deleted_at is null
     and (p.name, p.phone) is distinct from (v_name, v_phone);
  if not found and not exists (select 1 from public.profiles p where p.id = v_uid and p.deleted_at is null) then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;

  return jsonb_build_object('message', 'Profile saved', 'user', app.user_json(v_uid));
end;
$function$;

-- app.set_locale(p_locale text) -> void
--   The caller's language (docs/product.md#language): 'en', 'es' or 'ar'; null follows the browser.
--   PUT /api/users/{id}/profile calls it before app.update_profile when the body has `locale`.
--   Errors: MT401; MT400 'Language must be one of en, es, ar'; MT404 'Profile not found'.
create or replace function app.set_locale (
  p_locale text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
begin
  if p_locale is not null and p_locale <> all (array['en', 'es', 'ar']) then
    raise exception using errcode = 'MT400', message = 'Language must be one of en, es, ar';
  end if;
  update public.profiles p set locale = p_locale
   where p.id = v_uid and p.deleted_at is null;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;
end;
$function$;

-- app.mail_locale(p_user uuid) -> text: the language of the e-mails and pushes p_user receives
-- (docs/decisions.md, "Languages"): their profile's language (the picker's choice); else the
-- screen's language they signed up in (user metadata `locale`, which the Auth e-mails' templates
-- read too, kept in step with the profile by PUT profile); else null, which the api reads as English.
-- For the functions that build a mail (security definer, as postgres) only.
create or replace function app.mail_locale (
  p_user uuid
)
  returns text
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select coalesce(
    (select p.locale from public.profiles p where p.id = p_user),
    (select u.raw_user_meta_data ->> 'locale' from auth.users u
      where u.id = p_user and u.raw_user_meta_data ->> 'locale' = any (array['en', 'es', 'ar'])));
$function$;

comment on function "app"."books_check"() is 'Users whose balances differ from their ledger sums (kept by the posting trigger; indexed). Empty when the books balance. app.ledger_totals_check() proves the kept sums against the ledger rows.';

comment on function "app"."is_admin"() is 'True when the caller has profiles.is_admin or a confirmed e-mail address listed in app.admin_emails.';

comment on function "app"."ledger_totals_check"() is 'Users whose kept ledger sums (profiles.ledger_tokens/ledger_points) differ from the sums of their ledger rows. Reads the whole ledger; must be empty.';

create trigger ledger_no_truncate
  before truncate on public.ledger
  for each STATEMENT
  execute function app.ledger_is_append_only();

create trigger ledger_no_update_or_delete
  before delete or update on public.ledger
  for each row
  execute function app.ledger_is_append_only();

create trigger ledger_post_to_balances
  after insert on public.ledger referencing NEW table as posted
  for each STATEMENT
  execute function app.post_ledger_rows();

create trigger profiles_guard_balances_on_insert
  before insert on public.profiles
  for each row
  execute function app.guard_profile_balances();

create trigger profiles_guard_balances_on_update
  before update of tokens, leaderboard_pts, ledger_tokens, ledger_points on public.profiles
  for each row
  execute function app.guard_profile_balances();

alter table "public"."ledger"
  enable row level security;

alter table "public"."profiles"
  enable row level security;

create policy "ledger_select_own" on "public"."ledger"
  for select
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)));

create policy "profiles_select_own" on "public"."profiles"
  for select
  to "authenticated"
  using ((id = ( select auth.uid() as uid)));

-- Hosted's default privileges give the API roles ALL on every new public table and sequence
-- (TRUNCATE, REFERENCES, TRIGGER and MAINTAIN too, which RLS does not govern): they keep only the
-- grants that follow (docs/database.md#privileges).
revoke all on table "public"."profiles", "public"."ledger" from "anon", "authenticated", "service_role";

revoke all on sequence "public"."ledger_id_seq" from "anon", "authenticated", "service_role";

grant select on table "public"."ledger" to "authenticated";

grant select on table "public"."ledger" to "service_role";

grant select on table "public"."profiles" to "authenticated";

grant select on table "public"."profiles" to "service_role";

revoke all on function "app"."books_check"() from public;

grant execute on function "app"."books_check"() to "postgres", "service_role";

revoke all on function "app"."guard_profile_balances"() from public;

revoke all on function "app"."is_admin"() from public;

grant execute on function "app"."is_admin"() to "authenticated", "postgres";

revoke all on function "app"."ledger_is_append_only"() from public;

revoke all on function "app"."ledger_totals_check"() from public;

grant execute on function "app"."ledger_totals_check"() to "postgres", "service_role";

revoke all on function "app"."post_ledger_rows"() from public;

revoke all on function "app"."update_profile"(text, text) from public;

revoke all on function "app"."set_locale"(text) from public;

revoke all on function "app"."mail_locale"(uuid) from public;

grant execute on function "app"."update_profile"(text, text) to "authenticated", "postgres";

grant execute on function "app"."set_locale"(text) to "authenticated", "postgres";
