/**
 * Courses (SPEC §7): GET /api/courses and GET /api/courses/{id} for everyone (RLS shows anonymous
 * callers and learners the public courses, admins the drafts too); POST, PUT and DELETE for admins.
 * PUT with `order` reorders one step toward it through app.move_course (an atomic swap), since the
 * content manager moves a course one place up or down at a time.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { optionalUser } from '../../_shared/auth.ts';
import { asCaller, asUser, rpcResult, type Tx } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import { bodyWith, idParam, pathParam } from '../../_shared/validation.ts';
import { type AppEnv, requireAdmin, signedIn } from '../guards.ts';
import { httpUrl, nullable } from '../fields.ts';

export interface CourseJson {
  id: number;
  title: string;
  description: string;
  category: 'training' | 'bonus' | 'daily-challenge';
  duration: number | null;
  videoUrl: string | null;
  isPublic: boolean;
  order: number;
}

export const COURSE_NOT_FOUND = 'Course not found.';
const FILL_IN = 'Please fill in title and description';
const DURATION = 'Duration must be a whole number of minutes from 1 to 1440';

// Column name for each writable API field.
const COLUMNS = { title: 'title', description: 'description', category: 'category', duration: 'duration', videoUrl: 'video_url', isPublic: 'is_public' } as const;

const fields = {
  title: z.string({ error: FILL_IN }).trim().min(1, FILL_IN).max(200, 'Title must be at most 200 characters'),
  description: z.string({ error: FILL_IN }).trim().min(1, FILL_IN).max(5000, 'Description must be at most 5000 characters'),
  category: z.enum(['training', 'bonus', 'daily-challenge'], { error: 'Category must be training, bonus or daily-challenge' }),
  // The form's text input may send "15"; SPEC §5 parses it to an integer when given.
  duration: nullable(
    z.preprocess(
      (value) => (typeof value === 'string' && /^\s*[0-9]+\s*$/.test(value) ? Number(value) : value),
      z.number({ error: DURATION }).int(DURATION).min(1, DURATION).max(1440, DURATION),
    ),
  ),
  videoUrl: nullable(httpUrl('Video link must be an http:// or https:// address')),
  isPublic: z.boolean({ error: 'isPublic must be true or false' }),
};

const createSchema = z.object({
  ...fields,
  category: fields.category.default('training'),
  duration: fields.duration.default(null),
  videoUrl: fields.videoUrl.default(null),
  isPublic: fields.isPublic.default(true),
});

const updateSchema = z.object({
  title: fields.title.optional(),
  description: fields.description.optional(),
  category: fields.category.optional(),
  duration: fields.duration.optional(),
  videoUrl: fields.videoUrl.optional(),
  isPublic: fields.isPublic.optional(),
  order: z.number({ error: 'order must be a whole number' }).int('order must be a whole number').optional(),
});

const columns = (tx: Tx) =>
  tx`id, title, description, category, duration, video_url as "videoUrl", is_public as "isPublic", sort_order as "order"`;

async function courseById(tx: Tx, id: number): Promise<CourseJson> {
  const [course] = await tx<CourseJson[]>`select ${columns(tx)} from public.courses where id = ${id}`;
  if (!course) throw new HttpError(404, COURSE_NOT_FOUND);
  return course;
}

export const courses = new Hono<AppEnv>()
  .get('/', async (c) => {
    const claims = await optionalUser(c.req.raw);
    return c.json(await asCaller(claims, (tx) => tx<CourseJson[]>`select ${columns(tx)} from public.courses order by sort_order`));
  })
  .get('/:id', async (c) => {
    const id = pathParam(c.req.param('id'), idParam);
    const claims = await optionalUser(c.req.raw);
    return c.json(await asCaller(claims, (tx) => courseById(tx, id)));
  })
  .post('/', signedIn, async (c) => {
    const input = await bodyWith(c.req.raw, createSchema);
    const course = await asUser(c.var.claims, async (tx) => {
      await requireAdmin(tx);
      const [created] = await tx<CourseJson[]>`
        insert into public.courses (title, description, category, duration, video_url, is_public)
        values (${input.title}, ${input.description}, ${input.category}, ${input.duration}, ${input.videoUrl}, ${input.isPublic})
        returning ${columns(tx)}`;
      return created;
    });
    return c.json({ course, message: 'Course created' }, 201);
  })
  .put('/:id', signedIn, async (c) => {
    const id = pathParam(c.req.param('id'), idParam);
    const { order, ...changes } = await bodyWith(c.req.raw, updateSchema);
    const result = await asUser(c.var.claims, async (tx) => {
      await requireAdmin(tx);
      const current = await courseById(tx, id);
      const set = Object.fromEntries(
        Object.entries(changes)
          .filter(([, value]) => value !== undefined)
          .map(([field, value]) => [COLUMNS[field as keyof typeof COLUMNS], value]),
      );
      if (Object.keys(set).length > 0) await tx`update public.courses set ${tx(set)} where id = ${id}`;
      let message = 'Course updated';
      if (order !== undefined && order !== current.order) {
        const move = await rpcResult<{ message: string }>(
          tx`select app.move_course(${id}::bigint, ${order < current.order ? 'up' : 'down'}) as result`,
        );
        message = move.message;
      }
      return { course: await courseById(tx, id), message };
    });
    return c.json(result);
  })
  .delete('/:id', signedIn, async (c) => {
    const id = pathParam(c.req.param('id'), idParam);
    await asUser(c.var.claims, async (tx) => {
      await requireAdmin(tx);
      const deleted = await tx`delete from public.courses where id = ${id} returning id`;
      if (deleted.length === 0) throw new HttpError(404, COURSE_NOT_FOUND);
    });
    return c.json({ message: 'Course deleted' });
  });
