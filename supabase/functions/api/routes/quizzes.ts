/**
 * Quizzes (SPEC §7): GET /api/course-quizzes/{courseId} and GET /api/quizzes for signed-in users;
 * POST /api/quizzes, PUT /api/quizzes/{id} and DELETE /api/quizzes/{id} for admins.
 *
 * Learners never receive `correctAnswer` or `explanation` before answering (DESIGN "Quizzes"):
 * those live in public.quiz_keys, which RLS shows to admins only, and the learner's answer comes
 * back from POST /api/users/{id}/quiz-answer. Admins get them here, for the content manager.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { UserClaims } from '../../_shared/auth.ts';
import { asUser, rpcResult, type Tx } from '../../_shared/db.ts';
import { HttpError, sqlState } from '../../_shared/errors.ts';
import { bodyWith, idField, idParam, pathParam } from '../../_shared/validation.ts';
import { type AppEnv, isAdmin, requireAdmin, signedIn } from '../guards.ts';
import { COURSE_NOT_FOUND } from './courses.ts';

export interface QuizJson {
  id: number;
  courseId: number | null;
  question: string;
  choices: string[];
  points: number;
  correctAnswer?: number;
  explanation?: string;
}

const QUESTION = 'Question is required';
const CHOICES = 'A quiz needs four non-empty choices';
const CORRECT = 'Choose which of the four choices is correct';
const POINTS = 'Points must be a whole number from 1 to 100';

// The question first: with several problems, SPEC §5's first rule is the message shown.
const quizSchema = z.object({
  question: z.string({ error: QUESTION }).trim().min(1, QUESTION).max(1000, 'The question must be at most 1000 characters'),
  choices: z
    .array(z.string({ error: CHOICES }).trim().min(1, CHOICES).max(500, 'Each choice must be at most 500 characters'), { error: CHOICES })
    .length(4, CHOICES),
  correctAnswer: z.number({ error: CORRECT }).int(CORRECT).min(0, CORRECT).max(3, CORRECT),
  explanation: z
    .string({ error: 'The explanation must be text' })
    .trim()
    .max(2000, 'The explanation must be at most 2000 characters')
    .nullish()
    .transform((value) => value ?? ''),
  points: z
    .number({ error: POINTS })
    .int(POINTS)
    .min(1, POINTS)
    .max(100, POINTS)
    .nullish()
    .transform((value) => value ?? 10),
  // null (or absent) = a general quiz, not tied to a course (SPEC §5: "general" sends null).
  courseId: idField('courseId must be the id of a course, or null for a general quiz')
    .nullish()
    .transform((value) => value ?? null),
});

const QUIZ_NOT_FOUND = 'Quiz not found';

/** Quizzes as the caller may see them: with the answer key for admins, without for everyone else. */
async function listQuizzes(tx: Tx, claims: UserClaims, courseId?: number): Promise<QuizJson[]> {
  const where = courseId === undefined ? tx`` : tx`where q.course_id = ${courseId}`;
  if (await isAdmin(tx, claims)) {
    return await tx<QuizJson[]>`
      select q.id, q.course_id as "courseId", q.question, q.choices, q.points,
             k.correct_answer as "correctAnswer", k.explanation
        from public.quizzes q left join public.quiz_keys k on k.quiz_id = q.id
        ${where} order by q.id`;
  }
  return await tx<QuizJson[]>`
    select q.id, q.course_id as "courseId", q.question, q.choices, q.points
      from public.quizzes q ${where} order by q.id`;
}

async function saveQuiz(tx: Tx, id: number | null, input: z.infer<typeof quizSchema>): Promise<QuizJson> {
  await requireAdmin(tx);
  try {
    return await rpcResult<QuizJson>(tx`
      select app.save_quiz(${id}::bigint, ${input.courseId}::bigint, ${input.question}, ${tx.array(input.choices)}::text[],
                           ${input.correctAnswer}::integer, ${input.explanation}, ${input.points}::integer) as result`);
  } catch (error) {
    if (sqlState(error) === '23503') throw new HttpError(404, COURSE_NOT_FOUND);
    throw error;
  }
}

export const courseQuizzes = new Hono<AppEnv>().use(signedIn).get('/:courseId', async (c) => {
  const courseId = pathParam(c.req.param('courseId'), idParam);
  return c.json(await asUser(c.var.claims, (tx) => listQuizzes(tx, c.var.claims, courseId)));
});

export const quizzes = new Hono<AppEnv>()
  .use(signedIn)
  .get('/', async (c) => c.json(await asUser(c.var.claims, (tx) => listQuizzes(tx, c.var.claims))))
  .post('/', async (c) => {
    const input = await bodyWith(c.req.raw, quizSchema);
    const quiz = await asUser(c.var.claims, (tx) => saveQuiz(tx, null, input));
    return c.json({ quiz, message: 'Quiz created' }, 201);
  })
  .put('/:id', async (c) => {
    const id = pathParam(c.req.param('id'), idParam);
    const input = await bodyWith(c.req.raw, quizSchema);
    const quiz = await asUser(c.var.claims, (tx) => saveQuiz(tx, id, input));
    return c.json({ quiz, message: 'Quiz updated' });
  })
  .delete('/:id', async (c) => {
    const id = pathParam(c.req.param('id'), idParam);
    await asUser(c.var.claims, async (tx) => {
      await requireAdmin(tx);
      const deleted = await tx`delete from public.quizzes where id = ${id} returning id`;
      if (deleted.length === 0) throw new HttpError(404, QUIZ_NOT_FOUND);
    });
    return c.json({ message: 'Quiz deleted' });
  });
