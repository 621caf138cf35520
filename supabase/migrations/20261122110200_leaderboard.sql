-- The leaderboard: a public, private-field-free mirror for Realtime and top-N, and a points
-- histogram that makes any user's rank cheap.
--
-- Rank = 1 + number of users with more points (SPEC §3 leaderboard, DESIGN "Leaderboard").
-- Counting `where points > mine` over an index is O(users above me): ~100 ms for the bottom user at
-- 1M users. Instead app.leaderboard_buckets keeps, per points value, how many users hold it, so a
-- rank is the sum over the distinct point values above mine (hundreds to a few thousand rows,
-- whatever the number of users). Users at 0 points are not counted: nobody has fewer, so they never
-- change anyone's rank, and a signup touches no bucket.
-- Each bucket is split into 8 stripes chosen by the user id, so concurrent rewards that land on the
-- same points value (everyone finishing mission 1) do not queue on one row lock.
--
-- public.leaderboard (id, name, leaderboard_pts) is kept in sync by statement triggers on profiles.
-- It is readable by every signed-in user and published to Realtime, so dashboards update live
-- without ever receiving a private profile column. Top-N is an index scan on
-- (leaderboard_pts desc, id).

create table public.leaderboard (
  id uuid primary key references public.profiles (id) on delete cascade,
  name text not null,
  leaderboard_pts integer not null check (leaderboard_pts >= 0)
);
create index leaderboard_rank_idx on public.leaderboard (leaderboard_pts desc, id);
alter table public.leaderboard enable row level security;
revoke all on table public.leaderboard from anon, authenticated, service_role;
grant select on table public.leaderboard to authenticated, service_role;

create policy leaderboard_select_signed_in on public.leaderboard
  for select to authenticated
  using (true);

comment on table public.leaderboard is
  'Public mirror of profiles (id, name, leaderboard_pts) for the ranked list and Realtime. Written by triggers only.';

alter publication supabase_realtime add table public.leaderboard;

create table app.leaderboard_buckets (
  points integer not null check (points > 0),
  stripe smallint not null check (stripe between 0 and 7),
  -- No CHECK (users >= 0): INSERT ... ON CONFLICT evaluates CHECKs on the proposed row before it
  -- turns into an update, and decrements are proposed as negative rows. The tests compare the
  -- buckets with the real histogram.
  users integer not null,
  primary key (points, stripe)
);
alter table app.leaderboard_buckets enable row level security;
revoke all on table app.leaderboard_buckets from public, anon, authenticated, service_role;

comment on table app.leaderboard_buckets is
  'How many users hold each positive points value (8 stripes per value). rank = 1 + sum(users) where points > mine.';

-- A user's stripe: fixed for ever (last byte of the uuid), so their decrement hits the stripe
-- their earlier increment did.
create function app.leaderboard_stripe(p_user_id uuid)
returns smallint
language sql
immutable
set search_path = ''
as $$
  select (pg_catalog.get_byte(pg_catalog.uuid_send(p_user_id), 15) & 7)::smallint;
$$;
revoke execute on function app.leaderboard_stripe(uuid) from public, anon, authenticated;

