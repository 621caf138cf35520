/** A learner's course progress and quiz answers: read, record, reset. */
import * as z from 'zod/mini';

import { idField, idParam, uuidParam, wholeNumber } from './fields.ts';
import { localeSchema } from './locale.ts';
import { route } from './route.ts';
import { MESSAGES, QUIZ } from './rules.ts';
import { userChangeSchema, userSchema } from './user.ts';

/**
 * watchTime is seconds; `percent` is the watch (video) percent (capped at 100); `quizPercent` the
 * share of the course's quizzes answered correctly (null: the course has no quizzes); `total` the course progress the server
 * computes once (docs/product.md#courses), the same number as the user's `courseProgress`.
 */
export const courseProgressSchema = z.object({
  courseId: z.number(),
  watchTime: z.number(),
  isCompleted: z.boolean(),
  percent: z.number(),
  quizPercent: z.nullable(z.number()),
  total: z.number(),
  completedAt: z.nullable(z.string()),
  /**
   * The course completion reward the ledger holds for the learner (paid once per course ever);
   * null before the first completion. Optional: an answer kept offline by an older version lacks it.
   */
  rewardPaid: z.optional(z.nullable(z.object({ tokens: z.number(), points: z.number() }))),
});
export type CourseProgress = z.output<typeof courseProgressSchema>;

const WATCH_TIME = 'watchTime must be a whole number of seconds from 0 to 86400';

export const progressBody = z.object({
  watchTime: wholeNumber(WATCH_TIME, WATCH_TIME, 0, 86_400),
  isCompleted: z._default(z.boolean({ error: 'isCompleted must be true or false' }), false),
});

export const progressUpdateSchema = z.object({
  progress: courseProgressSchema,
  user: userSchema,
  message: z.optional(z.string()),
  tokensEarned: z.number(),
  pointsEarned: z.number(),
});
export type ProgressUpdate = z.output<typeof progressUpdateSchema>;

const ANSWER_RANGE = 'answer must be 0, 1, 2 or 3';
export const answerBody = z.object({
  quizId: idField('quizId must be the id of a quiz'),
  answer: wholeNumber(MESSAGES.quizAnswerRequired, ANSWER_RANGE, 0, QUIZ.choices - 1),
});

export const quizAnswerSchema = z.object({
  correct: z.boolean(),
  correctAnswer: z.number(),
  explanation: z.nullable(z.string()),
  pointsEarned: z.number(),
  /** A right answer given after an earlier wrong one revealed the key: progress, no points. */
  afterReveal: z.boolean(),
  /** The explanation's language (the reader's, or 'en'); absent in an answer kept offline by an older version. */
  lang: z.optional(localeSchema),
  message: z.optional(z.string()),
  /**
   * The course's progress when this answer completed a course without a video (its last quiz right
   * completes it and pays the completion reward, docs/product.md#courses); null otherwise. Optional:
   * an answer kept offline by an older version lacks it.
   */
  courseCompleted: z.optional(z.nullable(courseProgressSchema)),
  user: userSchema,
});
export type QuizAnswer = z.output<typeof quizAnswerSchema>;

const own = { id: uuidParam };

export const progressRoutes = {
  courseProgressList: route({
    method: 'GET',
    path: '/api/users/:id/course-progress',
    access: 'own',
    params: own,
    response: z.array(courseProgressSchema),
  }),
  courseProgress: route({
    method: 'GET',
    path: '/api/users/:id/course-progress/:courseId',
    access: 'own',
    params: { ...own, courseId: idParam },
    response: courseProgressSchema,
  }),
  recordProgress: route({
    method: 'POST',
    path: '/api/users/:id/course-progress/:courseId',
    access: 'own',
    params: { ...own, courseId: idParam },
    body: progressBody,
    response: progressUpdateSchema,
    effects: true,
  }),
  resetProgress: route({
    method: 'POST',
    path: '/api/users/:id/course-progress/:courseId/reset',
    access: 'own',
    params: { ...own, courseId: idParam },
    response: userChangeSchema,
  }),
  answerQuiz: route({
    method: 'POST',
    path: '/api/users/:id/quiz-answer',
    access: 'own',
    params: own,
    body: answerBody,
    response: quizAnswerSchema,
    effects: true,
  }),
  resetQuiz: route({
    method: 'POST',
    path: '/api/users/:id/quiz/:quizId/reset',
    access: 'own',
    params: { ...own, quizId: idParam },
    response: userChangeSchema,
  }),
};
