/** GET /api/auth/me — the verified identity of the caller's token (the app checks its session with it). */
import { Hono } from 'hono';
import { requireUser } from '../../_shared/auth.ts';

export const authMe = new Hono().get('/', async (c) => {
  const claims = await requireUser(c.req.raw);
  return c.json({ id: claims.sub, email: claims.email ?? null, role: claims.role, sessionId: claims.session_id ?? null });
});
