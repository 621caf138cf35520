/**
 * A learner's own actions, all under /api/users/{id}/…, where {id} must be the caller (the
 * contract's `own` access): course progress (read, record, reset), answer a quiz and reset it,
 * review an answered one, record a visit (the login streak). Completing a mission is in
 * missions.ts, inviting in invites.ts, redeeming in rewards.ts. Each is one RPC in
 * one transaction as the caller; the RPC returns `user` read after the change, so the answer needs
 * no second round trip.
 */
import type { LocaleCode } from '../../../../contract/index.ts';
import type { UserClaims } from '../../_shared/auth.ts';
import { asUser, rpcResult, type Tx } from '../../_shared/db.ts';
import { readingLocale } from '../content-language.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';

/** The quiz's explanation in the reader's language (app.quiz_explanation: English where untranslated), once answered. */
async function explanationIn(tx: Tx, claims: UserClaims, request: Request, quizId: number): Promise<{ explanation: string; lang: LocaleCode } | null> {
  return await rpcResult<{ explanation: string; lang: LocaleCode } | null>(
    tx`select app.quiz_explanation(${quizId}::bigint, ${readingLocale(tx, claims, request)}) as result`,
  );
}

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
  // The explanation in the reader's language, read once the answer is recorded (the same transaction).
  answerQuiz: ({ claims, body, request }) =>
    asUser(claims, async (tx) => {
      const answer = await rpcResult<AnswerOf<'answerQuiz'>>(tx`select app.answer_quiz(${body.quizId}::bigint, ${body.answer}::integer) as result`);
      return { ...answer, ...(await explanationIn(tx, claims, request, body.quizId)) };
    }),
  quizReview: ({ claims, params, request }) =>
    asUser(claims, async (tx) => {
      const review = await rpcResult<AnswerOf<'quizReview'>>(tx`select app.quiz_review(${params.quizId}::bigint) as result`);
      return { ...review, ...(await explanationIn(tx, claims, request, params.quizId)) };
    }),
  resetQuiz: ({ claims, params }) => asUser(claims, (tx) => rpcResult<AnswerOf<'resetQuiz'>>(tx`select app.reset_quiz(${params.quizId}::bigint) as result`)),
};
