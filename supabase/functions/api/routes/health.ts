/** GET /api/health — the function is up and the database answers. */
import { Hono } from 'hono';
import { sql } from '../../_shared/db.ts';

export const health = new Hono().get('/', async (c) => {
  const started = performance.now();
  const [row] = await sql<{ now: string }[]>`select now()::text as now`;
  return c.json({ status: 'ok', database: 'reachable', databaseTime: row?.now, latencyMs: Math.round(performance.now() - started) });
});
