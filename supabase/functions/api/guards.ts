/**
 * Who may call what: the caller's verified identity (set by the middlewares below for the
 * handlers), "only your own account" for /users/{id}/..., and "admins only" for content writes.
 * The database enforces the same rules again through RLS and the RPCs; these give clear answers.
 */
import type { MiddlewareHandler } from 'hono';
import { requireUser, type UserClaims } from '../_shared/auth.ts';
import type { Tx } from '../_shared/db.ts';
import { HttpError } from '../_shared/errors.ts';
import { pathParam, uuidParam } from '../_shared/validation.ts';

export interface AppEnv {
  Variables: { claims: UserClaims };
}

export const ADMIN_ONLY = 'Only administrators can manage course content';

/** A signed-in user is required (401 otherwise); handlers read them from `c.var.claims`. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('claims', await requireUser(c.req.raw));
  await next();
};

/** For /users/:id/...: signed in (401), a UUID (400), and the caller's own id (403). */
export const ownAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  const claims = await requireUser(c.req.raw);
  const id = pathParam(c.req.param('id'), uuidParam);
  if (id.toLowerCase() !== claims.sub.toLowerCase()) throw new HttpError(403, 'You can only act on your own account');
  c.set('claims', claims);
  await next();
};

/** Inside the caller's transaction: refuses non-admins (app.is_admin(): the flag or a listed e-mail). */
export async function requireAdmin(tx: Tx): Promise<void> {
  const [row] = await tx<{ admin: boolean }[]>`select app.is_admin() as admin`;
  if (!row?.admin) throw new HttpError(403, ADMIN_ONLY);
}

/** Whether the caller is an admin (false for anonymous callers, who cannot run app.is_admin). */
export async function isAdmin(tx: Tx, claims: UserClaims | undefined): Promise<boolean> {
  if (!claims) return false;
  const [row] = await tx<{ admin: boolean }[]>`select app.is_admin() as admin`;
  return row?.admin === true;
}
