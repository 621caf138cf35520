-- The sponsor's coaching queue (docs/product.md#coaching; docs/decisions.md "Coaching queue"): tasks
-- the database opens from what a sponsor's level-1 recruits do, the sponsor's one-tap actions on
-- them, the cheers a recruit reads, the help a recruit asks for, each learner's coaching
-- preferences and the weekly activity counts behind the summary lines of deeper levels.
-- Every task is made incrementally: by triggers on the tables that record what learners do (in
-- the same transaction) or by app.coaching_sweep() for what time alone changes (set-based, indexed).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- The functions sponsors and recruits call (acting on a task, cheers, help, preferences, reports) are in coaching_actions.sql.
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- Types -------------------------------------------------------------------------------------------

-- Tables ------------------------------------------------------------------------------------------

-- A learner's choices about being coached: no row = coached, visible to the whole upline.
create table "app"."coaching_preferences" (
  "user_id"          uuid    not null,
  "coached"          boolean not null default true,
  "hide_from_upline" boolean not null default false,
  constraint "coaching_preferences_pkey" primary key (user_id),
  constraint "coaching_preferences_user_id_fkey" foreign key (user_id) references public.profiles(id)
    on delete cascade
);

-- A question a learner asked their sponsor; holder_id is who has it now (the sponsor, or further up
-- the line once it waited 48 hours unanswered), answered_at the first cheer or done, and
-- answer_cheer_id the cheer that answered it (the learner reads it as the answer). No foreign key:
-- app.cheers is created below, and a cheer goes only with its member, who takes this row along.
create table "app"."help_requests" (
  "id"              bigint                   generated always as identity not null,
  "user_id"         uuid                     not null,
  "holder_id"       uuid,
  "question"        text                     not null,
  "created_at"      timestamp with time zone not null default now(),
  "answered_at"     timestamp with time zone,
  "answer_cheer_id" bigint,
  constraint "help_requests_pkey" primary key (id),
  constraint "help_requests_question_check" check (((char_length(question) >= 1) AND (char_length(question) <= 500))),
  constraint "help_requests_user_id_fkey" foreign key (user_id) references public.profiles(id) on delete cascade,
  constraint "help_requests_holder_id_fkey" foreign key (holder_id) references public.profiles(id) on delete set null
);

