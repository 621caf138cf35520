-- Missions (the five stations of the Quest Map) and who completed which (docs/product.md#missions).
-- The stations' rows are product data (the product-data migration).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- Missions (the five stations of the Quest Map) and who completed which.
--
-- docs/product.md#entities, Mission: id, title, description, content, tokens, points, unlockAfter. Mission n stands for
-- station n (the badge "Station n" it awards). The unlock chain is 1 -> 2 -> 3 -> 4 -> 5.
-- Completing is only possible through app.complete_mission: learners can read completions (their
-- own) but never write them, so badges (derived from completions) cannot be forged.
create table "public"."missions" (
  "id"           integer  not null,
  "station"      smallint not null,
  "title"        text     not null,
  "description"  text     not null,
  "content"      text     not null,
  "tokens"       integer  not null,
  "points"       integer  not null,
  "unlock_after" integer,
  constraint "missions_content_check"
    check (((char_length(content) >= 1) AND (char_length(content) <= 20000))),
  constraint "missions_description_check"
    check (((char_length(description) >= 1) AND (char_length(description) <= 1000))),
  constraint "missions_id_check" check ((id > 0)),
  constraint "missions_not_self_prerequisite" check ((unlock_after IS DISTINCT FROM id)),
  constraint "missions_pkey" primary key (id),
  constraint "missions_points_check" check ((points >= 0)),
  constraint "missions_station_check" check (((station >= 1) AND (station <= 5))),
  constraint "missions_station_key" unique (station),
  constraint "missions_title_check" check (((char_length(title) >= 1) AND (char_length(title) <= 200))),
  constraint "missions_tokens_check" check ((tokens >= 0)),
  constraint "missions_unlock_after_fkey" foreign key (unlock_after) references public.missions(id)
    on delete restrict
);

create table "public"."mission_completions" (
  "user_id"      uuid                     not null,
  "mission_id"   integer                  not null,
  "completed_at" timestamp with time zone not null default now(),
  constraint "mission_completions_pkey" primary key (user_id, mission_id),
  constraint "mission_completions_mission_id_fkey" foreign key (mission_id) references public.missions(id)
    on delete restrict,
  constraint "mission_completions_user_id_fkey" foreign key (user_id) references public.profiles(id)
    on delete cascade
);

create index mission_completions_mission_id_idx on public.mission_completions using btree (mission_id);

create index missions_unlock_after_idx on public.missions using btree (unlock_after);

-- app.complete_mission(p_mission_id integer) -> jsonb
--   { "message", "mission": {id, tokens, points, station}, "user": <app.user_json> }
--   Pays the mission's tokens and points (ledger reason 'mission', reference = mission id) and
--   grants the station badge, once per user ever.
--   Errors: MT401 not signed in; MT404 'Mission not found'; MT409 'Mission locked' (prerequisite
--   not completed; detail names it); MT409 'Mission already completed'.
create or replace function app.complete_mission (
  p_mission_id integer
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

alter table "public"."mission_completions"
  enable row level security;

alter table "public"."missions"
  enable row level security;

create policy "mission_completions_select_own" on "public"."mission_completions"
  for select
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)));

create policy "missions_select_signed_in" on "public"."missions"
  for select
  to "authenticated"
  using (true);

-- Hosted's default privileges give the API roles ALL on every new public table and sequence
-- (TRUNCATE, REFERENCES, TRIGGER and MAINTAIN too, which RLS does not govern): they keep only the
-- grants that follow (docs/database.md#privileges).
revoke all on table "public"."missions", "public"."mission_completions" from "anon", "authenticated", "service_role";

grant select on table "public"."mission_completions" to "authenticated";

grant select on table "public"."mission_completions" to "service_role";

grant select on table "public"."missions" to "authenticated";

grant select on table "public"."missions" to "service_role";

revoke all on function "app"."complete_mission"(integer) from public;

grant execute on function "app"."complete_mission"(integer) to "authenticated", "postgres";
