-- The account's life on the database side (docs/account-lifecycle.md): profile creation on signup,
-- the visit streak (docs/product.md#login-streak), the user object every answer carries, and what
-- deleting an account does.
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- app.forget_profile(p_user_id uuid): deleting an account keeps the books (docs/account-lifecycle.md,
-- "Deleting an account"): the profile becomes anonymous, leaves the leaderboard and keeps its ledger.
-- Internal (no grant); called by the auth.users delete trigger, so every way of deleting a user does it.
create or replace function app.forget_profile (
  p_user_id uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_points integer;
  v_code text;
begin
  select p.leaderboard_pts into v_points from public.profiles p where p.id = p_user_id and p.deleted_at is null for update;
  if not found then
    return;
  end if;

  loop
    v_code := app.new_invite_code();
    exit when not exists (select 1 from public.profiles p where p.invite_code = v_code);
  end loop;
  update public.profiles p
     set name = 'Deleted learner', phone = null, invite_code = v_code, is_admin = false, deleted_at = now()
   where p.id = p_user_id;

  delete from public.invitations i where i.inviter_id = p_user_id;

  -- Off the leaderboard: its mirror row and its count in the rank histogram.
  delete from public.leaderboard l where l.id = p_user_id;
  if v_points > 0 then
    perform app.shift_leaderboard_buckets(array[v_points], array[app.leaderboard_stripe(p_user_id)], array[-1]);
  end if;
end;
$function$;

create or replace function app.handle_new_user()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_name text := left(nullif(btrim(v_meta ->> 'name'), ''), 100);
  v_phone text := left(nullif(btrim(v_meta ->> 'phone'), ''), 32);
  v_code text;
begin
  v_name := coalesce(v_name, left(nullif(split_part(coalesce(new.email, ''), '@', 1), ''), 100), 'Learner');
  -- 31^8 codes: a collision is rare; retry with another code when one happens.
  loop
    v_code := app.new_invite_code();
    insert into public.profiles (id, name, phone, invite_code)
    values (new.id, v_name, v_phone, v_code)
    on conflict (invite_code) do nothing;
    exit when found;
  end loop;

  perform app.credit_referral(new.id, new.email, v_meta ->> 'referralCode', new.is_anonymous);
  return new;
end;
$function$;

create or replace function app.handle_user_deleted()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  perform app.forget_profile(old.id);
  return old;
end;
$function$;

-- An 8-character invite code from an alphabet without look-alikes (no 0/O, 1/I/L).
create or replace function app.new_invite_code()
  returns text
  language sql
  set search_path to ''
  AS $function$
  select string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + (get_byte(b.bytes, i) % 31), 1), '' order by i)
    from (select pg_catalog.uuid_send(pg_catalog.gen_random_uuid()) as bytes) b,
         generate_series(0, 7) as i;
$function$;

-- app.record_login(p_time_zone text default null) -> jsonb: { "message": "Login successful", "loginStreak",
--   "streakLost", "daysMissed", "user" } (the visit rule). p_time_zone is the browser's, as a visit's:
--   a first login counted in the stored zone (UTC until the first visit) and the visit right after it
--   in the learner's own made a learner east of UTC, after their midnight, a "2-day streak" on day one.
create or replace function app.record_login (
  p_time_zone text default null
)
  returns jsonb
  language sql
  security definer
  set search_path to ''
  AS $function$
  -- The freezes are in its user; a streak this login ended stays (streakLost, daysMissed), so Today can say it.
  select (app.record_visit(p_time_zone) - 'streakFreezes' - 'freezesUsed') || jsonb_build_object('message', 'Login successful');
$function$;

-- app.streak_after_visit(p_streak, p_freezes, p_last, p_today) -> (streak, freezes, freezes_used):
-- the one rule of the visit streak and its freezes (docs/product.md#login-streak), pure so it can be
-- tested day by day. Days are the learner's own dates (app.record_visit passes them in the learner's
-- time zone).
--   Same day as the last visit (or earlier, after a time-zone change): unchanged (at least 1).
--   The next day: +1. Missed days: each is covered by one freeze held, if enough are held (they are
--   spent and the streak goes on, +1 for today); otherwise the streak starts again at 1 and the
--   freezes are kept. Every 7th day of a streak earns a freeze; at most 2 are held.
create or replace function app.streak_after_visit (
  p_streak  integer,
  p_freezes integer,
  p_last    date,
  p_today   date,
  out streak integer,
  out freezes integer,
  out freezes_used integer
)
  language plpgsql
  immutable
  set search_path to ''
  AS $function$
