-- Quizzes, their answer keys, and learners' answers.
--
-- SPEC §3 Quiz: question, four choices, correctAnswer (index), explanation, points (1-100,
-- default 10), courseId nullable (a general quiz). Learners must never see correctAnswer or
-- explanation before answering (DESIGN "Quizzes"), so those two live in public.quiz_keys, which
-- only admins can read; the learner gets them from app.answer_quiz. A deferred constraint trigger
-- makes sure no quiz is committed without its key.

create table public.quizzes (
  id bigint generated always as identity primary key,
  course_id bigint references public.courses (id) on delete cascade,
  question text not null check (char_length(btrim(question)) between 1 and 1000),
  choices text[] not null check (
    array_ndims(choices) = 1 and array_lower(choices, 1) = 1 and cardinality(choices) = 4
    and coalesce(btrim(choices[1]), '') <> '' and coalesce(btrim(choices[2]), '') <> ''
    and coalesce(btrim(choices[3]), '') <> '' and coalesce(btrim(choices[4]), '') <> ''
    and char_length(array_to_string(choices, '')) <= 2000
  ),
  points integer not null default 10 check (points between 1 and 100),
  created_at timestamptz not null default now()
);
create index quizzes_course_id_idx on public.quizzes (course_id, id);
alter table public.quizzes enable row level security;
revoke all on table public.quizzes from anon, authenticated, service_role;
grant select on table public.quizzes to authenticated, service_role;
grant insert (course_id, question, choices, points) on table public.quizzes to authenticated;
grant update (course_id, question, choices, points) on table public.quizzes to authenticated;
grant delete on table public.quizzes to authenticated;

create policy quizzes_select_visible on public.quizzes
  for select to authenticated
  using (
    course_id is null
    or (select app.is_admin())
    or exists (select 1 from public.courses c where c.id = course_id and c.is_public)
  );
create policy quizzes_insert_admin on public.quizzes
  for insert to authenticated
  with check ((select app.is_admin()));
create policy quizzes_update_admin on public.quizzes
  for update to authenticated
  using ((select app.is_admin()))
  with check ((select app.is_admin()));
create policy quizzes_delete_admin on public.quizzes
  for delete to authenticated
  using ((select app.is_admin()));

create table public.quiz_keys (
  quiz_id bigint primary key references public.quizzes (id) on delete cascade,
  correct_answer smallint not null check (correct_answer between 0 and 3),
  explanation text not null default '' check (char_length(explanation) <= 2000)
);
alter table public.quiz_keys enable row level security;
revoke all on table public.quiz_keys from anon, authenticated, service_role;
grant select, insert, delete on table public.quiz_keys to authenticated;
grant update (correct_answer, explanation) on table public.quiz_keys to authenticated;

create policy quiz_keys_select_admin on public.quiz_keys
  for select to authenticated
  using ((select app.is_admin()));
create policy quiz_keys_insert_admin on public.quiz_keys
  for insert to authenticated
  with check ((select app.is_admin()));
create policy quiz_keys_update_admin on public.quiz_keys
  for update to authenticated
  using ((select app.is_admin()))
  with check ((select app.is_admin()));
create policy quiz_keys_delete_admin on public.quiz_keys
  for delete to authenticated
  using ((select app.is_admin()));

-- SECURITY DEFINER so the check sees every key whoever inserted the quiz (it runs at commit).
create function app.quiz_has_key()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.quizzes q where q.id = new.id)
     and not exists (select 1 from public.quiz_keys k where k.quiz_id = new.id) then
    raise exception using errcode = 'MT400', message = 'A quiz needs an answer key',
      detail = format('Insert public.quiz_keys for quiz %s in the same transaction.', new.id);
  end if;
  return null;
end;
$$;
revoke execute on function app.quiz_has_key() from public, anon, authenticated;

create constraint trigger quizzes_need_a_key
  after insert on public.quizzes
  deferrable initially deferred
  for each row execute function app.quiz_has_key();

create table public.quiz_answers (
  user_id uuid not null references public.profiles (id) on delete cascade,
  quiz_id bigint not null references public.quizzes (id) on delete cascade,
  answer smallint not null check (answer between 0 and 3),
  is_correct boolean not null,
  answered_at timestamptz not null default now(),
  primary key (user_id, quiz_id)
);
create index quiz_answers_quiz_id_idx on public.quiz_answers (quiz_id);
alter table public.quiz_answers enable row level security;
revoke all on table public.quiz_answers from anon, authenticated, service_role;
grant select on table public.quiz_answers to authenticated, service_role;

