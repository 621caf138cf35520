/**
 * GET /api/leaderboard?limit=10 (SPEC §7: the top entries, ranked) and GET /api/leaderboard/me
 * (the caller's own entry, for the "(You)" row when they are outside the top list).
 * Rank = 1 + number of users with more points (app.leaderboard / app.my_rank).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { integer, rpcResult, statement, statementAsUser } from '../../_shared/db.ts';
import { pathParam } from '../../_shared/validation.ts';
import { type AppEnv, signedIn } from '../guards.ts';

const LIMIT = 'limit must be between 1 and 100';
const limitParam = z
  .string()
  .regex(/^[0-9]{1,3}$/, LIMIT)
  .transform(Number)
  .pipe(z.number().min(1, LIMIT).max(100, LIMIT));

export const leaderboard = new Hono<AppEnv>()
  .use(signedIn)
  .get('/', async (c) => {
    const raw = c.req.query('limit');
    const limit = raw === undefined ? 10 : pathParam(raw, limitParam);
    return c.json(await rpcResult(statementAsUser(c.var.claims, statement`select app.leaderboard(${integer(limit)}::integer) as result`)));
  })
  .get('/me', async (c) => c.json(await rpcResult(statementAsUser(c.var.claims, statement`select app.my_rank() as result`))));
