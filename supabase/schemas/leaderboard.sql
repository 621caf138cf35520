-- The leaderboard: a private-field-free mirror for Realtime and top-N, the points histogram that
-- makes any rank cheap (docs/architecture.md#leaderboard), and the live top list broadcast from the
-- database (docs/leaderboard-live.md).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- State of the broadcast. ----------------------------------------------------------------------
create table "app"."leaderboard_broadcast" (
  "topic"     text                     not null,
  "size"      integer                  not null,
  "sent"      jsonb                    not null default '[]'::jsonb,
  "sent_at"   timestamp with time zone not null default '-infinity'::timestamp with time zone,
  "floor_pts" integer                  not null default 0,
  "pending"   boolean                  not null default false,
  constraint "leaderboard_broadcast_pkey" primary key (topic),
  constraint "leaderboard_broadcast_size_check" check (((size >= 1) AND (size <= 100)))
);

create table "app"."leaderboard_buckets" (
  "points" integer  not null,
  "stripe" smallint not null,
  "users"  integer  not null,
  constraint "leaderboard_buckets_pkey" primary key (points, stripe),
  constraint "leaderboard_buckets_points_check" check ((points > 0)),
  constraint "leaderboard_buckets_stripe_check" check (((stripe >= 0) AND (stripe <= 7)))
);

-- The leaderboard: a public, private-field-free mirror for Realtime and top-N, and a points
-- histogram that makes any user's rank cheap.
--
-- Rank = 1 + number of users with more points (docs/architecture.md#leaderboard).
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
create table "public"."leaderboard" (
  "id"              uuid    not null,
  "name"            text    not null,
  "leaderboard_pts" integer not null,
  constraint "leaderboard_leaderboard_pts_check" check ((leaderboard_pts >= 0)),
  constraint "leaderboard_pkey" primary key (id),
  constraint "leaderboard_id_fkey" foreign key (id) references public.profiles(id) on delete cascade
);

comment on table "app"."leaderboard_broadcast" is 'The live leaderboard broadcast per Realtime topic: the list last sent, when, its floor, and whether a change waits. Written by app.leaderboard_broadcast_flush() only.';

comment on table "app"."leaderboard_buckets" is 'How many users hold each positive points value (8 stripes per value). rank = 1 + sum(users) where points > mine.';

comment on table "public"."leaderboard" is 'Public mirror of profiles (id, name, leaderboard_pts) for the ranked list and Realtime. Written by triggers only.';

alter publication supabase_realtime add table public.leaderboard;

create index leaderboard_rank_idx on public.leaderboard using btree (leaderboard_pts desc, id);

-- app.leaderboard(p_limit integer default 10) -> jsonb
--   [{ "id", "name", "leaderboardPts", "rank" }, ...] best first (ties share a rank; equal points
--   are listed by id). Errors: MT401 not signed in; MT400 limit outside 1..100.
create or replace function app.leaderboard (
  p_limit integer default 10
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
begin
  perform app.require_uid();
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception using errcode = 'MT400', message = 'limit must be between 1 and 100';
  end if;
  return app.leaderboard_top(p_limit);
end;
$function$;

create or replace function app.leaderboard_after_profile_delete()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
begin
  -- public.leaderboard rows go with the profile (on delete cascade); only the histogram is ours.
  perform app.shift_leaderboard_buckets(array_agg(o.leaderboard_pts), array_agg(app.leaderboard_stripe(o.id)), array_agg(-1))
     from removed o where o.leaderboard_pts > 0;
  return null;
end;
$function$;

-- Sync triggers, statement level so a bulk load costs one statement each.
create or replace function app.leaderboard_after_profile_insert()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
begin
  insert into public.leaderboard (id, name, leaderboard_pts)
  select n.id, n.name, n.leaderboard_pts from added n;

  perform app.shift_leaderboard_buckets(array_agg(n.leaderboard_pts), array_agg(app.leaderboard_stripe(n.id)), array_agg(1))
     from added n where n.leaderboard_pts > 0;
  return null;
end;
$function$;

-- A deleted profile stays off the leaderboard: the mirror triggers skip it from now on, so a later
-- correction to its balances (an operator's adjustment row) cannot put it back or skew the ranks.
create or replace function app.leaderboard_after_profile_update()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
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
        where n.leaderboard_pts <> o.leaderboard_pts and n.deleted_at is null and o.deleted_at is null
       union all
       select o.leaderboard_pts, app.leaderboard_stripe(o.id), -1
         from after_rows n join before_rows o on o.id = n.id
        where n.leaderboard_pts <> o.leaderboard_pts and n.deleted_at is null and o.deleted_at is null
     ) c
    having count(*) > 0;
  return null;
end;
$function$;

-- Statement trigger on the mirror (written by the profile triggers): one single-row read for the
-- floor, and a flush only when a changed row's old or new points reach it.
create or replace function app.leaderboard_broadcast_after_change()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

-- Recomputes the top list of 'leaderboard' and sends it when it differs from the last one sent and
-- the last send is at least a second old; otherwise marks it pending for the next flush.
-- Nobody waits for the state row (skip locked): a points change never queues behind another
-- transaction, and a flush that could not look (another transaction held the row, and may not have
-- seen this one's change) is done by the next cron tick, a second later at most.
-- A send counts only when its message is in realtime.messages: hosted's realtime.send() turns a
-- failure to store it (the day's partition missing, for one) into a WARNING, so the list would be
-- recorded as sent although nobody received it. Not stored → still pending, the next tick retries
-- (docs/leaderboard-live.md).
create or replace function app.leaderboard_broadcast_flush()
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_state app.leaderboard_broadcast%rowtype;
  v_top jsonb;
  v_floor integer;
  v_message_id uuid;
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
    -- The payload's id (realtime.send adds one anyway) finds this message among today's.
    v_message_id := pg_catalog.gen_random_uuid();
    perform realtime.send(jsonb_build_object('entries', v_top, 'id', v_message_id), 'top', v_state.topic, true);
    if exists (select 1 from realtime.messages m
                where m.topic = v_state.topic and m.inserted_at >= pg_catalog.now()::timestamp
                  and m.payload ->> 'id' = v_message_id::text) then
      update app.leaderboard_broadcast
         set sent = v_top, sent_at = pg_catalog.clock_timestamp(), floor_pts = v_floor, pending = false
       where topic = v_state.topic;
    else
      update app.leaderboard_broadcast set pending = true, floor_pts = v_floor where topic = v_state.topic;
    end if;
  elsif not v_state.pending or v_state.floor_pts <> v_floor then
    update app.leaderboard_broadcast set pending = true, floor_pts = v_floor where topic = v_state.topic;
  end if;
end;
$function$;

-- A user's stripe: fixed for ever (last byte of the uuid), so their decrement hits the stripe
-- their earlier increment did.
create or replace function app.leaderboard_stripe (
  p_user_id uuid
)
  returns smallint
  language sql
  immutable
  set search_path to ''
  AS $function$
  select (pg_catalog.get_byte(pg_catalog.uuid_send(p_user_id), 15) & 7)::smallint;
$function$;

-- The ranked top list, shared by the API and the broadcast. -------------------------------------
create or replace function app.leaderboard_top (
  p_limit integer
)
  returns jsonb
  language sql
  stable
  set search_path to ''
  AS $function$
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
$function$;

-- app.my_rank() -> jsonb
--   { "id", "name", "leaderboardPts", "rank" } for the caller. Errors: MT401; MT404 no profile.
create or replace function app.my_rank()
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
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
$function$;

-- Applies user-count changes to the buckets: +1 where users arrive at a points value, -1 where they
-- leave it. One INSERT ... ON CONFLICT ordered by (points, stripe), so every transaction takes the
-- bucket row locks in the same order and two users swapping point values cannot deadlock. Emptied
-- buckets are deleted (rows we already hold locked), so a rank sums only values somebody holds.
create or replace function app.shift_leaderboard_buckets (
  p_points  integer[],
  p_stripes smallint[],
  p_deltas  integer[]
)
  returns void
  language plpgsql
  set search_path to ''
  AS $function$
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
$function$;

create trigger leaderboard_broadcast_delete
  after delete on public.leaderboard referencing OLD table as changed_old
  for each STATEMENT
  execute function app.leaderboard_broadcast_after_change();

create trigger leaderboard_broadcast_insert
  after insert on public.leaderboard referencing NEW table as changed_new
  for each STATEMENT
  execute function app.leaderboard_broadcast_after_change();

create trigger leaderboard_broadcast_update
  after update on public.leaderboard referencing OLD table as changed_old NEW table as changed_new
  for each STATEMENT
  execute function app.leaderboard_broadcast_after_change();

create trigger profiles_leaderboard_delete
  after delete on public.profiles referencing OLD table as removed
  for each STATEMENT
  execute function app.leaderboard_after_profile_delete();

create trigger profiles_leaderboard_insert
  after insert on public.profiles referencing NEW table as added
  for each STATEMENT
  execute function app.leaderboard_after_profile_insert();

create trigger profiles_leaderboard_update
  after update on public.profiles referencing OLD table as before_rows NEW table as after_rows
  for each STATEMENT
  execute function app.leaderboard_after_profile_update();

alter table "app"."leaderboard_broadcast"
  enable row level security;

alter table "app"."leaderboard_buckets"
  enable row level security;

alter table "public"."leaderboard"
  enable row level security;

create policy "leaderboard_select_signed_in" on "public"."leaderboard"
  for select
  to "authenticated"
  using (true);

-- Who may use the topic: signed-in users may receive its broadcasts (joining the private channel
-- needs this); there is no insert policy, so no client can send on it, and the API roles cannot
-- call the flush. Other topics stay closed: with no policy for them, private joins are refused.
create policy "leaderboard_broadcast_receive" on "realtime"."messages"
  for select
  to "authenticated"
  using (((realtime.topic() = 'leaderboard'::text) AND (extension = 'broadcast'::text)));

-- Hosted's default privileges give the API roles ALL on every new public table and sequence
-- (TRUNCATE, REFERENCES, TRIGGER and MAINTAIN too, which RLS does not govern): they keep only the
-- grants that follow (docs/database.md#privileges).
revoke all on table "public"."leaderboard" from "anon", "authenticated", "service_role";

grant select on table "public"."leaderboard" to "authenticated";

grant select on table "public"."leaderboard" to "service_role";

revoke all on function "app"."leaderboard"(integer) from public;

grant execute on function "app"."leaderboard"(integer) to "authenticated", "postgres";

revoke all on function "app"."leaderboard_after_profile_delete"() from public;

revoke all on function "app"."leaderboard_after_profile_insert"() from public;

revoke all on function "app"."leaderboard_after_profile_update"() from public;

revoke all on function "app"."leaderboard_broadcast_after_change"() from public;

revoke all on function "app"."leaderboard_broadcast_flush"() from public;

revoke all on function "app"."leaderboard_stripe"(uuid) from public;

revoke all on function "app"."leaderboard_top"(integer) from public;

revoke all on function "app"."my_rank"() from public;

grant execute on function "app"."my_rank"() to "authenticated", "postgres";

revoke all on function "app"."shift_leaderboard_buckets"(integer[], smallint[], integer[]) from public;
