-- Admins by address only once the address is proven (docs/account-lifecycle.md, "Admin addresses").
--
-- Until now a listed admin address made its holder an admin on the strength of the JWT's `email`
-- claim alone, so whoever registered a listed address first was an admin at once, before (or
-- without ever) following a confirmation link. The rule is now: an admin is a user with
-- profiles.is_admin, or whose CURRENT auth.users.email is listed in app.admin_emails AND has
-- email_confirmed_at set. A pending e-mail change (auth.users.email_change) never counts: the
-- address only becomes `email` once its link is followed.
--
-- Why a read of auth.users at check time rather than a trigger on auth.users that copies the
-- result into a profile flag: the answer depends on two tables (auth.users and app.admin_emails),
-- and an operator edits app.admin_emails by hand. A copied flag would go stale when an operator
-- removes an address (the old holder stays an admin) or lists one after its owner confirmed it
-- (nobody becomes an admin until the next auth.users update). Reading both at check time is
-- always right, and costs one primary-key lookup, once per statement (RLS policies call it as
-- `(select app.is_admin())`).

-- app.is_admin_user(p_user_id uuid) -> boolean: the admin rule for one user. Internal (no grant):
-- app.is_admin() and app.user_json() call it, both SECURITY DEFINER.
create function app.is_admin_user(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    exists (select 1 from public.profiles p where p.id = p_user_id and p.is_admin)
    or exists (
      select 1
        from auth.users u
        join app.admin_emails a on a.email = lower(u.email)
       where u.id = p_user_id
         and u.email_confirmed_at is not null
    ),
    false
  );
$$;
revoke execute on function app.is_admin_user(uuid) from public, anon, authenticated;

comment on function app.is_admin_user(uuid) is
  'profiles.is_admin, or the user''s current e-mail is listed in app.admin_emails and confirmed (email_confirmed_at set).';

create or replace function app.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select app.is_admin_user(auth.uid());
$$;

comment on function app.is_admin() is
  'True when the caller has profiles.is_admin or a confirmed e-mail address listed in app.admin_emails.';

comment on table app.admin_emails is
  'The two admin e-mail addresses (lower case). Their holder is an admin once the address is confirmed (docs/account-lifecycle.md).';

-- The user object's isAdmin follows the same rule (the web shows admin screens from it). The body
-- is that of 20261122111000_user_json.sql with only the isAdmin line changed.
create or replace function app.user_json(p_user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
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
    'courseProgress', coalesce((
      select jsonb_object_agg(cp.course_id::text, app.watch_percent(cp.watch_time, c.duration, cp.is_completed))
        from public.course_progress cp join public.courses c on c.id = cp.course_id
       where cp.user_id = p.id), '{}'::jsonb),
    'invitedUsers', coalesce((
      select jsonb_agg(i.email order by i.first_sent, i.email)
        from (select iv.email, min(iv.created_at) as first_sent
                from public.invitations iv where iv.inviter_id = p.id group by iv.email) i), '[]'::jsonb),
    'loginStreak', p.login_streak,
    'claimedRewards', coalesce((
      select jsonb_agg(r.reward_id order by r.created_at, r.id)
        from public.redemptions r where r.user_id = p.id), '[]'::jsonb),
    'quizCorrect', coalesce((
      select jsonb_object_agg(qa.quiz_id::text, qa.is_correct)
        from public.quiz_answers qa where qa.user_id = p.id), '{}'::jsonb),
    'isAdmin', app.is_admin_user(p.id),
    'createdAt', p.created_at
  )
  into v_user
  from public.profiles p
  join auth.users u on u.id = p.id
  where p.id = v_uid;

  if v_user is null then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;
  return v_user;
end;
$$;
