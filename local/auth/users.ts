/**
 * auth.users and auth.identities: the SQL (parameterised only) and the user JSON GoTrue returns
 * (internal/models/user.go and identity.go: field order, fields omitted when empty).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from './db';
import type { JsonObject } from './http';

/** GoTrue writes the nil UUID as every row's instance_id. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export const AUDIENCE = 'authenticated';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  is_sso_user: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonObject | null;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, phone,
  phone_confirmed_at, confirmation_sent_at, confirmed_at, recovery_sent_at, email_change, email_change_sent_at,
  phone_change, phone_change_sent_at, reauthentication_sent_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, banned_until, deleted_at, is_anonymous, is_sso_user`;

export async function findUserById(db: Queryable, id: string, options: { lock?: boolean } = {}): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1${options.lock ? ' for update' : ''}`, [id]);
  return rows[0];
}

/** The password user with this email (case-insensitive), as GoTrue's FindUserByEmailAndAudience. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    // instance_id as GoTrue filters it: that is what lets users_instance_id_email_idx answer
    // (without it, every sign-in scanned auth.users: ~100 ms each at a million users).
    `select ${USER_COLUMNS} from auth.users
      where instance_id = $3 and lower(email) = lower($1) and coalesce(aud, $2) = $2 and is_sso_user = false
      order by created_at limit 1`,
    [email, AUDIENCE, NIL_UUID],
  );
  return rows[0];
}

/**
 * Whether another user already holds this email, in auth.users or as an identity's email
 * (GoTrue's IsDuplicatedEmail); `exceptUserId` ignores the user changing their own address.
 */
export async function emailTaken(db: Queryable, email: string, exceptUserId?: string): Promise<boolean> {
  const { rows } = await db.query<{ taken: boolean }>(
    `select exists (
        select 1 from auth.users
         where instance_id = $3 and lower(email) = lower($1) and is_sso_user = false and ($2::uuid is null or id <> $2::uuid)
      ) or exists (
        select 1 from auth.identities
         where email = lower($1) and provider not like 'sso:%' and ($2::uuid is null or user_id <> $2::uuid)
      ) as taken`,
    [email, exceptUserId ?? null, NIL_UUID],
  );
  return rows[0]?.taken ?? false;
}

export async function phoneTaken(db: Queryable, phone: string, exceptUserId?: string): Promise<boolean> {
  const { rows } = await db.query<{ taken: boolean }>(
    `select exists (select 1 from auth.users where phone = $1 and ($2::uuid is null or id <> $2::uuid)) as taken`,
    [phone, exceptUserId ?? null],
  );
  return rows[0]?.taken ?? false;
}

export async function identitiesOf(db: Queryable, userIds: string[]): Promise<Map<string, IdentityRow[]>> {
  const byUser = new Map<string, IdentityRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = any($1::uuid[]) order by created_at, id`,
    [userIds],
  );
  for (const row of rows) byUser.get(row.user_id)?.push(row);
  return byUser;
}

export interface NewUser {
  id?: string;
  email: string | null;
  phone: string | null;
  encryptedPassword: string;
  role: string;
  appMetadata: JsonObject;
  userMetadata: JsonObject;
  emailConfirmed: boolean;
  phoneConfirmed: boolean;
  /** Set when the user signs in as part of being created (signup). */
  signedIn: boolean;
  bannedUntil: Date | null;
}

/**
 * Inserts the whole user row in one statement, so a trigger on auth.users (the profiles trigger of
 * the migrations) sees the final metadata, role and confirmation. Token columns get '' as GoTrue
 * writes them (tools reading auth.users expect strings there, not NULL).
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const id = user.id ?? randomUUID();
  await db.query(
    `insert into auth.users (
        instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
        last_sign_in_at, raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at,
        confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
        phone_change, phone_change_token, reauthentication_token, is_super_admin, is_sso_user, is_anonymous)
      values ($1, $2, $3, $4, $5, $6, $7,
        case when $8::boolean then now() end, case when $9::boolean then now() end, case when $10::boolean then now() end,
        $11::jsonb, $12::jsonb, $13, now(), now(),
        '', '', '', '', '', '', '', '', false, false, false)`,
    [
      NIL_UUID,
      id,
      AUDIENCE,
      user.role,
      user.email,
      user.phone,
      user.encryptedPassword,
      user.emailConfirmed,
      user.phoneConfirmed,
      user.signedIn,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      user.bannedUntil,
    ],
  );
  return id;
}

export async function insertIdentity(
  db: Queryable,
  identity: { userId: string; provider: string; providerId: string; data: JsonObject; signedIn: boolean },
): Promise<void> {
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, case when $5::boolean then now() end, now(), now())`,
    [identity.providerId, identity.userId, JSON.stringify(identity.data), identity.provider, identity.signedIn],
  );
}

/** Merges keys into an identity's identity_data (email and phone are stored lower-cased by GoTrue). */
export async function updateIdentityData(db: Queryable, userId: string, provider: string, updates: JsonObject): Promise<boolean> {
  const { rowCount } = await db.query(
    `update auth.identities set identity_data = identity_data || $3::jsonb, updated_at = now()
      where user_id = $1 and provider = $2`,
    [userId, provider, JSON.stringify(updates)],
  );
  return (rowCount ?? 0) > 0;
}

