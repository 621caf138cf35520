/**
 * Content translations (docs/decisions.md, "Languages": content translations): an admin writes a
 * course's or a quiz's Spanish or Arabic version beside the English source; the reads serve each
 * course and quiz in the reader's language, English where there is no translation, with `lang`
 * saying which. The limits are the source fields' (courses.ts, quizzes.ts).
 */
import * as z from 'zod/mini';

import { claimReasonField } from './claims.ts';
import { idParam, nullable, requiredText } from './fields.ts';
import { MATERIAL_PATH } from './materials.ts';
import { route } from './route.ts';
import { MESSAGES, QUIZ } from './rules.ts';
import { messageSchema } from './user.ts';

/** The languages a translation is written in: English is the source itself. */
export const TRANSLATION_LOCALES = ['es', 'ar'] as const;

export const translationLocaleParam = z.enum(TRANSLATION_LOCALES, {
  error: 'The language must be es or ar (English is the course or quiz itself)',
});

export const courseTranslationBody = z.object({
  title: requiredText('The translated title is required', 200, 'Title must be at most 200 characters'),
  description: requiredText('The translated description is required', 5000, 'Description must be at most 5000 characters'),
  claimReason: claimReasonField,
});
export type CourseTranslationInput = z.input<typeof courseTranslationBody>;

export const quizTranslationBody = z.object({
  question: z
    .string({ error: 'The translated question is required' })
    .check(z.trim(), z.minLength(1, 'The translated question is required'), z.maxLength(1000, 'The question must be at most 1000 characters')),
  /** As many as the quiz has, in its order: the answer key is an index. */
  choices: z
    .array(
      z
        .string({ error: MESSAGES.quizChoicesRequired })
        .check(z.trim(), z.minLength(1, MESSAGES.quizChoicesRequired), z.maxLength(500, 'Each choice must be at most 500 characters')),
      { error: `The translation needs the quiz's ${QUIZ.choices} choices, in its order` },
    )
    .check(z.length(QUIZ.choices, `The translation needs the quiz's ${QUIZ.choices} choices, in its order`)),
  explanation: z.pipe(
    z.nullish(z.string({ error: 'The explanation must be text' }).check(z.trim(), z.maxLength(2000, 'The explanation must be at most 2000 characters'))),
    z.transform((value: string | null | undefined) => value ?? ''),
  ),
  claimReason: claimReasonField,
});
export type QuizTranslationInput = z.input<typeof quizTranslationBody>;

/**
 * A translation's own video file and its captions (`<course id>/<file>` in the course-materials
 * bucket, uploaded first, checked like the course's video), or null to remove one; at least one of
 * the two. A new or removed video drops its captions unless new ones come in the same request.
 */
export const courseTranslationVideoBody = z
  .object({
    videoPath: z.optional(nullable(z.string({ error: 'The video file path is not valid' }).check(z.regex(MATERIAL_PATH, 'The video file path is not valid')))),
    captionsPath: z.optional(
      nullable(z.string({ error: 'The captions file path is not valid' }).check(z.regex(MATERIAL_PATH, 'The captions file path is not valid'))),
    ),
  })
  .check(z.refine((body) => body.videoPath !== undefined || body.captionsPath !== undefined, 'Send a videoPath or a captionsPath'));
export type CourseTranslationVideoInput = z.input<typeof courseTranslationVideoBody>;

export const courseTranslationSchema = z.object({
  courseId: z.number(),
  locale: z.enum(TRANSLATION_LOCALES),
  title: z.string(),
  description: z.string(),
  updatedAt: z.string(),
  /** The English changed since this translation was saved (docs/decisions.md, "Languages"). */
  outOfDate: z.boolean(),
  /** Its own video file and captions, which readers of this language get instead of the course's (null: the course's). */
  videoPath: z.nullable(z.string()),
  captionsPath: z.nullable(z.string()),
});

export const quizTranslationSchema = z.object({
  quizId: z.number(),
  locale: z.enum(TRANSLATION_LOCALES),
  question: z.string(),
  choices: z.array(z.string()),
  explanation: z.string(),
  updatedAt: z.string(),
  /** The English question, choices or explanation changed since this translation was saved. */
  outOfDate: z.boolean(),
});

