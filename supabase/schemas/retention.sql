-- Retention for /insights (docs/product.md#insights): daily and weekly active learners, D1/D7/D30
-- by signup week, the streak distribution, and reminder sends, opens and unsubscribes. Kept as
-- counters when a learner is first active on a day (app.record_activity, called by app.record_visit),
-- so a report reads at most a few hundred counter rows whatever the number of learners; counters are
-- striped by app.leaderboard_stripe so the first visits of a busy morning do not queue on one row.
-- Days and weeks are UTC; a week is its Monday. Owner only, like every table of schema app.
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

create table "app"."active_days" (
  "day"     date not null,
  "user_id" uuid not null,
  constraint "active_days_pkey" primary key (day, user_id),
  constraint "active_days_user_id_fkey" foreign key (user_id) references public.profiles(id) on delete cascade
);

create table "app"."active_weeks" (
  "week"    date not null,
  "user_id" uuid not null,
  constraint "active_weeks_pkey" primary key (week, user_id),
  constraint "active_weeks_user_id_fkey" foreign key (user_id) references public.profiles(id) on delete cascade
);

-- Active learners per day ('day') or week ('week'), in stripes.
create table "app"."activity_counts" (
  "period" text     not null,
  "start"  date     not null,
  "stripe" smallint not null,
  "active" integer  not null default 0,
  constraint "activity_counts_period_check" check ((period = ANY (ARRAY['day'::text, 'week'::text]))),
  constraint "activity_counts_pkey" primary key (period, start, stripe)
);

-- Learners of a signup week active again exactly 1, 7 or 30 days after their signup day, in stripes.
create table "app"."retention_counts" (
  "signup_week" date     not null,
  "offset_days" smallint not null,
  "stripe"      smallint not null,
  "returned"    integer  not null default 0,
  constraint "retention_counts_offset_days_check" check ((offset_days = ANY (ARRAY[1, 7, 30]))),
  constraint "retention_counts_pkey" primary key (signup_week, offset_days, stripe)
);

-- Reminders per UTC day of sending: sent, opened (counted on the day the reminder was sent) and
-- e-mail unsubscribes (an unsubscribe that turned reminder e-mails off, on its day), in stripes.
-- Kept by the triggers below, so the report reads at most 90 x 16 rows however many reminders go out.
create table "app"."reminder_counts" (
  "day"          date     not null,
  "stripe"       smallint not null,
  "sends"        integer  not null default 0,
  "opens"        integer  not null default 0,
  "unsubscribes" integer  not null default 0,
  constraint "reminder_counts_pkey" primary key (day, stripe)
);

-- Deleting a profile cascades here: without an index on user_id that is a scan (and an advisor finding).
create index active_days_user_id_idx on app.active_days using btree (user_id);

create index active_weeks_user_id_idx on app.active_weeks using btree (user_id);

-- The Monday of a date's week.
create or replace function app.week_of (
  p_day date
)
  returns date
  language sql
  immutable
  set search_path to ''
  AS $function$
  select p_day - (extract(isodow from p_day)::integer - 1);
$function$;

-- app.record_activity(p_user_id, p_at): the learner was active at p_at. The first time on a UTC day
-- (and week) it counts them, and on the 1st, 7th and 30th day after signup it counts their return.
create or replace function app.record_activity (
  p_user_id uuid,
  p_at timestamptz default now()
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_day date := (p_at at time zone 'UTC')::date;
  v_stripe smallint := app.leaderboard_stripe(p_user_id);
  v_signup date;
begin
  insert into app.active_days (day, user_id) values (v_day, p_user_id) on conflict do nothing;
  if not found then
    return;
  end if;
  insert into app.activity_counts as c (period, start, stripe, active) values ('day', v_day, v_stripe, 1)
  on conflict (period, start, stripe) do update set active = c.active + 1;
  insert into app.active_weeks (week, user_id) values (app.week_of(v_day), p_user_id) on conflict do nothing;
  if found then
    insert into app.activity_counts as c (period, start, stripe, active) values ('week', app.week_of(v_day), v_stripe, 1)
    on conflict (period, start, stripe) do update set active = c.active + 1;
  end if;
  select (p.created_at at time zone 'UTC')::date into v_signup from public.profiles p where p.id = p_user_id;
  if v_day - v_signup in (1, 7, 30) then
    insert into app.retention_counts as r (signup_week, offset_days, stripe, returned)
    values (app.week_of(v_signup), v_day - v_signup, v_stripe, 1)
    on conflict (signup_week, offset_days, stripe) do update set returned = r.returned + 1;
  end if;
end;
$function$;

-- Counts the reminders a statement recorded (app.claim_due_reminders records a run's in one).
create or replace function app.count_reminder_sends()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  insert into app.reminder_counts as c (day, stripe, sends)
  select (n.sent_at at time zone 'UTC')::date, app.leaderboard_stripe(n.user_id), count(*)::integer from new_rows n group by 1, 2
  on conflict (day, stripe) do update set sends = c.sends + excluded.sends;
  return null;
end;
$function$;

-- Counts one event of a reminder row; the trigger's arguments name the row's timestamp that dates it
-- and the counter: a first open ('sent_at', 'opens': on the day the reminder was sent) or an
-- unsubscribe that turned reminder e-mails off ('unsubscribed_at', 'unsubscribes': on its day).
create or replace function app.count_reminder_event()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_at timestamptz := (to_jsonb(new) ->> tg_argv[0])::timestamptz;
  v_open integer := (tg_argv[1] = 'opens')::integer;
begin
  insert into app.reminder_counts as c (day, stripe, opens, unsubscribes)
  values ((v_at at time zone 'UTC')::date, app.leaderboard_stripe(new.user_id), v_open, 1 - v_open)
  on conflict (day, stripe) do update set opens = c.opens + excluded.opens, unsubscribes = c.unsubscribes + excluded.unsubscribes;
  return null;
end;
$function$;

-- app.rebuild_reminder_counts() -> integer (the day rows written): recounts app.reminder_counts from
-- the sends and unsubscribes recorded (after a bulk load that bypassed the triggers, and once when
-- the counts began). Owner only.
create or replace function app.rebuild_reminder_counts()
  returns integer
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_rows integer;
begin
  delete from app.reminder_counts where true;
  insert into app.reminder_counts (day, stripe, sends, opens, unsubscribes)
  select e.day, e.stripe, sum(e.sends)::integer, sum(e.opens)::integer, sum(e.unsubscribes)::integer
    from (select (rs.sent_at at time zone 'UTC')::date as day, app.leaderboard_stripe(rs.user_id) as stripe,
                 1 as sends, (rs.opened_at is not null)::integer as opens, 0 as unsubscribes
            from public.reminder_sends rs
          union all
          select (s.unsubscribed_at at time zone 'UTC')::date, app.leaderboard_stripe(s.user_id), 0, 0, 1
            from public.reminder_settings s where s.unsubscribed_at is not null) e
   group by e.day, e.stripe;
  get diagnostics v_rows = row_count;
  return v_rows;
end;
$function$;

-- The retention figures as /insights shows them (app.insights): the last 90 days, 12 weeks.
create or replace function app.retention_insights()
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  with today as (select (now() at time zone 'UTC')::date as d)
  select jsonb_build_object(
    'daily', (
      select coalesce(jsonb_agg(jsonb_build_object('day', x.start::text, 'active', x.active) order by x.start), '[]'::jsonb)
        from (select c.start, sum(c.active)::integer as active from app.activity_counts c, today
               where c.period = 'day' and c.start > today.d - 90 group by c.start) x),
    'weekly', (
      select coalesce(jsonb_agg(jsonb_build_object('week', x.start::text, 'active', x.active) order by x.start), '[]'::jsonb)
        from (select c.start, sum(c.active)::integer as active from app.activity_counts c, today
               where c.period = 'week' and c.start > app.week_of(today.d) - 84 group by c.start) x),
    'cohorts', (
      select coalesce(jsonb_agg(jsonb_build_object('week', w.week::text, 'signups', w.signups,
               'd1', coalesce(r.d1, 0), 'd7', coalesce(r.d7, 0), 'd30', coalesce(r.d30, 0)) order by w.week), '[]'::jsonb)
        from (select app.week_of((m.signed_up_at at time zone 'UTC')::date) as week, count(*)::integer as signups
                from app.activation_milestones m, today
               where m.signed_up_at >= (app.week_of(today.d) - 77)::timestamp at time zone 'UTC'
               group by 1) w
        left join (select rc.signup_week,
                          sum(rc.returned) filter (where rc.offset_days = 1)::integer as d1,
                          sum(rc.returned) filter (where rc.offset_days = 7)::integer as d7,
                          sum(rc.returned) filter (where rc.offset_days = 30)::integer as d30
                     from app.retention_counts rc group by rc.signup_week) r on r.signup_week = w.week),
    'streaks', (
      select coalesce(jsonb_agg(jsonb_build_object('streak', b.label, 'learners', coalesce(s.n, 0)) order by b.low), '[]'::jsonb)
        from (values (0, '0-1 days'), (2, '2-6 days'), (7, '7-13 days'), (14, '14-29 days'), (30, '30+ days')) as b(low, label)
        left join (select case when p.login_streak >= 30 then 30 when p.login_streak >= 14 then 14 when p.login_streak >= 7 then 7
                               when p.login_streak >= 2 then 2 else 0 end as low, count(*)::integer as n
                     from public.profiles p where p.deleted_at is null group by 1) s on s.low = b.low),
    'reminders', (
      select coalesce(jsonb_agg(jsonb_build_object('day', x.day::text, 'sends', x.sends, 'opens', x.opens, 'unsubscribes', x.unsubscribes) order by x.day), '[]'::jsonb)
        from (select c.day, sum(c.sends)::integer as sends, sum(c.opens)::integer as opens, sum(c.unsubscribes)::integer as unsubscribes
                from app.reminder_counts c, today where c.day > today.d - 90 group by c.day) x)
  );
$function$;

create trigger reminder_sends_counted after insert on public.reminder_sends
  referencing new table as new_rows for each statement execute function app.count_reminder_sends();

create trigger reminder_sends_open_counted after update of opened_at on public.reminder_sends
  for each row when (old.opened_at is null and new.opened_at is not null) execute function app.count_reminder_event('sent_at', 'opens');

create trigger reminder_settings_unsubscribe_counted after update of unsubscribed_at on public.reminder_settings
  for each row when (old.by_email and not new.by_email and new.unsubscribed_at is distinct from old.unsubscribed_at)
  execute function app.count_reminder_event('unsubscribed_at', 'unsubscribes');

alter table "app"."active_days" enable row level security;

alter table "app"."active_weeks" enable row level security;

alter table "app"."activity_counts" enable row level security;

alter table "app"."retention_counts" enable row level security;

alter table "app"."reminder_counts" enable row level security;

revoke all on function "app"."week_of"(date) from public;

revoke all on function "app"."record_activity"(uuid, timestamp with time zone) from public;

revoke all on function "app"."retention_insights"() from public;

revoke all on function "app"."count_reminder_sends"() from public;

revoke all on function "app"."count_reminder_event"() from public;

revoke all on function "app"."rebuild_reminder_counts"() from public;
