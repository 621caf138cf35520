/**
 * Courses: list and read for everyone (RLS shows anonymous callers and learners the public
 * courses, admins the drafts too); create, update and delete for admins. An update with `order`
 * reorders one step toward it through app.move_course (an atomic swap), since the content manager
 * moves a course one place up or down at a time. A course's video file (videoPath) is uploaded to
 * Storage by the content manager first, then named here: its first bytes are checked against its
 * type (file-contents.ts), app.course_video_file checks it is an MP4 or WebM under the course's
 * folder at the checked version, and a replaced or removed file is deleted from Storage.
 */
import { type Course, MATERIAL_BUCKET, MESSAGES } from '../../../../contract/index.ts';
import { asCaller, asUser, rpcResult, type Tx } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
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
  isPublic: 'is_public',
} as const;

const columns = (tx: Tx) =>
  tx`id, title, description, category, duration, video_url as "videoUrl", video_path as "videoPath", is_public as "isPublic", sort_order as "order"`;

async function courseById(tx: Tx, id: number): Promise<Course> {
  const [course] = await tx<Course[]>`select ${columns(tx)} from public.courses where id = ${id}`;
  if (!course) throw new HttpError(404, MESSAGES.courseNotFound);
  return course;
}

export const courseHandlers: Handlers<'listCourses' | 'getCourse' | 'createCourse' | 'updateCourse' | 'deleteCourse'> = {
  listCourses: ({ claims }) => asCaller(claims, (tx) => tx<Course[]>`select ${columns(tx)} from public.courses order by sort_order`),
  getCourse: ({ claims, params }) => asCaller(claims, (tx) => courseById(tx, params.id)),
  createCourse: async ({ claims, body }) => {
    const course = await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      await allowFlaggedClaims(tx, body.claimReason);
      const [created] = await tx<Course[]>`
        insert into public.courses (title, description, category, duration, video_url, is_public)
        values (${body.title}, ${body.description}, ${body.category}, ${body.duration}, ${body.videoUrl}, ${body.isPublic})
        returning ${columns(tx)}`;
      if (!created) throw new Error('insert returned no row');
      return created;
    });
    return { course, message: 'Course created' };
  },
  updateCourse: async ({ claims, params, body, request }) => {
    const { order, claimReason, ...changes } = body;
    if (changes.videoPath) await checkUploadedFile(claims, MATERIAL_BUCKET, changes.videoPath);
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
      return { course, message, replacedVideo: current.videoPath !== course.videoPath ? current.videoPath : null };
    });
    const { replacedVideo, ...answer } = updated;
    await removeMaterialFiles(request, [replacedVideo]);
    return answer;
  },
  deleteCourse: async ({ claims, params, request }) => {
    const paths = await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      // The course's materials go with it (on delete cascade); their files and its video file are removed below.
      const files = await tx<{ path: string }[]>`
        select storage_path as path from public.course_materials where course_id = ${params.id} and storage_path is not null
        union all
        select video_path from public.courses where id = ${params.id} and video_path is not null`;
      const deleted = await tx`delete from public.courses where id = ${params.id} returning id`;
      if (deleted.length === 0) throw new HttpError(404, MESSAGES.courseNotFound);
      return files.map((file) => file.path);
    });
    await removeMaterialFiles(request, paths);
    return { message: 'Course deleted' };
  },
};