/** A course's translations as an admin reads them to edit: each language it has one in. */
export const courseTranslationsSchema = z.object({
  es: z.optional(courseTranslationSchema),
  ar: z.optional(courseTranslationSchema),
});
export type CourseTranslations = z.output<typeof courseTranslationsSchema>;

/** A quiz's translations (explanation included) as an admin reads them to edit. */
export const quizTranslationsSchema = z.object({
  es: z.optional(quizTranslationSchema),
  ar: z.optional(quizTranslationSchema),
});
export type QuizTranslations = z.output<typeof quizTranslationsSchema>;

/** Of `total` texts, `translated` have a current translation and `outOfDate` one whose English changed since. */
const countsSchema = z.object({ translated: z.number(), outOfDate: z.number(), total: z.number() });

/** The kinds of text the coverage counts, as it names them. */
export const COVERAGE_KINDS = ['courses', 'quizzes', 'missions', 'challenges', 'rewards', 'packItems', 'materials', 'incomeDisclosure'] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

/** The most texts the coverage names per language (total - translated says how many need one in all). */
export const COVERAGE_NEEDS_LIMIT = 1000;

/**
 * A text that needs its translation in a language: none yet (`missing`) or its English changed since
 * (`outOfDate`). `key` is its id as text ('' for the income disclosure); a quiz and a material say their
 * course, a pack item its reward, where the content manager opens them.
 */
export const translationNeedSchema = z.object({
  kind: z.enum(COVERAGE_KINDS),
  key: z.string(),
  state: z.enum(['missing', 'outOfDate']),
  courseId: z.optional(z.number()),
  rewardId: z.optional(z.string()),
});
export type TranslationNeed = z.output<typeof translationNeedSchema>;

/**
 * Per language, how many texts (a course's, a quiz's, a station's, a challenge's, a reward's, a
 * pack item's, a material's, the income disclosure's) have a current translation and how many an
 * out-of-date one, drafts and retired challenges included, and which need one (`needs`: out of date
 * first, at most COVERAGE_NEEDS_LIMIT) (app.translation_coverage).
 */
export const coverageSchema = z.array(
  z.object({
    locale: z.enum(TRANSLATION_LOCALES),
    translated: z.number(),
    outOfDate: z.number(),
    total: z.number(),
    needs: z.array(translationNeedSchema),
    courses: countsSchema,
    quizzes: countsSchema,
    missions: countsSchema,
    challenges: countsSchema,
    rewards: countsSchema,
    packItems: countsSchema,
    materials: countsSchema,
    incomeDisclosure: countsSchema,
  }),
);
export type TranslationCoverage = z.output<typeof coverageSchema>;

const translationParams = { id: idParam, locale: translationLocaleParam };

export const translationRoutes = {
  courseTranslations: route({
    method: 'GET',
    path: '/api/courses/:id/translations',
    access: 'admin',
    params: { id: idParam },
    response: courseTranslationsSchema,
  }),
  quizTranslations: route({
    method: 'GET',
    path: '/api/quizzes/:id/translations',
    access: 'admin',
    params: { id: idParam },
    response: quizTranslationsSchema,
  }),
  putCourseTranslation: route({
    method: 'PUT',
    path: '/api/courses/:id/translations/:locale',
    access: 'admin',
    params: translationParams,
    body: courseTranslationBody,
    response: z.extend(messageSchema, { translation: courseTranslationSchema }),
  }),
  deleteCourseTranslation: route({
    method: 'DELETE',
    path: '/api/courses/:id/translations/:locale',
    access: 'admin',
    params: translationParams,
    response: messageSchema,
  }),
  setCourseTranslationVideo: route({
    method: 'PUT',
    path: '/api/courses/:id/translations/:locale/video',
    access: 'admin',
    params: translationParams,
    body: courseTranslationVideoBody,
    response: z.extend(messageSchema, { translation: courseTranslationSchema }),
  }),
  putQuizTranslation: route({
    method: 'PUT',
    path: '/api/quizzes/:id/translations/:locale',
    access: 'admin',
    params: translationParams,
    body: quizTranslationBody,
    response: z.extend(messageSchema, { translation: quizTranslationSchema }),
  }),
  deleteQuizTranslation: route({
    method: 'DELETE',
    path: '/api/quizzes/:id/translations/:locale',
    access: 'admin',
    params: translationParams,
    response: messageSchema,
  }),
  translationCoverage: route({ method: 'GET', path: '/api/translations/coverage', access: 'admin', response: coverageSchema }),
};