declare
  c_max_freezes constant integer := 2;
  c_days_per_freeze constant integer := 7;
  v_missed integer;
begin
  freezes := least(greatest(coalesce(p_freezes, 0), 0), c_max_freezes);
  freezes_used := 0;
  if p_last is not null and p_today <= p_last then
    streak := greatest(coalesce(p_streak, 0), 1);
    return;
  end if;
  v_missed := case when p_last is null then null else p_today - p_last - 1 end;
  if v_missed is null then
    streak := 1;
  elsif v_missed <= freezes then
    freezes_used := v_missed;
    freezes := freezes - v_missed;
    streak := greatest(coalesce(p_streak, 0), 0) + 1;
  else
    streak := 1;
  end if;
  if streak % c_days_per_freeze = 0 then
    freezes := least(freezes + 1, c_max_freezes);
  end if;
end;
$function$;

-- app.record_visit(p_time_zone text default null) -> jsonb
--   { "message": "Visit recorded", "loginStreak", "streakFreezes", "freezesUsed", "streakLost", "daysMissed", "user" }.
--   streakLost: the streak of 2 days or more that this visit ended (missed days the freezes held
--   could not cover), else 0; daysMissed: the days missed since the last visit (0 when none), so Today
--   can say the streak was lost instead of silently showing "1-day streak".
--   The day is the learner's date in their time zone: p_time_zone (the browser's IANA zone) replaces
--   the stored one when Postgres knows it (an unknown name is ignored: a visit never fails for it);
--   the streak rule is app.streak_after_visit.
--   Errors: MT401; MT404 'Profile not found'.
create or replace function app.record_visit (
  p_time_zone text default null
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_profile public.profiles%rowtype;
  v_zone text;
  v_today date;
  v_next record;
  v_missed integer;
  v_lost integer;
begin
  select * into v_profile from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;

  v_zone := v_profile.time_zone;
  if p_time_zone is not null and p_time_zone is distinct from v_zone and char_length(p_time_zone) <= 64 then
    begin
      perform app.challenge_today(p_time_zone);
      v_zone := p_time_zone;
    exception when sqlstate 'MT400' then
      null;
    end;
  end if;
  v_today := app.challenge_today(v_zone);
  -- Daily and weekly active learners and returns after signup (app.record_activity).
  perform app.record_activity(v_uid);

  select * into v_next from app.streak_after_visit(v_profile.login_streak, v_profile.streak_freezes, v_profile.last_login_on, v_today);
  v_missed := greatest(coalesce(v_today - v_profile.last_login_on - 1, 0), 0);
  v_lost := case when v_missed > 0 and v_next.freezes_used = 0 and coalesce(v_profile.login_streak, 0) >= 2 then v_profile.login_streak else 0 end;
  update public.profiles p
     set login_streak = v_next.streak, streak_freezes = v_next.freezes, last_login_on = greatest(v_today, p.last_login_on), time_zone = v_zone
   where p.id = v_uid
     and (p.login_streak, p.streak_freezes, p.last_login_on, p.time_zone)
         is distinct from (v_next.streak, v_next.freezes::smallint, greatest(v_today, p.last_login_on), v_zone);

  return jsonb_build_object('message', 'Visit recorded', 'loginStreak', v_next.streak, 'streakFreezes', v_next.freezes,
    'freezesUsed', v_next.freezes_used, 'streakLost', v_lost, 'daysMissed', v_missed, 'user', app.user_json(v_uid));
end;
$function$;

-- The user object every {user, message} answer carries (docs/architecture.md, "user json"), built in
-- one query: the profile's fields in camelCase, courseProgress as each course's total percent and
-- videoProgress its video percent (docs/product.md#courses), quizPointsPaid the points each quiz
-- paid, quizRevealed the quizzes whose answer was shown, isAdmin through app.is_admin_user (docs/account-lifecycle.md, "Admin addresses"). Never
-- the password or another user's data.
create or replace function app.user_json (
  p_user_id uuid
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_user jsonb;
begin
  if p_user_id is distinct from v_uid then
    raise exception using errcode = 'MT403', message = 'You can only read your own account';
  end if;

  select jsonb_build_object(
    'id', p.id,
    'name', p.name,
    'email', u.email,
    'phone', p.phone,
    'tokens', p.tokens,
    'leaderboardPts', p.leaderboard_pts,
    'invites', p.invites,
    'inviteCode', p.invite_code,
    'badges', coalesce((
      select jsonb_agg(m.station order by m.station)
        from public.mission_completions mc join public.missions m on m.id = mc.mission_id
       where mc.user_id = p.id), '[]'::jsonb),
    'completedMissions', coalesce((
      select jsonb_object_agg(mc.mission_id::text, true)
        from public.mission_completions mc where mc.user_id = p.id), '{}'::jsonb),
    'courseProgress', coalesce(cp.totals, '{}'::jsonb),
    'videoProgress', coalesce(cp.videos, '{}'::jsonb),
    'invitedUsers', coalesce((
      select jsonb_agg(i.email order by i.first_sent, i.email)
        from (select iv.email, min(iv.created_at) as first_sent
                from public.invitations iv where iv.inviter_id = p.id group by iv.email) i), '[]'::jsonb),
    'loginStreak', p.login_streak,
    'streakFreezes', p.streak_freezes,
    'claimedRewards', coalesce((
      select jsonb_agg(r.reward_id order by r.created_at, r.id)
        from public.redemptions r where r.user_id = p.id), '[]'::jsonb),
    'quizCorrect', coalesce((
      select jsonb_object_agg(qa.quiz_id::text, qa.is_correct)
        from public.quiz_answers qa where qa.user_id = p.id), '{}'::jsonb),
    -- Points each quiz actually paid (docs/product.md#points-for-knowing): absent for a quiz that
    -- paid nothing (unanswered, wrong, or right only after its answer was revealed).
    'quizPointsPaid', coalesce((
      select jsonb_object_agg(l.reference, l.delta_points)
        from public.ledger l where l.user_id = p.id and l.reason = 'quiz'), '{}'::jsonb),
    -- Quizzes whose answer a wrong answer showed the learner (docs/product.md#points-for-knowing):
    -- an answer to them pays nothing, and the quiz modal's header says so before the retry, also
    -- after Reset & Retry forgot the answer (public.quiz_reveals outlives it).
    'quizRevealed', coalesce((
      select jsonb_object_agg(r.quiz_id::text, true)
        from public.quiz_reveals r where r.user_id = p.id), '{}'::jsonb),
    'isAdmin', app.is_admin_user(p.id),
    'locale', p.locale,
    'createdAt', p.created_at
  )
  into v_user
  from public.profiles p
  join auth.users u on u.id = p.id
  -- Both course objects from one call.
  cross join lateral (
    select jsonb_object_agg(c.course_id::text, c.total) as totals, jsonb_object_agg(c.course_id::text, c.video) as videos
      from app.course_percents(p.id) c
  ) cp
  where p.id = v_uid;

  if v_user is null then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;
  return v_user;
end;
$function$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row
  execute function app.handle_new_user();

create trigger on_auth_user_deleted
  before delete on auth.users
  for each row
  execute function app.handle_user_deleted();

revoke all on function "app"."forget_profile"(uuid) from public;

revoke all on function "app"."handle_new_user"() from public;

revoke all on function "app"."handle_user_deleted"() from public;

revoke all on function "app"."new_invite_code"() from public;

revoke all on function "app"."record_login"(text) from public;

grant execute on function "app"."record_login"(text) to "authenticated", "postgres";

revoke all on function "app"."record_visit"(text) from public;

grant execute on function "app"."record_visit"(text) to "authenticated", "postgres";

revoke all on function "app"."streak_after_visit"(integer, integer, date, date) from public;

revoke all on function "app"."user_json"(uuid) from public;

grant execute on function "app"."user_json"(uuid) to "authenticated", "postgres";
