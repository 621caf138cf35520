-- The SPEC §3 user object (DESIGN.md "user json"), built in one query.
--
-- Every {user, message} response of the api uses it, and every mutation RPC returns it as `user`,
-- read after its own writes in the same transaction.
--   id, name, email, phone, tokens, leaderboardPts, invites (successful referrals), inviteCode,
--   badges (station numbers of completed missions, ascending), completedMissions {"<missionId>": true},
--   courseProgress {"<courseId>": video percent 0-100}, invitedUsers (addresses the user invited,
--   first invitation first), loginStreak, claimedRewards (reward ids in redemption order, repeats
--   kept), quizCorrect {"<quizId>": boolean}, isAdmin, createdAt. Never a password.

-- app.user_json(p_user_id uuid) -> jsonb
--   Errors: MT401 not signed in; MT403 'You can only read your own account' (p_user_id is not the
--   caller); MT404 'Profile not found'.
create function app.user_json(p_user_id uuid)
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
    'isAdmin', p.is_admin or exists (select 1 from app.admin_emails a where a.email = lower(u.email)),
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
revoke execute on function app.user_json(uuid) from public, anon;
grant execute on function app.user_json(uuid) to authenticated;
