-- Nudges (docs/product.md#my-team): the weekly encouraging e-mail a sponsor may send a stuck member
-- of their team (`app.record_nudge()`, `app.cancel_nudge()`), and turning nudges off in the app or
-- by the e-mail's link (`app.set_nudges()`, `app.unsubscribe_nudges()`, opt-out tokens).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- The secret in a nudge e-mail's "turn nudges off" link, one per member (made at the first nudge).
create table "app"."nudge_optout_tokens" (
  "user_id" uuid not null,
  "token"   uuid not null default gen_random_uuid(),
  constraint "nudge_optout_tokens_pkey" primary key (user_id),
  constraint "nudge_optout_tokens_token_key" unique (token),
  constraint "nudge_optout_tokens_user_id_fkey" foreign key (user_id) references public.profiles(id)
    on delete cascade
);

create table "app"."nudges" (
  "id"         bigint                   generated always as identity not null,
  "sender_id"  uuid,
  "member_id"  uuid                     not null,
  "created_at" timestamp with time zone not null default now(),
  constraint "nudges_pkey" primary key (id),
  constraint "nudges_member_id_fkey" foreign key (member_id) references public.profiles(id) on delete cascade,
  constraint "nudges_sender_id_fkey" foreign key (sender_id) references public.profiles(id) on delete set null
);

comment on table "app"."nudges" is 'Encouraging e-mails sponsors sent to stuck team members (one a week per member).';

create index nudges_member_idx on app.nudges using btree (member_id, created_at);

create index nudges_sender_idx on app.nudges using btree (sender_id, created_at);

-- Undoes the caller's own nudge when its e-mail could not be sent (within ten minutes).
create or replace function app.cancel_nudge (
  p_nudge_id bigint
)
  returns void
  language sql
  security definer
  set search_path to ''
  AS $function$
  delete from app.nudges n
  where n.id = p_nudge_id and n.sender_id = app.require_uid() and n.created_at > now() - interval '10 minutes';
$function$;

-- app.record_nudge(p_member uuid) -> jsonb: records a nudge of a stuck member of the caller's team
-- and returns what the e-mail needs. The api sends the mail after this commits and calls
-- app.cancel_nudge when sending fails, so a nudge is recorded only if its e-mail went out and no
-- row lock is held while talking to the mail server.
--   Errors: MT404 'Not in your team'; MT409 'Not stuck' / 'Nudges turned off' / 'Already nudged';
--   MT429 'Too many nudges' (app.settings.nudges_per_day per sender per 24 hours).
create or replace function app.record_nudge (
  p_member uuid
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_member public.profiles%rowtype;
  v_settings app.settings;
  v_last timestamptz;
  v_sent integer;
  v_id bigint;
  v_token uuid;
  v_next jsonb;
  v_locale text;
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
  v_locale := app.mail_locale(p_member);
  -- The next station's title in the member's language where the station has a translation
  -- (mission_translations.sql), else its English: the e-mail names it in the sentences of that language.
  select jsonb_build_object('id', m.id, 'station', m.station, 'title', coalesce(t.title, m.title)) into v_next
    from public.missions m
    left join public.mission_translations t on t.mission_id = m.id and t.locale = v_locale
    where not exists (select 1 from public.mission_completions c where c.user_id = p_member and c.mission_id = m.id)
    order by m.station limit 1;

  return jsonb_build_object(
    'nudgeId', v_id,
    'to', (select u.email from auth.users u where u.id = p_member),
    'memberName', v_member.name,
    'sponsorName', (select p.name from public.profiles p where p.id = v_uid),
    'nextStation', v_next,
    'optoutToken', v_token,
    -- The member's language: the e-mail is theirs (app.mail_locale).
    'locale', v_locale,
    'sentAt', now()
  );
end;
$function$;

-- Turning nudges off or on: the member in the app, or anyone holding the e-mail link's token.
create or replace function app.set_nudges (
  p_enabled boolean
)
  returns jsonb
  language sql
  security definer
  set search_path to ''
  AS $function$
  update public.profiles p set nudges_enabled = p_enabled where p.id = app.require_uid()
  returning jsonb_build_object('nudgesEnabled', p.nudges_enabled,
    'message', case when p_enabled then 'Nudges turned on' else 'Nudges turned off' end);
$function$;

create or replace function app.unsubscribe_nudges (
  p_token uuid
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

alter table "app"."nudge_optout_tokens"
  enable row level security;

alter table "app"."nudges"
  enable row level security;

revoke all on function "app"."cancel_nudge"(bigint) from public;

grant execute on function "app"."cancel_nudge"(bigint) to "authenticated", "postgres";

revoke all on function "app"."record_nudge"(uuid) from public;

grant execute on function "app"."record_nudge"(uuid) to "authenticated", "postgres";

revoke all on function "app"."set_nudges"(boolean) from public;

grant execute on function "app"."set_nudges"(boolean) to "authenticated", "postgres";

revoke all on function "app"."unsubscribe_nudges"(uuid) from public;
