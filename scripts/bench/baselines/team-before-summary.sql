-- The baseline of npm run bench:team: app.last_active_on() and app.my_team() as they were before the
-- progress summary (git history: supabase/migrations/20261123190000_teams_and_nudges.sql), renamed
-- into pg_temp so the bench can run them beside today's functions in one session.

create function pg_temp.last_active_on_before(p_user uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(
    p.created_at::date,
    p.last_login_on,
    (select max(l.created_at)::date from public.ledger l where l.user_id = p_user),
    (select max(c.updated_at)::date from public.course_progress c where c.user_id = p_user)
  )
  from public.profiles p where p.id = p_user;
$$;

create function pg_temp.my_team_before()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with me as (select app.require_uid() as id),
  s as (select team_depth, team_stuck_days from app.settings),
  tree as (select d.* from me, app.downline(me.id) d),
  members as (
    select t.id, t.level, sp.name as sponsor_name, p.name, p.created_at, p.nudges_enabled,
      (select count(*) from public.mission_completions m where m.user_id = t.id)::int as stations,
      (select count(*) from public.course_progress c where c.user_id = t.id and c.is_completed)::int as courses,
      pg_temp.last_active_on_before(t.id) as last_active,
      (select max(n.created_at) from app.nudges n where n.member_id = t.id) as last_nudged
    from tree t
    join public.profiles p on p.id = t.id
    left join public.profiles sp on sp.id = t.sponsor_id
    -- A deleted account leaves the list (its recruits stay in the tree, under its anonymous name).
    where p.deleted_at is null
  ),
  rows as (
    select m.*, m.last_active < current_date - (select team_stuck_days from s) as stuck from members m
  )
  select jsonb_build_object(
    'depth', (select team_depth from s),
    'stuckDays', (select team_stuck_days from s),
    'nudgesEnabled', (select p.nudges_enabled from public.profiles p, me where p.id = me.id),
    'totals', jsonb_build_object(
      'members', (select count(*) from rows),
      'stuck', (select count(*) from rows where stuck),
      'stationsDone', (select coalesce(sum(stations), 0) from rows),
      'coursesCompleted', (select coalesce(sum(courses), 0) from rows),
      'byLevel', (select coalesce(jsonb_agg(n order by level), '[]'::jsonb) from (select level, count(*) as n from rows group by level) l)
    ),
    'members', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', r.id, 'name', r.name, 'level', r.level, 'sponsorName', r.sponsor_name,
        'joinedAt', r.created_at, 'stationsDone', r.stations, 'coursesCompleted', r.courses,
        'lastActiveOn', r.last_active, 'stuck', r.stuck, 'nudgesEnabled', r.nudges_enabled,
        'lastNudgedAt', r.last_nudged
      ) order by r.level, r.stuck desc, r.created_at)
      from rows r
    ), '[]'::jsonb)
  );
$$;
