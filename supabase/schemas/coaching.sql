-- The sponsor's coaching queue (docs/product.md#coaching; docs/decisions.md "Coaching queue"): tasks
-- the database opens from what a sponsor's level-1 recruits do, the sponsor's one-tap actions on
-- them, the cheers a recruit reads, the help a recruit asks for, each learner's coaching
-- preferences and the weekly activity counts behind the summary lines of deeper levels.
-- Every task is made incrementally: by triggers on the tables that record what learners do (in
-- the same transaction) or by app.coaching_sweep() for what time alone changes (set-based, indexed).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).

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
-- the line once it waited 48 hours unanswered), answered_at the first cheer, message or done.
create table "app"."help_requests" (
  "id"          bigint                   generated always as identity not null,
  "user_id"     uuid                     not null,
  "holder_id"   uuid,
  "question"    text                     not null,
  "created_at"  timestamp with time zone not null default now(),
  "answered_at" timestamp with time zone,
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
  constraint "coaching_tasks_help_id_fkey" foreign key (help_id) references app.help_requests(id) on delete cascade
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
  constraint "cheers_pkey" primary key (id),
  constraint "cheers_message_check" check (((char_length(message) >= 1) AND (char_length(message) <= 280))),
  constraint "cheers_task_id_fkey" foreign key (task_id) references app.coaching_tasks(id) on delete set null,
  constraint "cheers_sponsor_id_fkey" foreign key (sponsor_id) references public.profiles(id) on delete set null,
  constraint "cheers_member_id_fkey" foreign key (member_id) references public.profiles(id) on delete cascade
);

