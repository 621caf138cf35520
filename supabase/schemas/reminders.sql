-- Reminders people control (docs/product.md#reminders): a daily reminder at the learner's chosen
-- local time, "streak at risk" in the evening, and a weekly league recap, each by e-mail and/or Web
-- Push, all off until chosen. Sent by the `api` function's POST /api/reminders/run, which pg_cron
-- calls (docs/operators.md#reminders); app.claim_due_reminders decides who is due and records each
-- send before it goes, so a reminder is never sent twice and never to a learner whose day is done.
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

create table "public"."reminder_settings" (
  "user_id"           uuid                     not null,
  -- The daily reminder's local time (the profile's time zone); null: no daily reminder.
  "daily_at"          time without time zone,
  "streak_risk"       boolean                  not null default false,
  "weekly_recap"      boolean                  not null default false,
  "by_email"          boolean                  not null default false,
  "by_push"           boolean                  not null default false,
  "unsubscribe_token" uuid                     not null default gen_random_uuid(),
  -- When the e-mail's unsubscribe link was last used (the retention report counts them).
  "unsubscribed_at"   timestamp with time zone,
  "updated_at"        timestamp with time zone not null default now(),
  -- The learner's answer to the daily reminder offered after their first station
  -- (docs/product.md#reminders): 'set' or 'not_now'. Kept here, not in the browser, so the offer
  -- stays answered on every device; null while it is still open.
  "offer_answer"      text,
  "offer_answered_at" timestamp with time zone,
  constraint "reminder_settings_offer_answer_check" check ((offer_answer = ANY (ARRAY['set'::text, 'not_now'::text]))),
  constraint "reminder_settings_pkey" primary key (user_id),
  constraint "reminder_settings_unsubscribe_token_key" unique (unsubscribe_token),
  constraint "reminder_settings_user_id_fkey" foreign key (user_id) references public.profiles(id) on delete cascade
);

create table "public"."push_subscriptions" (
  "id"         bigint                   generated always as identity not null,
  "user_id"    uuid                     not null,
  -- Where the reminders run sends: the function saves only endpoints on a browser push service and
  -- checks again before each send (contract/push-services.ts; docs/security.md#push-endpoints).
  "endpoint"   text                     not null,
  "p256dh"     text                     not null,
  "auth"       text                     not null,
  "created_at" timestamp with time zone not null default now(),
  constraint "push_subscriptions_endpoint_check" check (((endpoint ~ '^https?://'::text) AND (char_length(endpoint) <= 1000))),
  constraint "push_subscriptions_keys_check"
    check ((((char_length(p256dh) >= 80) AND (char_length(p256dh) <= 100)) AND ((char_length(auth) >= 16) AND (char_length(auth) <= 30)))),
  constraint "push_subscriptions_endpoint_key" unique (endpoint),
  constraint "push_subscriptions_pkey" primary key (id),
  constraint "push_subscriptions_user_id_fkey" foreign key (user_id) references public.profiles(id) on delete cascade
);

-- One row per reminder sent: (user, kind, local day) is unique, so a reminder is never sent twice.
create table "public"."reminder_sends" (
  "id"              bigint                   generated always as identity not null,
  "user_id"         uuid                     not null,
  "kind"            text                     not null,
  "local_day"       date                     not null,
  "channels"        text[]                   not null,
  "sent_at"         timestamp with time zone not null default now(),
  "opened_at"       timestamp with time zone,
  constraint "reminder_sends_kind_check" check ((kind = ANY (ARRAY['daily'::text, 'streak_risk'::text, 'weekly_recap'::text]))),
  constraint "reminder_sends_once_key" unique (user_id, kind, local_day),
  constraint "reminder_sends_pkey" primary key (id),
  constraint "reminder_sends_user_id_fkey" foreign key (user_id) references public.profiles(id) on delete cascade
);

create index reminder_settings_unsubscribed_at_idx on public.reminder_settings using btree (unsubscribed_at) where (unsubscribed_at is not null);

create index push_subscriptions_user_idx on public.push_subscriptions using btree (user_id);

create index reminder_sends_sent_at_idx on public.reminder_sends using btree (sent_at);

-- At most 10 browsers per learner (docs/product.md#reminders): a newly subscribed one replaces the
-- learner's oldest (the least recently subscribed), so nobody can pile up endpoints for the reminders
-- run to send to. After each insert, and each update that moves an endpoint to a learner.
create or replace function app.keep_push_devices_capped()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  c_devices constant integer := 10;
begin
  -- One learner's subscriptions change one transaction at a time: two browsers subscribing at once
  -- cannot both see room for themselves.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('app.push_subscriptions:' || new.user_id::text, 0));
  delete from public.push_subscriptions ps
   where ps.user_id = new.user_id
     and ps.id not in (select kept.id from public.push_subscriptions kept where kept.user_id = new.user_id
                        order by kept.created_at desc, kept.id desc limit c_devices);
  return null;
end;
$function$;

-- The learner's day is done once they earned something (a station, a quiz, a course, a reward of a
-- challenge: any ledger row) or checked in to a challenge, on their local date.
create or replace function app.day_done (
  p_user_id uuid,
  p_time_zone text,
  p_local_day date
)
  returns boolean
  language sql
  stable
  set search_path to ''
  AS $function$
  select exists (
           select 1 from public.ledger l
            where l.user_id = p_user_id
              and l.created_at >= pg_catalog.timezone(p_time_zone, p_local_day::timestamp)
              and l.created_at < pg_catalog.timezone(p_time_zone, (p_local_day + 1)::timestamp))
      or exists (
           select 1 from public.challenge_runs r
            where r.user_id = p_user_id and r.last_check_in_on = p_local_day);
$function$;

-- app.reminder_settings() -> jsonb {dailyAt, streakRisk, weeklyRecap, byEmail, byPush, pushDevices, offer, firstStationAt}
--   offer: the daily reminder offered after the first station (docs/product.md#reminders):
--   'not_yet' before any station is done, 'open' until the learner answers it, 'answered' once they
--   did (Set or Not now) or chose a reminder themselves in their profile.
--   firstStationAt: when the learner finished their first station (the offer suggests that time of day).
create or replace function app.reminder_settings()
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_row public.reminder_settings%rowtype;
  v_first_station timestamptz;
begin
  select * into v_row from public.reminder_settings s where s.user_id = v_uid;
  select min(mc.completed_at) into v_first_station from public.mission_completions mc where mc.user_id = v_uid;
  return jsonb_build_object(
    'dailyAt', to_char(v_row.daily_at, 'HH24:MI'),
    'streakRisk', coalesce(v_row.streak_risk, false),
    'weeklyRecap', coalesce(v_row.weekly_recap, false),
    'byEmail', coalesce(v_row.by_email, false),
    'byPush', coalesce(v_row.by_push, false),
    'pushDevices', (select count(*) from public.push_subscriptions ps where ps.user_id = v_uid),
    'offer', case
               when v_row.offer_answer is not null or v_row.daily_at is not null or v_row.streak_risk or v_row.weekly_recap then 'answered'
               when v_first_station is not null then 'open'
               else 'not_yet'
             end,
    'firstStationAt', v_first_station);
end;
$function$;

-- app.save_reminder_settings(...) -> jsonb {message, settings}: the profile's form. The message says
-- what is really set: 'Reminders saved' when a reminder can go out by a chosen channel, else
-- 'Reminders are off' (nothing chosen, or no channel for what is chosen).
create or replace function app.save_reminder_settings (
  p_daily_at     time without time zone,
  p_streak_risk  boolean,
  p_weekly_recap boolean,
  p_by_email     boolean,
  p_by_push      boolean
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_on boolean := (p_daily_at is not null or p_streak_risk or p_weekly_recap) and (p_by_email or p_by_push);
begin
  insert into public.reminder_settings as s (user_id, daily_at, streak_risk, weekly_recap, by_email, by_push)
  values (v_uid, p_daily_at, p_streak_risk, p_weekly_recap, p_by_email, p_by_push)
  on conflict (user_id) do update
     set daily_at = excluded.daily_at, streak_risk = excluded.streak_risk, weekly_recap = excluded.weekly_recap,
         by_email = excluded.by_email, by_push = excluded.by_push, updated_at = now();
  return jsonb_build_object('message', case when v_on then 'Reminders saved' else 'Reminders are off' end, 'settings', app.reminder_settings());
end;
$function$;

-- app.answer_reminder_offer(p_answer, p_daily_at, p_channel) -> jsonb {message, settings}: the learner's
-- answer to the daily reminder offered after their first station (docs/product.md#reminders).
--   'not_now': recorded, nothing else changes; the offer stays answered on every device.
--   'set': a daily reminder at p_daily_at by p_channel ('push' or 'email'), added to what was chosen
--   before (a channel already on stays on). Push only once one of the learner's browsers is
--   subscribed (the app subscribes first, with the browser's permission); otherwise 409.
-- The message says what is set, in the learner's time zone.
create or replace function app.answer_reminder_offer (
  p_answer   text,
  p_daily_at time without time zone default null,
  p_channel  text default null
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_zone text;
begin
  if p_answer = 'not_now' then
    insert into public.reminder_settings as s (user_id, offer_answer, offer_answered_at)
    values (v_uid, 'not_now', now())
    on conflict (user_id) do update set offer_answer = 'not_now', offer_answered_at = now(), updated_at = now();
    return jsonb_build_object('message', 'No reminder. You can turn reminders on in your profile at any time.', 'settings', app.reminder_settings());
  end if;
  if p_answer is distinct from 'set' then
    raise exception using errcode = 'MT400', message = 'answer must be set or not_now';
  end if;
  if p_daily_at is null then
    raise exception using errcode = 'MT400', message = 'Choose a time for the daily reminder, such as 18:30.';
  end if;
  if p_channel is null or p_channel not in ('push', 'email') then
    raise exception using errcode = 'MT400', message = 'channel must be push or email';
  end if;
  if p_channel = 'push' and not exists (select 1 from public.push_subscriptions ps where ps.user_id = v_uid) then
    raise exception using errcode = 'MT409', message = 'Push not on',
      detail = 'No device of yours receives push reminders yet. Turn on push on this device first, or choose e-mail.';
  end if;
  insert into public.reminder_settings as s (user_id, daily_at, by_email, by_push, offer_answer, offer_answered_at)
  values (v_uid, p_daily_at, p_channel = 'email', p_channel = 'push', 'set', now())
  on conflict (user_id) do update
     set daily_at = excluded.daily_at, by_email = s.by_email or excluded.by_email, by_push = s.by_push or excluded.by_push,
         offer_answer = 'set', offer_answered_at = now(), updated_at = now();
  select p.time_zone into v_zone from public.profiles p where p.id = v_uid;
  return jsonb_build_object(
    'message', pg_catalog.format('Daily reminder set for %s (%s time) by %s.', to_char(p_daily_at, 'HH24:MI'), coalesce(v_zone, 'UTC'),
                                 case p_channel when 'push' then 'push notification' else 'e-mail' end),
    'settings', app.reminder_settings());
end;
$function$;

-- app.save_push_subscription(p_endpoint, p_p256dh, p_auth) -> jsonb {message, settings}: this browser's
-- push subscription, for the caller (an endpoint another account registered moves to the caller: the
-- browser now belongs to whoever signed in on it).
create or replace function app.save_push_subscription (
  p_endpoint text,
  p_p256dh   text,
  p_auth     text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
begin
  insert into public.push_subscriptions as ps (user_id, endpoint, p256dh, auth)
  values (v_uid, p_endpoint, p_p256dh, p_auth)
  on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = now();
  return jsonb_build_object('message', 'Push reminders on for this device', 'settings', app.reminder_settings());
end;
$function$;

-- app.drop_push_subscription(p_endpoint) -> jsonb {message, settings}: the caller's own only.
create or replace function app.drop_push_subscription (
  p_endpoint text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
begin
  delete from public.push_subscriptions ps where ps.endpoint = p_endpoint and ps.user_id = v_uid;
  return jsonb_build_object('message', 'Push reminders off for this device', 'settings', app.reminder_settings());
end;
$function$;

-- app.unsubscribe_reminders(p_token uuid) -> jsonb {message}: the one-click link in every reminder
-- e-mail (no sign-in; the function calls it as itself, the token is the proof): reminder e-mails
-- stop; push stays as chosen.
create or replace function app.unsubscribe_reminders (
  p_token uuid
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  update public.reminder_settings s set by_email = false, unsubscribed_at = now(), updated_at = now() where s.unsubscribe_token = p_token;
  if not found then
    raise exception using errcode = 'MT404', message = 'Link not valid',
      detail = 'This link is not valid. Turn reminder e-mails off in your profile instead.';
  end if;
  return jsonb_build_object('message', 'Reminder e-mails turned off. You can turn them back on in your profile.');
end;
$function$;

-- app.claim_due_reminders(p_now timestamptz) -> jsonb array of
--   {sendId, kind, email, name, channels, unsubscribeToken, loginStreak, weekPoints, locale, push: [{endpoint, p256dh, auth}]}
--   (locale: the learner's mail language, app.mail_locale)
-- Service only (the reminders run). At p_now, in each learner's time zone:
--   daily        from daily_at until 2 hours later;
--   streak_risk  19:00-23:00, a streak of 2+ days, no visit yet today;
--   weekly_recap Monday 09:00-12:00 (last week's points);
-- never when the day is done (app.day_done; the recap excepted: it is about last week), never a kind
-- twice on one local day, at most 2 reminders a day, only by a channel chosen that can reach them
-- (e-mail confirmed, or a push subscription). Each send is recorded here before it goes.
create or replace function app.claim_due_reminders (
  p_now timestamptz default now()
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  c_daily_cap constant integer := 2;
  v_result jsonb;
begin
  with learners as (
    select s.*, p.name, p.login_streak, p.last_login_on, p.time_zone, u.email, u.email_confirmed_at is not null as email_ok,
           (p_now at time zone p.time_zone) as local_now
      from public.reminder_settings s
      join public.profiles p on p.id = s.user_id and p.deleted_at is null
      join auth.users u on u.id = s.user_id
     where (s.by_email or s.by_push) and (s.daily_at is not null or s.streak_risk or s.weekly_recap)
  ), reachable as (
    select l.*, l.local_now::date as local_day,
           array_remove(array[case when l.by_email and l.email_ok then 'email' end,
                              case when l.by_push and exists (select 1 from public.push_subscriptions ps where ps.user_id = l.user_id) then 'push' end], null) as channels
      from learners l
  ), due as (
    select r.*, k.kind
      from reachable r
     cross join lateral (values ('daily'), ('streak_risk'), ('weekly_recap')) as k(kind)
     where cardinality(r.channels) > 0
       and case k.kind
             when 'daily' then r.daily_at is not null and r.local_now::time >= r.daily_at
                               and r.local_now < r.local_day + r.daily_at + interval '2 hours'
             when 'streak_risk' then r.streak_risk and r.local_now::time >= time '19:00' and r.local_now::time < time '23:00'
                               and r.login_streak >= 2 and r.last_login_on < r.local_day
             else r.weekly_recap and extract(isodow from r.local_now) = 1
                               and r.local_now::time >= time '09:00' and r.local_now::time < time '12:00'
           end
       and (k.kind = 'weekly_recap' or not app.day_done(r.user_id, r.time_zone, r.local_day))
       and (select count(*) from public.reminder_sends rs where rs.user_id = r.user_id and rs.local_day = r.local_day) < c_daily_cap
  ), ranked as (
    -- Within the cap, one run sends the most urgent first.
    select d.*, row_number() over (partition by d.user_id order by case d.kind when 'streak_risk' then 0 when 'daily' then 1 else 2 end) as n,
           (select count(*) from public.reminder_sends rs where rs.user_id = d.user_id and rs.local_day = d.local_day) as already
      from due d
  ), claimed as (
    insert into public.reminder_sends (user_id, kind, local_day, channels, sent_at)
    select r.user_id, r.kind, r.local_day, r.channels, p_now from ranked r where r.already + r.n <= c_daily_cap
    on conflict (user_id, kind, local_day) do nothing
    returning id, user_id, kind, local_day, channels
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'sendId', c.id, 'kind', c.kind, 'email', r.email, 'name', r.name, 'channels', c.channels,
           'unsubscribeToken', r.unsubscribe_token, 'loginStreak', r.login_streak, 'locale', app.mail_locale(c.user_id),
           'weekPoints', (select coalesce(sum(l.delta_points), 0) from public.ledger l
                           where l.user_id = c.user_id
                             and l.created_at >= pg_catalog.timezone(r.time_zone, (c.local_day - 7)::timestamp)
                             and l.created_at < pg_catalog.timezone(r.time_zone, c.local_day::timestamp)),
           'push', case when 'push' = any (c.channels) then (
                     select coalesce(jsonb_agg(jsonb_build_object('endpoint', ps.endpoint, 'p256dh', ps.p256dh, 'auth', ps.auth)), '[]'::jsonb)
                       from public.push_subscriptions ps where ps.user_id = c.user_id) else '[]'::jsonb end
         ) order by c.id), '[]'::jsonb)
    into v_result
    from claimed c join reachable r on r.user_id = c.user_id;
  return v_result;
end;
$function$;

-- app.remove_push_subscriptions(p_endpoints text[]) -> integer (rows removed): the reminders run's
-- removals (service only): the push service answered 404/410, or the endpoint breaks the push endpoint
-- rules (docs/security.md#push-endpoints).
create or replace function app.remove_push_subscriptions (
  p_endpoints text[]
)
  returns integer
  language sql
  security definer
  set search_path to ''
  AS $function$
  with removed as (
    delete from public.push_subscriptions ps where ps.endpoint = any (p_endpoints) returning 1
  )
  select count(*)::integer from removed;
$function$;

-- app.reminder_opened(p_send_id bigint) -> jsonb {message}: the learner opened a reminder (its link
-- carries the send's id); their own sends only, the first open kept.
create or replace function app.reminder_opened (
  p_send_id bigint
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
begin
  update public.reminder_sends rs set opened_at = now()
   where rs.id = p_send_id and rs.user_id = v_uid and rs.opened_at is null;
  return jsonb_build_object('message', 'Reminder opened');
end;
$function$;

create trigger push_subscriptions_capped after insert or update of user_id on public.push_subscriptions
  for each row execute function app.keep_push_devices_capped();

alter table "public"."reminder_settings" enable row level security;

alter table "public"."push_subscriptions" enable row level security;

alter table "public"."reminder_sends" enable row level security;

-- Hosted's default privileges give the API roles ALL on every new public table and sequence
-- (TRUNCATE, REFERENCES, TRIGGER and MAINTAIN too, which RLS does not govern): they keep only the
-- grants that follow (docs/database.md#privileges).
revoke all on table "public"."reminder_settings", "public"."push_subscriptions", "public"."reminder_sends" from "anon", "authenticated", "service_role";

revoke all on sequence "public"."push_subscriptions_id_seq", "public"."reminder_sends_id_seq" from "anon", "authenticated", "service_role";

grant select on table "public"."reminder_settings" to "service_role";

grant select on table "public"."push_subscriptions" to "service_role";

grant select on table "public"."reminder_sends" to "service_role";

revoke all on function "app"."day_done"(uuid, text, date) from public;

revoke all on function "app"."reminder_settings"() from public;

grant execute on function "app"."reminder_settings"() to "authenticated", "postgres";

revoke all on function "app"."save_reminder_settings"(time without time zone, boolean, boolean, boolean, boolean) from public;

grant execute on function "app"."save_reminder_settings"(time without time zone, boolean, boolean, boolean, boolean) to "authenticated", "postgres";

revoke all on function "app"."answer_reminder_offer"(text, time without time zone, text) from public;

grant execute on function "app"."answer_reminder_offer"(text, time without time zone, text) to "authenticated", "postgres";

revoke all on function "app"."save_push_subscription"(text, text, text) from public;

grant execute on function "app"."save_push_subscription"(text, text, text) to "authenticated", "postgres";

revoke all on function "app"."drop_push_subscription"(text) from public;

grant execute on function "app"."drop_push_subscription"(text) to "authenticated", "postgres";

revoke all on function "app"."unsubscribe_reminders"(uuid) from public;

revoke all on function "app"."claim_due_reminders"(timestamp with time zone) from public;

revoke all on function "app"."remove_push_subscriptions"(text[]) from public;

revoke all on function "app"."keep_push_devices_capped"() from public;

revoke all on function "app"."reminder_opened"(bigint) from public;

grant execute on function "app"."reminder_opened"(bigint) to "authenticated", "postgres";
