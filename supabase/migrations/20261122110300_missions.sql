-- Missions (the five stations of the Quest Map) and who completed which.
--
-- SPEC §3 Mission: id, title, description, content, tokens, points, unlockAfter. Mission n stands for
-- station n (the badge "Station n" it awards). The unlock chain is 1 -> 2 -> 3 -> 4 -> 5.
-- Completing is only possible through app.complete_mission: learners can read completions (their
-- own) but never write them, so badges (derived from completions) cannot be forged.

create table public.missions (
  id integer primary key check (id > 0),
  station smallint not null unique check (station between 1 and 5),
  title text not null check (char_length(title) between 1 and 200),
  description text not null check (char_length(description) between 1 and 1000),
  content text not null check (char_length(content) between 1 and 20000),
  tokens integer not null check (tokens >= 0),
  points integer not null check (points >= 0),
  unlock_after integer references public.missions (id) on delete restrict,
  constraint missions_not_self_prerequisite check (unlock_after is distinct from id)
);
create index missions_unlock_after_idx on public.missions (unlock_after);
alter table public.missions enable row level security;
revoke all on table public.missions from anon, authenticated, service_role;
grant select on table public.missions to authenticated, service_role;

create policy missions_select_signed_in on public.missions
  for select to authenticated
  using (true);

create table public.mission_completions (
  user_id uuid not null references public.profiles (id) on delete cascade,
  mission_id integer not null references public.missions (id) on delete restrict,
  completed_at timestamptz not null default now(),
  primary key (user_id, mission_id)
);
create index mission_completions_mission_id_idx on public.mission_completions (mission_id);
alter table public.mission_completions enable row level security;
revoke all on table public.mission_completions from anon, authenticated, service_role;
grant select on table public.mission_completions to authenticated, service_role;

create policy mission_completions_select_own on public.mission_completions
  for select to authenticated
  using (user_id = (select auth.uid()));

-- app.complete_mission(p_mission_id integer) -> jsonb
--   { "message", "mission": {id, tokens, points, station}, "user": <app.user_json> }
--   Pays the mission's tokens and points (ledger reason 'mission', reference = mission id) and
--   grants the station badge, once per user ever.
--   Errors: MT401 not signed in; MT404 'Mission not found'; MT409 'Mission locked' (prerequisite
--   not completed; detail names it); MT409 'Mission already completed'.
create function app.complete_mission(p_mission_id integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_mission public.missions%rowtype;
  v_inserted integer;
begin
  -- Every per-user RPC locks the caller's profile row first: one lock order, no check-then-act race.
  perform 1 from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;

  select m.* into v_mission from public.missions m where m.id = p_mission_id;
  if not found then
    raise exception using errcode = 'MT404', message = 'Mission not found';
  end if;

  if v_mission.unlock_after is not null and not exists (
    select 1 from public.mission_completions c
     where c.user_id = v_uid and c.mission_id = v_mission.unlock_after
  ) then
    raise exception using errcode = 'MT409', message = 'Mission locked',
      detail = format('Complete mission %s first.', v_mission.unlock_after);
  end if;

  insert into public.mission_completions (user_id, mission_id)
  values (v_uid, v_mission.id)
  on conflict (user_id, mission_id) do nothing;
  get diagnostics v_inserted = row_count;
  if v_inserted = 0 then
    raise exception using errcode = 'MT409', message = 'Mission already completed';
  end if;

  if v_mission.tokens <> 0 or v_mission.points <> 0 then
    insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
    values (v_uid, v_mission.tokens, v_mission.points, 'mission', v_mission.id::text);
  end if;

  return jsonb_build_object(
    'message', format('Mission completed! You earned %s tokens and %s points.', v_mission.tokens, v_mission.points),
    'mission', jsonb_build_object('id', v_mission.id, 'station', v_mission.station,
                                  'tokens', v_mission.tokens, 'points', v_mission.points),
    'user', app.user_json(v_uid)
  );
end;
$$;
revoke execute on function app.complete_mission(integer) from public, anon;
grant execute on function app.complete_mission(integer) to authenticated;
