/**
 * Quick quizzes and quiz review (docs/product.md#quick-quizzes): the general quizzes (no course)
 * a learner answers from the dashboard, and the review of a quiz the learner has answered (their
 * answer, the correct one and the explanation; never before answering).
 */
import * as z from 'zod/mini';

import { idParam, uuidParam } from './fields.ts';
import { localeSchema } from './locale.ts';
import { quizSchema } from './quizzes.ts';
import { route } from './route.ts';

export const quizReviewSchema = z.object({
  quizId: z.number(),
  answer: z.number(),
  correct: z.boolean(),
  correctAnswer: z.number(),
  explanation: z.nullable(z.string()),
  answeredAt: z.string(),
  /** The quiz's points were paid (a right answer after a reveal pays none). */
  pointsPaid: z.boolean(),
  /** The explanation's language (the reader's, or 'en'). */
  lang: z.optional(localeSchema),
});
export type QuizReview = z.output<typeof quizReviewSchema>;

export const quickQuizRoutes = {
  generalQuizzes: route({ method: 'GET', path: '/api/general-quizzes', access: 'signedIn', response: z.array(quizSchema) }),
  quizReview: route({
    method: 'GET',
    path: '/api/users/:id/quiz-review/:quizId',
    access: 'own',
    params: { id: uuidParam, quizId: idParam },
    response: quizReviewSchema,
  }),
};