create policy quiz_answers_select_own on public.quiz_answers
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Visibility of a quiz to the caller, for the SECURITY DEFINER RPCs (which bypass RLS): the same
-- rule as quizzes_select_visible.
create function app.quiz_visible_to_caller(p_quiz_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.quizzes q
      left join public.courses c on c.id = q.course_id
     where q.id = p_quiz_id
       and (q.course_id is null or c.is_public or app.is_admin())
  );
$$;
revoke execute on function app.quiz_visible_to_caller(bigint) from public, anon, authenticated;

-- app.save_quiz(p_quiz_id bigint, p_course_id bigint, p_question text, p_choices text[],
--               p_correct_answer integer, p_explanation text, p_points integer) -> jsonb
--   Admin only. Creates (p_quiz_id null) or updates a quiz and its key in one call.
--   SECURITY INVOKER: the writes go through the RLS policies above, like a direct admin write.
--   Returns the quiz as the content manager edits it: {id, courseId, question, choices,
--   correctAnswer, explanation, points}.
--   Errors: MT401; MT403 'Only administrators can edit quizzes'; MT404 'Quiz not found';
--   constraint errors for bad values (23514 check_violation, 23502 not null, 23503 unknown course).
create function app.save_quiz(
  p_quiz_id bigint,
  p_course_id bigint,
  p_question text,
  p_choices text[],
  p_correct_answer integer,
  p_explanation text,
  p_points integer
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
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
    insert into public.quiz_keys (quiz_id, correct_answer, explanation)
    values (v_id, p_correct_answer, coalesce(p_explanation, ''))
    on conflict (quiz_id) do update
      set correct_answer = excluded.correct_answer, explanation = excluded.explanation;
  end if;

  return (
    select jsonb_build_object('id', q.id, 'courseId', q.course_id, 'question', q.question,
             'choices', to_jsonb(q.choices), 'correctAnswer', k.correct_answer,
             'explanation', k.explanation, 'points', q.points)
      from public.quizzes q join public.quiz_keys k on k.quiz_id = q.id
     where q.id = v_id
  );
end;
$$;
revoke execute on function app.save_quiz(bigint, bigint, text, text[], integer, text, integer) from public, anon;
grant execute on function app.save_quiz(bigint, bigint, text, text[], integer, text, integer) to authenticated;

-- app.answer_quiz(p_quiz_id bigint, p_answer integer) -> jsonb
--   { "correct", "correctAnswer", "explanation", "pointsEarned", "message", "user" }
--   Records (or replaces) the caller's answer. A correct answer pays the quiz's points once per quiz
--   ever (ledger reason 'quiz', reference = quiz id); answering again after a reset pays 0.
--   Errors: MT401; MT400 'answer must be 0, 1, 2 or 3'; MT404 'Quiz not found' (also for quizzes
--   of courses the caller cannot see).
create function app.answer_quiz(p_quiz_id bigint, p_answer integer)
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
  v_paid integer := 0;
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

  insert into public.quiz_answers (user_id, quiz_id, answer, is_correct)
  values (v_uid, p_quiz_id, p_answer, v_correct)
  on conflict (user_id, quiz_id) do update
    set answer = excluded.answer, is_correct = excluded.is_correct, answered_at = now();

  if v_correct then
    insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
    values (v_uid, 0, v_points, 'quiz', p_quiz_id::text)
    on conflict (user_id, reason, reference) do nothing;
    get diagnostics v_paid = row_count;
  end if;

  return jsonb_build_object(
    'correct', v_correct,
    'correctAnswer', v_key.correct_answer,
    'explanation', v_key.explanation,
    'pointsEarned', case when v_paid > 0 then v_points else 0 end,
    'message', case
                 when v_correct and v_paid > 0 then format('Correct! You earned %s points.', v_points)
                 when v_correct then 'Correct! (points for this quiz were already earned)'
                 else 'Incorrect Answer' end,
    'user', app.user_json(v_uid)
  );
end;
$$;
revoke execute on function app.answer_quiz(bigint, integer) from public, anon;
grant execute on function app.answer_quiz(bigint, integer) to authenticated;

-- app.reset_quiz(p_quiz_id bigint) -> jsonb
--   { "message": "Quiz Reset!", "user" }. Forgets the caller's answer so they can retry; points
--   already earned stay earned and are not paid again.
--   Errors: MT401; MT404 'Quiz not found'.
create function app.reset_quiz(p_quiz_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function app.reset_quiz(bigint) from public, anon;
grant execute on function app.reset_quiz(bigint) to authenticated;
