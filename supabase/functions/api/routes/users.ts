/**
 * A learner's own actions (SPEC §7), all under /api/users/{id}/…, where {id} must be the caller:
 * complete a mission, redeem a reward, invite someone (invites.ts), course progress (read, record,
 * reset), answer a quiz and reset it. Each is one RPC in one transaction as the caller; the RPC returns `user` read after the
 * change, so the answer needs no second round trip.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { asUser, rpcResult, type Json } from '../../_shared/db.ts';
import { bodyWith, idField, idParam, pathParam } from '../../_shared/validation.ts';
import { type AppEnv, ownAccount } from '../guards.ts';
import { invites } from './invites.ts';

const completeMissionSchema = z.object({ missionId: idField('missionId must be the id of a mission') });

const redeemSchema = z.object({
  rewardType: z.string({ error: 'rewardType is required' }).trim().min(1, 'rewardType is required').max(50, 'Invalid reward type'),
});

const WATCH_TIME = 'watchTime must be a whole number of seconds from 0 to 86400';
const progressSchema = z.object({
  watchTime: z.number({ error: WATCH_TIME }).int(WATCH_TIME).min(0, WATCH_TIME).max(86_400, WATCH_TIME),
  isCompleted: z.boolean({ error: 'isCompleted must be true or false' }).default(false),
});

const ANSWER = 'Please choose an answer';
const answerSchema = z.object({
  quizId: idField('quizId must be the id of a quiz'),
  answer: z.number({ error: ANSWER }).int('answer must be 0, 1, 2 or 3').min(0, 'answer must be 0, 1, 2 or 3').max(3, 'answer must be 0, 1, 2 or 3'),
});

export const users = new Hono<AppEnv>()
  .use('/:id/*', ownAccount)
  .route('/', invites)
  .post('/:id/complete-mission', async (c) => {
    const { missionId } = await bodyWith(c.req.raw, completeMissionSchema);
    return c.json(await asUser(c.var.claims, (tx) => rpcResult<Json>(tx`select app.complete_mission(${missionId}::integer) as result`)));
  })
  .post('/:id/redeem-reward', async (c) => {
    const { rewardType } = await bodyWith(c.req.raw, redeemSchema);
    return c.json(await asUser(c.var.claims, (tx) => rpcResult<Json>(tx`select app.redeem_reward(${rewardType}) as result`)));
  })
  .get('/:id/course-progress', async (c) => {
    return c.json(await asUser(c.var.claims, (tx) => rpcResult<Json[]>(tx`select app.course_progress(null::bigint) as result`)));
  })
  .get('/:id/course-progress/:courseId', async (c) => {
    const courseId = pathParam(c.req.param('courseId'), idParam);
    return c.json(await asUser(c.var.claims, (tx) => rpcResult<Json>(tx`select app.course_progress(${courseId}::bigint) as result`)));
  })
  .post('/:id/course-progress/:courseId', async (c) => {
    const courseId = pathParam(c.req.param('courseId'), idParam);
    const { watchTime, isCompleted } = await bodyWith(c.req.raw, progressSchema);
    return c.json(
      await asUser(c.var.claims, (tx) =>
        rpcResult<Json>(tx`select app.update_course_progress(${courseId}::bigint, ${watchTime}::integer, ${isCompleted}) as result`),
      ),
    );
  })
  .post('/:id/course-progress/:courseId/reset', async (c) => {
    const courseId = pathParam(c.req.param('courseId'), idParam);
    return c.json(await asUser(c.var.claims, (tx) => rpcResult<Json>(tx`select app.reset_course_progress(${courseId}::bigint) as result`)));
  })
  .post('/:id/quiz-answer', async (c) => {
    const { quizId, answer } = await bodyWith(c.req.raw, answerSchema);
    return c.json(
      await asUser(c.var.claims, (tx) => rpcResult<Json>(tx`select app.answer_quiz(${quizId}::bigint, ${answer}::integer) as result`)),
    );
  })
  .post('/:id/quiz/:quizId/reset', async (c) => {
    const quizId = pathParam(c.req.param('quizId'), idParam);
    return c.json(await asUser(c.var.claims, (tx) => rpcResult<Json>(tx`select app.reset_quiz(${quizId}::bigint) as result`)));
  });
