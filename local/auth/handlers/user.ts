/** GET /user (GoTrue internal/api/user.go), acting as the bearer token's user; PUT /user is in update-user.ts. */
import type { AuthRequest } from '../context';
import { unexpectedFailure, validationFailed } from '../errors';
import { sendJson } from '../http';
import { authenticate } from '../tokens';
import { AUDIENCE, loadUser } from '../users';

export async function getUser({ opts, req, res }: AuthRequest): Promise<void> {
  const { claims, user } = await authenticate(opts, req);
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (audience !== AUDIENCE) throw validationFailed("Token audience doesn't match request audience");
  const loaded = await loadUser(opts.pool, user.id);
  if (!loaded) throw unexpectedFailure();
  sendJson(res, 200, loaded.json);
}
