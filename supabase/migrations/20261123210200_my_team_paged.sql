-- My Team read from the progress summary, with the member list in pages (docs/product.md#my-team,
-- docs/decisions.md "My Team at scale").
--
-- The totals (members, stuck, stations done, courses completed, members by level) stay for the
-- whole team; the members come a page at a time in the same order as before (level, stuck first,
-- joined; then id so a page boundary is stable), with nextOffset the offset of the next page or
-- null after the last. A sponsor with 5,000 members got 1.5 MB of JSON in one answer; building it
-- alone cost more than the 20 ms the read may take (README, "Performance").
-- The walk down the tree reads app.member_progress by sponsor (index-only: each member's sponsor,
-- join day, last active day, stations, courses, deleted); names, the sponsor's name, the nudge
-- preference and the last nudge are looked up for the page's rows only.
-- Courses completed now follow the total percent like every other screen (app.member_progress).

-- A member's last active day, one definition for the list and for app.record_nudge: the summary's
-- (the join day, the last login, a ledger row or a course progress write).
create or replace function app.last_active_on(p_user uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select mp.active_on from app.member_progress mp where mp.user_id = p_user;
$$;
revoke execute on function app.last_active_on(uuid) from public, anon, authenticated;

drop function app.my_team();

-- app.my_team(p_offset integer default 0, p_limit integer default 50) -> jsonb
--   { depth, stuckDays, nudgesEnabled, totals: {members, stuck, stationsDone, coursesCompleted,
--     byLevel}, members: [...the page...], offset, limit, nextOffset }
--   p_offset is clamped to >= 0 and p_limit to 1..10000. The api asks for 50 and allows up to 200
--   (contract/team.ts); the bench reads a whole team of 5,000 at once to show why it pages.
create function app.my_team(p_offset integer default 0, p_limit integer default 50)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with recursive me as (select app.require_uid() as id),
  s as (select team_depth, team_stuck_days from app.settings),
  args as (select greatest(coalesce(p_offset, 0), 0) as off, least(greatest(coalesce(p_limit, 50), 1), 10000) as lim),
  -- The downline as app.downline() walks it (app.referrals, kept in member_progress.sponsor_id).
  tree as (
    select m.user_id as id, m.sponsor_id, 1 as level, m.joined_at, m.active_on, m.stations, m.courses_completed, m.deleted
      from me join app.member_progress m on m.sponsor_id = me.id
    union all
    select m.user_id, m.sponsor_id, t.level + 1, m.joined_at, m.active_on, m.stations, m.courses_completed, m.deleted
      from tree t join app.member_progress m on m.sponsor_id = t.id
     where t.level < (select team_depth from s)
  ),
  -- A deleted account leaves the list (its recruits stay in the tree, under its anonymous name).
  -- Not materialised: read twice (totals, page) straight from the walk's own result, which was
  -- ~30 % faster than a second copy of 5,000 rows (a loop of calls inside Postgres).
  live as not materialized (
    select t.id, t.sponsor_id, t.level, t.joined_at, t.active_on, t.stations, t.courses_completed,
      t.active_on < current_date - (select team_stuck_days from s) as stuck
    from tree t where not t.deleted
  ),
  -- The totals in one pass, by level (a handful of rows).
  levels as (
    select level, count(*)::integer as members, count(*) filter (where stuck)::integer as stuck,
      sum(stations)::bigint as stations, sum(courses_completed)::bigint as courses
    from live group by level
  ),
  totals as (
    select coalesce(sum(members), 0)::integer as members, coalesce(sum(stuck), 0)::integer as stuck,
      coalesce(sum(stations), 0)::bigint as stations, coalesce(sum(courses), 0)::bigint as courses,
      coalesce(jsonb_agg(members order by level), '[]'::jsonb) as by_level
    from levels
  ),
  page as (
    select l.* from live l order by l.level, l.stuck desc, l.joined_at, l.id
    offset (select off from args) limit (select lim from args)
  )
  select jsonb_build_object(
    'depth', (select team_depth from s),
    'stuckDays', (select team_stuck_days from s),
    'nudgesEnabled', (select p.nudges_enabled from public.profiles p, me where p.id = me.id),
    'totals', (select jsonb_build_object('members', t.members, 'stuck', t.stuck, 'stationsDone', t.stations,
      'coursesCompleted', t.courses, 'byLevel', t.by_level) from totals t),
    -- Scalar subqueries: one primary-key lookup per row of the page (a join here was planned as a
    -- scan of every profile, the page's size being unknown to the planner).
    'members', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', r.id,
        'name', (select x.name from public.profiles x where x.id = r.id),
        'level', r.level,
        'sponsorName', (select x.name from public.profiles x where x.id = r.sponsor_id),
        'joinedAt', r.joined_at, 'stationsDone', r.stations, 'coursesCompleted', r.courses_completed,
        'lastActiveOn', r.active_on, 'stuck', r.stuck,
        'nudgesEnabled', (select x.nudges_enabled from public.profiles x where x.id = r.id),
        'lastNudgedAt', (select max(n.created_at) from app.nudges n where n.member_id = r.id)
      ) order by r.level, r.stuck desc, r.joined_at, r.id)
      from page r
    ), '[]'::jsonb),
    'offset', (select off from args),
    'limit', (select lim from args),
    'nextOffset', (select case when a.off + a.lim < t.members then a.off + a.lim end from args a, totals t)
  );
$$;
revoke execute on function app.my_team(integer, integer) from public, anon;
grant execute on function app.my_team(integer, integer) to authenticated;
