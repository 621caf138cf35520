-- Reviewing an answered quiz (docs/product.md#quick-quizzes).
--
-- app.answer_quiz returns the correct answer and the explanation once, with the result; a learner
-- who closed the result could never read them again. A learner who has answered a quiz has earned
-- its key, so this RPC gives it back for the caller's OWN answered quizzes only: the rule that
-- nobody sees a key before answering stays (a quiz not answered, or reset, answers 404).

-- app.quiz_review(p_quiz_id bigint) -> jsonb
--   { quizId, answer, correct, correctAnswer, explanation, answeredAt }
--   Errors: MT401; MT404 'Quiz not found' (unknown, or of a course the caller cannot see);
--   MT404 'You have not answered this quiz yet'.
create function app.quiz_review(p_quiz_id bigint)
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
           'answeredAt', a.answered_at)
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
revoke execute on function app.quiz_review(bigint) from public, anon;
grant execute on function app.quiz_review(bigint) to authenticated;
