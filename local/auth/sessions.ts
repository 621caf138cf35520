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
}

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

const SESSION_COLUMNS = 'id, user_id, created_at, aal';

async function insertRefreshToken(db: Queryable, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ($1, $2, $3, false, $4, $5, now(), now())`,
    [NIL_UUID, token, userId, parent, sessionId],
  );
  return token;
}

/** Starts a session for the user and its first refresh token. */
export async function createSession(db: Queryable, userId: string, client: ClientInfo): Promise<{ session: SessionRow; refreshToken: string }> {
  const { rows } = await db.query<SessionRow>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', $2, $3::inet)
     returning ${SESSION_COLUMNS}`,
    [userId, client.userAgent ?? null, client.ip ?? null],
  );
  const session = rows[0] as SessionRow;
  return { session, refreshToken: await insertRefreshToken(db, userId, session.id, null) };
}

export async function findSession(db: Queryable, id: string, options: { lock?: boolean } = {}): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `select ${SESSION_COLUMNS} from auth.sessions where id = $1${options.lock ? ' for update' : ''}`,
    [id],
  );
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
  await db.query(
    `update auth.sessions set refreshed_at = timezone('utc', now()), updated_at = now(), user_agent = $2, ip = $3::inet where id = $1`,
    [sessionId, client.userAgent ?? null, client.ip ?? null],
  );
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
}

/** Ends every session of the user, or every one but `keepSessionId`. */
export async function deleteUserSessions(db: Queryable, userId: string, keepSessionId?: string): Promise<void> {
  await db.query(`delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)`, [userId, keepSessionId ?? null]);
}
