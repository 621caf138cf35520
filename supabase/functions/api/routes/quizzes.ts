/**
 * Quizzes: lists for signed-in users; create, update and delete for admins.
 *
 * Learners never receive `correctAnswer` or `explanation` before answering: those live in
 * public.quiz_keys, which RLS shows to admins only, and the learner's answer comes back from the
 * answer call. Admins get them here, for the content manager. Flagged text (a possible income
 * claim in the question, a choice or the explanation) is refused with 422 unless a reason comes with it.
 * Learners read question and choices in their language where the quiz has a translation
 * (content-language.ts), `lang` saying which; admins read the English source they edit.
 */
import { MESSAGES, type Quiz, type quizBody } from '../../../../contract/index.ts';
import type * as z from 'zod/mini';
import type { UserClaims } from '../../_shared/auth.ts';
import { asUser, rpcResult, type Tx } from '../../_shared/db.ts';
import { HttpError, sqlState } from '../../_shared/errors.ts';
import { readingLocale } from '../content-language.ts';
import type { Handlers } from '../contract-routes.ts';
import { allowFlaggedClaims, isAdmin, requireAdmin } from '../guards.ts';

/** Quizzes as the caller may see them: with the answer key for admins, without for everyone else. */
async function listQuizzes(tx: Tx, claims: UserClaims, request: Request, courseId?: number | null): Promise<Quiz[]> {
  // undefined: every quiz; null: the general ones (no course).
  const where = courseId === undefined ? tx`` : courseId === null ? tx`where q.course_id is null` : tx`where q.course_id = ${courseId}`;
  if (await isAdmin(tx, claims)) {
    return await tx<Quiz[]>`
      select q.id, q.course_id as "courseId", q.question, q.choices, q.points,
             k.correct_answer as "correctAnswer", k.explanation, 'en' as lang
        from public.quizzes q left join public.quiz_keys k on k.quiz_id = q.id
        ${where} order by q.id`;
  }
  return await tx<Quiz[]>`
    select q.id, q.course_id as "courseId", coalesce(t.question, q.question) as question, coalesce(t.choices, q.choices) as choices,
           q.points, coalesce(t.locale, 'en') as lang
      from public.quizzes q
      left join public.quiz_translations t on t.quiz_id = q.id and t.locale = ${readingLocale(tx, claims, request)}
            -- An out-of-date translation's choices may not be in the order the answer key counts: English then
            -- (docs/decisions.md, "Languages": out-of-date translations).
            and app.translation_current('quizzes', q.id::text, t.source_digest)
      ${where} order by q.id`;
}

async function saveQuiz(tx: Tx, id: number | null, input: z.output<typeof quizBody>): Promise<Quiz> {
  await requireAdmin(tx);
  await allowFlaggedClaims(tx, input.claimReason);
  try {
    // A quiz sent without points gets the default of app.settings.
    const saved = await rpcResult<Omit<Quiz, 'lang'>>(tx`
      select app.save_quiz(${id}::bigint, ${input.courseId}::bigint, ${input.question}, ${tx.array(input.choices)}::text[],
                           ${input.correctAnswer}::integer, ${input.explanation},
                           coalesce(${input.points}::integer, (app.public_settings() #>> '{quiz,defaultPoints}')::integer)) as result`);
    return { ...saved, lang: 'en' };
  } catch (error) {
    if (sqlState(error) === '23503') throw new HttpError(404, MESSAGES.courseNotFound);
    throw error;
  }
}

export const quizHandlers: Handlers<'courseQuizzes' | 'generalQuizzes' | 'listQuizzes' | 'createQuiz' | 'updateQuiz' | 'deleteQuiz'> = {
  courseQuizzes: ({ claims, params, request }) => asUser(claims, (tx) => listQuizzes(tx, claims, request, params.courseId)),
  generalQuizzes: ({ claims, request }) => asUser(claims, (tx) => listQuizzes(tx, claims, request, null)),
  listQuizzes: ({ claims, request }) => asUser(claims, (tx) => listQuizzes(tx, claims, request)),
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
