/**
 * A learner's own actions, all under /api/users/{id}/…, where {id} must be the caller (the
 * contract's `own` access): course progress (read, record, reset), answer a quiz and reset it,
 * review an answered one, record a visit (the login streak). Completing a mission is in
 * missions.ts, inviting in invites.ts, redeeming in rewards.ts. Each is one RPC in
 * one transaction as the caller; the RPC returns `user` read after the change, so the answer needs
 * no second round trip.
 */
import { asUser, rpcResult } from '../../_shared/db.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';

export const learnerHandlers: Handlers<
  'courseProgressList' | 'courseProgress' | 'recordProgress' | 'resetProgress' | 'answerQuiz' | 'resetQuiz' | 'quizReview' | 'recordVisit'
> = {
  recordVisit: ({ claims, body }) =>
    asUser(claims, (tx) => rpcResult<AnswerOf<'recordVisit'>>(tx`select app.record_visit(${body.timeZone ?? null}::text) as result`)),
  courseProgressList: ({ claims }) => asUser(claims, (tx) => rpcResult<AnswerOf<'courseProgressList'>>(tx`select app.course_progress(null::bigint) as result`)),
  courseProgress: ({ claims, params }) =>
    asUser(claims, (tx) => rpcResult<AnswerOf<'courseProgress'>>(tx`select app.course_progress(${params.courseId}::bigint) as result`)),
  recordProgress: ({ claims, params, body }) =>
    asUser(claims, (tx) =>
      rpcResult<AnswerOf<'recordProgress'>>(
        tx`select app.update_course_progress(${params.courseId}::bigint, ${body.watchTime}::integer, ${body.isCompleted}) as result`,
      ),
    ),
  resetProgress: ({ claims, params }) =>
    asUser(claims, (tx) => rpcResult<AnswerOf<'resetProgress'>>(tx`select app.reset_course_progress(${params.courseId}::bigint) as result`)),
  answerQuiz: ({ claims, body }) =>
    asUser(claims, (tx) => rpcResult<AnswerOf<'answerQuiz'>>(tx`select app.answer_quiz(${body.quizId}::bigint, ${body.answer}::integer) as result`)),
  quizReview: ({ claims, params }) => asUser(claims, (tx) => rpcResult<AnswerOf<'quizReview'>>(tx`select app.quiz_review(${params.quizId}::bigint) as result`)),
  resetQuiz: ({ claims, params }) => asUser(claims, (tx) => rpcResult<AnswerOf<'resetQuiz'>>(tx`select app.reset_quiz(${params.quizId}::bigint) as result`)),
};
