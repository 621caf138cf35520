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

create table app.member_progress (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  sponsor_id uuid,
  joined_at timestamptz not null default now(),
  active_on date not null default current_date,
  stations integer not null default 0 check (stations >= 0),
  courses_completed integer not null default 0 check (courses_completed >= 0),
  deleted boolean not null default false
);
-- The downline walk: the members a sponsor referred with every column My Team's totals and order
-- read, so each step of the recursion is an index-only scan.
create index member_progress_sponsor_idx on app.member_progress (sponsor_id)
  include (user_id, joined_at, active_on, stations, courses_completed, deleted) where sponsor_id is not null;
-- Every update of a row moves an included column, so none is a HOT update and each leaves dead
-- index entries behind; vacuum sooner than the default 20 % so the walk stays index-only.
alter table app.member_progress set (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
alter table app.member_progress enable row level security;
revoke all on table app.member_progress from public, anon, authenticated, service_role;
comment on table app.member_progress is
  'Per-learner summary kept by triggers for My Team: sponsor, join day, last active day, stations done, courses completed (total percent), deleted.';

-- app.refresh_member_courses(p_users uuid[]): recounts the completed courses of these learners
-- from the facts, with the one progress rule (app.course_percents). Only a learner with a course
-- progress row can reach 100 (without watching, the total is at most 0.4 x the quiz percent).
-- Internal: no grant.
create function app.refresh_member_courses(p_users uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into app.member_progress as mp (user_id, courses_completed)
  select u.id, (select count(*) from app.course_percents(u.id) c where c.total >= 100)::integer
    from (select distinct x.id from unnest(p_users) as x(id)) u
    -- A learner whose profile is going away (a cascade in progress) has nothing left to count.
    join public.profiles p on p.id = u.id
  on conflict (user_id) do update set courses_completed = excluded.courses_completed
    where mp.courses_completed is distinct from excluded.courses_completed;
$$;
revoke execute on function app.refresh_member_courses(uuid[]) from public, anon, authenticated, service_role;

-- Raises active_on of the learners in (user_id, day) pairs to that day.
create function app.touch_member_active(p_users uuid[], p_days date[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into app.member_progress as mp (user_id, active_on)
  select t.id, max(t.day) from unnest(p_users, p_days) as t(id, day) group by t.id
  on conflict (user_id) do update set active_on = greatest(mp.active_on, excluded.active_on)
    where mp.active_on is null or mp.active_on < excluded.active_on;
$$;
revoke execute on function app.touch_member_active(uuid[], date[]) from public, anon, authenticated, service_role;

-- Profiles: a new learner gets their row (joined today, active today); a login, a changed join
-- date or a deletion updates it. Most profile updates move balances only and do not fire this.
create function app.member_progress_new_profiles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into app.member_progress as mp (user_id, joined_at, active_on, deleted)
  select n.id, n.created_at, greatest(n.created_at::date, n.last_login_on), n.deleted_at is not null from new_rows n
  on conflict (user_id) do update
    set joined_at = excluded.joined_at, active_on = greatest(mp.active_on, excluded.active_on), deleted = excluded.deleted;
  return null;
end;
$$;
revoke execute on function app.member_progress_new_profiles() from public, anon, authenticated, service_role;

create function app.member_progress_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function app.member_progress_profile() from public, anon, authenticated, service_role;
create trigger profiles_member_progress_update
  after update of created_at, last_login_on, deleted_at on public.profiles
  for each row
  when (old.created_at is distinct from new.created_at
        or old.last_login_on is distinct from new.last_login_on
        or (old.deleted_at is null) <> (new.deleted_at is null))
  execute function app.member_progress_profile();

-- Referrals: who referred a learner (a row made at signup; the referrer set null if that profile
-- row ever goes). A refused invitation has no referred_id and is nobody's sponsor link.
create function app.member_progress_referral()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.referred_id is not null then
    update app.member_progress mp set sponsor_id = null where mp.user_id = old.referred_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.referred_id is not null then
    update app.member_progress mp set sponsor_id = new.referrer_id where mp.user_id = new.referred_id;
  end if;
  return null;
end;
$$;
revoke execute on function app.member_progress_referral() from public, anon, authenticated, service_role;
create trigger referrals_member_progress
  after insert or delete or update of referrer_id, referred_id on app.referrals
  for each row execute function app.member_progress_referral();

-- Ledger rows are only ever inserted (ledger_no_update_or_delete): each one is a day of activity.
create function app.member_progress_ledger()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app.touch_member_active(array_agg(n.user_id), array_agg(n.created_at::date)) from new_rows n having count(*) > 0;
  return null;
end;
$$;
revoke execute on function app.member_progress_ledger() from public, anon, authenticated, service_role;

create function app.member_progress_missions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function app.member_progress_missions() from public, anon, authenticated, service_role;

-- Course progress and quiz answers. A course progress write is a day of activity; any change
-- (completion, watch time, a reset that deletes the row, a course deleted under it) recounts the
-- learner's completed courses. An answer moves the quiz percent of its course: answers to general
-- quizzes (no course: the quick quizzes) change nothing here, and an answer whose quiz is being
-- deleted is recounted by the quizzes trigger below.
create function app.member_progress_courses()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function app.member_progress_courses() from public, anon, authenticated, service_role;

-- Admin edits that change a course's total for everyone who started it: a quiz added to it,
-- moved to or from it, or deleted (its answers go with it), and a new duration (the video
-- percent). Rare, and they recount only that course's learners.
create function app.member_progress_course_rules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function app.member_progress_course_rules() from public, anon, authenticated, service_role;

-- The statement-level triggers of the functions above, one per table and event: the transition
-- table new_rows holds the inserted or updated rows, old_rows the updated or deleted ones.
do $$
declare
  t record;
begin
  for t in
    select * from (values
      ('profiles', 'member_progress_new_profiles', 'insert'),
      ('ledger', 'member_progress_ledger', 'insert'),
      ('mission_completions', 'member_progress_missions', 'insert'),
      ('mission_completions', 'member_progress_missions', 'delete'),
      ('course_progress', 'member_progress_courses', 'insert'),
      ('course_progress', 'member_progress_courses', 'update'),
      ('course_progress', 'member_progress_courses', 'delete'),
      ('quiz_answers', 'member_progress_courses', 'insert'),
      ('quiz_answers', 'member_progress_courses', 'update'),
      ('quiz_answers', 'member_progress_courses', 'delete'),
      ('quizzes', 'member_progress_course_rules', 'insert'),
      ('quizzes', 'member_progress_course_rules', 'update'),
      ('quizzes', 'member_progress_course_rules', 'delete'),
      ('courses', 'member_progress_course_rules', 'update')
    ) as v(tbl, fn, event)
  loop
    execute format('create trigger %I after %s on public.%I referencing %s for each statement execute function app.%I()',
      t.tbl || '_member_progress_' || t.event, t.event, t.tbl,
      case t.event when 'insert' then 'new table as new_rows'
                   when 'delete' then 'old table as old_rows'
                   else 'old table as old_rows new table as new_rows' end,
      t.fn);
  end loop;
end;
$$;

-- app.rebuild_member_progress(): the summary recomputed from the facts for every learner (the
-- backfill below; also for bulk loads made with triggers off, as the benchmarks do). Internal.
create function app.rebuild_member_progress()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
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
end;
$$;
revoke execute on function app.rebuild_member_progress() from public, anon, authenticated, service_role;

select app.rebuild_member_progress();
