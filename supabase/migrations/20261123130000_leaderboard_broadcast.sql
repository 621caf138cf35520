-- The live leaderboard as a database broadcast (docs/leaderboard-live.md).
--
-- Before: every open dashboard listened to postgres_changes on public.leaderboard and re-read the
-- top list and its own rank on any change of anyone, so one points change cost two API reads per
-- open dashboard, and Realtime checked RLS once per subscriber per change.
-- Now: the top list itself is sent from SQL with realtime.send() on the private topic
-- 'leaderboard', at most once a second and only when the visible list changed; dashboards render
-- the message and read nothing. Changes of learners below the list cost one single-row read here.
--
--   app.leaderboard_top(limit)         the ranked top list as jsonb (what GET /api/leaderboard answers)
--   app.leaderboard_broadcast          one row per topic: the list last sent, its floor, when
--   app.leaderboard_broadcast_flush()  recompute; send when changed and the second is over, else mark pending
--   trigger on public.leaderboard      flush when a changed row's old or new points reach the floor
--   cron job every second              sends what the 1-second window held back (and anything missed)
--   policy on realtime.messages        signed-in users may receive on 'leaderboard'; no one may send

-- The ranked top list, shared by the API and the broadcast. -------------------------------------
create function app.leaderboard_top(p_limit integer)
returns jsonb
language sql
stable
set search_path = ''
as $$
  -- Within the top N, rank() over the N rows equals 1 + (users with more points): everyone with
  -- more points than a listed row is listed before it.
  select coalesce(jsonb_agg(
           jsonb_build_object('id', t.id, 'name', t.name, 'leaderboardPts', t.leaderboard_pts, 'rank', t.rank)
           order by t.leaderboard_pts desc, t.id), '[]'::jsonb)
    from (
      select top.*, rank() over (order by top.leaderboard_pts desc) as rank
        from (
          select l.id, l.name, l.leaderboard_pts
            from public.leaderboard l
           order by l.leaderboard_pts desc, l.id
           limit p_limit
        ) top
    ) t;
$$;
revoke execute on function app.leaderboard_top(integer) from public, anon, authenticated;

create or replace function app.leaderboard(p_limit integer default 10)
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
  return app.leaderboard_top(p_limit);
end;
$$;

-- State of the broadcast. ----------------------------------------------------------------------
create table app.leaderboard_broadcast (
  topic text primary key,
  -- How many entries the message carries: the dashboard's top 10.
  size integer not null check (size between 1 and 100),
  -- The list last sent, to send only real changes.
  sent jsonb not null default '[]'::jsonb,
  sent_at timestamptz not null default '-infinity',
  -- The lowest points in the list as last computed (0 while the list is not full). A change whose
  -- old and new points are both below it cannot alter the list, so the trigger skips it.
  floor_pts integer not null default 0,
  -- A change of the list waits for the end of the current second.
  pending boolean not null default false
);
alter table app.leaderboard_broadcast enable row level security;
revoke all on table app.leaderboard_broadcast from public, anon, authenticated, service_role;
insert into app.leaderboard_broadcast (topic, size) values ('leaderboard', 10);

comment on table app.leaderboard_broadcast is
  'The live leaderboard broadcast per Realtime topic: the list last sent, when, its floor, and whether a change waits. Written by app.leaderboard_broadcast_flush() only.';

-- Recomputes the top list of 'leaderboard' and sends it when it differs from the last one sent and
-- the last send is at least a second old; otherwise marks it pending for the next flush.
-- Nobody waits for the state row (skip locked): a points change never queues behind another
-- transaction, and a flush that could not look (another transaction held the row, and may not have
-- seen this one's change) is done by the next cron tick, a second later at most.
create function app.leaderboard_broadcast_flush()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_state app.leaderboard_broadcast%rowtype;
  v_top jsonb;
  v_floor integer;
begin
  select * into v_state from app.leaderboard_broadcast where topic = 'leaderboard' for update skip locked;
  if not found then
    return;
  end if;
  v_top := app.leaderboard_top(v_state.size);
  v_floor := case when jsonb_array_length(v_top) < v_state.size then 0
                  else (v_top -> (v_state.size - 1) ->> 'leaderboardPts')::integer end;
  if v_top = v_state.sent then
    if v_state.pending or v_state.floor_pts <> v_floor then
      update app.leaderboard_broadcast set pending = false, floor_pts = v_floor where topic = v_state.topic;
    end if;
  elsif v_state.sent_at <= pg_catalog.clock_timestamp() - interval '1 second' then
    perform realtime.send(jsonb_build_object('entries', v_top), 'top', v_state.topic, true);
    update app.leaderboard_broadcast
       set sent = v_top, sent_at = pg_catalog.clock_timestamp(), floor_pts = v_floor, pending = false
     where topic = v_state.topic;
  elsif not v_state.pending or v_state.floor_pts <> v_floor then
    update app.leaderboard_broadcast set pending = true, floor_pts = v_floor where topic = v_state.topic;
  end if;
end;
$$;
revoke execute on function app.leaderboard_broadcast_flush() from public, anon, authenticated;

-- Statement trigger on the mirror (written by the profile triggers): one single-row read for the
-- floor, and a flush only when a changed row's old or new points reach it.
create function app.leaderboard_broadcast_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_floor integer;
  v_touches boolean := false;
begin
  select b.floor_pts into v_floor from app.leaderboard_broadcast b where b.topic = 'leaderboard';
  if not found then
    return null;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select exists (select 1 from changed_new n where n.leaderboard_pts >= v_floor) into v_touches;
  end if;
  if not v_touches and tg_op in ('UPDATE', 'DELETE') then
    select exists (select 1 from changed_old o where o.leaderboard_pts >= v_floor) into v_touches;
  end if;
  if v_touches then
    perform app.leaderboard_broadcast_flush();
  end if;
  return null;
end;
$$;
revoke execute on function app.leaderboard_broadcast_after_change() from public, anon, authenticated;

create trigger leaderboard_broadcast_insert
  after insert on public.leaderboard
  referencing new table as changed_new
  for each statement execute function app.leaderboard_broadcast_after_change();
create trigger leaderboard_broadcast_update
  after update on public.leaderboard
  referencing old table as changed_old new table as changed_new
  for each statement execute function app.leaderboard_broadcast_after_change();
create trigger leaderboard_broadcast_delete
  after delete on public.leaderboard
  referencing old table as changed_old
  for each statement execute function app.leaderboard_broadcast_after_change();

-- Every second: sends a change the 1-second window held back, and catches a change that no
-- trigger flushed (the row was busy, or two transactions raced past a floor that moved under them). Nothing is
-- written when nothing changed. pg_cron is Supabase Cron on hosted projects; the local stack
-- provides the same cron.schedule() (local/bootstrap.sql) and runs it (local/cron.ts).
do $$
begin
  if not exists (select from pg_namespace where nspname = 'cron') then
    create extension if not exists pg_cron;
  end if;
end
$$;
select cron.schedule('leaderboard-broadcast', '1 seconds', 'select app.leaderboard_broadcast_flush()');

-- Who may use the topic: signed-in users may receive its broadcasts (joining the private channel
-- needs this); there is no insert policy, so no client can send on it, and the API roles cannot
-- call the flush. Other topics stay closed: with no policy for them, private joins are refused.
create policy leaderboard_broadcast_receive on realtime.messages
  for select to authenticated
  using (realtime.topic() = 'leaderboard' and extension = 'broadcast');
