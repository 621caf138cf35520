/**
 * Courses: list and read for everyone (RLS shows anonymous callers and learners the public
 * courses, admins the drafts too); create, update and delete for admins. An update with `order`
 * reorders one step toward it through app.move_course (an atomic swap), since the content manager
 * moves a course one place up or down at a time. A course's video file (videoPath) is uploaded to
 * Storage by the content manager first, then named here: its first bytes are checked against its
 * type (file-contents.ts), app.course_video_file checks it is an MP4 or WebM under the course's
 * folder at the checked version, and a replaced or removed file is deleted from Storage. The same
 * for the video's captions file (captionsPath, WebVTT), which a new or removed video drops.
 * Reads serve title and description in the reader's language where the course has a translation
 * (content-language.ts), with `lang` saying which, and the translation's own video and captions where
 * it has a video file (else the course's), with `videoLang` saying which; writes answer the English
 * source. Deleting a course removes its translations' video and captions files too.
 */
import { type Course, MATERIAL_BUCKET, MESSAGES } from '../../../../contract/index.ts';
import { asCaller, asUser, rpcResult, type Tx } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import { readingLocale } from '../content-language.ts';
import type { Handlers } from '../contract-routes.ts';
import { checkUploadedFile } from '../file-contents.ts';
import { allowFlaggedClaims, requireAdmin } from '../guards.ts';
import { removeMaterialFiles } from '../material-files.ts';

// Column name for each writable API field.
const COLUMNS = {
  title: 'title',
  description: 'description',
  category: 'category',
  duration: 'duration',
  videoUrl: 'video_url',
  videoPath: 'video_path',
  captionsPath: 'captions_path',
  isPublic: 'is_public',
} as const;

type Fragment = ReturnType<typeof readingLocale>;

/**
 * The course rows in `locale`: its translation's texts where RLS shows one, else the source's ('en');
 * the translation's video and captions when it has a video file, else the course's (`videoLang`).
 */
const coursesIn = (tx: Tx, locale: Fragment | 'en') =>
  tx`select c.id, coalesce(t.title, c.title) as title, coalesce(t.description, c.description) as description, c.category, c.duration,
            c.video_url as "videoUrl", coalesce(t.video_path, c.video_path) as "videoPath",
            case when t.video_path is null then c.captions_path else t.captions_path end as "captionsPath", c.is_public as "isPublic",
            c.sort_order as "order", coalesce(t.locale, 'en') as lang, case when t.video_path is null then 'en' else t.locale end as "videoLang"
       from public.courses c
       left join public.course_translations t on t.course_id = c.id and t.locale = ${locale}`;

async function courseById(tx: Tx, id: number, locale: Fragment | 'en' = 'en'): Promise<Course> {
  const [course] = await tx<Course[]>`select * from (${coursesIn(tx, locale)}) course where id = ${id}`;
  if (!course) throw new HttpError(404, MESSAGES.courseNotFound);
  return course;
}

export const courseHandlers: Handlers<'listCourses' | 'getCourse' | 'createCourse' | 'updateCourse' | 'deleteCourse'> = {
  listCourses: ({ claims, request }) =>
    asCaller(claims, (tx) => tx<Course[]>`select * from (${coursesIn(tx, readingLocale(tx, claims, request))}) course order by "order"`),
  getCourse: ({ claims, params, request }) => asCaller(claims, (tx) => courseById(tx, params.id, readingLocale(tx, claims, request))),
  createCourse: async ({ claims, body }) => {
    const course = await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      await allowFlaggedClaims(tx, body.claimReason);
      const [created] = await tx<Pick<Course, 'id'>[]>`
        insert into public.courses (title, description, category, duration, video_url, is_public)
        values (${body.title}, ${body.description}, ${body.category}, ${body.duration}, ${body.videoUrl}, ${body.isPublic})
        returning id`;
      if (!created) throw new Error('insert returned no row');
      return await courseById(tx, created.id);
    });
    return { course, message: 'Course created' };
  },
  updateCourse: async ({ claims, params, body, request }) => {
    const { order, claimReason, ...changes } = body;
    // Both files are checked alike: the video and its captions (a WebVTT file starts with WEBVTT).
    for (const path of [changes.videoPath, changes.captionsPath]) if (path) await checkUploadedFile(claims, MATERIAL_BUCKET, path);
    const updated = await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      await allowFlaggedClaims(tx, claimReason);
      const current = await courseById(tx, params.id);
      const set = Object.fromEntries(
        Object.entries(changes)
          .filter(([, value]) => value !== undefined)
          .map(([field, value]) => [COLUMNS[field as keyof typeof COLUMNS], value]),
      );
      if (Object.keys(set).length > 0) await tx`update public.courses set ${tx(set)} where id = ${params.id}`;
      let message = 'Course updated';
      if (order !== undefined && order !== current.order) {
        const move = await rpcResult<{ message: string }>(tx`select app.move_course(${params.id}::bigint, ${order < current.order ? 'up' : 'down'}) as result`);
        message = move.message;
      }
      const course = await courseById(tx, params.id);
      // A file the course no longer names (replaced, removed, or captions dropped with their video).
      const replaced = [current.videoPath, current.captionsPath].filter((path) => path && path !== course.videoPath && path !== course.captionsPath);
      return { course, message, replaced };
    });
    const { replaced, ...answer } = updated;
    await removeMaterialFiles(request, replaced);
    return answer;
  },
  deleteCourse: async ({ claims, params, request }) => {
    const paths = await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      // The course's materials and translations go with it (on delete cascade); their files and its
      // video and captions files (its own and its translations') are removed below.
      const files = await tx<{ path: string }[]>`
        select storage_path as path from public.course_materials where course_id = ${params.id} and storage_path is not null
        union all
        select unnest(array_remove(array[video_path, captions_path], null)) from public.courses where id = ${params.id}
        union all
        select unnest(array_remove(array[video_path, captions_path], null)) from public.course_translations where course_id = ${params.id}`;
      const deleted = await tx`delete from public.courses where id = ${params.id} returning id`;
      if (deleted.length === 0) throw new HttpError(404, MESSAGES.courseNotFound);
      return files.map((file) => file.path);
    });
    await removeMaterialFiles(request, paths);
    return { message: 'Course deleted' };
  },
};
