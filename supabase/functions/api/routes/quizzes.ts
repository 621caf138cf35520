/**
 * Quizzes: lists for signed-in users; create, update and delete for admins.
 *
 * Learners never receive `correctAnswer` or `explanation` before answering: those live in
 * public.quiz_keys, which RLS shows to admins only, and the learner's answer comes back from the
 * answer call. Admins get them here, for the content manager. Flagged text (a possible income
 * claim in the question, a choice or the explanation) is refused with 422 unless a reason comes with it.
 */
import { MESSAGES, type Quiz, type quizBody } from '../../../../contract/index.ts';
import type * as z from 'zod/mini';
import type { UserClaims } from '../../_shared/auth.ts';
import { asUser, rpcResult, type Tx } from '../../_shared/db.ts';
import { HttpError, sqlState } from '../../_shared/errors.ts';
import type { Handlers } from '../contract-routes.ts';
import { allowFlaggedClaims, isAdmin, requireAdmin } from '../guards.ts';

/** Quizzes as the caller may see them: with the answer key for admins, without for everyone else. */
async function listQuizzes(tx: Tx, claims: UserClaims, courseId?: number | null): Promise<Quiz[]> {
  // undefined: every quiz; null: the general ones (no course).
  const where = courseId === undefined ? tx`` : courseId === null ? tx`where q.course_id is null` : tx`where q.course_id = ${courseId}`;
  if (await isAdmin(tx, claims)) {
    return await tx<Quiz[]>`
      select q.id, q.course_id as "courseId", q.question, q.choices, q.points,
             k.correct_answer as "correctAnswer", k.explanation
        from public.quizzes q left join public.quiz_keys k on k.quiz_id = q.id
        ${where} order by q.id`;
  }
  return await tx<Quiz[]>`
    select q.id, q.course_id as "courseId", q.question, q.choices, q.points
      from public.quizzes q ${where} order by q.id`;
}

async function saveQuiz(tx: Tx, id: number | null, input: z.output<typeof quizBody>): Promise<Quiz> {
  await requireAdmin(tx);
  await allowFlaggedClaims(tx, input.claimReason);
  try {
    // A quiz sent without points gets the default of app.settings.
    return await rpcResult<Quiz>(tx`
      select app.save_quiz(${id}::bigint, ${input.courseId}::bigint, ${input.question}, ${tx.array(input.choices)}::text[],
                           ${input.correctAnswer}::integer, ${input.explanation},
                           coalesce(${input.points}::integer, (app.public_settings() #>> '{quiz,defaultPoints}')::integer)) as result`);
  } catch (error) {
    if (sqlState(error) === '23503') throw new HttpError(404, MESSAGES.courseNotFound);
    throw error;
  }
}

export const quizHandlers: Handlers<'courseQuizzes' | 'generalQuizzes' | 'listQuizzes' | 'createQuiz' | 'updateQuiz' | 'deleteQuiz'> = {
  courseQuizzes: ({ claims, params }) => asUser(claims, (tx) => listQuizzes(tx, claims, params.courseId)),
  generalQuizzes: ({ claims }) => asUser(claims, (tx) => listQuizzes(tx, claims, null)),
  listQuizzes: ({ claims }) => asUser(claims, (tx) => listQuizzes(tx, claims)),
  createQuiz: async ({ claims, body }) => ({ quiz: await asUser(claims, (tx) => saveQuiz(tx, null, body)), message: 'Quiz created' }),
  updateQuiz: async ({ claims, params, body }) => ({ quiz: await asUser(claims, (tx) => saveQuiz(tx, params.id, body)), message: 'Quiz updated' }),
  deleteQuiz: async ({ claims, params }) => {
    await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      const deleted = await tx`delete from public.quizzes where id = ${params.id} returning id`;
      if (deleted.length === 0) throw new HttpError(404, MESSAGES.quizNotFound);
    });
    return { message: 'Quiz deleted' };
  },
};
