/**
 * The course content shapes of SPEC §3 and the answers of the course and quiz calls (SPEC §7),
 * checked at runtime like the shared shapes in types/api.ts. Learners receive quizzes without
 * `correctAnswer` and `explanation` (DESIGN "Quizzes"); admins receive both.
 */
import * as z from 'zod/mini';

import { userSchema } from '@/types/api';

export const COURSE_CATEGORIES = ['training', 'bonus', 'daily-challenge'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const MATERIAL_TYPES = ['pdf', 'image', 'document', 'link'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

export const courseSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.enum(COURSE_CATEGORIES),
  duration: z.nullable(z.number()),
  videoUrl: z.nullable(z.string()),
  isPublic: z.boolean(),
  order: z.number(),
});
export type Course = z.output<typeof courseSchema>;

export const materialSchema = z.object({
  id: z.number(),
  courseId: z.number(),
  title: z.string(),
  type: z.enum(MATERIAL_TYPES),
  description: z.nullish(z.string()),
  fileUrl: z.nullish(z.string()),
});
export type Material = z.output<typeof materialSchema>;

export const quizSchema = z.object({
  id: z.number(),
  courseId: z.nullable(z.number()),
  question: z.string(),
  choices: z.array(z.string()),
  points: z.number(),
  correctAnswer: z.optional(z.number()),
  explanation: z.optional(z.nullable(z.string())),
});
export type Quiz = z.output<typeof quizSchema>;

/** watchTime is seconds; `percent` is the server's watch percent (SPEC §9, capped at 100). */
export const courseProgressSchema = z.object({
  courseId: z.number(),
  watchTime: z.number(),
  isCompleted: z.boolean(),
  percent: z.number(),
  completedAt: z.nullish(z.string()),
});
export type CourseProgress = z.output<typeof courseProgressSchema>;

export const progressUpdateSchema = z.object({
  progress: courseProgressSchema,
  user: userSchema,
  message: z.optional(z.string()),
  tokensEarned: z._default(z.number(), 0),
  pointsEarned: z._default(z.number(), 0),
});
export type ProgressUpdate = z.output<typeof progressUpdateSchema>;

export const quizAnswerSchema = z.object({
  correct: z.boolean(),
  correctAnswer: z.number(),
  explanation: z.nullish(z.string()),
  pointsEarned: z._default(z.number(), 0),
  message: z.optional(z.string()),
  user: userSchema,
});
export type QuizAnswer = z.output<typeof quizAnswerSchema>;
