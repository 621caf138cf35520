/**
 * auth.sessions and auth.refresh_tokens, as GoTrue's legacy (v1) refresh tokens work: every
 * sign-in makes a session with a chain of refresh tokens; using one revokes it and adds its child.
 * Deleting a session deletes its tokens (the foreign key cascades), which is how sign-out and
 * reuse detection end a session.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from './db';
import { NIL_UUID } from './users';

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  aal: string | null;
  /** How the session began (auth.mfa_amr_claims): 'password', or 'otp' for an e-mailed link. */
  method: AuthMethod;
}

/** GoTrue's authentication methods of a session that the local server issues. */
export type AuthMethod = 'password' | 'otp';

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string | null;
  revoked: boolean | null;
  parent: string | null;
  session_id: string | null;
  /** True while the token was revoked less than the reuse interval ago. */
  within_reuse_interval: boolean;
}

export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A 12-character lower-case base32 token, the shape of GoTrue's legacy refresh tokens (60 bits). */
export function newRefreshToken(): string {
  return Array.from(randomBytes(12), (byte) => TOKEN_ALPHABET[byte & 31]).join('');
}

// The method comes from auth.mfa_amr_claims as GoTrue keeps it (the first claim of the session).
const SESSION_COLUMNS = `id, user_id, created_at, aal,
  coalesce((select c.authentication_method from auth.mfa_amr_claims c where c.session_id = sessions.id order by c.created_at limit 1), 'password') as method`;

async function insertRefreshToken(db: Queryable, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ($1, $2, $3, false, $4, $5, now(), now())`,
    [NIL_UUID, token, userId, parent, sessionId],
  );
  return token;
}

/**
 * Starts a session for the user and its first refresh token. `method` is how the user proved who
 * they are: a password (signup, password grant) or an e-mailed link (`otp`, as GoTrue records a
 * /verify sign-in); PUT /user lets a link's session set a password without the current one.
 */
export async function createSession(
  db: Queryable,
  userId: string,
  client: ClientInfo,
  method: AuthMethod = 'password',
): Promise<{ session: SessionRow; refreshToken: string }> {
  const { rows } = await db.query<Omit<SessionRow, 'method'>>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', $2, $3::inet)
     returning id, user_id, created_at, aal`,
    [userId, client.userAgent ?? null, client.ip ?? null],
  );
  const session: SessionRow = { ...(rows[0] as Omit<SessionRow, 'method'>), method };
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)`,
    [session.id, method],
  );
  return { session, refreshToken: await insertRefreshToken(db, userId, session.id, null) };
}

export async function findSession(db: Queryable, id: string, options: { lock?: boolean } = {}): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(`select ${SESSION_COLUMNS} from auth.sessions where id = $1${options.lock ? ' for update' : ''}`, [id]);
  return rows[0];
}

export async function findRefreshToken(db: Queryable, token: string, reuseIntervalSeconds: number): Promise<RefreshTokenRow | undefined> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select id, token, user_id, revoked, parent, session_id,
            coalesce(updated_at + make_interval(secs => $2) > now(), false) as within_reuse_interval
       from auth.refresh_tokens where token = $1`,
    [token, reuseIntervalSeconds],
  );
  return rows[0];
}

/** The session's current (unrevoked, newest) refresh token. */
export async function activeRefreshToken(db: Queryable, sessionId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ token: string }>(
    `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return rows[0]?.token;
}

/** Revokes `token` and issues its child in the same session. */
export async function rotateRefreshToken(db: Queryable, token: RefreshTokenRow, userId: string, sessionId: string): Promise<string> {
  await db.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [token.id]);
  return insertRefreshToken(db, userId, sessionId, token.token);
}

/** Records a refresh on the session (refreshed_at is a timestamp without time zone, in UTC). */
export async function touchSession(db: Queryable, sessionId: string, client: ClientInfo): Promise<void> {
  await db.query(`update auth.sessions set refreshed_at = timezone('utc', now()), updated_at = now(), user_agent = $2, ip = $3::inet where id = $1`, [
    sessionId,
    client.userAgent ?? null,
    client.ip ?? null,
  ]);
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
}

/** Ends every session of the user, or every one but `keepSessionId`. */
export async function deleteUserSessions(db: Queryable, userId: string, keepSessionId?: string): Promise<void> {
  await db.query(`delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)`, [userId, keepSessionId ?? null]);
}