-- Applies user-count changes to the buckets: +1 where users arrive at a points value, -1 where they
-- leave it. One INSERT ... ON CONFLICT ordered by (points, stripe), so every transaction takes the
-- bucket row locks in the same order and two users swapping point values cannot deadlock. Emptied
-- buckets are deleted (rows we already hold locked), so a rank sums only values somebody holds.
create function app.shift_leaderboard_buckets(p_points integer[], p_stripes smallint[], p_deltas integer[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into app.leaderboard_buckets as b (points, stripe, users)
  select c.points, c.stripe, sum(c.delta)::integer
    from unnest(p_points, p_stripes, p_deltas) as c(points, stripe, delta)
   where c.points > 0
   group by c.points, c.stripe
  having sum(c.delta) <> 0
   order by c.points, c.stripe
  on conflict (points, stripe) do update set users = b.users + excluded.users;

  delete from app.leaderboard_buckets b
   using unnest(p_points, p_stripes, p_deltas) as c(points, stripe, delta)
   where c.delta < 0 and b.points = c.points and b.stripe = c.stripe and b.users = 0;
end;
$$;
revoke execute on function app.shift_leaderboard_buckets(integer[], smallint[], integer[]) from public, anon, authenticated;

-- Sync triggers, statement level so a bulk load costs one statement each.
create function app.leaderboard_after_profile_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  insert into public.leaderboard (id, name, leaderboard_pts)
  select n.id, n.name, n.leaderboard_pts from added n;

  perform app.shift_leaderboard_buckets(array_agg(n.leaderboard_pts), array_agg(app.leaderboard_stripe(n.id)), array_agg(1))
     from added n where n.leaderboard_pts > 0;
  return null;
end;
$$;

create function app.leaderboard_after_profile_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.leaderboard l
     set name = n.name, leaderboard_pts = n.leaderboard_pts
    from after_rows n
    join before_rows o on o.id = n.id
   where l.id = n.id
     and (n.name, n.leaderboard_pts) is distinct from (o.name, o.leaderboard_pts);

  perform app.shift_leaderboard_buckets(array_agg(c.points), array_agg(c.stripe), array_agg(c.delta))
     from (
       select n.leaderboard_pts as points, app.leaderboard_stripe(n.id) as stripe, 1 as delta
         from after_rows n join before_rows o on o.id = n.id
        where n.leaderboard_pts <> o.leaderboard_pts
       union all
       select o.leaderboard_pts, app.leaderboard_stripe(o.id), -1
         from after_rows n join before_rows o on o.id = n.id
        where n.leaderboard_pts <> o.leaderboard_pts
     ) c
    having count(*) > 0;
  return null;
end;
$$;

create function app.leaderboard_after_profile_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- public.leaderboard rows go with the profile (on delete cascade); only the histogram is ours.
  perform app.shift_leaderboard_buckets(array_agg(o.leaderboard_pts), array_agg(app.leaderboard_stripe(o.id)), array_agg(-1))
     from removed o where o.leaderboard_pts > 0;
  return null;
end;
$$;
revoke execute on function app.leaderboard_after_profile_insert() from public, anon, authenticated;
revoke execute on function app.leaderboard_after_profile_update() from public, anon, authenticated;
revoke execute on function app.leaderboard_after_profile_delete() from public, anon, authenticated;

create trigger profiles_leaderboard_insert
  after insert on public.profiles
  referencing new table as added
  for each statement execute function app.leaderboard_after_profile_insert();
create trigger profiles_leaderboard_update
  after update on public.profiles
  referencing old table as before_rows new table as after_rows
  for each statement execute function app.leaderboard_after_profile_update();
create trigger profiles_leaderboard_delete
  after delete on public.profiles
  referencing old table as removed
  for each statement execute function app.leaderboard_after_profile_delete();

-- RPCs -------------------------------------------------------------------------------------------

-- app.leaderboard(p_limit integer default 10) -> jsonb
--   [{ "id", "name", "leaderboardPts", "rank" }, ...] best first (ties share a rank; equal points
--   are listed by id). Errors: MT401 not signed in; MT400 limit outside 1..100.
create function app.leaderboard(p_limit integer default 10)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app.require_uid();
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception using errcode = 'MT400', message = 'limit must be between 1 and 100';
  end if;
  -- Within the top N, rank() over the N rows equals 1 + (users with more points): everyone with
  -- more points than a listed row is listed before it.
  return coalesce((
    select jsonb_agg(
             jsonb_build_object('id', t.id, 'name', t.name, 'leaderboardPts', t.leaderboard_pts, 'rank', t.rank)
             order by t.leaderboard_pts desc, t.id)
      from (
        select top.*, rank() over (order by top.leaderboard_pts desc) as rank
          from (
            select l.id, l.name, l.leaderboard_pts
              from public.leaderboard l
             order by l.leaderboard_pts desc, l.id
             limit p_limit
          ) top
      ) t
  ), '[]'::jsonb);
end;
$$;
revoke execute on function app.leaderboard(integer) from public, anon;
grant execute on function app.leaderboard(integer) to authenticated;

-- app.my_rank() -> jsonb
--   { "id", "name", "leaderboardPts", "rank" } for the caller. Errors: MT401; MT404 no profile.
create function app.my_rank()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_row public.leaderboard%rowtype;
  v_above bigint;
begin
  select l.* into v_row from public.leaderboard l where l.id = v_uid;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;
  select coalesce(sum(b.users), 0) into v_above
    from app.leaderboard_buckets b
   where b.points > v_row.leaderboard_pts;
  return jsonb_build_object('id', v_row.id, 'name', v_row.name,
    'leaderboardPts', v_row.leaderboard_pts, 'rank', v_above + 1);
end;
$$;
revoke execute on function app.my_rank() from public, anon;
grant execute on function app.my_rank() to authenticated;
