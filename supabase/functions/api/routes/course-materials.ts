/**
 * Course materials (SPEC §7): GET /api/course-materials/{courseId} for everyone who may see the
 * course (RLS), POST /api/course-materials and DELETE /api/course-materials/{id} for admins.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { optionalUser } from '../../_shared/auth.ts';
import { asCaller, asUser, type Tx } from '../../_shared/db.ts';
import { HttpError, sqlState } from '../../_shared/errors.ts';
import { bodyWith, idField, idParam, pathParam } from '../../_shared/validation.ts';
import { type AppEnv, requireAdmin, signedIn } from '../guards.ts';
import { httpUrl, nullable } from '../fields.ts';
import { COURSE_NOT_FOUND } from './courses.ts';

export interface MaterialJson {
  id: number;
  courseId: number;
  title: string;
  type: 'pdf' | 'image' | 'document' | 'link';
  description: string;
  fileUrl: string | null;
}

const TITLE_REQUIRED = 'Material title is required';

// The title first: with several problems, SPEC §5's message is the one shown.
const createSchema = z.object({
  title: z.string({ error: TITLE_REQUIRED }).trim().min(1, TITLE_REQUIRED).max(200, 'Material title must be at most 200 characters'),
  courseId: idField('courseId must be the id of a course'),
  type: z.enum(['pdf', 'image', 'document', 'link'], { error: 'Type must be pdf, image, document or link' }).default('document'),
  description: nullable(z.string({ error: 'Description must be text' }).trim().max(2000, 'Description must be at most 2000 characters'))
    .default(null)
    .transform((value) => value ?? ''),
  fileUrl: nullable(httpUrl('File link must be an http:// or https:// address')).default(null),
});

const columns = (tx: Tx) => tx`id, course_id as "courseId", title, type, description, file_url as "fileUrl"`;

export const courseMaterials = new Hono<AppEnv>()
  .get('/:courseId', async (c) => {
    const courseId = pathParam(c.req.param('courseId'), idParam);
    const claims = await optionalUser(c.req.raw);
    return c.json(
      await asCaller(claims, (tx) => tx<MaterialJson[]>`select ${columns(tx)} from public.course_materials where course_id = ${courseId} order by id`),
    );
  })
  .post('/', signedIn, async (c) => {
    const input = await bodyWith(c.req.raw, createSchema);
    const material = await asUser(c.var.claims, async (tx) => {
      await requireAdmin(tx);
      try {
        const [created] = await tx<MaterialJson[]>`
          insert into public.course_materials (course_id, title, type, description, file_url)
          values (${input.courseId}, ${input.title}, ${input.type}, ${input.description}, ${input.fileUrl})
          returning ${columns(tx)}`;
        return created;
      } catch (error) {
        if (sqlState(error) === '23503') throw new HttpError(404, COURSE_NOT_FOUND);
        throw error;
      }
    });
    return c.json({ material, message: 'Material added' }, 201);
  })
  .delete('/:id', signedIn, async (c) => {
    const id = pathParam(c.req.param('id'), idParam);
    await asUser(c.var.claims, async (tx) => {
      await requireAdmin(tx);
      const deleted = await tx`delete from public.course_materials where id = ${id} returning id`;
      if (deleted.length === 0) throw new HttpError(404, 'Material not found');
    });
    return c.json({ message: 'Material removed' });
  });
