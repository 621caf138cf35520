-- One course progress rule, computed here and nowhere else (docs/product.md#courses).
--
-- The course page showed round(0.6 x video + 0.4 x quiz) while the courses list, its
-- Start/Review button and the courses achievements read the video percent alone from user_json,
-- so a course with the video done and no quiz right read 100% on the list and 60% on its page.
-- Now the server computes the total once:
--   video percent  = app.watch_percent(...) (100 once completed),
--   quiz percent   = correct answers / quizzes of the course x 100,
--   total          = round(0.6 x video + 0.4 x quiz), or the video percent alone for a course
--                    without quizzes.
-- The product text read "quiz percent 100 without quizzes", which makes an untouched course
-- without quizzes 40% on its page and 0% on the list (it has no progress row); counting such a
-- course on its video alone keeps one number everywhere (docs/decisions.md).
-- user_json's courseProgress carries the TOTAL and a new videoProgress map the video percent;
-- the progress answers carry percent (video), quizPercent and total.

-- app.course_quiz_percent(p_user_id uuid, p_course_id bigint) -> numeric 0..100, NULL when the
-- course has no quizzes.
create function app.course_quiz_percent(p_user_id uuid, p_course_id bigint)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select case when count(q.id) = 0 then null::numeric
              else count(q.id) filter (where qa.is_correct) * 100.0 / count(q.id) end
    from public.quizzes q
    left join public.quiz_answers qa on qa.quiz_id = q.id and qa.user_id = p_user_id
   where q.course_id = p_course_id;
$$;
revoke execute on function app.course_quiz_percent(uuid, bigint) from public, anon, authenticated;

-- app.course_total_percent(p_video integer, p_quiz numeric) -> integer: the one weighting
-- (p_quiz NULL: no quizzes, the video alone).
create function app.course_total_percent(p_video integer, p_quiz numeric)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_quiz is null then coalesce(p_video, 0)
              else round(0.6 * coalesce(p_video, 0) + 0.4 * p_quiz)::integer end;
$$;
revoke execute on function app.course_total_percent(integer, numeric) from public, anon, authenticated;

-- The progress object of the caller (the RPCs that call it act for auth.uid() only): the video
-- percent as before, plus quizPercent (rounded; NULL without quizzes) and total.
create or replace function app.progress_json(p_course public.courses, p_progress public.course_progress)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with v as (
    select app.watch_percent(coalesce(p_progress.watch_time, 0), p_course.duration, coalesce(p_progress.is_completed, false)) as video,
           app.course_quiz_percent(auth.uid(), p_course.id) as quiz
  )
  select jsonb_build_object(
    'courseId', p_course.id,
    'watchTime', coalesce(p_progress.watch_time, 0),
    'isCompleted', coalesce(p_progress.is_completed, false),
    'percent', v.video,
    'quizPercent', round(v.quiz)::integer,
    'total', app.course_total_percent(v.video, v.quiz),
    'completedAt', p_progress.completed_at
  )
  from v;
$$;
revoke execute on function app.progress_json(public.courses, public.course_progress) from public, anon, authenticated;

-- Per-course totals and video percents of one learner: every course with watch progress or an
-- answered quiz (a course only answered in has a total of 0.4 x quiz percent).
create function app.course_percents(p_user_id uuid)
returns table (course_id bigint, video integer, total integer)
language sql
stable
security definer
set search_path = ''
as $$
  with touched as (
    select cp.course_id from public.course_progress cp where cp.user_id = p_user_id
    union
    select q.course_id from public.quiz_answers qa join public.quizzes q on q.id = qa.quiz_id
     where qa.user_id = p_user_id and q.course_id is not null
  ), video as (
    select c.id,
           app.watch_percent(coalesce(cp.watch_time, 0), c.duration, coalesce(cp.is_completed, false)) as pct
      from touched t
      join public.courses c on c.id = t.course_id
      left join public.course_progress cp on cp.course_id = c.id and cp.user_id = p_user_id
  )
  select v.id, v.pct, app.course_total_percent(v.pct, app.course_quiz_percent(p_user_id, v.id))
    from video v;
$$;
revoke execute on function app.course_percents(uuid) from public, anon, authenticated;

-- user_json as before (see 20261122111000_user_json.sql for the fields) with courseProgress now
-- the total percent and videoProgress the video percent.
-- (Otherwise as 20261123143000_admin_needs_confirmed_address.sql has it: isAdmin through app.is_admin_user.)
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
      select jsonb_object_agg(cp.course_id::text, cp.total) from app.course_percents(p.id) cp), '{}'::jsonb),
    'videoProgress', coalesce((
      select jsonb_object_agg(cp.course_id::text, cp.video) from app.course_percents(p.id) cp), '{}'::jsonb),
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
revoke execute on function app.user_json(uuid) from public, anon;
grant execute on function app.user_json(uuid) to authenticated;
