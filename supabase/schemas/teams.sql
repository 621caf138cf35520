-- My Team (docs/product.md#my-team; docs/decisions.md, "My Team at scale"): the downline walk, the
-- trigger-kept progress summary per learner and the paged member list. The nudge e-mail a sponsor
-- may send: nudges.sql.
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- A per-learner progress summary for My Team (docs/product.md#my-team, docs/decisions.md "My Team
-- at scale").
--
-- app.my_team() counted, for every member of the caller's downline, their mission completions and
-- completed courses and looked up their latest ledger row and course progress: six correlated
-- lookups a member, about 250 ms for a sponsor with 5,000 members at 1,000,000 learners. Even with
-- those counts kept, a lookup of the profile and one of a summary per member cost ~100 ms for
-- 5,000 members. So this table holds, per learner, everything the team's totals and order need,
-- and the sponsor, so the walk down the tree reads it from one index (index-only, ~5 ms for 5,000):
--   sponsor_id         = app.referrals.referrer_id of the row that referred this learner;
--   joined_at          = profiles.created_at; deleted = profiles.deleted_at is not null;
--   stations           = count of public.mission_completions rows (insert +n, delete -n);
--   courses_completed  = courses whose total percent (app.course_percents: 0.6 video + 0.4 quiz,
--                        the rule of every other screen, docs/product.md#courses) reaches 100;
--                        recounted for a learner when their course progress or quiz answers change,
--                        and for a course's learners when an admin adds, moves or deletes one of
--                        its quizzes or changes its duration (a course deleted cascades to its
--                        progress rows, which recount);
--   active_on          = the last active day: the join day, the last login, a ledger row, a course
--                        progress write (greatest: a day once active stays active, so a course
--                        reset does not move it back).
-- Every row is written by triggers in the same transaction as the facts it summarises. The
-- triggers on the busy tables are statement-level with transition tables (one set-based upsert
-- per statement, so an answer costs one small upsert and a bulk load one grouped upsert); those on
-- profile updates and referrals are row-level and fire only when a column read here changes.
-- Private: RLS on with no policy and no grant; read only through security definer functions.
create table "app"."member_progress" (
  "user_id"           uuid                     not null,
  "sponsor_id"        uuid,
  "joined_at"         timestamp with time zone not null default now(),
  "active_on"         date                     not null default CURRENT_DATE,
  "stations"          integer                  not null default 0,
  "courses_completed" integer                  not null default 0,
  "deleted"           boolean                  not null default false,
  constraint "member_progress_courses_completed_check" check ((courses_completed >= 0)),
  constraint "member_progress_pkey" primary key (user_id),
  constraint "member_progress_stations_check" check ((stations >= 0)),
  constraint "member_progress_user_id_fkey" foreign key (user_id) references public.profiles(id)
    on delete cascade
) with (autovacuum_analyze_scale_factor=0.05, autovacuum_vacuum_scale_factor=0.02);

comment on table "app"."member_progress" is 'Per-learner summary kept by triggers for My Team: sponsor, join day, last active day, stations done, courses completed (total percent), deleted.';

-- Reading a member's last activity (their latest ledger row) without scanning all of their rows.
create index ledger_user_created_idx on public.ledger using btree (user_id, created_at);

-- The downline walk: the members a sponsor referred with every column My Team's totals and order
-- read, so each step of the recursion is an index-only scan.
create index member_progress_sponsor_idx on app.member_progress using btree (sponsor_id)
  include (user_id, joined_at, active_on, stations, courses_completed, deleted)
  where (sponsor_id is not null);

-- The index the downline walk needs (app.downline, docs/product.md#my-team): each step of the
-- recursion looks up the accounts a member referred, `referrer_id = $1 and referred_id is not
-- null`. referrals_referrer_id_idx finds the rows but must visit the table for referred_id and
-- the refused invitations' rows (referred_id null) alike; this partial index answers the step
-- from the index alone (index-only scan) and leaves out the rows that never joined.
create index referrals_downline_idx on app.referrals using btree (referrer_id, referred_id)
  where (referred_id is not null);

-- The downline of p_root: (id, sponsor_id, level), level 1 = joined with p_root's code. Referrals
-- cannot form a cycle (an account is referred once, at signup, by an account that already exists),
-- and the depth bounds the walk anyway. Internal: no grant.
create or replace function app.downline (
  p_root uuid
)
  returns table (
    id         uuid,
    sponsor_id uuid,
    level      integer
  )
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  with recursive tree(id, sponsor_id, level) as (
    select r.referred_id, r.referrer_id, 1
    from app.referrals r
    where r.referrer_id = p_root and r.referred_id is not null
    union all
    select r.referred_id, r.referrer_id, t.level + 1
    from tree t
    join app.referrals r on r.referrer_id = t.id
    where r.referred_id is not null and t.level < (select s.team_depth from app.settings s)
  )
  select tree.id, tree.sponsor_id, tree.level from tree;
$function$;

-- A member's last active day, one definition for the list and for app.record_nudge: the summary's
-- (the join day, the last login, a ledger row or a course progress write).
create or replace function app.last_active_on (
  p_user uuid
)
  returns date
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select mp.active_on from app.member_progress mp where mp.user_id = p_user;
$function$;

-- Admin edits that change a course's total for everyone who started it: a quiz added to it,
-- moved to or from it, or deleted (its answers go with it), and a new duration (the video
-- percent). Rare, and they recount only that course's learners.
create or replace function app.member_progress_course_rules()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_courses bigint[];
begin
  if tg_table_name = 'quizzes' then
    if tg_op = 'INSERT' then
      select array_agg(n.course_id) into v_courses from new_rows n;
    elsif tg_op = 'DELETE' then
      select array_agg(o.course_id) into v_courses from old_rows o;
    else
      select array_agg(c.id) into v_courses
        from (select n.course_id as id from new_rows n join old_rows o on o.id = n.id where n.course_id is distinct from o.course_id
              union all
              select o.course_id from new_rows n join old_rows o on o.id = n.id where n.course_id is distinct from o.course_id) c;
    end if;
  else
    select array_agg(n.id) into v_courses
      from new_rows n join old_rows o on o.id = n.id where n.duration is distinct from o.duration;
  end if;
  if v_courses is not null then
    perform app.refresh_member_courses(array_agg(cp.user_id))
       from public.course_progress cp where cp.course_id = any (v_courses) having count(*) > 0;
  end if;
  return null;
end;
$function$;

-- Course progress and quiz answers. A course progress write is a day of activity; any change
-- (completion, watch time, a reset that deletes the row, a course deleted under it) recounts the
-- learner's completed courses. An answer moves the quiz percent of its course: answers to general
-- quizzes (no course: the quick quizzes) change nothing here, and an answer whose quiz is being
-- deleted is recounted by the quizzes trigger below.
create or replace function app.member_progress_courses()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_users uuid[];
begin
  if tg_table_name = 'course_progress' then
    if tg_op <> 'DELETE' then
      perform app.touch_member_active(array_agg(n.user_id), array_agg(n.updated_at::date)) from new_rows n having count(*) > 0;
      select array_agg(n.user_id) into v_users from new_rows n;
    end if;
    if tg_op <> 'INSERT' then
      select coalesce(v_users, '{}') || array_agg(o.user_id) into v_users from old_rows o;
    end if;
  else
    if tg_op <> 'DELETE' then
      select array_agg(n.user_id) into v_users from new_rows n join public.quizzes q on q.id = n.quiz_id and q.course_id is not null;
    end if;
    if tg_op <> 'INSERT' then
      select coalesce(v_users, '{}') || array_agg(o.user_id) into v_users
        from old_rows o join public.quizzes q on q.id = o.quiz_id and q.course_id is not null;
    end if;
  end if;
  if cardinality(v_users) > 0 then
    perform app.refresh_member_courses(v_users);
  end if;
  return null;
end;
$function$;

-- Ledger rows are only ever inserted (ledger_no_update_or_delete): each one is a day of activity.
create or replace function app.member_progress_ledger()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  perform app.touch_member_active(array_agg(n.user_id), array_agg(n.created_at::date)) from new_rows n having count(*) > 0;
  return null;
end;
$function$;

create or replace function app.member_progress_missions()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  if tg_op = 'INSERT' then
    insert into app.member_progress as mp (user_id, stations)
    select n.user_id, count(*) from new_rows n group by n.user_id
    on conflict (user_id) do update set stations = mp.stations + excluded.stations;
  else
    update app.member_progress mp set stations = mp.stations - d.n
      from (select o.user_id, count(*) as n from old_rows o group by o.user_id) d
     where mp.user_id = d.user_id;
  end if;
  return null;
end;
$function$;

-- Profiles: a new learner gets their row (joined today, active today); a login, a changed join
-- date or a deletion updates it. Most profile updates move balances only and do not fire this.
create or replace function app.member_progress_new_profiles()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  insert into app.member_progress as mp (user_id, joined_at, active_on, deleted)
  select n.id, n.created_at, greatest(n.created_at::date, n.last_login_on), n.deleted_at is not null from new_rows n
  on conflict (user_id) do update
    set joined_at = excluded.joined_at, active_on = greatest(mp.active_on, excluded.active_on), deleted = excluded.deleted;
  return null;
end;
$function$;

create or replace function app.member_progress_profile()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  -- A login moves the day forward. A join date or a login day moved back (an operator's
  -- correction; never the app) recounts the day from the facts instead.
  update app.member_progress mp
     set joined_at = new.created_at,
         active_on = case
           when new.created_at is not distinct from old.created_at
                and (old.last_login_on is null or new.last_login_on >= old.last_login_on)
             then greatest(mp.active_on, new.last_login_on)
           else greatest(new.created_at::date, new.last_login_on,
                         (select max(l.created_at)::date from public.ledger l where l.user_id = new.id),
                         (select max(c.updated_at)::date from public.course_progress c where c.user_id = new.id))
         end,
         deleted = new.deleted_at is not null
   where mp.user_id = new.id;
  return null;
end;
$function$;

-- Referrals: who referred a learner (a row made at signup; the referrer set null if that profile
-- row ever goes). A refused invitation has no referred_id and is nobody's sponsor link.
create or replace function app.member_progress_referral()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.referred_id is not null then
    update app.member_progress mp set sponsor_id = null where mp.user_id = old.referred_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.referred_id is not null then
    update app.member_progress mp set sponsor_id = new.referrer_id where mp.user_id = new.referred_id;
  end if;
  return null;
end;
$function$;

-- app.my_team(p_offset integer default 0, p_limit integer default 50) -> jsonb
--   { depth, stuckDays, nudgesEnabled, totals: {members, stuck, stationsDone, coursesCompleted,
--     byLevel}, members: [...the page...], offset, limit, nextOffset }
--   p_offset is clamped to >= 0 and p_limit to 1..10000. The api asks for 50 and allows up to 200
--   (contract/team.ts); the bench reads a whole team of 5,000 at once to show why it pages.
create or replace function app.my_team (
  p_offset integer default 0,
  p_limit  integer default 50
)
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
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
$function$;

-- app.rebuild_member_progress(): the summary recomputed from the facts for every learner (for bulk
-- loads made with triggers off, as the benchmarks do). Internal.
-- A rebuild is not news: nothing it counts happened now. The coaching trigger (a sponsor's tasks
-- and weekly team counts, coaching.sql) is off while it runs; with it on, every completed course
-- counted again (0, then the recount) was told to the sponsors as finished this week. The courses
-- finished are recorded as first finishes, so finishing one of them again later is no news either.
create or replace function app.rebuild_member_progress()
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  alter table app.member_progress disable trigger member_progress_coaching;
  insert into app.member_progress as mp (user_id, sponsor_id, joined_at, active_on, stations, courses_completed, deleted)
  select p.id, r.referrer_id, p.created_at, greatest(p.created_at::date, p.last_login_on, l.day, c.day), coalesce(m.n, 0), 0,
         p.deleted_at is not null
    from public.profiles p
    left join app.referrals r on r.referred_id = p.id
    left join (select x.user_id, count(*)::integer as n from public.mission_completions x group by x.user_id) m on m.user_id = p.id
    left join (select x.user_id, max(x.created_at)::date as day from public.ledger x group by x.user_id) l on l.user_id = p.id
    left join (select x.user_id, max(x.updated_at)::date as day from public.course_progress x group by x.user_id) c on c.user_id = p.id
  on conflict (user_id) do update
    set sponsor_id = excluded.sponsor_id, joined_at = excluded.joined_at, active_on = excluded.active_on,
        stations = excluded.stations, courses_completed = 0, deleted = excluded.deleted;
  perform app.refresh_member_courses(array_agg(distinct cp.user_id)) from public.course_progress cp having count(*) > 0;
  -- The courses finished so far are no news later either (app.course_firsts, coaching.sql).
  perform app.record_course_firsts(array_agg(mp.user_id)) from app.member_progress mp
   where mp.courses_completed > 0 having count(*) > 0;
  alter table app.member_progress enable trigger member_progress_coaching;
end;
$function$;

-- app.refresh_member_courses(p_users uuid[]): recounts the completed courses of these learners
-- from the facts, with the one progress rule (app.course_percents). Only a learner with a course
-- progress row can reach 100 (without watching, the total is at most 0.4 x the quiz percent).
-- Internal: no grant.
create or replace function app.refresh_member_courses (
  p_users uuid[]
)
  returns void
  language sql
  security definer
  set search_path to ''
  AS $function$
  insert into app.member_progress as mp (user_id, courses_completed)
  select u.id, (select count(*) from app.course_percents(u.id) c where c.total >= 100)::integer
    from (select distinct x.id from unnest(p_users) as x(id)) u
    -- A learner whose profile is going away (a cascade in progress) has nothing left to count.
    join public.profiles p on p.id = u.id
  on conflict (user_id) do update set courses_completed = excluded.courses_completed
    where mp.courses_completed is distinct from excluded.courses_completed;
$function$;

-- Raises active_on of the learners in (user_id, day) pairs to that day.
create or replace function app.touch_member_active (
  p_users uuid[],
  p_days  date[]
)
  returns void
  language sql
  security definer
  set search_path to ''
  AS $function$
  insert into app.member_progress as mp (user_id, active_on)
  select t.id, max(t.day) from unnest(p_users, p_days) as t(id, day) group by t.id
  on conflict (user_id) do update set active_on = greatest(mp.active_on, excluded.active_on)
    where mp.active_on is null or mp.active_on < excluded.active_on;
$function$;

create trigger referrals_member_progress
  after insert or delete or update of referrer_id, referred_id on app.referrals
  for each row
  execute function app.member_progress_referral();

create trigger course_progress_member_progress_delete
  after delete on public.course_progress referencing OLD table as old_rows
  for each STATEMENT
  execute function app.member_progress_courses();

create trigger course_progress_member_progress_insert
  after insert on public.course_progress referencing NEW table as new_rows
  for each STATEMENT
  execute function app.member_progress_courses();

create trigger course_progress_member_progress_update
  after update on public.course_progress referencing OLD table as old_rows NEW table as new_rows
  for each STATEMENT
  execute function app.member_progress_courses();

create trigger courses_member_progress_update
  after update on public.courses referencing OLD table as old_rows NEW table as new_rows
  for each STATEMENT
  execute function app.member_progress_course_rules();

create trigger ledger_member_progress_insert
  after insert on public.ledger referencing NEW table as new_rows
  for each STATEMENT
  execute function app.member_progress_ledger();

create trigger mission_completions_member_progress_delete
  after delete on public.mission_completions referencing OLD table as old_rows
  for each STATEMENT
  execute function app.member_progress_missions();

create trigger mission_completions_member_progress_insert
  after insert on public.mission_completions referencing NEW table as new_rows
  for each STATEMENT
  execute function app.member_progress_missions();

create trigger profiles_member_progress_insert
  after insert on public.profiles referencing NEW table as new_rows
  for each STATEMENT
  execute function app.member_progress_new_profiles();

create trigger profiles_member_progress_update
  after update of created_at, last_login_on, deleted_at on public.profiles
  for each row
  when
    (((old.created_at IS DISTINCT FROM new.created_at) OR (old.last_login_on IS DISTINCT FROM
    new.last_login_on) OR ((old.deleted_at IS NULL) <> (new.deleted_at IS NULL))))
  execute function app.member_progress_profile();

create trigger quiz_answers_member_progress_delete
  after delete on public.quiz_answers referencing OLD table as old_rows
  for each STATEMENT
  execute function app.member_progress_courses();

create trigger quiz_answers_member_progress_insert
  after insert on public.quiz_answers referencing NEW table as new_rows
  for each STATEMENT
  execute function app.member_progress_courses();

create trigger quiz_answers_member_progress_update
  after update on public.quiz_answers referencing OLD table as old_rows NEW table as new_rows
  for each STATEMENT
  execute function app.member_progress_courses();

create trigger quizzes_member_progress_delete
  after delete on public.quizzes referencing OLD table as old_rows
  for each STATEMENT
  execute function app.member_progress_course_rules();

create trigger quizzes_member_progress_insert
  after insert on public.quizzes referencing NEW table as new_rows
  for each STATEMENT
  execute function app.member_progress_course_rules();

create trigger quizzes_member_progress_update
  after update on public.quizzes referencing OLD table as old_rows NEW table as new_rows
  for each STATEMENT
  execute function app.member_progress_course_rules();

alter table "app"."member_progress"
  enable row level security;

revoke all on function "app"."downline"(uuid) from public;

revoke all on function "app"."last_active_on"(uuid) from public;

revoke all on function "app"."member_progress_course_rules"() from public;

revoke all on function "app"."member_progress_courses"() from public;

revoke all on function "app"."member_progress_ledger"() from public;

revoke all on function "app"."member_progress_missions"() from public;

revoke all on function "app"."member_progress_new_profiles"() from public;

revoke all on function "app"."member_progress_profile"() from public;

revoke all on function "app"."member_progress_referral"() from public;

revoke all on function "app"."my_team"(integer, integer) from public;

grant execute on function "app"."my_team"(integer, integer) to "authenticated", "postgres";

revoke all on function "app"."rebuild_member_progress"() from public;

revoke all on function "app"."refresh_member_courses"(uuid[]) from public;

revoke all on function "app"."touch_member_active"(uuid[], date[]) from public;
