-- Daily challenges (docs/product.md#daily-challenges): challenges admins write, runs learners join,
-- check-ins by the learner's own calendar day, and the reward for finishing one.
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

create table "public"."challenges" (
  "id"          bigint                   generated always as identity not null,
  "title"       text                     not null,
  "description" text                     not null default ''::text,
  "kind"        text                     not null,
  "target"      integer                  not null,
  "is_active"   boolean                  not null default true,
  "sort_order"  integer                  not null default 0,
  "created_at"  timestamp with time zone not null default now(),
  constraint "challenges_description_check" check ((char_length(description) <= 2000)),
  constraint "challenges_kind_check"
    check ((kind = ANY (ARRAY['count'::text, 'days'::text, 'streak'::text]))),
  constraint "challenges_pkey" primary key (id),
  constraint "challenges_target_check" check (((target >= 1) AND (target <= 365))),
  constraint "challenges_title_check" check (((char_length(title) >= 1) AND (char_length(title) <= 200)))
);

create table "public"."challenge_runs" (
  "id"               bigint                   generated always as identity not null,
  "user_id"          uuid                     not null,
  "challenge_id"     bigint                   not null,
  "time_zone"        text                     not null,
  "started_on"       date                     not null,
  "progress"         integer                  not null default 0,
  "last_check_in_on" date,
  "completed_at"     timestamp with time zone,
  "created_at"       timestamp with time zone not null default now(),
  constraint "challenge_runs_pkey" primary key (id),
  constraint "challenge_runs_progress_check" check ((progress >= 0)),
  constraint "challenge_runs_time_zone_check"
    check (((char_length(time_zone) >= 1) AND (char_length(time_zone) <= 64))),
  constraint "challenge_runs_challenge_id_fkey" foreign key (challenge_id) references public.challenges(id)
    on delete restrict,
  constraint "challenge_runs_user_id_fkey" foreign key (user_id) references public.profiles(id)
    on delete cascade
);

create index challenge_runs_challenge_id_idx on public.challenge_runs using btree (challenge_id);

-- One open run per learner and challenge.
create unique index challenge_runs_one_open_idx on public.challenge_runs using btree (user_id, challenge_id)
  where (completed_at is null);

-- The learner's view of one run: the streak reads 0 once a day has been missed.
create or replace function app.challenge_run_json (
  p_run  public.challenge_runs,
  p_kind text
)
  returns jsonb
  language sql
  stable
  set search_path to ''
  AS $function$
  select jsonb_build_object(
    'id', p_run.id,
    'startedOn', p_run.started_on,
    'progress', case
                  when p_kind = 'streak' and p_run.completed_at is null
                       and p_run.last_check_in_on < app.challenge_today(p_run.time_zone) - 1 then 0
                  else p_run.progress
                end,
    'lastCheckInOn', p_run.last_check_in_on,
    'checkedInToday', coalesce(p_run.last_check_in_on = app.challenge_today(p_run.time_zone), false),
    'missedDay', coalesce(p_kind = 'streak' and p_run.completed_at is null
                          and p_run.last_check_in_on < app.challenge_today(p_run.time_zone) - 1, false),
    'completedAt', p_run.completed_at
  );
$function$;

-- The learner's date in a time zone; MT400 for a name Postgres does not know.
create or replace function app.challenge_today (
  p_time_zone text
)
  returns date
  language plpgsql
  stable
  set search_path to ''
  AS $function$
begin
  return (pg_catalog.now() at time zone p_time_zone)::date;
exception when invalid_parameter_value then
  raise exception using errcode = 'MT400', message = 'Unknown time zone',
    detail = 'Send an IANA time zone name such as Europe/Paris.';
end;
$function$;

-- Whether the learner finished a run of the challenge on their today (in that run's time zone): a
-- finished challenge is taken again from the next day, so its reward is paid at most once a day (a
-- count challenge's numbers are the learner's own word; docs/product.md#daily-challenges).
create or replace function app.challenge_done_today (
  p_uid          uuid,
  p_challenge_id bigint
)
  returns boolean
  language sql
  stable
  set search_path to ''
  AS $function$
  select exists (
    select 1 from public.challenge_runs r
     where r.user_id = p_uid and r.challenge_id = p_challenge_id and r.completed_at is not null
       and (r.completed_at at time zone r.time_zone)::date >= app.challenge_today(r.time_zone)
  );
$function$;

-- app.check_in_challenge(p_challenge_id bigint, p_count integer) -> jsonb
--   {message, completed, reward: {tokens, points} | null, challenges, user}
--   count challenges add p_count (1 to the target; the progress stops at the target); days and
--   streak challenges take one check-in a day in the run's time zone (p_count is ignored), and a
--   streak restarts at 1 after a missed day. Reaching the target completes the run and pays the
--   reward once (ledger key 'run:<id>').
--   Errors: MT404 'Challenge not found' (unknown or retired); MT409 'Not joined' (no open run);
--   MT409 'Already checked in today'; MT400 'Invalid count'.
create or replace function app.check_in_challenge (
  p_challenge_id bigint,
  p_count        integer
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_challenge public.challenges;
  v_run public.challenge_runs;
  v_today date;
  v_progress integer;
  v_settings app.settings;
  v_completed boolean;
  v_reward jsonb := null;
begin
  select c.* into v_challenge from public.challenges c where c.id = p_challenge_id and c.is_active;
  if not found then
    raise exception using errcode = 'MT404', message = 'Challenge not found';
  end if;
  -- The row lock serialises parallel check-ins of one run: one a day, one payment.
  select r.* into v_run from public.challenge_runs r
   where r.user_id = v_uid and r.challenge_id = p_challenge_id and r.completed_at is null
     for update;
  if not found then
    raise exception using errcode = 'MT409', message = 'Not joined',
      detail = 'Join the challenge before checking in.';
  end if;
  v_today := app.challenge_today(v_run.time_zone);

  if v_challenge.kind = 'count' then
    if p_count is null or p_count < 1 or p_count > v_challenge.target then
      raise exception using errcode = 'MT400', message = 'Invalid count',
        detail = format('Enter a whole number from 1 to %s.', v_challenge.target);
    end if;
    v_progress := least(v_challenge.target, v_run.progress + p_count);
  else
    if v_run.last_check_in_on = v_today then
      raise exception using errcode = 'MT409', message = 'Already checked in today',
        detail = 'Come back tomorrow for your next check-in.';
    end if;
    if v_challenge.kind = 'streak' and v_run.last_check_in_on is not null and v_run.last_check_in_on < v_today - 1 then
      v_progress := 1; -- a missed day restarts the streak
    else
      v_progress := v_run.progress + 1;
    end if;
  end if;

  v_completed := v_progress >= v_challenge.target;
  update public.challenge_runs r
     set progress = v_progress,
         last_check_in_on = v_today,
         completed_at = case when v_completed then pg_catalog.now() end
   where r.id = v_run.id;

  if v_completed then
    select s.* into v_settings from app.settings s;
    if v_settings.challenge_reward_tokens <> 0 or v_settings.challenge_reward_points <> 0 then
      insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
      values (v_uid, v_settings.challenge_reward_tokens, v_settings.challenge_reward_points, 'challenge', 'run:' || v_run.id)
      on conflict (user_id, reason, reference) do nothing;
    end if;
    v_reward := jsonb_build_object('tokens', v_settings.challenge_reward_tokens, 'points', v_settings.challenge_reward_points);
  end if;

  return jsonb_build_object(
    'message', case when v_completed then format('Challenge complete: %s', v_challenge.title)
                    else format('Checked in: %s of %s', v_progress, v_challenge.target) end,
    'completed', v_completed,
    'reward', v_reward,
    'challenges', app.my_challenges(),
    'user', app.user_json(v_uid)
  );
end;
$function$;

-- app.join_challenge(p_challenge_id bigint, p_time_zone text) -> jsonb {message, challenges}
--   Errors: MT404 'Challenge not found' (unknown or retired); MT409 'Already joined' (an open
--   run exists); MT409 'Completed today' (a run finished on the learner's today: again tomorrow);
--   MT400 'Unknown time zone'.
create or replace function app.join_challenge (
  p_challenge_id bigint,
  p_time_zone    text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_title text;
  v_today date := app.challenge_today(p_time_zone);
begin
  select c.title into v_title from public.challenges c where c.id = p_challenge_id and c.is_active;
  if not found then
    raise exception using errcode = 'MT404', message = 'Challenge not found';
  end if;
  if app.challenge_done_today(v_uid, p_challenge_id) then
    raise exception using errcode = 'MT409', message = 'Completed today',
      detail = 'You finished this challenge today. Take it again tomorrow.';
  end if;
  insert into public.challenge_runs (user_id, challenge_id, time_zone, started_on)
  values (v_uid, p_challenge_id, p_time_zone, v_today)
  on conflict (user_id, challenge_id) where completed_at is null do nothing;
  if not found then
    raise exception using errcode = 'MT409', message = 'Already joined',
      detail = 'You are already taking this challenge.';
  end if;
  return jsonb_build_object('message', format('You joined "%s"', v_title), 'challenges', app.my_challenges());
end;
$function$;

-- app.my_challenges() -> jsonb
--   { reward: {tokens, points}, challenges: [{id, title, description, kind, target, isActive,
--     run: {...} | null, completedRuns, completedToday}] }
--   The active challenges, plus retired ones the caller has an open run in (shown as retired).
create or replace function app.my_challenges()
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
begin
  return (
    select jsonb_build_object(
      'reward', jsonb_build_object('tokens', s.challenge_reward_tokens, 'points', s.challenge_reward_points),
      'challenges', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', c.id, 'title', c.title, 'description', c.description, 'kind', c.kind,
                 'target', c.target, 'isActive', c.is_active,
                 'run', (select app.challenge_run_json(r, c.kind) from public.challenge_runs r
                          where r.user_id = v_uid and r.challenge_id = c.id and r.completed_at is null),
                 'completedRuns', (select count(*) from public.challenge_runs r
                                    where r.user_id = v_uid and r.challenge_id = c.id and r.completed_at is not null),
                 'completedToday', app.challenge_done_today(v_uid, c.id)
               ) order by c.sort_order, c.id)
          from public.challenges c
         where c.is_active
            or exists (select 1 from public.challenge_runs r
                        where r.user_id = v_uid and r.challenge_id = c.id and r.completed_at is null)
      ), '[]'::jsonb)
    )
    from app.settings s
  );
end;
$function$;

-- app.save_challenge(p_id bigint | null, ...) -> jsonb (the challenge as admins read it)
--   Creates (p_id null) or updates a challenge. Admins only (MT403); MT404 for an unknown id.
--   A changed target applies to open runs from their next check-in.
create or replace function app.save_challenge (
  p_id          bigint,
  p_title       text,
  p_description text,
  p_kind        text,
  p_target      integer,
  p_is_active   boolean
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_row public.challenges;
begin
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Admin access required';
  end if;
  if p_id is null then
    insert into public.challenges (title, description, kind, target, is_active, sort_order)
    values (p_title, coalesce(p_description, ''), p_kind, p_target, coalesce(p_is_active, true),
            coalesce((select max(c.sort_order) + 1 from public.challenges c), 1))
    returning * into v_row;
  else
    update public.challenges c
       set title = p_title, description = coalesce(p_description, ''), kind = p_kind, target = p_target,
           is_active = coalesce(p_is_active, c.is_active)
     where c.id = p_id
    returning * into v_row;
    if not found then
      raise exception using errcode = 'MT404', message = 'Challenge not found';
    end if;
  end if;
  return jsonb_build_object('id', v_row.id, 'title', v_row.title, 'description', v_row.description, 'kind', v_row.kind,
                            'target', v_row.target, 'isActive', v_row.is_active);
end;
$function$;

-- Learners read a challenge's title and description on Today and the Challenges page, so they are
-- checked for income and lifestyle claims like every other admin text learners read (app.check_claims,
-- claims.sql; its English, Spanish and Arabic phrases): flagged text is refused with MT422. The api
-- offers no reason to save it anyway (docs/product.md#claim-checks): a challenge is a habit to keep, and
-- a claim in it is changed, not argued for.
create trigger challenges_check_claims
  before insert or update of title, description on public.challenges
  for each row
  execute function app.check_claims();

alter table "public"."challenge_runs"
  enable row level security;

alter table "public"."challenges"
  enable row level security;

create policy "challenge_runs_select_own" on "public"."challenge_runs"
  for select
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)));

create policy "challenges_select_active" on "public"."challenges"
  for select
  to "anon"
  using (is_active);

create policy "challenges_select_active_or_admin" on "public"."challenges"
  for select
  to "authenticated"
  using ((is_active or ( select app.is_admin() as is_admin)));

-- Hosted's default privileges give the API roles ALL on every new public table and sequence
-- (TRUNCATE, REFERENCES, TRIGGER and MAINTAIN too, which RLS does not govern): they keep only the
-- grants that follow (docs/database.md#privileges).
revoke all on table "public"."challenges", "public"."challenge_runs" from "anon", "authenticated", "service_role";

revoke all on sequence "public"."challenges_id_seq", "public"."challenge_runs_id_seq" from "anon", "authenticated", "service_role";

grant select on table "public"."challenge_runs" to "authenticated";

grant select on table "public"."challenge_runs" to "service_role";

grant select on table "public"."challenges" to "anon", "authenticated";

grant select on table "public"."challenges" to "service_role";

revoke all on function "app"."challenge_run_json"(public.challenge_runs, text) from public;

revoke all on function "app"."challenge_done_today"(uuid, bigint) from public;

revoke all on function "app"."challenge_today"(text) from public;

revoke all on function "app"."check_in_challenge"(bigint, integer) from public;

grant execute on function "app"."check_in_challenge"(bigint, integer) to "authenticated", "postgres";

revoke all on function "app"."join_challenge"(bigint, text) from public;

grant execute on function "app"."join_challenge"(bigint, text) to "authenticated", "postgres";

revoke all on function "app"."my_challenges"() from public;

grant execute on function "app"."my_challenges"() to "authenticated", "postgres";

revoke all on function "app"."save_challenge"(bigint, text, text, text, integer, boolean) from public;

grant execute
  on function "app"."save_challenge"(bigint, text, text, text, integer, boolean)
  to "authenticated", "postgres";
