/**
 * Quizzes. Learners never receive `correctAnswer` or `explanation` before answering: the lists
 * carry them for admins only, and the answer call returns them. A quiz's text is claim-checked like
 * a course's (claims.ts).
 */
import * as z from 'zod/mini';

import { claimReasonField } from './claims.ts';
import { idField, idParam, wholeNumber } from './fields.ts';
import { localeSchema } from './locale.ts';
import { route } from './route.ts';
import { MESSAGES, QUIZ } from './rules.ts';
import { messageSchema } from './user.ts';

export const quizSchema = z.object({
  id: z.number(),
  /** null: a general quiz, not tied to a course. */
  courseId: z.nullable(z.number()),
  question: z.string(),
  choices: z.array(z.string()),
  points: z.number(),
  correctAnswer: z.optional(z.number()),
  explanation: z.nullish(z.string()),
  /** The language of question and choices: the reader's when translated, else 'en' (courses.ts `lang`). */
  lang: localeSchema,
});
export type Quiz = z.output<typeof quizSchema>;

// The question first: with several problems, the first rule's message is the one shown.
export const quizBody = z.object({
  question: z
    .string({ error: MESSAGES.quizQuestionRequired })
    .check(z.trim(), z.minLength(1, MESSAGES.quizQuestionRequired), z.maxLength(1000, 'The question must be at most 1000 characters')),
  choices: z
    .array(
      z
        .string({ error: MESSAGES.quizChoicesRequired })
        .check(z.trim(), z.minLength(1, MESSAGES.quizChoicesRequired), z.maxLength(500, 'Each choice must be at most 500 characters')),
      { error: MESSAGES.quizChoicesRequired },
    )
    .check(z.length(QUIZ.choices, MESSAGES.quizChoicesRequired)),
  correctAnswer: wholeNumber(MESSAGES.quizCorrectRequired, MESSAGES.quizCorrectRequired, 0, QUIZ.choices - 1),
  explanation: z.pipe(
    z.nullish(z.string({ error: 'The explanation must be text' }).check(z.trim(), z.maxLength(2000, 'The explanation must be at most 2000 characters'))),
    z.transform((value: string | null | undefined) => value ?? ''),
  ),
  /** Absent or null: the default from the settings. */
  points: z.pipe(
    z.nullish(wholeNumber(MESSAGES.quizPoints, MESSAGES.quizPoints, QUIZ.minPoints, QUIZ.maxPoints)),
    z.transform((value: number | null | undefined) => value ?? null),
  ),
  /** null (or absent): a general quiz. */
  courseId: z.pipe(
    z.nullish(idField('courseId must be the id of a course, or null for a general quiz')),
    z.transform((value: number | null | undefined) => value ?? null),
  ),
  /** The reason to save a question, choice or explanation flagged as a possible income claim (claims.ts). */
  claimReason: claimReasonField,
});
export type QuizInput = z.input<typeof quizBody>;

const quizWritten = z.extend(messageSchema, { quiz: quizSchema });

export const quizRoutes = {
  courseQuizzes: route({
    method: 'GET',
    path: '/api/course-quizzes/:courseId',
    access: 'signedIn',
    params: { courseId: idParam },
    response: z.array(quizSchema),
  }),
  listQuizzes: route({ method: 'GET', path: '/api/quizzes', access: 'signedIn', response: z.array(quizSchema) }),
  createQuiz: route({ method: 'POST', path: '/api/quizzes', access: 'admin', body: quizBody, response: quizWritten, status: 201 }),
  updateQuiz: route({ method: 'PUT', path: '/api/quizzes/:id', access: 'admin', params: { id: idParam }, body: quizBody, response: quizWritten }),
  deleteQuiz: route({ method: 'DELETE', path: '/api/quizzes/:id', access: 'admin', params: { id: idParam }, response: messageSchema }),
};
