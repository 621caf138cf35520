-- The activation funnel from kept milestone dates (docs/operators.md, "Reports": activation_funnel).
--
-- reports.activation_funnel probed four indexes for each learner of its 12 weeks (about 115,000
-- at a million learners): 3.1 s. Now one row per learner holds when they signed up and when they
-- first reached each step, set by triggers on the tables that record the facts, and the view
-- groups the rows of the window by signup week.
--
-- The funnel counts steps EVER reached: a date, once set, is never cleared.
--   * station_1_at, all_stations_at: mission completions are only ever added (app.complete_mission);
--     all stations = as many completions as there are missions, dated by the last of them.
--   * first_course_at: the first course_progress row to become is_completed (the completion
--     rule of app.update_course_progress, which also pays the completion). Resetting the course
--     (app.reset_course_progress deletes the progress) or deleting it does not undo the step,
--     as it does not undo the reward.
--   * first_referral_at: the first app.referrals row naming the learner as referrer (a signup
--     with their invite code, paid or refused, as before). ops.reverse_referral_reward takes back
--     the reward by a ledger row and leaves the referral, so the step stays.
--   * Deleting or closing an account (app.forget_profile) keeps the profile, anonymous, so the
--     learner stays in their signup week with their steps, as in the registered count before.
--     Only a profile row actually deleted takes its milestones with it (foreign key, cascade).
--   * A changed profiles.created_at moves the learner to their new week.
--
-- Like every other trigger here (the ledger's posting, the leaderboard mirror), these do not fire
-- under session_replication_role = replica: a data-only restore (pg_dump's output sets it) brings
-- this table's rows with the rest, and would collide with rows made by triggers. A bulk load that
-- writes the facts with the triggers off runs app.rebuild_activation_milestones() afterwards, as
-- the benchmark does (docs/operators.md, "Reports").
-- Owner only, like every table of schema app: RLS on, no policy, no grant.

create table app.activation_milestones (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  signed_up_at timestamptz not null,
  station_1_at timestamptz,
  all_stations_at timestamptz,
  first_course_at timestamptz,
  first_referral_at timestamptz
);
-- The view reads a range of signup times and the four dates: all in the index, so a settled
-- table answers by an index-only scan. A learner's dates are set at most four times ever, so
-- carrying them in the index costs little.
create index activation_milestones_signed_up_at_idx on app.activation_milestones (signed_up_at)
  include (station_1_at, all_stations_at, first_course_at, first_referral_at);
alter table app.activation_milestones enable row level security;
revoke all on table app.activation_milestones from public, anon, authenticated, service_role;
comment on table app.activation_milestones is
  'Per learner: signup time and when each activation step was first reached (ever; never cleared). Kept by triggers; read by reports.activation_funnel.';

-- A learner's row: made with the profile, moved with its created_at. ---------------------------
create function app.activation_after_profile_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into app.activation_milestones (user_id, signed_up_at)
  select a.id, a.created_at from added a
  on conflict (user_id) do nothing;
  return null;
end;
$$;
revoke execute on function app.activation_after_profile_insert() from public, anon, authenticated;
create trigger profiles_activation_insert
  after insert on public.profiles
  referencing new table as added
  for each statement execute function app.activation_after_profile_insert();

-- Row level with a column list and a WHEN: the ordinary profile updates (balances, names,
-- streaks) never call it.
create function app.activation_after_signup_moved()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update app.activation_milestones m set signed_up_at = new.created_at where m.user_id = new.id;
  return null;
end;
$$;
revoke execute on function app.activation_after_signup_moved() from public, anon, authenticated;
create trigger profiles_activation_signup_moved
  after update of created_at on public.profiles
  for each row when (old.created_at is distinct from new.created_at)
  execute function app.activation_after_signup_moved();

-- Stations: the learners of the inserted completions, counted over all their completions. -----
create function app.activation_after_missions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  with done as (
    select mc.user_id, count(*) as missions, max(mc.completed_at) as last_at,
           min(mc.completed_at) filter (where mi.station = 1) as station_1_at
      from public.mission_completions mc
      join public.missions mi on mi.id = mc.mission_id
     where mc.user_id in (select a.user_id from added a)
     group by mc.user_id
  ), steps as (
    select d.user_id, d.station_1_at,
           case when d.missions >= (select count(*) from public.missions) then d.last_at end as all_stations_at
      from done d
  )
  update app.activation_milestones m
     set station_1_at = coalesce(m.station_1_at, s.station_1_at),
         all_stations_at = coalesce(m.all_stations_at, s.all_stations_at)
    from steps s
   where m.user_id = s.user_id
     and ((m.station_1_at is null and s.station_1_at is not null)
          or (m.all_stations_at is null and s.all_stations_at is not null));
  return null;
end;
$$;
revoke execute on function app.activation_after_missions() from public, anon, authenticated;
create trigger mission_completions_activation
  after insert on public.mission_completions
  referencing new table as added
  for each statement execute function app.activation_after_missions();

-- First course: a progress row inserted completed, or turning completed. Row level with a WHEN,
-- so saving watch time on an unfinished or finished course calls nothing.
create function app.activation_after_course_completed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update app.activation_milestones m
     set first_course_at = coalesce(new.completed_at, now())
   where m.user_id = new.user_id and m.first_course_at is null;
  return null;
end;
$$;
revoke execute on function app.activation_after_course_completed() from public, anon, authenticated;
create trigger course_progress_activation_insert
  after insert on public.course_progress
  for each row when (new.is_completed)
  execute function app.activation_after_course_completed();
create trigger course_progress_activation_update
  after update of is_completed on public.course_progress
  for each row when (new.is_completed and not old.is_completed)
  execute function app.activation_after_course_completed();

-- First referral: the referrers of the inserted referral rows. --------------------------------
create function app.activation_after_referrals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update app.activation_milestones m
     set first_referral_at = r.first_at
    from (select a.referrer_id, min(a.created_at) as first_at
            from added a
           where a.referrer_id is not null
           group by a.referrer_id) r
   where m.user_id = r.referrer_id and m.first_referral_at is null;
  return null;
end;
$$;
revoke execute on function app.activation_after_referrals() from public, anon, authenticated;
create trigger referrals_activation
  after insert on app.referrals
  referencing new table as added
  for each statement execute function app.activation_after_referrals();

-- Backfill (and a repair an operator can run): every profile's steps from the facts recorded
-- today, keeping any earlier date already kept. A course completed and since reset is found by
-- its completion reward in the ledger ('course_completion' is paid once per course, ever).
create function app.rebuild_activation_milestones()
returns bigint
language sql
set search_path = ''
as $$
  with missions as (
    select mc.user_id, count(*) as done, max(mc.completed_at) as last_at,
           min(mc.completed_at) filter (where mi.station = 1) as station_1_at
      from public.mission_completions mc
      join public.missions mi on mi.id = mc.mission_id
     group by mc.user_id
  ), courses as (
    select c.user_id, min(c.at) as at
      from (select cp.user_id, coalesce(cp.completed_at, cp.updated_at) as at
              from public.course_progress cp where cp.is_completed
            union all
            select l.user_id, l.created_at from public.ledger l where l.reason = 'course_completion') c
     group by c.user_id
  ), referrals as (
    select r.referrer_id as user_id, min(r.created_at) as at
      from app.referrals r where r.referrer_id is not null
     group by r.referrer_id
  ), upserted as (
    insert into app.activation_milestones as m
           (user_id, signed_up_at, station_1_at, all_stations_at, first_course_at, first_referral_at)
    select p.id, p.created_at, ms.station_1_at,
           case when ms.done >= (select count(*) from public.missions) then ms.last_at end,
           co.at, rf.at
      from public.profiles p
      left join missions ms on ms.user_id = p.id
      left join courses co on co.user_id = p.id
      left join referrals rf on rf.user_id = p.id
    on conflict (user_id) do update
      set signed_up_at = excluded.signed_up_at,
          station_1_at = least(m.station_1_at, excluded.station_1_at),
          all_stations_at = least(m.all_stations_at, excluded.all_stations_at),
          first_course_at = least(m.first_course_at, excluded.first_course_at),
          first_referral_at = least(m.first_referral_at, excluded.first_referral_at)
    returning 1
  )
  select count(*) from upserted;
$$;
revoke execute on function app.rebuild_activation_milestones() from public, anon, authenticated, service_role;
comment on function app.rebuild_activation_milestones() is
  'Recomputes app.activation_milestones from the recorded facts, keeping earlier kept dates. The migration''s backfill; owner only.';

select app.rebuild_activation_milestones();

-- The view: the rows of the last 12 signup weeks, one index range, grouped.
create or replace view reports.activation_funnel
with (security_invoker = true) as
  select date_trunc('week', m.signed_up_at at time zone 'UTC')::date as signup_week,
         count(*) as registered,
         count(m.station_1_at) as station_1,
         count(m.all_stations_at) as all_stations,
         count(m.first_course_at) as first_course,
         count(m.first_referral_at) as first_referral
    from app.activation_milestones m
   where m.signed_up_at >= (date_trunc('week', now() at time zone 'UTC') - interval '11 weeks') at time zone 'UTC'
   group by 1
   order by 1 desc;
comment on view reports.activation_funnel is
  'Per signup week (Monday, UTC), last 12 weeks: registered, finished station 1, finished all five stations, completed a first course, referred a first person. Each step counts the week''s signups that EVER reached it: a course reset or a reversed referral reward does not take it back (docs/operators.md).';
revoke all on table reports.activation_funnel from public, anon, authenticated, service_role;
