-- My Team and nudges (docs/product.md#my-team): a sponsor sees the people who joined with their
-- code and those people's recruits, to app.settings.team_depth levels, with their progress and
-- whether they are stuck; and can send a stuck member one encouraging e-mail a week.
--
-- Privacy: the tree is read only through app.my_team(), which starts at the caller and returns
-- names and progress, never e-mail addresses or phone numbers. profiles stays readable by its owner
-- only (RLS), and app.referrals by nobody but these functions.

alter table app.settings
  add column team_depth smallint not null default 3 check (team_depth between 1 and 10),
  add column team_stuck_days smallint not null default 7 check (team_stuck_days between 1 and 90),
  add column nudges_per_day smallint not null default 20 check (nudges_per_day between 0 and 1000);

-- Reading a member's last activity (their latest ledger row) without scanning all of their rows.
create index ledger_user_created_idx on public.ledger (user_id, created_at);

-- Members may turn nudges off (from the e-mail's link or the app).
alter table public.profiles add column nudges_enabled boolean not null default true;

-- The downline of p_root: (id, sponsor_id, level), level 1 = joined with p_root's code. Referrals
-- cannot form a cycle (an account is referred once, at signup, by an account that already exists),
-- and the depth bounds the walk anyway. Internal: no grant.
create function app.downline(p_root uuid)
returns table (id uuid, sponsor_id uuid, level integer)
language sql
stable
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function app.downline(uuid) from public, anon, authenticated;

-- A member's last active day: a login, a ledger entry (mission, quiz, course, referral), or course
-- progress; at least the day they joined. Internal.
create function app.last_active_on(p_user uuid)
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
revoke execute on function app.last_active_on(uuid) from public, anon, authenticated;

create table app.nudges (
  id bigint generated always as identity primary key,
  sender_id uuid references public.profiles (id) on delete set null,
  member_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index nudges_member_idx on app.nudges (member_id, created_at);
create index nudges_sender_idx on app.nudges (sender_id, created_at);
alter table app.nudges enable row level security;
revoke all on table app.nudges from public, anon, authenticated, service_role;
comment on table app.nudges is 'Encouraging e-mails sponsors sent to stuck team members (one a week per member).';

-- The secret in a nudge e-mail's "turn nudges off" link, one per member (made at the first nudge).
create table app.nudge_optout_tokens (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  token uuid not null unique default gen_random_uuid()
);
alter table app.nudge_optout_tokens enable row level security;
revoke all on table app.nudge_optout_tokens from public, anon, authenticated, service_role;

-- app.my_team() -> jsonb: the caller's downline with each member's progress, and the totals.
create function app.my_team()
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
      app.last_active_on(t.id) as last_active,
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
revoke execute on function app.my_team() from public, anon;
grant execute on function app.my_team() to authenticated;

-- app.record_nudge(p_member uuid) -> jsonb: records a nudge of a stuck member of the caller's team
-- and returns what the e-mail needs. The api sends the mail after this commits and calls
-- app.cancel_nudge when sending fails, so a nudge is recorded only if its e-mail went out and no
-- row lock is held while talking to the mail server.
--   Errors: MT404 'Not in your team'; MT409 'Not stuck' / 'Nudges turned off' / 'Already nudged';
--   MT429 'Too many nudges' (app.settings.nudges_per_day per sender per 24 hours).
create function app.record_nudge(p_member uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_member public.profiles%rowtype;
  v_settings app.settings;
  v_last timestamptz;
  v_sent integer;
  v_id bigint;
  v_token uuid;
  v_next jsonb;
begin
  select s.* into v_settings from app.settings s;
  if not exists (select 1 from app.downline(v_uid) d where d.id = p_member) then
    raise exception using errcode = 'MT404', message = 'Not in your team',
      detail = 'You can nudge only people in your team.';
  end if;
  -- One nudge at a time per member, whoever sends it. A deleted account has no address to write to.
  select p.* into v_member from public.profiles p where p.id = p_member and p.deleted_at is null for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Not in your team',
      detail = 'You can nudge only people in your team.';
  end if;
  if app.last_active_on(p_member) >= current_date - v_settings.team_stuck_days then
    raise exception using errcode = 'MT409', message = 'Not stuck',
      detail = format('%s has been active in the last %s days.', v_member.name, v_settings.team_stuck_days);
  end if;
  if not v_member.nudges_enabled then
    raise exception using errcode = 'MT409', message = 'Nudges turned off',
      detail = format('%s has turned nudges off.', v_member.name);
  end if;
  select max(n.created_at) into v_last from app.nudges n where n.member_id = p_member;
  if v_last > now() - interval '7 days' then
    raise exception using errcode = 'MT409', message = 'Already nudged',
      detail = format('%s was nudged on %s. One nudge a week per member.', v_member.name, to_char(v_last at time zone 'utc', 'FMMonth FMDD'));
  end if;
  select count(*) into v_sent from app.nudges n where n.sender_id = v_uid and n.created_at > now() - interval '24 hours';
  if v_sent >= v_settings.nudges_per_day then
    raise exception using errcode = 'MT429', message = 'Too many nudges',
      detail = format('You can send %s nudges a day. Try again tomorrow.', v_settings.nudges_per_day);
  end if;

  insert into app.nudges (sender_id, member_id) values (v_uid, p_member) returning id into v_id;
  insert into app.nudge_optout_tokens (user_id) values (p_member) on conflict (user_id) do nothing;
  select t.token into v_token from app.nudge_optout_tokens t where t.user_id = p_member;
  select jsonb_build_object('id', m.id, 'station', m.station, 'title', m.title) into v_next
    from public.missions m
    where not exists (select 1 from public.mission_completions c where c.user_id = p_member and c.mission_id = m.id)
    order by m.station limit 1;

  return jsonb_build_object(
    'nudgeId', v_id,
    'to', (select u.email from auth.users u where u.id = p_member),
    'memberName', v_member.name,
    'sponsorName', (select p.name from public.profiles p where p.id = v_uid),
    'nextStation', v_next,
    'optoutToken', v_token,
    'sentAt', now()
  );
end;
$$;
revoke execute on function app.record_nudge(uuid) from public, anon;
grant execute on function app.record_nudge(uuid) to authenticated;

-- Undoes the caller's own nudge when its e-mail could not be sent (within ten minutes).
create function app.cancel_nudge(p_nudge_id bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from app.nudges n
  where n.id = p_nudge_id and n.sender_id = app.require_uid() and n.created_at > now() - interval '10 minutes';
$$;
revoke execute on function app.cancel_nudge(bigint) from public, anon;
grant execute on function app.cancel_nudge(bigint) to authenticated;

-- Turning nudges off or on: the member in the app, or anyone holding the e-mail link's token.
create function app.set_nudges(p_enabled boolean)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  update public.profiles p set nudges_enabled = p_enabled where p.id = app.require_uid()
  returning jsonb_build_object('nudgesEnabled', p.nudges_enabled,
    'message', case when p_enabled then 'Nudges turned on' else 'Nudges turned off' end);
$$;
revoke execute on function app.set_nudges(boolean) from public, anon;
grant execute on function app.set_nudges(boolean) to authenticated;

create function app.unsubscribe_nudges(p_token uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
begin
  select t.user_id into v_user from app.nudge_optout_tokens t where t.token = p_token;
  if v_user is null then
    raise exception using errcode = 'MT404', message = 'Link not valid',
      detail = 'This link is not valid. Turn nudges off from My Team in the app instead.';
  end if;
  update public.profiles p set nudges_enabled = false where p.id = v_user;
  return jsonb_build_object('message', 'Nudges turned off. Your sponsor can no longer send you reminders.');
end;
$$;
-- Called by the api function on its own connection with the token from the e-mail link.
revoke execute on function app.unsubscribe_nudges(uuid) from public, anon, authenticated;
