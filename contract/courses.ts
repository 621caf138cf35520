/** Courses: everyone reads the public ones (admins the drafts too); admins write. */
import * as z from 'zod/mini';

import { claimReasonField } from './claims.ts';
import { httpUrl, idParam, nullable, requiredText } from './fields.ts';
import { localeSchema } from './locale.ts';
import { MATERIAL_PATH } from './materials.ts';
import { route } from './route.ts';
import { COURSE_CATEGORIES, MESSAGES } from './rules.ts';
import { messageSchema } from './user.ts';

export const courseSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.enum(COURSE_CATEGORIES),
  /** Minutes. */
  duration: z.nullable(z.number()),
  videoUrl: z.nullable(z.string()),
  /**
   * A video the app plays in the course page: its path in the course-materials bucket (read with a
   * signed URL). NULL: the video, if any, is the videoUrl link (docs/product.md#courses).
   */
  videoPath: z.nullable(z.string()),
  /**
   * The video file's captions: a WebVTT file beside it in the bucket (read with a signed URL), which
   * the player shows when the learner turns captions on. Only with a videoPath.
   */
  captionsPath: z.nullable(z.string()),
  isPublic: z.boolean(),
  order: z.number(),
  /**
   * The language of title and description: the reader's when the course has a translation in it,
   * else 'en' (the source). Admins read the source (docs/decisions.md, "Languages").
   */
  lang: localeSchema,
  /**
   * The language of the video file and its captions: the reader's when the course's translation in
   * it has its own video (videoPath and captionsPath are then that translation's), else 'en' (the
   * course's own). The player labels the captions track with it (docs/decisions.md, "Languages").
   */
  videoLang: localeSchema,
});
export type Course = z.output<typeof courseSchema>;

/**
 * The video files the app plays in the course page, stored in the course-materials bucket under the
 * course's folder (the bucket's allowed types and app.course_video_file accept the same two).
 */
export const COURSE_VIDEO_TYPES: readonly string[] = ['video/mp4', 'video/webm'];

/** A course video's captions file: WebVTT, in the same bucket (its allowed types and app.course_video_file agree). */
export const COURSE_CAPTIONS_TYPES: readonly string[] = ['text/vtt'];

const DURATION = 'Duration must be a whole number of minutes from 1 to 1440';

const courseFields = {
  title: requiredText(MESSAGES.courseRequired, 200, 'Title must be at most 200 characters'),
  description: requiredText(MESSAGES.courseRequired, 5000, 'Description must be at most 5000 characters'),
  category: z.enum(COURSE_CATEGORIES, { error: 'Category must be training, bonus or daily-challenge' }),
  // A form's text input may send "15": parsed to a whole number when given.
  duration: nullable(
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'string' && /^\s*[0-9]+\s*$/.test(value) ? Number(value) : value)),
      z.number({ error: DURATION }).check(
        z.refine((value) => Number.isInteger(value), DURATION),
        z.gte(1, DURATION),
        z.lte(1440, DURATION),
      ),
    ),
  ),
  videoUrl: nullable(httpUrl('Video link must be an http:// or https:// address')),
  isPublic: z.boolean({ error: 'isPublic must be true or false' }),
};

export const createCourseBody = z.object({
  title: courseFields.title,
  description: courseFields.description,
  category: z._default(courseFields.category, 'training'),
  duration: z._default(courseFields.duration, null),
  videoUrl: z._default(courseFields.videoUrl, null),
  /** A new course is a draft until an admin publishes it (docs/product.md#content-manager). */
  isPublic: z._default(courseFields.isPublic, false),
  claimReason: claimReasonField,
});
export type CreateCourse = z.input<typeof createCourseBody>;

/** Any subset of the fields; `order` moves the course one step toward that position. */
export const updateCourseBody = z.object({
  title: z.optional(courseFields.title),
  description: z.optional(courseFields.description),
  category: z.optional(courseFields.category),
  duration: z.optional(courseFields.duration),
  videoUrl: z.optional(courseFields.videoUrl),
  /**
   * The uploaded video file's path (`<this course's id>/<file>` in the course-materials bucket), or
   * null to stop playing it. Only on update: the folder is the course's id.
   */
  videoPath: z.optional(nullable(z.string({ error: 'The video file path is not valid' }).check(z.regex(MATERIAL_PATH, 'The video file path is not valid')))),
  /**
   * The video file's captions (`<this course's id>/<file>.vtt`, uploaded first), or null to remove
   * them. A new or removed videoPath drops the captions unless new ones come in the same update.
   */
  captionsPath: z.optional(
    nullable(z.string({ error: 'The captions file path is not valid' }).check(z.regex(MATERIAL_PATH, 'The captions file path is not valid'))),
  ),
  isPublic: z.optional(courseFields.isPublic),
  claimReason: claimReasonField,
  order: z.optional(z.number({ error: 'order must be a whole number' }).check(z.refine((value) => Number.isInteger(value), 'order must be a whole number'))),
});
export type UpdateCourse = z.input<typeof updateCourseBody>;

const courseWritten = z.extend(messageSchema, { course: courseSchema });

export const courseRoutes = {
  listCourses: route({ method: 'GET', path: '/api/courses', access: 'public', response: z.array(courseSchema) }),
  getCourse: route({ method: 'GET', path: '/api/courses/:id', access: 'public', params: { id: idParam }, response: courseSchema }),
  createCourse: route({ method: 'POST', path: '/api/courses', access: 'admin', body: createCourseBody, response: courseWritten, status: 201 }),
  updateCourse: route({ method: 'PUT', path: '/api/courses/:id', access: 'admin', params: { id: idParam }, body: updateCourseBody, response: courseWritten }),
  deleteCourse: route({ method: 'DELETE', path: '/api/courses/:id', access: 'admin', params: { id: idParam }, response: messageSchema }),
};
