-- Course progress per learner: one progress rule computed here and nowhere else, completion rewards
-- and course reset (docs/product.md#courses).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- Course progress per learner, course completion rewards and course reset.
--
-- watchTime is SECONDS of video watched. The rule (docs/product.md#business-numbers): percent = watch time / (duration x 60) x 100,
-- capped at 100; a completed course counts 100. A course without a duration has no way to turn
-- seconds into a share, so there watchTime is read as a percent (capped at 100): that keeps
-- the video button's "watch time 100 and completed" (docs/product.md#courses) meaningful for every course.
-- The stored watch_time only grows (a late, smaller update never rewinds it) and is_completed is
-- sticky until the learner resets the course.
-- Completion pays 15 tokens + 25 points (app.settings) once per course EVER: the ledger key
-- ('course_completion', course id) survives a reset, so reset-and-complete never pays twice.
create table "public"."course_progress" (
  "user_id"      uuid                     not null,
  "course_id"    bigint                   not null,
  "watch_time"   integer                  not null default 0,
  "is_completed" boolean                  not null default false,
  "completed_at" timestamp with time zone,
  "updated_at"   timestamp with time zone not null default now(),
  constraint "course_progress_pkey" primary key (user_id, course_id),
  constraint "course_progress_watch_time_check" check (((watch_time >= 0) AND (watch_time <= 86400))),
  constraint "course_progress_course_id_fkey" foreign key (course_id) references public.courses(id)
    on delete cascade,
  constraint "course_progress_user_id_fkey" foreign key (user_id) references public.profiles(id)
    on delete cascade
);

create index course_progress_course_id_idx on public.course_progress using btree (course_id);

-- Per-course totals and video percents of one learner: every course with watch progress or an
-- answered quiz (a course with a video only answered in has a total of 0.4 x quiz percent; one
-- without a video totals its quiz percent). PL/pgSQL, so the
-- session keeps the plan (app.user_json, in every answer that carries the user, calls it;
-- docs/performance.md).
create or replace function app.course_percents (
  p_user_id uuid
)
  returns table (
    course_id bigint,
    video     integer,
    total     integer
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
begin
  return query
  with touched as (
    select cp.course_id from public.course_progress cp where cp.user_id = p_user_id
    union
    select q.course_id from public.quiz_answers qa join public.quizzes q on q.id = qa.quiz_id
     where qa.user_id = p_user_id and q.course_id is not null
  ), video as (
    select c.id, app.course_video_percent(c, cp) as pct
      from touched t
      join public.courses c on c.id = t.course_id
      left join public.course_progress cp on cp.course_id = c.id and cp.user_id = p_user_id
  )
  select v.id, coalesce(v.pct, 0), app.course_total_percent(v.pct, app.course_quiz_percent(p_user_id, v.id))
    from video v;
end;
$function$;

-- app.course_progress(p_course_id bigint default null) -> jsonb
--   With a course id: { courseId, watchTime, isCompleted, percent, completedAt } (zeros when the
--   caller has not started it). Without: a list of those for every course the caller has progress in.
--   Errors: MT401; MT404 'Course not found' (unknown or not visible to the caller).
create or replace function app.course_progress (
  p_course_id bigint default null::bigint
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_course public.courses;
  v_progress public.course_progress;
begin
  if p_course_id is null then
    return coalesce((
      select jsonb_agg(app.progress_json(c, cp) order by c.sort_order)
        from public.course_progress cp
        join public.courses c on c.id = cp.course_id
       where cp.user_id = v_uid
    ), '[]'::jsonb);
  end if;
  v_course := app.visible_course(p_course_id);
  if v_course.id is null then
    raise exception using errcode = 'MT404', message = 'Course not found';
  end if;
  select cp.* into v_progress from public.course_progress cp
   where cp.user_id = v_uid and cp.course_id = p_course_id;
  return app.progress_json(v_course, v_progress);
end;
$function$;

-- app.course_quiz_percent(p_user_id uuid, p_course_id bigint) -> numeric 0..100, NULL when the
-- course has no quizzes.
create or replace function app.course_quiz_percent (
  p_user_id   uuid,
  p_course_id bigint
)
  returns numeric
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select case when count(q.id) = 0 then null::numeric
              else count(q.id) filter (where qa.is_correct) * 100.0 / count(q.id) end
    from public.quizzes q
    left join public.quiz_answers qa on qa.quiz_id = q.id and qa.user_id = p_user_id
   where q.course_id = p_course_id;
$function$;

-- app.course_total_percent(p_video integer, p_quiz numeric) -> integer: the one weighting of the
-- parts a course has (docs/product.md#courses): 0.6 x video + 0.4 x quizzes; p_quiz NULL (no
-- quizzes): the video alone; p_video NULL (no video, app.course_video_percent): the quizzes alone;
-- neither: 0.
create or replace function app.course_total_percent (
  p_video integer,
  p_quiz  numeric
)
  returns integer
  language sql
  immutable
  set search_path to ''
  AS $function$
  select case when p_quiz is null then coalesce(p_video, 0)
              when p_video is null then round(p_quiz)::integer
              else round(0.6 * p_video + 0.4 * p_quiz)::integer end;
$function$;

-- app.course_video_percent(course, progress) -> integer 0..100, or NULL for a course without a video
-- (no link, no file) that is not completed: such a course has no video part, so its total is its
-- quizzes (docs/product.md#courses). Completed (Mark as Completed without quizzes, or the last right
-- answer), it counts 100 like any completed course.
create or replace function app.course_video_percent (
  p_course   public.courses,
  p_progress public.course_progress
)
  returns integer
  language sql
  immutable
  set search_path to ''
  AS $function$
  select case
    when p_course.video_url is null and p_course.video_path is null and not coalesce(p_progress.is_completed, false) then null
    else app.watch_percent(coalesce(p_progress.watch_time, 0), p_course.duration, coalesce(p_progress.is_completed, false))
  end;
$function$;

-- app.pay_course_completion(p_user_id uuid, p_course_id bigint) -> integer: pays the course
-- completion reward (app.settings) once per course ever (the ledger key survives a reset); 1 when
-- it paid now, 0 when it was paid before or the reward is zero. Callers hold the profile's lock.
create or replace function app.pay_course_completion (
  p_user_id   uuid,
  p_course_id bigint
)
  returns integer
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_settings app.settings;
  v_paid integer := 0;
begin
  select s.* into v_settings from app.settings s;
  if v_settings.course_completion_tokens <> 0 or v_settings.course_completion_points <> 0 then
    insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
    values (p_user_id, v_settings.course_completion_tokens, v_settings.course_completion_points,
            'course_completion', p_course_id::text)
    on conflict (user_id, reason, reference) do nothing;
    get diagnostics v_paid = row_count;
  end if;
  return v_paid;
end;
$function$;

-- The progress object of the caller (the RPCs that call it act for auth.uid() only): the video
-- percent as before, plus quizPercent (rounded; NULL without quizzes), total, and rewardPaid: the
-- course completion reward the ledger holds for the caller ({tokens, points}; NULL before the first
-- completion), so the course's celebration counts what was really paid (docs/product.md#moments).
create or replace function app.progress_json (
  p_course   public.courses,
  p_progress public.course_progress
)
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  with v as (
    select app.course_video_percent(p_course, p_progress) as video,
           app.course_quiz_percent(auth.uid(), p_course.id) as quiz
  )
  select jsonb_build_object(
    'courseId', p_course.id,
    'watchTime', coalesce(p_progress.watch_time, 0),
    'isCompleted', coalesce(p_progress.is_completed, false),
    'percent', coalesce(v.video, 0),
    'quizPercent', round(v.quiz)::integer,
    'total', app.course_total_percent(v.video, v.quiz),
    'completedAt', p_progress.completed_at,
    'rewardPaid', (select jsonb_build_object('tokens', l.delta_tokens, 'points', l.delta_points)
                     from public.ledger l
                    where l.user_id = auth.uid() and l.reason = 'course_completion' and l.reference = p_course.id::text)
  )
  from v;
$function$;

-- app.reset_course_progress(p_course_id bigint) -> jsonb
--   { "message": "Course Reset!", "user" }. Deletes the caller's progress for the course and their
--   answers to its quizzes (docs/product.md#courses). Rewards already paid stay paid and are never paid again.
--   Errors: MT401; MT404 'Course not found'.
create or replace function app.reset_course_progress (
  p_course_id bigint
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_course public.courses;
begin
  perform 1 from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;
  v_course := app.visible_course(p_course_id);
  if v_course.id is null then
    raise exception using errcode = 'MT404', message = 'Course not found';
  end if;
  delete from public.course_progress cp where cp.user_id = v_uid and cp.course_id = v_course.id;
  delete from public.quiz_answers a
   using public.quizzes q
   where a.user_id = v_uid and a.quiz_id = q.id and q.course_id = v_course.id;
  return jsonb_build_object('message', 'Course Reset!', 'user', app.user_json(v_uid));
end;
$function$;

-- app.update_course_progress(p_course_id bigint, p_watch_time integer, p_is_completed boolean) -> jsonb
--   { "message", "progress": {courseId, watchTime, isCompleted, percent, completedAt},
--     "tokensEarned", "pointsEarned", "user" }
--   Records watch seconds and completion. The first completion of a course ever pays app.settings
--   course_completion_tokens/points (15/25).
--   Watch time is only believed as far as it is plausible (docs/product.md#courses): for a course
--   with a duration the stored value never decreases, never exceeds the duration, and grows by at
--   most 1.25 x the wall-clock seconds since the previous save plus 15 s of slack (the first save:
--   the slack alone). A larger claim is recorded at that limit, not refused, so an honest player
--   whose saves were delayed loses nothing it can still prove. A course whose video the app plays
--   (video_path) is completed only from 90 % watched; a course with only a video link keeps the
--   link's "opening it completes it" (the app cannot see that video play).
--   Errors: MT401; MT400 'watchTime must be between 0 and 86400 seconds'; MT400 'Watch at least
--   90% of the video before marking it completed'; MT404 'Course not found'.
create or replace function app.update_course_progress (
  p_course_id    bigint,
  p_watch_time   integer,
  p_is_completed boolean
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_course public.courses;
  v_progress public.course_progress;
  v_settings app.settings;
  v_paid integer := 0;
  v_before public.course_progress;
  v_watch integer;
  v_completed boolean;
begin
  perform 1 from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;
  if p_watch_time is null or p_watch_time not between 0 and 86400 then
    raise exception using errcode = 'MT400', message = 'watchTime must be between 0 and 86400 seconds';
  end if;
  v_course := app.visible_course(p_course_id);
  if v_course.id is null then
    raise exception using errcode = 'MT404', message = 'Course not found';
  end if;

  select cp.* into v_before from public.course_progress cp
   where cp.user_id = v_uid and cp.course_id = v_course.id;
  v_watch := p_watch_time;
  if v_course.duration is not null and v_course.duration > 0 then
    v_watch := least(
      v_watch,
      v_course.duration * 60,
      coalesce(v_before.watch_time, 0) + 15
        + case when v_before.updated_at is null then 0
               else ceil(1.25 * extract(epoch from (now() - v_before.updated_at)))::integer end
    );
  end if;
  v_watch := greatest(v_watch, coalesce(v_before.watch_time, 0));
  v_completed := coalesce(p_is_completed, false);
  if v_completed and not coalesce(v_before.is_completed, false) and v_course.video_path is not null
     and app.watch_percent(v_watch, v_course.duration, false) < 90 then
    raise exception using errcode = 'MT400', message = 'Watch at least 90% of the video before marking it completed';
  end if;

  insert into public.course_progress as cp (user_id, course_id, watch_time, is_completed, completed_at)
  values (v_uid, v_course.id, v_watch, v_completed, case when v_completed then now() end)
  on conflict (user_id, course_id) do update
    set watch_time = greatest(cp.watch_time, excluded.watch_time),
        is_completed = cp.is_completed or excluded.is_completed,
        completed_at = coalesce(cp.completed_at, excluded.completed_at),
        updated_at = now()
  returning cp.* into v_progress;

  if v_progress.is_completed then
    v_paid := app.pay_course_completion(v_uid, v_course.id);
    select s.* into v_settings from app.settings s;
  end if;

  return jsonb_build_object(
    'message', case when v_paid > 0
                    then format('Course Completed! You earned %s tokens and %s leaderboard points.',
                                v_settings.course_completion_tokens, v_settings.course_completion_points)
                    else 'Progress saved' end,
    'progress', app.progress_json(v_course, v_progress),
    'tokensEarned', case when v_paid > 0 then v_settings.course_completion_tokens else 0 end,
    'pointsEarned', case when v_paid > 0 then v_settings.course_completion_points else 0 end,
    'user', app.user_json(v_uid)
  );
end;
$function$;

-- A course the caller may see (public, or any course for an admin); NULL when not visible.
create or replace function app.visible_course (
  p_course_id bigint
)
  returns public.courses
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select c.* from public.courses c where c.id = p_course_id and (c.is_public or app.is_admin());
$function$;

-- Video percent (docs/product.md#business-numbers), integer 0..100.
create or replace function app.watch_percent (
  p_watch_time       integer,
  p_duration_minutes integer,
  p_completed        boolean
)
  returns integer
  language sql
  immutable
  set search_path to ''
  AS $function$
  select case
    when p_completed then 100
    when p_duration_minutes is null or p_duration_minutes <= 0 then least(greatest(coalesce(p_watch_time, 0), 0), 100)
    else least(100, floor(greatest(coalesce(p_watch_time, 0), 0) * 100.0 / (p_duration_minutes * 60))::integer)
  end;
$function$;

alter table "public"."course_progress"
  enable row level security;

create policy "course_progress_select_own" on "public"."course_progress"
  for select
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)));

-- Hosted's default privileges give the API roles ALL on every new public table and sequence
-- (TRUNCATE, REFERENCES, TRIGGER and MAINTAIN too, which RLS does not govern): they keep only the
-- grants that follow (docs/database.md#privileges).
revoke all on table "public"."course_progress" from "anon", "authenticated", "service_role";

grant select on table "public"."course_progress" to "authenticated";

grant select on table "public"."course_progress" to "service_role";

revoke all on function "app"."course_percents"(uuid) from public;

revoke all on function "app"."course_progress"(bigint) from public;

grant execute on function "app"."course_progress"(bigint) to "authenticated", "postgres";

revoke all on function "app"."course_quiz_percent"(uuid, bigint) from public;

revoke all on function "app"."course_total_percent"(integer, numeric) from public;

revoke all on function "app"."course_video_percent"(public.courses, public.course_progress) from public;

revoke all on function "app"."pay_course_completion"(uuid, bigint) from public;

revoke all on function "app"."progress_json"(public.courses, public.course_progress) from public;

revoke all on function "app"."reset_course_progress"(bigint) from public;

grant execute on function "app"."reset_course_progress"(bigint) to "authenticated", "postgres";

revoke all on function "app"."update_course_progress"(bigint, integer, boolean) from public;

grant execute
  on function "app"."update_course_progress"(bigint, integer, boolean)
  to "authenticated", "postgres";

revoke all on function "app"."visible_course"(bigint) from public;

revoke all on function "app"."watch_percent"(integer, integer, boolean) from public;