-- One task for a sponsor about one member. Open while closed_at is null (at most one open task per
-- sponsor, member and kind); expires_at closes it through the sweep (welcome after 48 hours, a
-- streak at risk at the end of the member's day); acted_at is the sponsor's first action.
create table "app"."coaching_tasks" (
  "id"         bigint                   generated always as identity not null,
  "sponsor_id" uuid                     not null,
  "member_id"  uuid                     not null,
  "kind"       text                     not null,
  "reason"     text                     not null,
  "created_at" timestamp with time zone not null default now(),
  "expires_at" timestamp with time zone,
  "help_id"    bigint,
  -- The quiz a struggling task quotes: the queue reads its question in the sponsor's language.
  "quiz_id"    bigint,
  "acted_at"   timestamp with time zone,
  "closed_at"  timestamp with time zone,
  "outcome"    text,
  constraint "coaching_tasks_pkey" primary key (id),
  constraint "coaching_tasks_kind_check"
    check ((kind = ANY (ARRAY['welcome'::text, 'congratulate'::text, 'streak_at_risk'::text, 'stalled'::text, 'struggling'::text]))),
  constraint "coaching_tasks_outcome_check"
    check ((outcome = ANY (ARRAY['cheer'::text, 'nudge'::text, 'done'::text, 'dismiss'::text, 'expired'::text,
    'resolved'::text, 'escalated'::text]))),
  constraint "coaching_tasks_closed_check" check (((closed_at IS NULL) = (outcome IS NULL))),
  constraint "coaching_tasks_reason_check" check (((char_length(reason) >= 1) AND (char_length(reason) <= 600))),
  constraint "coaching_tasks_sponsor_id_fkey" foreign key (sponsor_id) references public.profiles(id) on delete cascade,
  constraint "coaching_tasks_member_id_fkey" foreign key (member_id) references public.profiles(id) on delete cascade,
  constraint "coaching_tasks_help_id_fkey" foreign key (help_id) references app.help_requests(id) on delete cascade,
  constraint "coaching_tasks_quiz_id_fkey" foreign key (quiz_id) references public.quizzes(id) on delete set null
);

-- Every action a sponsor took (the daily limit and the insights funnel read it).
create table "app"."coaching_actions" (
  "id"         bigint                   generated always as identity not null,
  "task_id"    bigint                   not null,
  "sponsor_id" uuid                     not null,
  "action"     text                     not null,
  "created_at" timestamp with time zone not null default now(),
  constraint "coaching_actions_pkey" primary key (id),
  constraint "coaching_actions_action_check"
    check ((action = ANY (ARRAY['cheer'::text, 'message'::text, 'nudge'::text, 'done'::text, 'dismiss'::text]))),
  constraint "coaching_actions_task_id_fkey" foreign key (task_id) references app.coaching_tasks(id) on delete cascade,
  constraint "coaching_actions_sponsor_id_fkey" foreign key (sponsor_id) references public.profiles(id) on delete cascade
);

-- A cheer a sponsor sent; the member reads their own and marks them seen.
create table "app"."cheers" (
  "id"         bigint                   generated always as identity not null,
  "task_id"    bigint,
  "sponsor_id" uuid,
  "member_id"  uuid                     not null,
  "message"    text                     not null,
  "created_at" timestamp with time zone not null default now(),
  "seen_at"    timestamp with time zone,
  -- A ready-made cheer's id (contract/coaching.ts CHEER_PRESETS), null for the sponsor's own words:
  -- the recruit's app says a preset in the recruit's language (message keeps its English words, for
  -- the push and any reader that does not know the id; docs/decisions.md, "Languages").
  "preset"     text,
  constraint "cheers_pkey" primary key (id),
  constraint "cheers_message_check" check (((char_length(message) >= 1) AND (char_length(message) <= 280))),
  constraint "cheers_preset_check" check (((preset IS NULL) OR (preset = ANY (ARRAY['welcome'::text, 'proud'::text, 'streak'::text, 'help'::text])))),
  constraint "cheers_task_id_fkey" foreign key (task_id) references app.coaching_tasks(id) on delete set null,
  constraint "cheers_sponsor_id_fkey" foreign key (sponsor_id) references public.profiles(id) on delete set null,
  constraint "cheers_member_id_fkey" foreign key (member_id) references public.profiles(id) on delete cascade
);

-- How many times in a row a learner answered a quiz wrong (a wrong answer is reset and answered
-- again, so the answers table keeps only the last one), each miss within 7 days of the one before
-- (last_miss_at); a right answer clears the row. Two make a struggling task
-- (docs/product.md#coaching).
create table "app"."quiz_misses" (
  "user_id"      uuid                     not null,
  "quiz_id"      bigint                   not null,
  "misses"       integer                  not null default 0,
  "last_miss_at" timestamp with time zone not null default now(),
  constraint "quiz_misses_pkey" primary key (user_id, quiz_id),
  constraint "quiz_misses_user_id_fkey" foreign key (user_id) references public.profiles(id) on delete cascade,
  constraint "quiz_misses_quiz_id_fkey" foreign key (quiz_id) references public.quizzes(id) on delete cascade
);

-- What a learner's team (their downline below them, to the team depth) did in a week (Monday, UTC),
-- kept by the same triggers: the sponsor above reads one row per level-1 member for the summary
-- lines, and their own row for "this week" when the queue is empty. Learners who hide their
-- activity from the upline are not counted.
create table "app"."team_week_activity" (
  "user_id"    uuid    not null,
  "week_start" date    not null,
  "joined"     integer not null default 0,
  "stations"   integer not null default 0,
  "courses"    integer not null default 0,
  constraint "team_week_activity_pkey" primary key (user_id, week_start),
  constraint "team_week_activity_user_id_fkey" foreign key (user_id) references public.profiles(id) on delete cascade
);

-- The courses each learner has finished at least once (total percent 100, as courses_completed
-- counts them): a course finished is news for the sponsor (a congratulate task, the weekly team
-- counts) the first time only. A learner who resets a course or a quiz and finishes it again, or
-- whose course an admin gave a new quiz they then answer, finishes nothing new
-- (docs/product.md#coaching).
create table "app"."course_firsts" (
  "user_id"   uuid   not null,
  "course_id" bigint not null,
  constraint "course_firsts_pkey" primary key (user_id, course_id),
  constraint "course_firsts_user_id_fkey" foreign key (user_id) references public.profiles(id) on delete cascade,
  constraint "course_firsts_course_id_fkey" foreign key (course_id) references public.courses(id) on delete cascade
);

comment on table "app"."coaching_tasks" is 'The sponsor''s coaching queue: tasks about level-1 recruits, opened by triggers and app.coaching_sweep, closed by an action or when they no longer apply.';

comment on table "app"."cheers" is 'Cheers sponsors sent from the coaching queue; the member reads their own (seen_at when shown).';

-- Indexes -----------------------------------------------------------------------------------------

-- At most one open task per sponsor, member and kind; the trigger's upsert targets it.
create unique index coaching_tasks_open_key on app.coaching_tasks using btree (sponsor_id, member_id, kind)
  where (closed_at is null);

-- The queue read: a sponsor's open tasks, newest first.
create index coaching_tasks_sponsor_open_idx on app.coaching_tasks using btree (sponsor_id, created_at desc)
  where (closed_at is null);

-- The sweep: open tasks that expire.
create index coaching_tasks_expiry_idx on app.coaching_tasks using btree (expires_at)
  where ((closed_at is null) and (expires_at is not null));

-- The sweep: open help tasks that may escalate.
create index coaching_tasks_help_open_idx on app.coaching_tasks using btree (created_at)
  where ((closed_at is null) and (help_id is not null));

-- Closing a member's tasks when they are active again, and "not again for this stall".
create index coaching_tasks_member_idx on app.coaching_tasks using btree (member_id, kind, created_at);

create index coaching_tasks_created_idx on app.coaching_tasks using btree (created_at);

-- The per-sponsor daily action limit and the daily points cap.
create index coaching_actions_sponsor_idx on app.coaching_actions using btree (sponsor_id, created_at);

create index coaching_actions_task_idx on app.coaching_actions using btree (task_id);

create index cheers_member_idx on app.cheers using btree (member_id, created_at desc);

create index help_requests_user_idx on app.help_requests using btree (user_id, created_at desc);

-- Foreign keys' own indexes (deleting a profile, a task, a help request or a quiz finds its rows).
create index cheers_sponsor_idx on app.cheers using btree (sponsor_id);

create index cheers_task_idx on app.cheers using btree (task_id);

create index coaching_tasks_help_idx on app.coaching_tasks using btree (help_id);

create index coaching_tasks_quiz_idx on app.coaching_tasks using btree (quiz_id);

create index help_requests_holder_idx on app.help_requests using btree (holder_id);

create index quiz_misses_quiz_idx on app.quiz_misses using btree (quiz_id);

-- A deleted course's rows, found for the cascade.
create index course_firsts_course_idx on app.course_firsts using btree (course_id);

-- "Top coaches this week": this week's coaching payments without reading other ledger rows.
create index ledger_coaching_idx on public.ledger using btree (created_at) include (user_id, delta_points)
  where (reason = 'coaching'::text);

-- The sweep's stalled members: the ones whose last active day falls in the window it looks at.
create index member_progress_active_on_idx on app.member_progress using btree (active_on)
  where ((sponsor_id is not null) and (not deleted));

-- The sweep's streaks at risk: learners with a streak of 3+ by their last visit day.
create index profiles_streak_risk_idx on public.profiles using btree (last_login_on)
  where ((login_streak >= 3) and (deleted_at is null));

-- Functions ---------------------------------------------------------------------------------------
-- Functions ---------------------------------------------------------------------------------------

-- Whether tasks may be made about this learner (they have not turned coaching off).
create or replace function app.is_coached (
  p_user uuid
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select coalesce((select cp.coached from app.coaching_preferences cp where cp.user_id = p_user), true);
$function$;

-- Opens (or refreshes the reason of) the open task of each (sponsor, member, kind) row given, for
-- members still coached, not deleted and with a sponsor; returns how many. Internal.
create or replace function app.open_coaching_tasks (
  p_members uuid[],
  p_kind    text,
  p_reasons text[],
  p_expires timestamp with time zone[] default null
)
  returns integer
  language sql
  security definer
  set search_path to ''
  AS $function$
  with opened as (
  insert into app.coaching_tasks as t (sponsor_id, member_id, kind, reason, expires_at)
  select mp.sponsor_id, x.id, p_kind, left(x.reason, 600), x.expires
    from unnest(p_members, p_reasons, coalesce(p_expires, array_fill(null::timestamptz, array[cardinality(p_members)])))
         as x(id, reason, expires)
    join app.member_progress mp on mp.user_id = x.id and mp.sponsor_id is not null and not mp.deleted
   where app.is_coached(x.id)
  on conflict (sponsor_id, member_id, kind) where closed_at is null
  do update set reason = excluded.reason, created_at = now(), expires_at = excluded.expires_at
  returning 1
  )
  select count(*)::integer from opened;
$function$;

-- Adds activity to the weekly team counts of every upline member of these learners (to the team
-- depth), skipping learners who hide their activity above level 1. Internal.
create or replace function app.count_team_week (
  p_users    uuid[],
  p_joined   integer,
  p_stations integer,
  p_courses  integer
)
  returns void
  language sql
  security definer
  set search_path to ''
  AS $function$
  with recursive up(id, level) as (
    select mp.sponsor_id, 1
      from unnest(p_users) as u(id)
      join app.member_progress mp on mp.user_id = u.id and mp.sponsor_id is not null
     where not coalesce((select cp.hide_from_upline from app.coaching_preferences cp where cp.user_id = u.id), false)
    union all
    select mp.sponsor_id, up.level + 1
      from up join app.member_progress mp on mp.user_id = up.id and mp.sponsor_id is not null
     where up.level < (select s.team_depth from app.settings s)
  )
  insert into app.team_week_activity as w (user_id, week_start, joined, stations, courses)
  select up.id, date_trunc('week', now() at time zone 'utc')::date, count(*) * p_joined, count(*) * p_stations, count(*) * p_courses
    from up group by up.id
  on conflict (user_id, week_start) do update
    set joined = w.joined + excluded.joined, stations = w.stations + excluded.stations, courses = w.courses + excluded.courses;
$function$;

-- Stations finished: a congratulate task for each finisher's sponsor and the weekly counts.
create or replace function app.coaching_missions()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  perform app.open_coaching_tasks(array_agg(f.user_id), 'congratulate',
                                  array_agg(format('%s finished Station %s', p.name, f.station)))
     from (select n.user_id, max(m.station) as station from new_rows n join public.missions m on m.id = n.mission_id group by n.user_id) f
     join public.profiles p on p.id = f.user_id
   having count(*) > 0;
  perform app.count_team_week(array_agg(n.user_id), 0, 1, 0) from new_rows n having count(*) > 0;
  return null;
end;
$function$;

-- A league promotion: a congratulate task.
create or replace function app.coaching_promotions()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  perform app.open_coaching_tasks(array_agg(n.user_id), 'congratulate',
                                  array_agg(format('%s was promoted in their league', p.name)))
     from new_rows n join public.profiles p on p.id = n.user_id
    where n.promoted
   having count(*) > 0;
  return null;
end;
$function$;

-- A quiz answer: a right one clears the learner's misses of that quiz; a wrong one counts, starting
-- again at 1 when the last miss is more than 7 days old, and the second in a row makes a struggling
-- task (a learner who missed a quiz once a month ago and once today is not struggling).
create or replace function app.coaching_quiz_miss()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_misses integer;
begin
  if new.is_correct then
    delete from app.quiz_misses q where q.user_id = new.user_id and q.quiz_id = new.quiz_id;
    return null;
  end if;
  insert into app.quiz_misses as q (user_id, quiz_id, misses) values (new.user_id, new.quiz_id, 1)
  on conflict (user_id, quiz_id) do update
    set misses = case when q.last_miss_at > now() - interval '7 days' then q.misses + 1 else 1 end, last_miss_at = now()
  returning q.misses into v_misses;
  if v_misses = 2 then
    perform app.open_coaching_tasks(array[new.user_id], 'struggling',
      array[format('%s answered the same quiz wrong twice: "%s"', p.name, left(z.question, 120))])
       from public.profiles p, public.quizzes z where p.id = new.user_id and z.id = new.quiz_id;
    -- The quiz it quotes, so a sponsor reading another language reads its question in theirs.
    update app.coaching_tasks t set quiz_id = new.quiz_id
     where t.member_id = new.user_id and t.kind = 'struggling' and t.closed_at is null;
  end if;
  return null;
end;
$function$;

-- app.record_course_firsts(p_users uuid[]) -> integer: records the courses these learners have
-- finished (100 %, app.course_percents) and not finished before; answers how many are new. The
-- coaching trigger tells only those; a rebuild records them without telling anyone. Internal.
create or replace function app.record_course_firsts(
  p_users uuid[]
)
  returns integer
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_new integer;
begin
  with firsts as (
    insert into app.course_firsts (user_id, course_id)
    select u.id, c.course_id from unnest(p_users) u(id) cross join lateral app.course_percents(u.id) c
     where c.total >= 100
    on conflict do nothing
    returning 1
  )
  select count(*)::integer into v_new from firsts;
  return v_new;
end;
$function$;

-- The member summary changed (row-level, fired only by the columns read here):
--   a sponsor set -> welcome (while the member joined under 48 hours ago) and a join in the counts;
--   a course completed for the first time (app.course_firsts) -> congratulate and the counts (the
--   count rises for a course finished again too: only new firsts are news); a day of activity -> stalled and
--   streak-at-risk tasks about them close; the account deleted -> every open task about them closes.
create or replace function app.coaching_member_changed()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_name   text;
  v_firsts integer;
begin
  select p.name into v_name from public.profiles p where p.id = new.user_id;
  if new.sponsor_id is not null and old.sponsor_id is distinct from new.sponsor_id then
    if new.joined_at > now() - interval '48 hours' then
      perform app.open_coaching_tasks(array[new.user_id], 'welcome', array[format('%s joined your team', v_name)],
                                      array[new.joined_at + interval '48 hours']);
    end if;
    perform app.count_team_week(array[new.user_id], 1, 0, 0);
  end if;
  if new.courses_completed > old.courses_completed then
    v_firsts := app.record_course_firsts(array[new.user_id]);
    if v_firsts > 0 then
      perform app.open_coaching_tasks(array[new.user_id], 'congratulate', array[format('%s finished a course', v_name)]);
      perform app.count_team_week(array[new.user_id], 0, 0, v_firsts);
    end if;
  end if;
  if new.active_on > old.active_on then
    update app.coaching_tasks t set closed_at = now(), outcome = 'resolved'
     where t.member_id = new.user_id and t.kind in ('stalled', 'streak_at_risk') and t.closed_at is null;
  end if;
  if new.deleted and not old.deleted then
    update app.coaching_tasks t set closed_at = now(), outcome = 'resolved'
     where t.member_id = new.user_id and t.closed_at is null;
  end if;
  return null;
end;
$function$;

-- app.coaching_sweep() -> jsonb: what time alone changes, set-based and indexed (a cron job runs it
-- every five minutes): expired tasks close; streaks at risk and stalls open; help unanswered for 48
-- hours moves to the holder's own sponsor. Returns the counts. Internal (postgres, service_role).
create or replace function app.coaching_sweep()
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_settings app.settings;
  v_expired integer;
  v_streaks integer;
  v_stalled integer;
  v_escalated integer;
begin
  select s.* into v_settings from app.settings s;

  update app.coaching_tasks t set closed_at = now(), outcome = 'expired'
   where t.closed_at is null and t.expires_at is not null and t.expires_at <= now();
  get diagnostics v_expired = row_count;

  -- A streak of 3+ whose last visit was the member's yesterday, after 18:00 their time: the task
  -- lasts to the end of their day, and is made once for that day (a dismissed one stays dismissed).
  select coalesce(app.open_coaching_tasks(array_agg(r.id), 'streak_at_risk', array_agg(r.reason), array_agg(r.expires)), 0)
    into v_streaks
    from (select p.id, format('%s''s %s-day streak ends tonight', p.name, p.login_streak) as reason,
                 (((now() at time zone p.time_zone)::date + 1)::timestamp at time zone p.time_zone) as expires
            from public.profiles p
            join app.member_progress mp on mp.user_id = p.id and mp.sponsor_id is not null and not mp.deleted
           where p.login_streak >= 3 and p.deleted_at is null
             and p.last_login_on between current_date - 2 and current_date
             and p.last_login_on = (now() at time zone p.time_zone)::date - 1
             and (now() at time zone p.time_zone)::time >= time '18:00'
             and mp.active_on < (now() at time zone p.time_zone)::date) r
   where not exists (select 1 from app.coaching_tasks t
                      where t.member_id = r.id and t.kind = 'streak_at_risk' and t.expires_at = r.expires)
  having count(*) > 0;

  -- Idle for more than team_stuck_days (looked at for 30 days after, so a missed sweep catches up),
  -- once per stall: not again while no activity followed the last stalled task.
  select coalesce(app.open_coaching_tasks(array_agg(mp.user_id), 'stalled',
                  array_agg(format('%s has not been active for %s days', p.name, current_date - mp.active_on))), 0)
    into v_stalled
    from app.member_progress mp join public.profiles p on p.id = mp.user_id
    where mp.sponsor_id is not null and not mp.deleted
      and mp.active_on < current_date - v_settings.team_stuck_days
      and mp.active_on >= current_date - v_settings.team_stuck_days - 30
      and not exists (select 1 from app.coaching_tasks t
                       where t.member_id = mp.user_id and t.kind = 'stalled' and t.created_at >= mp.active_on)
   having count(*) > 0;

  -- Help nobody answered for 48 hours: the task closes as escalated and the holder's own sponsor
  -- gets it (when there is one). Only an answer in the app (a cheer) or Done answers it; a Message
  -- prepares a text the app cannot see sent, so it keeps the question on its way up
  -- (docs/product.md#coaching).
  with waiting as (
    select t.id, t.member_id, t.help_id, up.sponsor_id as upline, t.sponsor_id as holder
      from app.coaching_tasks t
      join app.help_requests q on q.id = t.help_id and q.answered_at is null
      join app.member_progress up on up.user_id = t.sponsor_id and up.sponsor_id is not null and not up.deleted
     where t.closed_at is null and t.help_id is not null
       and t.created_at <= now() - interval '48 hours'
     for update of t skip locked
  ), closed as (
    update app.coaching_tasks t set closed_at = now(), outcome = 'escalated'
      from waiting w where t.id = w.id
    returning w.*
  ), moved as (
    update app.help_requests h set holder_id = c.upline from closed c where h.id = c.help_id
    returning h.id
  ), opened as (
    insert into app.coaching_tasks as t (sponsor_id, member_id, kind, reason, help_id)
    select c.upline, c.member_id, 'struggling',
           left(format('%s asked %s for help 2 days ago and is still waiting', m.name, h.name), 600), c.help_id
      from closed c
      join public.profiles m on m.id = c.member_id
      join public.profiles h on h.id = c.holder
    on conflict (sponsor_id, member_id, kind) where closed_at is null
    do update set reason = excluded.reason, created_at = now(), help_id = excluded.help_id, acted_at = null
    returning t.id
  )
  select count(*) into v_escalated from opened;

  return jsonb_build_object('expired', v_expired, 'streakAtRisk', v_streaks, 'stalled', v_stalled, 'escalated', v_escalated);
end;
$function$;

-- Triggers ----------------------------------------------------------------------------------------

create trigger mission_completions_coaching
  after insert on public.mission_completions referencing NEW table as new_rows
  for each STATEMENT
  execute function app.coaching_missions();

create trigger league_results_coaching
  after insert on public.league_results referencing NEW table as new_rows
  for each STATEMENT
  execute function app.coaching_promotions();

create trigger quiz_answers_coaching_miss
  after insert on public.quiz_answers
  for each row
  execute function app.coaching_quiz_miss();

create trigger member_progress_coaching
  after update of sponsor_id, courses_completed, active_on, deleted on app.member_progress
  for each row
  when (((new.sponsor_id IS NOT NULL) AND (old.sponsor_id IS DISTINCT FROM new.sponsor_id))
        OR (new.courses_completed > old.courses_completed) OR (new.active_on > old.active_on)
        OR (new.deleted AND (NOT old.deleted)))
  execute function app.coaching_member_changed();

-- Policies ----------------------------------------------------------------------------------------
-- None: every table is private (RLS on, no policy); read and written only through the functions.

alter table "app"."coaching_preferences" enable row level security;

alter table "app"."help_requests" enable row level security;

alter table "app"."coaching_tasks" enable row level security;

alter table "app"."coaching_actions" enable row level security;

alter table "app"."cheers" enable row level security;

alter table "app"."quiz_misses" enable row level security;

alter table "app"."team_week_activity" enable row level security;

alter table "app"."course_firsts" enable row level security;

-- Grants ------------------------------------------------------------------------------------------

revoke all on table "app"."coaching_preferences", "app"."help_requests", "app"."coaching_tasks", "app"."coaching_actions",
  "app"."cheers", "app"."quiz_misses", "app"."team_week_activity" from "anon", "authenticated", "service_role";

revoke all on function "app"."is_coached"(uuid) from public;

revoke all on function "app"."open_coaching_tasks"(uuid[], text, text[], timestamp with time zone[]) from public;

revoke all on function "app"."count_team_week"(uuid[], integer, integer, integer) from public;

revoke all on function "app"."coaching_missions"() from public;

revoke all on function "app"."coaching_promotions"() from public;

revoke all on function "app"."coaching_quiz_miss"() from public;

revoke all on function "app"."record_course_firsts"(uuid[]) from public;

revoke all on function "app"."coaching_member_changed"() from public;

revoke all on function "app"."coaching_sweep"() from public;

grant execute on function "app"."coaching_sweep"() to "postgres", "service_role";
