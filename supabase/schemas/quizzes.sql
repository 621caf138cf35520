-- Quizzes, their answer keys (never sent before answering: docs/architecture.md#quizzes) and
-- learners' answers, the admin's quiz writes, and review of an answered quiz
-- (docs/product.md#quick-quizzes).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- Quizzes, their answer keys, and learners' answers.
--
-- docs/product.md#entities, Quiz: question, four choices, correctAnswer (index), explanation, points (1-100,
-- default 10), courseId nullable (a general quiz). Learners must never see correctAnswer or
-- explanation before answering (docs/architecture.md#quizzes), so those two live in public.quiz_keys, which
-- only admins can read; the learner gets them from app.answer_quiz. A deferred constraint trigger
-- makes sure no quiz is committed without its key.
create table "public"."quizzes" (
  "id"         bigint                   generated always as identity not null,
  "course_id"  bigint,
  "question"   text                     not null,
  "choices"    text[]                   not null,
  "points"     integer                  not null default 10,
  "created_at" timestamp with time zone not null default now(),
  constraint "quizzes_choices_check"
    check
    (((array_ndims(choices) = 1) AND (array_lower(choices, 1) = 1) AND (cardinality(choices) = 4) AND
    (COALESCE(btrim(choices[1]), ''::text) <> ''::text) AND
    (COALESCE(btrim(choices[2]), ''::text) <> ''::text) AND
    (COALESCE(btrim(choices[3]), ''::text) <> ''::text) AND
    (COALESCE(btrim(choices[4]), ''::text) <> ''::text) AND
    (char_length(array_to_string(choices, ''::text)) <= 2000))),
  constraint "quizzes_course_id_fkey" foreign key (course_id) references public.courses(id) on delete cascade,
  constraint "quizzes_pkey" primary key (id),
  constraint "quizzes_points_check" check (((points >= 1) AND (points <= 100))),
  constraint "quizzes_question_check"
    check (((char_length(btrim(question)) >= 1) AND (char_length(btrim(question)) <= 1000)))
);

create table "public"."quiz_answers" (
  "user_id"     uuid                     not null,
  "quiz_id"     bigint                   not null,
  "answer"      smallint                 not null,
  "is_correct"  boolean                  not null,
  "answered_at" timestamp with time zone not null default now(),
  constraint "quiz_answers_answer_check" check (((answer >= 0) AND (answer <= 3))),
  constraint "quiz_answers_pkey" primary key (user_id, quiz_id),
  constraint "quiz_answers_user_id_fkey" foreign key (user_id) references public.profiles(id)
    on delete cascade,
  constraint "quiz_answers_quiz_id_fkey" foreign key (quiz_id) references public.quizzes(id) on delete cascade
);

create table "public"."quiz_keys" (
  "quiz_id"        bigint   not null,
  "correct_answer" smallint not null,
  "explanation"    text     not null default ''::text,
  constraint "quiz_keys_correct_answer_check" check (((correct_answer >= 0) AND (correct_answer <= 3))),
  constraint "quiz_keys_explanation_check" check ((char_length(explanation) <= 2000)),
  constraint "quiz_keys_pkey" primary key (quiz_id),
  constraint "quiz_keys_quiz_id_fkey" foreign key (quiz_id) references public.quizzes(id) on delete cascade
);

-- Points for knowing (docs/product.md#points-for-knowing): the quizzes whose key a wrong answer
-- revealed to a learner; a right answer after it counts for progress, not points. Written only by
-- app.answer_quiz; kept through quiz and course resets.
create table public.quiz_reveals (
  user_id uuid not null references public.profiles (id) on delete cascade,
  quiz_id bigint not null references public.quizzes (id) on delete cascade,
  revealed_at timestamptz not null default now(),
  primary key (user_id, quiz_id)
);

create index quiz_answers_quiz_id_idx on public.quiz_answers using btree (quiz_id);

create index quizzes_course_id_idx on public.quizzes using btree (course_id, id);

create index quiz_reveals_quiz_id_idx on public.quiz_reveals (quiz_id);

-- app.answer_quiz(p_quiz_id bigint, p_answer integer) -> jsonb
--   { "correct", "correctAnswer", "explanation", "pointsEarned", "afterReveal", "message",
--     "courseCompleted", "user" }
--   Records (or replaces) the caller's answer. A right answer pays the quiz's points once per quiz
--   ever (ledger reason 'quiz', reference = quiz id), and only when no earlier wrong answer
--   revealed the key (public.quiz_reveals). afterReveal is true for a right answer that paid
--   nothing for that reason. courseCompleted: the course's progress object (app.progress_json, with
--   the completion reward paid) when this answer completed a course without a video, else NULL.
--   Errors: MT401; MT400 'answer must be 0, 1, 2 or 3'; MT404 'Quiz not found' (also for quizzes
--   of courses the caller cannot see).
create or replace function app.answer_quiz(p_quiz_id bigint, p_answer integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_points integer;
  v_key public.quiz_keys%rowtype;
  v_correct boolean;
  v_revealed boolean;
  v_earned_before boolean;
  v_paid integer := 0;
  v_course public.courses;
  v_progress public.course_progress;
  v_completed jsonb;
begin
  perform 1 from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;
  if p_answer is null or p_answer not between 0 and 3 then
    raise exception using errcode = 'MT400', message = 'answer must be 0, 1, 2 or 3';
  end if;
  if not app.quiz_visible_to_caller(p_quiz_id) then
    raise exception using errcode = 'MT404', message = 'Quiz not found';
  end if;

  select q.points into v_points from public.quizzes q where q.id = p_quiz_id;
  select k.* into v_key from public.quiz_keys k where k.quiz_id = p_quiz_id;
  v_correct := v_key.correct_answer = p_answer;
  v_revealed := exists (select 1 from public.quiz_reveals r where r.user_id = v_uid and r.quiz_id = p_quiz_id);
  v_earned_before := exists (
    select 1 from public.ledger l where l.user_id = v_uid and l.reason = 'quiz' and l.reference = p_quiz_id::text
  );

  insert into public.quiz_answers (user_id, quiz_id, answer, is_correct)
  values (v_uid, p_quiz_id, p_answer, v_correct)
  on conflict (user_id, quiz_id) do update
    set answer = excluded.answer, is_correct = excluded.is_correct, answered_at = now();

  if v_correct and not v_revealed and not v_earned_before then
    insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
    values (v_uid, 0, v_points, 'quiz', p_quiz_id::text)
    on conflict (user_id, reason, reference) do nothing;
    get diagnostics v_paid = row_count;
  elsif not v_correct then
    insert into public.quiz_reveals (user_id, quiz_id) values (v_uid, p_quiz_id)
    on conflict (user_id, quiz_id) do nothing;
  end if;

  -- A course without a video is its quizzes: the answer that makes every one of them right completes
  -- it and pays its completion reward once ever, as Mark as Completed does for a video
  -- (docs/product.md#courses).
  select c.* into v_course from public.courses c
    join public.quizzes q on q.course_id = c.id
   where q.id = p_quiz_id and c.video_url is null and c.video_path is null;
  if v_correct and v_course.id is not null and app.course_quiz_percent(v_uid, v_course.id) = 100
     and not exists (select 1 from public.course_progress cp
                      where cp.user_id = v_uid and cp.course_id = v_course.id and cp.is_completed) then
    insert into public.course_progress as cp (user_id, course_id, is_completed, completed_at)
    values (v_uid, v_course.id, true, now())
    on conflict (user_id, course_id) do update
      set is_completed = true, completed_at = coalesce(cp.completed_at, now()), updated_at = now()
    returning cp.* into v_progress;
    perform app.pay_course_completion(v_uid, v_course.id);
    v_completed := app.progress_json(v_course, v_progress);
  end if;

  return jsonb_build_object(
    'correct', v_correct,
    'correctAnswer', v_key.correct_answer,
    'explanation', v_key.explanation,
    'pointsEarned', case when v_paid > 0 then v_points else 0 end,
    'afterReveal', v_correct and v_revealed and not v_earned_before,
    'message', case
                 when v_correct and v_paid > 0 then format('Correct! You earned %s points.', v_points)
                 when v_correct and v_earned_before then 'Correct! (points for this quiz were already earned)'
                 when v_correct then 'Correct! This counts for your progress; points are paid only for a right answer given before the answer was shown.'
                 else 'Incorrect Answer' end,
    'courseCompleted', v_completed,
    'user', app.user_json(v_uid)
  );
end;
$$;

-- SECURITY DEFINER so the check sees every key whoever inserted the quiz (it runs at commit).
create or replace function app.quiz_has_key()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  if exists (select 1 from public.quizzes q where q.id = new.id)
     and not exists (select 1 from public.quiz_keys k where k.quiz_id = new.id) then
    raise exception using errcode = 'MT400', message = 'A quiz needs an answer key',
      detail = format('Insert public.quiz_keys for quiz %s in the same transaction.', new.id);
  end if;
  return null;
end;
$function$;

-- app.quiz_review(p_quiz_id bigint) -> jsonb
--   { quizId, answer, correct, correctAnswer, explanation, answeredAt, pointsPaid }
--   pointsPaid: the quiz's points were paid to the caller (a right answer after a reveal was not).
--   Errors: MT401; MT404 'Quiz not found' (unknown, or of a course the caller cannot see);
--   MT404 'You have not answered this quiz yet'.
create or replace function app.quiz_review(p_quiz_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_review jsonb;
begin
  if not app.quiz_visible_to_caller(p_quiz_id) then
    raise exception using errcode = 'MT404', message = 'Quiz not found';
  end if;
  select jsonb_build_object(
           'quizId', a.quiz_id,
           'answer', a.answer,
           'correct', a.is_correct,
           'correctAnswer', k.correct_answer,
           'explanation', k.explanation,
           'answeredAt', a.answered_at,
           'pointsPaid', exists (
             select 1 from public.ledger l
              where l.user_id = v_uid and l.reason = 'quiz' and l.reference = a.quiz_id::text))
    into v_review
    from public.quiz_answers a
    join public.quiz_keys k on k.quiz_id = a.quiz_id
   where a.user_id = v_uid and a.quiz_id = p_quiz_id;
  if v_review is null then
    raise exception using errcode = 'MT404', message = 'You have not answered this quiz yet';
  end if;
  return v_review;
end;
$$;

-- Visibility of a quiz to the caller, for the SECURITY DEFINER RPCs (which bypass RLS): the same
-- rule as quizzes_select_visible.
create or replace function app.quiz_visible_to_caller (
  p_quiz_id bigint
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select exists (
    select 1 from public.quizzes q
      left join public.courses c on c.id = q.course_id
     where q.id = p_quiz_id
       and (q.course_id is null or c.is_public or app.is_admin())
  );
$function$;

-- app.reset_quiz(p_quiz_id bigint) -> jsonb
--   { "message": "Quiz Reset!", "user" }. Forgets the caller's answer so they can retry; points
--   already earned stay earned and are not paid again.
--   Errors: MT401; MT404 'Quiz not found'.
create or replace function app.reset_quiz (
  p_quiz_id bigint
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
begin
  perform 1 from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;
  if not app.quiz_visible_to_caller(p_quiz_id) then
    raise exception using errcode = 'MT404', message = 'Quiz not found';
  end if;
  delete from public.quiz_answers a where a.user_id = v_uid and a.quiz_id = p_quiz_id;
  return jsonb_build_object('message', 'Quiz Reset!', 'user', app.user_json(v_uid));
end;
$function$;

-- app.save_quiz(p_quiz_id bigint, p_course_id bigint, p_question text, p_choices text[],
--               p_correct_answer integer, p_explanation text, p_points integer) -> jsonb
--   Admin only. Creates (p_quiz_id null) or updates a quiz and its key in one call.
--   SECURITY INVOKER: the writes go through the RLS policies (this file), like a direct admin write.
--   Returns the quiz as the content manager edits it: {id, courseId, question, choices,
--   correctAnswer, explanation, points}.
--   Errors: MT401; MT403 'Only administrators can edit quizzes'; MT404 'Quiz not found';
--   constraint errors for bad values (23514 check_violation, 23502 not null, 23503 unknown course);
--   MT422 'Possible income claim' for flagged text without `app.claim_reason` (app.check_claims).
create or replace function app.save_quiz (
  p_quiz_id        bigint,
  p_course_id      bigint,
  p_question       text,
  p_choices        text[],
  p_correct_answer integer,
  p_explanation    text,
  p_points         integer
)
  returns jsonb
  language plpgsql
  set search_path to ''
  AS $function$
declare
  v_id bigint;
begin
  perform app.require_uid();
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can edit quizzes';
  end if;

  if p_quiz_id is null then
    insert into public.quizzes (course_id, question, choices, points)
    values (p_course_id, btrim(p_question), p_choices, coalesce(p_points, 10))
    returning id into v_id;
    insert into public.quiz_keys (quiz_id, correct_answer, explanation)
    values (v_id, p_correct_answer, coalesce(p_explanation, ''));
  else
    update public.quizzes q
       set course_id = p_course_id, question = btrim(p_question), choices = p_choices,
           points = coalesce(p_points, 10)
     where q.id = p_quiz_id
    returning q.id into v_id;
    if v_id is null then
      raise exception using errcode = 'MT404', message = 'Quiz not found';
    end if;
    -- Update, then insert if missing (not `on conflict`: an upsert fires the claim check's
    -- insert and update triggers both, recording an override twice).
    update public.quiz_keys k
       set correct_answer = p_correct_answer, explanation = coalesce(p_explanation, '')
     where k.quiz_id = v_id;
    if not found then
      insert into public.quiz_keys (quiz_id, correct_answer, explanation)
      values (v_id, p_correct_answer, coalesce(p_explanation, ''));
    end if;
  end if;

  return (
    select jsonb_build_object('id', q.id, 'courseId', q.course_id, 'question', q.question,
             'choices', to_jsonb(q.choices), 'correctAnswer', k.correct_answer,
             'explanation', k.explanation, 'points', q.points)
      from public.quizzes q join public.quiz_keys k on k.quiz_id = q.id
     where q.id = v_id
  );
end;
$function$;

-- A quiz's question, choices and explanation are admin-written text a learner reads: checked for
-- income claims like course texts (app.check_claims, claims.sql; docs/product.md#claim-checks).
create trigger quizzes_check_claims
  before insert or update of question, choices on public.quizzes
  for each row
  execute function app.check_claims();

create trigger quiz_keys_check_claims
  before insert or update of explanation on public.quiz_keys
  for each row
  execute function app.check_claims();

create constraint TRIGGER quizzes_need_a_key
  after insert on public.quizzes deferrable initially deferred
  for each row
  execute function app.quiz_has_key();

alter table "public"."quiz_answers"
  enable row level security;

alter table "public"."quiz_keys"
  enable row level security;

alter table "public"."quizzes"
  enable row level security;

create policy "quiz_answers_select_own" on "public"."quiz_answers"
  for select
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)));

create policy "quiz_keys_delete_admin" on "public"."quiz_keys"
  for delete
  to "authenticated"
  using (( select app.is_admin() as is_admin));

create policy "quiz_keys_insert_admin" on "public"."quiz_keys"
  for insert
  to "authenticated"
  with check (( SELECT app.is_admin() AS is_admin));

create policy "quiz_keys_select_admin" on "public"."quiz_keys"
  for select
  to "authenticated"
  using (( select app.is_admin() as is_admin));

create policy "quiz_keys_update_admin" on "public"."quiz_keys"
  for update
  to "authenticated"
  using (( select app.is_admin() as is_admin))
  with check (( SELECT app.is_admin() AS is_admin));

create policy "quizzes_delete_admin" on "public"."quizzes"
  for delete
  to "authenticated"
  using (( select app.is_admin() as is_admin));

create policy "quizzes_insert_admin" on "public"."quizzes"
  for insert
  to "authenticated"
  with check (( SELECT app.is_admin() AS is_admin));

create policy "quizzes_select_visible" on "public"."quizzes"
  for select
  to "authenticated"
  using (((course_id is null) or ( select app.is_admin() as is_admin) or (exists ( select 1
   from public.courses c
  where ((c.id = quizzes.course_id) AND c.is_public)))));

create policy "quizzes_update_admin" on "public"."quizzes"
  for update
  to "authenticated"
  using (( select app.is_admin() as is_admin))
  with check (( SELECT app.is_admin() AS is_admin));

alter table public.quiz_reveals enable row level security;

-- Written only by app.answer_quiz (security definer); a learner may read their own.
create policy quiz_reveals_select_own on public.quiz_reveals
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Hosted's default privileges give the API roles ALL on every new public table and sequence
-- (TRUNCATE, REFERENCES, TRIGGER and MAINTAIN too, which RLS does not govern): they keep only the
-- grants that follow (docs/database.md#privileges).
revoke all on table "public"."quizzes", "public"."quiz_answers", "public"."quiz_keys" from "anon", "authenticated", "service_role";

revoke all on sequence "public"."quizzes_id_seq" from "anon", "authenticated", "service_role";

grant select on table "public"."quiz_answers" to "authenticated";

grant select on table "public"."quiz_answers" to "service_role";

grant update ("correct_answer") on table "public"."quiz_keys" to "authenticated";

grant update ("explanation") on table "public"."quiz_keys" to "authenticated";

grant delete, insert, select on table "public"."quiz_keys" to "authenticated";

grant insert ("choices"), update ("choices") on table "public"."quizzes" to "authenticated";

grant insert ("course_id"), update ("course_id") on table "public"."quizzes" to "authenticated";

grant insert ("points"), update ("points") on table "public"."quizzes" to "authenticated";

grant insert ("question"), update ("question") on table "public"."quizzes" to "authenticated";

grant delete, select on table "public"."quizzes" to "authenticated";

grant select on table "public"."quizzes" to "service_role";

revoke all on function "app"."answer_quiz"(bigint, integer) from public;

grant execute on function "app"."answer_quiz"(bigint, integer) to "authenticated", "postgres";

revoke all on function "app"."quiz_has_key"() from public;

revoke all on function "app"."quiz_review"(bigint) from public;

grant execute on function "app"."quiz_review"(bigint) to "authenticated", "postgres";

revoke all on function "app"."quiz_visible_to_caller"(bigint) from public;

revoke all on function "app"."reset_quiz"(bigint) from public;

grant execute on function "app"."reset_quiz"(bigint) to "authenticated", "postgres";

revoke all on function "app"."save_quiz"(bigint, bigint, text, text[], integer, text, integer) from public;

grant execute
  on function "app"."save_quiz"(bigint, bigint, text, text[], integer, text, integer)
  to "authenticated", "postgres";

revoke all on table public.quiz_reveals from anon, authenticated, service_role;
grant select on table public.quiz_reveals to authenticated, service_role;
