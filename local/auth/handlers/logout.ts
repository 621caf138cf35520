/** POST /logout?scope=global|local|others (GoTrue internal/api/logout.go): ends sessions, 204. */
import type { AuthRequest } from '../context';
import { validationFailed } from '../errors';
import { sendNoContent } from '../http';
import { deleteSession, deleteUserSessions } from '../sessions';
import { authenticate } from '../tokens';

export async function logout({ opts, req, res, url }: AuthRequest): Promise<void> {
  const { user, session } = await authenticate(opts, req);
  const scope = url.searchParams.get('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
  // Deleting a session deletes its refresh tokens too, and its access tokens stop working at
  // /user (session_not_found), as on hosted Supabase.
  if (session && scope === 'local') await deleteSession(opts.pool, session.id);
  else if (session && scope === 'others') await deleteUserSessions(opts.pool, user.id, session.id);
  else await deleteUserSessions(opts.pool, user.id);
  sendNoContent(res);
}