-- How many times a learner answered a quiz wrong (a wrong answer is reset and answered again, so the
-- answers table keeps only the last one). Two make a struggling task.
create table "app"."quiz_misses" (
  "user_id" uuid    not null,
  "quiz_id" bigint  not null,
  "misses"  integer not null default 0,
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

comment on table "app"."coaching_tasks" is 'The sponsor''s coaching queue: tasks about level-1 recruits, opened by triggers and app.coaching_sweep, closed by an action or when they no longer apply.';

comment on table "app"."cheers" is 'Cheers sponsors sent from the coaching queue; the member reads their own (seen_at when shown).';

alter table "app"."coaching_preferences" enable row level security;

alter table "app"."help_requests" enable row level security;

alter table "app"."coaching_tasks" enable row level security;

alter table "app"."coaching_actions" enable row level security;

alter table "app"."cheers" enable row level security;

alter table "app"."quiz_misses" enable row level security;

alter table "app"."team_week_activity" enable row level security;

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

create index help_requests_holder_idx on app.help_requests using btree (holder_id);

create index quiz_misses_quiz_idx on app.quiz_misses using btree (quiz_id);

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

-- A wrong quiz answer: the second one on the same quiz makes a struggling task.
create or replace function app.coaching_quiz_miss()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_misses integer;
begin
  insert into app.quiz_misses as q (user_id, quiz_id, misses) values (new.user_id, new.quiz_id, 1)
  on conflict (user_id, quiz_id) do update set misses = q.misses + 1
  returning q.misses into v_misses;
  if v_misses = 2 then
    perform app.open_coaching_tasks(array[new.user_id], 'struggling',
      array[format('%s answered the same quiz wrong twice: "%s"', p.name, left(z.question, 120))])
       from public.profiles p, public.quizzes z where p.id = new.user_id and z.id = new.quiz_id;
  end if;
  return null;
end;
$function$;

-- The member summary changed (row-level, fired only by the columns read here):
--   a sponsor set -> welcome (while the member joined under 48 hours ago) and a join in the counts;
--   a course completed -> congratulate and the counts; a day of activity -> stalled and
--   streak-at-risk tasks about them close; the account deleted -> every open task about them closes.
create or replace function app.coaching_member_changed()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_name text;
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
    perform app.open_coaching_tasks(array[new.user_id], 'congratulate', array[format('%s finished a course', v_name)]);
    perform app.count_team_week(array[new.user_id], 0, 0, new.courses_completed - old.courses_completed);
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
  -- gets it (when there is one).
  with waiting as (
    select t.id, t.member_id, t.help_id, up.sponsor_id as upline, t.sponsor_id as holder
      from app.coaching_tasks t
      join app.member_progress up on up.user_id = t.sponsor_id and up.sponsor_id is not null and not up.deleted
     where t.closed_at is null and t.help_id is not null and t.acted_at is null
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
           left(format('%s asked %s for help 2 days ago and is still waiting: "%s"', m.name, h.name, r.question), 600), c.help_id
      from closed c
      join public.profiles m on m.id = c.member_id
      join public.profiles h on h.id = c.holder
      join app.help_requests r on r.id = c.help_id
    on conflict (sponsor_id, member_id, kind) where closed_at is null
    do update set reason = excluded.reason, created_at = now(), help_id = excluded.help_id
    returning t.id
  )
  select count(*) into v_escalated from opened;

  return jsonb_build_object('expired', v_expired, 'streakAtRisk', v_streaks, 'stalled', v_stalled, 'escalated', v_escalated);
end;
$function$;

-- The actions a task offers (the queue shows them; app.coaching_act refuses others).
create or replace function app.coaching_actions_for (
  p_kind text
)
  returns text[]
  language sql
  immutable
  set search_path to ''
  AS $function$
  select case p_kind
    when 'stalled' then array['nudge', 'message', 'cheer', 'done', 'dismiss']
    when 'struggling' then array['message', 'cheer', 'done', 'dismiss']
    else array['cheer', 'message', 'done', 'dismiss']
  end;
$function$;

-- app.coaching_queue() -> jsonb: the caller's open tasks, newest first (at most 100), the summary
-- line of each level-1 member whose team did something this week, and the caller's team's week.
--   { tasks: [{id, kind, member: {id, name}, reason, createdAt, actions}], summaries: [{member:
--     {id, name}, joined, stations, courses, text}], week: {weekStart, joined, stations, courses} }
create or replace function app.coaching_queue()
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  with me as (select app.require_uid() as id),
  wk as (select date_trunc('week', now() at time zone 'utc')::date as start),
  tasks as (
    select t.* from app.coaching_tasks t, me
     where t.sponsor_id = me.id and t.closed_at is null
     order by t.created_at desc, t.id desc limit 100
  ),
  summaries as (
    select mp.user_id, w.joined, w.stations, w.courses
      from me
      join app.member_progress mp on mp.sponsor_id = me.id and not mp.deleted
      join app.team_week_activity w on w.user_id = mp.user_id and w.week_start = (select start from wk)
  )
  select jsonb_build_object(
    'tasks', coalesce((select jsonb_agg(jsonb_build_object(
        'id', t.id, 'kind', t.kind,
        'member', jsonb_build_object('id', t.member_id, 'name', (select p.name from public.profiles p where p.id = t.member_id)),
        'reason', t.reason, 'createdAt', t.created_at, 'actions', to_jsonb(app.coaching_actions_for(t.kind))
      ) order by t.created_at desc, t.id desc) from tasks t), '[]'::jsonb),
    'summaries', coalesce((select jsonb_agg(jsonb_build_object(
        'member', jsonb_build_object('id', s.user_id, 'name', p.name),
        'joined', s.joined, 'stations', s.stations, 'courses', s.courses,
        'text', concat_ws('; ',
          case when s.stations > 0 then format('%s %s in %s''s team this week', s.stations,
            case when s.stations = 1 then 'station finished' else 'stations finished' end, p.name) end,
          case when s.courses > 0 then format('%s %s finished in %s''s team', s.courses,
            case when s.courses = 1 then 'course' else 'courses' end, p.name) end,
          case when s.joined > 0 then format('%s joined %s''s team', s.joined, p.name) end)
      ) order by p.name, s.user_id)
      from summaries s join public.profiles p on p.id = s.user_id
      where s.joined + s.stations + s.courses > 0), '[]'::jsonb),
    'week', (select jsonb_build_object('weekStart', wk.start, 'joined', coalesce(w.joined, 0),
                                       'stations', coalesce(w.stations, 0), 'courses', coalesce(w.courses, 0))
               from wk left join app.team_week_activity w on w.user_id = (select id from me) and w.week_start = wk.start)
  );
$function$;

-- The task p_task, locked, when the caller may take p_action on it: MT404 'Task not found', MT403
-- 'Not your task', MT409 'Task closed', MT400 'Not an action for this task'. Internal.
create or replace function app.caller_task (
  p_task   bigint,
  p_action text
)
  returns app.coaching_tasks
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_task app.coaching_tasks%rowtype;
begin
  select t.* into v_task from app.coaching_tasks t where t.id = p_task for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Task not found', detail = 'This task does not exist.';
  end if;
  if v_task.sponsor_id <> app.require_uid() then
    raise exception using errcode = 'MT403', message = 'Not your task', detail = 'Only the sponsor this task is for can act on it.';
  end if;
  if v_task.closed_at is not null then
    raise exception using errcode = 'MT409', message = 'Task closed', detail = 'This task is already closed.';
  end if;
  if not (p_action = any (app.coaching_actions_for(v_task.kind))) then
    raise exception using errcode = 'MT400', message = 'Not an action for this task',
      detail = format('A %s task offers: %s.', replace(v_task.kind, '_', ' '), array_to_string(app.coaching_actions_for(v_task.kind), ', '));
  end if;
  return v_task;
end;
$function$;

-- Refuses a learner-visible text a sponsor or learner writes when it makes a flagged claim (MT422,
-- the hits as JSON in the hint, as app.check_claims does for admin text; no override here). The
-- share lock waits for a phrase change in progress (docs/operators.md#income-claim-phrases).
create or replace function app.refuse_claims (
  p_text text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_hits jsonb;
begin
  lock table app.claim_phrases in share mode;
  v_hits := app.claim_hits(p_text);
  if jsonb_array_length(v_hits) > 0 then
    raise exception using errcode = 'MT422', message = 'Possible income claim',
      detail = format('This text may make a claim the FTC treats as misleading: %s. Please change it.',
        (select string_agg(format('"%s" (%s)', h ->> 'match', rtrim(h ->> 'reason', '.')), '; ') from jsonb_array_elements(v_hits) h)),
      hint = v_hits::text;
  end if;
end;
$function$;

-- app.coaching_act(p_task, p_action, p_message) -> jsonb: the task's sponsor acts on it.
--   cheer: p_message (1-280 characters, claim-checked) becomes a cheer the member reads;
--   message: returns a prefilled text in the sponsor's voice (p_message, claim-checked, appended);
--   nudge: recorded after the api sent the nudge e-mail (app.record_nudge); done, dismiss.
--   Every action but message closes the task. The first action other than dismiss on a task earns
--   the sponsor app.settings.coaching_points once (ledger reason coaching, reference the task id),
--   at most coaching_points_per_day rows a day.
--   Errors: MT404 'Task not found'; MT403 'Not your task'; MT409 'Task closed'; MT400 'Not an
--   action for this task' / 'Cheer too long'; MT422 claims (hint: the hits); MT429 'Too many
--   coaching actions' (coaching_actions_per_day per sponsor per 24 hours; hint: seconds to wait).
create or replace function app.coaching_act (
  p_task    bigint,
  p_action  text,
  p_message text default null
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_settings app.settings;
  v_task app.coaching_tasks%rowtype;
  v_text text := nullif(btrim(coalesce(p_message, '')), '');
  v_count integer;
  v_oldest timestamptz;
  v_points integer := 0;
  v_member text;
  v_sponsor text;
  v_cheer bigint;
  v_share text;
begin
  select s.* into v_settings from app.settings s;
  v_task := app.caller_task(p_task, p_action);
  select count(*), min(a.created_at) into v_count, v_oldest
    from app.coaching_actions a where a.sponsor_id = v_uid and a.created_at > now() - interval '24 hours';
  if v_count >= v_settings.coaching_actions_per_day then
    raise exception using errcode = 'MT429', message = 'Too many coaching actions',
      detail = format('You can take %s coaching actions a day. Try again later.', v_settings.coaching_actions_per_day),
      hint = greatest(1, ceil(extract(epoch from (v_oldest + interval '24 hours' - now()))))::integer::text;
  end if;
  if p_action = 'cheer' and v_text is null then
    raise exception using errcode = 'MT400', message = 'Cheer missing', detail = 'Write a cheer or pick one.';
  end if;
  if v_text is not null then
    if char_length(v_text) > 280 then
      raise exception using errcode = 'MT400', message = 'Cheer too long', detail = 'A cheer or message is at most 280 characters.';
    end if;
    perform app.refuse_claims(v_text);
  end if;

  select p.name into v_member from public.profiles p where p.id = v_task.member_id;
  select p.name into v_sponsor from public.profiles p where p.id = v_uid;
  insert into app.coaching_actions (task_id, sponsor_id, action) values (v_task.id, v_uid, p_action);
  if p_action = 'cheer' then
    insert into app.cheers (task_id, sponsor_id, member_id, message) values (v_task.id, v_uid, v_task.member_id, v_text)
    returning id into v_cheer;
  end if;
  if p_action = 'message' then
    v_share := concat_ws(' ',
      format('Hi %s, it''s %s.', v_member, v_sponsor),
      case v_task.kind
        when 'welcome' then 'Welcome to the team! I''m here to help you get started in Money Train Academy.'
        when 'congratulate' then 'I saw your progress in Money Train Academy. Well done, keep going!'
        when 'streak_at_risk' then 'You''re on a great streak in Money Train Academy. A two-minute lesson today keeps it going!'
        when 'stalled' then 'I noticed you haven''t been in Money Train Academy for a while. The next lesson takes two minutes. Want to do it together?'
        else 'I saw you might be stuck. Happy to help: when suits you for a quick call?'
      end,
      v_text);
  end if;
  if p_action <> 'dismiss' and v_task.acted_at is null and v_settings.coaching_points > 0 then
    select count(*) into v_count from public.ledger l
     where l.user_id = v_uid and l.reason = 'coaching' and l.created_at >= date_trunc('day', now());
    if v_count < v_settings.coaching_points_per_day then
      insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
      values (v_uid, 0, v_settings.coaching_points, 'coaching', v_task.id::text)
      on conflict on constraint ledger_idempotency_key do nothing;
      if found then v_points := v_settings.coaching_points; end if;
    end if;
  end if;
  update app.coaching_tasks t
     set acted_at = case when p_action = 'dismiss' then t.acted_at else coalesce(t.acted_at, now()) end,
         closed_at = case when p_action = 'message' then null else now() end,
         outcome = case when p_action = 'message' then null else p_action end
   where t.id = v_task.id;
  if v_task.help_id is not null and p_action in ('cheer', 'message', 'done') then
    update app.help_requests h set answered_at = coalesce(h.answered_at, now()) where h.id = v_task.help_id;
  end if;

  return jsonb_build_object(
    'message', case p_action
      when 'cheer' then format('Cheer sent to %s', v_member)
      when 'message' then format('Message for %s ready', v_member)
      when 'nudge' then format('Nudge sent to %s', v_member)
      when 'done' then 'Marked done'
      else 'Dismissed' end,
    'task', jsonb_build_object('id', v_task.id, 'closed', p_action <> 'message'),
    'memberId', v_task.member_id,
    'points', v_points,
    'cheerId', v_cheer,
    'text', v_share,
    -- A cheer goes to the member's devices too when they chose push reminders (the api sends it
    -- after this commits and never shows these to the sponsor).
    'push', case when p_action = 'cheer' then coalesce((
      select jsonb_agg(jsonb_build_object('endpoint', ps.endpoint, 'p256dh', ps.p256dh, 'auth', ps.auth))
        from public.reminder_settings rs join public.push_subscriptions ps on ps.user_id = rs.user_id
       where rs.user_id = v_task.member_id and rs.by_push), '[]'::jsonb) else '[]'::jsonb end
  );
end;
$function$;

-- Checks that the caller may nudge through this task (the api checks before it records the nudge
-- and sends the e-mail, then records the action with app.coaching_act). Returns the member id.
create or replace function app.coaching_nudge_target (
  p_task bigint
)
  returns uuid
  language sql
  security definer
  set search_path to ''
  AS $function$
  select (app.caller_task(p_task, 'nudge')).member_id;
$function$;

-- app.my_cheers(p_unseen_only boolean) -> jsonb: the caller's cheers, newest first (at most 50).
--   { cheers: [{id, from: {id, name} | null, message, createdAt, seenAt}], unseen }
create or replace function app.my_cheers()
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  with mine as (
    select c.* from app.cheers c where c.member_id = app.require_uid() order by c.created_at desc, c.id desc limit 50
  )
  select jsonb_build_object(
    'cheers', coalesce((select jsonb_agg(jsonb_build_object(
        'id', c.id,
        'from', case when c.sponsor_id is null then null
                else jsonb_build_object('id', c.sponsor_id, 'name', (select p.name from public.profiles p where p.id = c.sponsor_id)) end,
        'message', c.message, 'createdAt', c.created_at, 'seenAt', c.seen_at
      ) order by c.created_at desc, c.id desc) from mine c), '[]'::jsonb),
    'unseen', (select count(*) from app.cheers c where c.member_id = app.require_uid() and c.seen_at is null)
  );
$function$;

-- Marks the caller's cheers up to p_up_to (an id) seen; returns how many were newly marked.
create or replace function app.mark_cheers_seen (
  p_up_to bigint
)
  returns jsonb
  language sql
  security definer
  set search_path to ''
  AS $function$
  with marked as (
    update app.cheers c set seen_at = now()
     where c.member_id = app.require_uid() and c.id <= p_up_to and c.seen_at is null
    returning c.id
  )
  select jsonb_build_object('message', 'Cheers seen', 'marked', (select count(*) from marked));
$function$;

-- app.ask_for_help(p_question text) -> jsonb: the caller's question (1-500 characters,
-- claim-checked) becomes a struggling task for their sponsor (even if they turned coaching off:
-- they asked). At most 5 a day.
--   Errors: MT400 'Question missing'/'Question too long'; MT409 'No sponsor'; MT422 claims;
--   MT429 'Too many questions'.
create or replace function app.ask_for_help (
  p_question text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_text text := btrim(coalesce(p_question, ''));
  v_sponsor uuid;
  v_help bigint;
  v_name text;
  v_oldest timestamptz;
begin
  if v_text = '' then
    raise exception using errcode = 'MT400', message = 'Question missing', detail = 'Write your question.';
  end if;
  if char_length(v_text) > 500 then
    raise exception using errcode = 'MT400', message = 'Question too long', detail = 'A question is at most 500 characters.';
  end if;
  select mp.sponsor_id into v_sponsor
    from app.member_progress mp join public.profiles s on s.id = mp.sponsor_id and s.deleted_at is null
   where mp.user_id = v_uid;
  if v_sponsor is null then
    raise exception using errcode = 'MT409', message = 'No sponsor', detail = 'You joined without a sponsor, so there is nobody to ask yet.';
  end if;
  select min(h.created_at) into v_oldest from (
    select h.created_at from app.help_requests h where h.user_id = v_uid and h.created_at > now() - interval '24 hours'
     order by h.created_at desc offset 4) h;
  if v_oldest is not null then
    raise exception using errcode = 'MT429', message = 'Too many questions',
      detail = 'You can ask for help 5 times a day. Your sponsor has your questions.',
      hint = greatest(1, ceil(extract(epoch from (v_oldest + interval '24 hours' - now()))))::integer::text;
  end if;
  perform app.refuse_claims(v_text);
  insert into app.help_requests (user_id, holder_id, question) values (v_uid, v_sponsor, v_text) returning id into v_help;
  select p.name into v_name from public.profiles p where p.id = v_uid;
  insert into app.coaching_tasks as t (sponsor_id, member_id, kind, reason, help_id)
  values (v_sponsor, v_uid, 'struggling', left(format('%s asked for help: "%s"', v_name, v_text), 600), v_help)
  on conflict (sponsor_id, member_id, kind) where closed_at is null
  do update set reason = excluded.reason, created_at = now(), help_id = excluded.help_id, acted_at = null;
  return jsonb_build_object(
    'message', format('%s has your question', (select p.name from public.profiles p where p.id = v_sponsor)),
    'help', jsonb_build_object('id', v_help, 'question', v_text, 'createdAt', now(), 'answeredAt', null,
      'holder', jsonb_build_object('id', v_sponsor, 'name', (select p.name from public.profiles p where p.id = v_sponsor))));
end;
$function$;

-- app.my_coaching() -> jsonb: the learner's side: their preferences, their sponsor and last cheer,
-- and their recent questions with who has each now.
--   { coached, hideFromUpline, sponsor: {id, name} | null, lastCheer: {...} | null,
--     help: [{id, question, createdAt, answeredAt, holder: {id, name} | null}] }
create or replace function app.my_coaching()
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  with me as (select app.require_uid() as id)
  select jsonb_build_object(
    'coached', app.is_coached(me.id),
    'hideFromUpline', coalesce((select cp.hide_from_upline from app.coaching_preferences cp where cp.user_id = me.id), false),
    'sponsor', (select jsonb_build_object('id', s.id, 'name', s.name)
                  from app.member_progress mp join public.profiles s on s.id = mp.sponsor_id and s.deleted_at is null
                 where mp.user_id = me.id),
    'lastCheer', (select jsonb_build_object('id', c.id, 'message', c.message, 'createdAt', c.created_at, 'seenAt', c.seen_at)
                    from app.cheers c where c.member_id = me.id order by c.created_at desc, c.id desc limit 1),
    'help', coalesce((select jsonb_agg(jsonb_build_object(
        'id', h.id, 'question', h.question, 'createdAt', h.created_at, 'answeredAt', h.answered_at,
        'holder', case when h.holder_id is null then null
                  else jsonb_build_object('id', h.holder_id, 'name', (select p.name from public.profiles p where p.id = h.holder_id)) end
      ) order by h.created_at desc, h.id desc)
      from (select x.* from app.help_requests x where x.user_id = me.id order by x.created_at desc, x.id desc limit 10) h), '[]'::jsonb)
  ) from me;
$function$;

-- Sets the caller's coaching preferences (a null leaves one as it is). Turning coaching off closes
-- the open tasks about them except the help they asked for.
create or replace function app.set_coaching (
  p_coached          boolean,
  p_hide_from_upline boolean
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
begin
  insert into app.coaching_preferences as cp (user_id, coached, hide_from_upline)
  values (v_uid, coalesce(p_coached, true), coalesce(p_hide_from_upline, false))
  on conflict (user_id) do update
    set coached = coalesce(p_coached, cp.coached), hide_from_upline = coalesce(p_hide_from_upline, cp.hide_from_upline);
  if not app.is_coached(v_uid) then
    update app.coaching_tasks t set closed_at = now(), outcome = 'resolved'
     where t.member_id = v_uid and t.closed_at is null and t.help_id is null;
  end if;
  return app.my_coaching() || jsonb_build_object('message', 'Coaching preferences saved');
end;
$function$;

-- app.top_coaches() -> jsonb: "Top coaches this week" (Monday, UTC): the five learners whose coaching
-- earned the most points this week, with their tasks acted on. Any signed-in learner; names only.
--   [{ id, name, points, tasks }]
create or replace function app.top_coaches()
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select coalesce(jsonb_agg(jsonb_build_object('id', c.user_id, 'name', p.name, 'points', c.points, 'tasks', c.tasks)
                            order by c.points desc, c.tasks desc, p.name), '[]'::jsonb)
    from (select l.user_id, sum(l.delta_points)::integer as points, count(*)::integer as tasks
            from public.ledger l
           where l.reason = 'coaching' and l.created_at >= date_trunc('week', now() at time zone 'utc') at time zone 'utc'
             and app.require_uid() is not null
           group by l.user_id order by points desc, tasks desc limit 5) c
    join public.profiles p on p.id = c.user_id and p.deleted_at is null;
$function$;

-- app.coaching_insights(p_days integer default 90) -> jsonb: the coaching funnel and its effect, for
-- admins (docs/product.md#insights). Over tasks opened in the last p_days (1-365):
--   funnel: [{ kind, tasks, acted, actedWithin24h }] (acted: any action but dismiss);
--   medianHoursToFirstCheer: over recruits who joined in the window and were cheered, hours from
--     joining to their first cheer (null without any);
--   cohorts: [{ cohort: 'cheered' | 'not_cheered', learners, avgActiveDays14 }]: recruits (with a
--     sponsor) who joined in the window at least 14 days ago, by whether a cheer reached them in their
--     first 7 days; avgActiveDays14 = the mean count of distinct UTC days with a ledger row or a course
--     progress write in their first 14 days.
-- Each array is CSV-ready (flat rows, one header per key). Errors: MT403 for anyone but an admin.
create or replace function app.coaching_insights (
  p_days integer default 90
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  v_since timestamptz := now() - make_interval(days => least(greatest(coalesce(p_days, 90), 1), 365));
begin
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can read the insights';
  end if;
  return jsonb_build_object(
    'days', least(greatest(coalesce(p_days, 90), 1), 365),
    'funnel', coalesce((
      select jsonb_agg(jsonb_build_object('kind', f.kind, 'tasks', f.tasks, 'acted', f.acted, 'actedWithin24h', f.fast) order by f.kind)
        from (select t.kind, count(*)::integer as tasks,
                     count(*) filter (where t.acted_at is not null)::integer as acted,
                     count(*) filter (where t.acted_at <= t.created_at + interval '24 hours')::integer as fast
                from app.coaching_tasks t where t.created_at >= v_since group by t.kind) f), '[]'::jsonb),
    'medianHoursToFirstCheer', (
      select round((percentile_cont(0.5) within group (order by extract(epoch from c.first - mp.joined_at) / 3600))::numeric, 1)
        from app.member_progress mp
        join lateral (select min(x.created_at) as first from app.cheers x where x.member_id = mp.user_id) c on c.first is not null
       where mp.sponsor_id is not null and mp.joined_at >= v_since),
    'cohorts', coalesce((
      select jsonb_agg(jsonb_build_object('cohort', k.cohort, 'learners', k.learners, 'avgActiveDays14', k.avg_days) order by k.cohort)
        from (select case when r.cheered then 'cheered' else 'not_cheered' end as cohort, count(*)::integer as learners,
                     round(avg(r.days), 2) as avg_days
                from (select mp.user_id,
                             exists (select 1 from app.cheers x where x.member_id = mp.user_id
                                        and x.created_at < mp.joined_at + interval '7 days') as cheered,
                             (select count(distinct d.day) from (
                                select l.created_at::date as day from public.ledger l
                                 where l.user_id = mp.user_id and l.created_at < mp.joined_at + interval '14 days'
                                union
                                select cp.updated_at::date from public.course_progress cp
                                 where cp.user_id = mp.user_id and cp.updated_at < mp.joined_at + interval '14 days') d) as days
                        from app.member_progress mp
                       where mp.sponsor_id is not null and not mp.deleted
                         and mp.joined_at >= v_since and mp.joined_at <= now() - interval '14 days') r
               group by 1) k), '[]'::jsonb)
  );
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
  when ((not new.is_correct))
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

-- Grants ------------------------------------------------------------------------------------------

revoke all on table "app"."coaching_preferences", "app"."help_requests", "app"."coaching_tasks", "app"."coaching_actions",
  "app"."cheers", "app"."quiz_misses", "app"."team_week_activity" from "anon", "authenticated", "service_role";

revoke all on function "app"."is_coached"(uuid) from public;

revoke all on function "app"."open_coaching_tasks"(uuid[], text, text[], timestamp with time zone[]) from public;

revoke all on function "app"."count_team_week"(uuid[], integer, integer, integer) from public;

revoke all on function "app"."coaching_missions"() from public;

revoke all on function "app"."coaching_promotions"() from public;

revoke all on function "app"."coaching_quiz_miss"() from public;

revoke all on function "app"."coaching_member_changed"() from public;

revoke all on function "app"."coaching_sweep"() from public;

grant execute on function "app"."coaching_sweep"() to "postgres", "service_role";

revoke all on function "app"."coaching_actions_for"(text) from public;

revoke all on function "app"."coaching_queue"() from public;

grant execute on function "app"."coaching_queue"() to "authenticated", "postgres";

revoke all on function "app"."coaching_act"(bigint, text, text) from public;

grant execute on function "app"."coaching_act"(bigint, text, text) to "authenticated", "postgres";

revoke all on function "app"."caller_task"(bigint, text) from public;

revoke all on function "app"."refuse_claims"(text) from public;

revoke all on function "app"."coaching_nudge_target"(bigint) from public;

grant execute on function "app"."coaching_nudge_target"(bigint) to "authenticated", "postgres";

revoke all on function "app"."my_cheers"() from public;

grant execute on function "app"."my_cheers"() to "authenticated", "postgres";

revoke all on function "app"."mark_cheers_seen"(bigint) from public;

grant execute on function "app"."mark_cheers_seen"(bigint) to "authenticated", "postgres";

revoke all on function "app"."ask_for_help"(text) from public;

grant execute on function "app"."ask_for_help"(text) to "authenticated", "postgres";

revoke all on function "app"."my_coaching"() from public;

grant execute on function "app"."my_coaching"() to "authenticated", "postgres";

revoke all on function "app"."set_coaching"(boolean, boolean) from public;

grant execute on function "app"."set_coaching"(boolean, boolean) to "authenticated", "postgres";

revoke all on function "app"."top_coaches"() from public;

grant execute on function "app"."top_coaches"() to "authenticated", "postgres";

revoke all on function "app"."coaching_insights"(integer) from public;

grant execute on function "app"."coaching_insights"(integer) to "authenticated", "postgres";