/** The auth.users columns the handlers change; names come from this list only, never from input. */
export interface UserChanges {
  email?: string | null;
  phone?: string | null;
  role?: string;
  encrypted_password?: string;
  raw_app_meta_data?: JsonObject;
  raw_user_meta_data?: JsonObject;
  email_change?: string;
  email_change_token_new?: string;
  email_change_token_current?: string;
  email_change_confirm_status?: number;
  banned_until?: Date | null;
}

const JSON_COLUMNS = new Set(['raw_app_meta_data', 'raw_user_meta_data']);

/** Updates the given columns (and updated_at); `now` columns are set to the transaction time. */
export async function updateUser(
  db: Queryable,
  id: string,
  changes: UserChanges,
  now: Array<'email_confirmed_at' | 'phone_confirmed_at' | 'last_sign_in_at' | 'email_change_sent_at' | 'deleted_at'> = [],
): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [id];
  for (const [column, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    values.push(JSON_COLUMNS.has(column) ? JSON.stringify(value) : value);
    sets.push(`${column} = $${values.length}${JSON_COLUMNS.has(column) ? '::jsonb' : ''}`);
  }
  for (const column of now) sets.push(`${column} = now()`);
  sets.push('updated_at = now()');
  await db.query(`update auth.users set ${sets.join(', ')} where id = $1`, values);
}

/**
 * GoTrue's metadata update: keys are merged in, a key sent as null is removed
 * (models.User.UpdateUserMetaData / UpdateAppMetaData).
 */
export function mergeMetadata(current: JsonObject | null, updates: JsonObject): JsonObject {
  const merged: JsonObject = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}

const iso = (value: Date | null) => (value ? value.toISOString() : undefined);

function withoutUndefined(object: Record<string, unknown>): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

export function identityJson(row: IdentityRow): JsonObject {
  return withoutUndefined({
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data ?? undefined,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at) ?? null,
    updated_at: iso(row.updated_at) ?? null,
    email: row.email || undefined,
  });
}

/** The user object of GoTrue's API, in its field order, empty optional fields left out. */
export function userJson(row: UserRow, identities: IdentityRow[]): JsonObject {
  return withoutUndefined({
    id: row.id,
    aud: row.aud ?? '',
    role: row.role ?? '',
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at),
    invited_at: iso(row.invited_at),
    phone: row.phone ?? '',
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.confirmed_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    new_email: row.email_change || undefined,
    email_change_sent_at: iso(row.email_change_sent_at),
    new_phone: row.phone_change || undefined,
    phone_change_sent_at: iso(row.phone_change_sent_at),
    reauthentication_sent_at: iso(row.reauthentication_sent_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(row.created_at) ?? null,
    updated_at: iso(row.updated_at) ?? null,
    banned_until: iso(row.banned_until),
    deleted_at: iso(row.deleted_at),
    is_anonymous: row.is_anonymous,
  });
}

/** Loads a user and its identities as API JSON (undefined if there is no such user). */
export async function loadUser(db: Queryable, id: string): Promise<{ row: UserRow; json: JsonObject } | undefined> {
  const row = await findUserById(db, id);
  if (!row) return undefined;
  const identities = await identitiesOf(db, [id]);
  return { row, json: userJson(row, identities.get(id) ?? []) };
}

/**
 * Creates a user with its email and/or phone identity, as GoTrue's signup and admin create do. The
 * identity data is GoTrue's provider claims ({sub, email, email_verified, phone_verified}), plus
 * any `extraIdentityData` keys (signup copies its `data` there) that do not clash with them.
 */
export async function createUserWithIdentities(db: Queryable, user: NewUser, extraIdentityData: JsonObject = {}): Promise<string> {
  const id = await insertUser(db, user);
  const claims = (contact: JsonObject): JsonObject => ({ ...extraIdentityData, sub: id, ...contact, email_verified: false, phone_verified: false });
  if (user.email) {
    await insertIdentity(db, { userId: id, provider: 'email', providerId: id, data: claims({ email: user.email }), signedIn: user.signedIn });
  }
  if (user.phone) {
    await insertIdentity(db, { userId: id, provider: 'phone', providerId: id, data: claims({ phone: user.phone }), signedIn: user.signedIn });
  }
  return id;
}

function obfuscate(userId: string, value: string): string {
  return createHash('sha256')
    .update(userId + value)
    .digest('base64url');
}

/**
 * GoTrue's soft delete: the row stays (foreign keys to it hold) but loses its contact data,
 * password, metadata and identities' data, and every session ends.
 */
export async function softDeleteUser(db: Queryable, user: UserRow): Promise<void> {
  await db.query(
    `update auth.users set email = $2, phone = $3, email_change = $4, phone_change = $5, encrypted_password = null,
        confirmation_token = '', recovery_token = '', email_change_token_current = '', email_change_token_new = '',
        phone_change_token = '', raw_user_meta_data = '{}', raw_app_meta_data = '{}', deleted_at = now(), updated_at = now()
      where id = $1`,
    [
      user.id,
      obfuscate(user.id, user.email ?? ''),
      obfuscate(user.id, user.phone ?? '').slice(0, 15),
      obfuscate(user.id, user.email_change ?? ''),
      obfuscate(user.id, user.phone_change ?? '').slice(0, 15),
    ],
  );
  const identities = (await identitiesOf(db, [user.id])).get(user.id) ?? [];
  for (const identity of identities) {
    await db.query(`update auth.identities set identity_data = '{}', provider_id = $2, updated_at = now() where id = $1`, [
      identity.id,
      obfuscate(user.id, `${identity.provider}:${identity.provider_id}`),
    ]);
  }
  await db.query(`delete from auth.sessions where user_id = $1`, [user.id]);
}
