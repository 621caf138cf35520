/**
 * The admin user API (GoTrue internal/api/admin.go) that supabase-js `auth.admin` calls: only for
 * a bearer token with an admin role (the service_role key), 403 not_admin otherwise.
 */
import type { AuthRequest } from '../context';
import { inTransaction, sqlState, UNIQUE_VIOLATION } from '../db';
import { AuthError, notFound, unexpectedFailure, unprocessable, validationFailed } from '../errors';
import { sendJson, type JsonObject } from '../http';
import { isUuid, Params, parseBanDuration, validateEmail, validatePhone } from '../params';
import { assertStrongPassword, hashPassword, isBcryptHash, passwordWeakness, randomPassword } from '../passwords';
import { deleteUserSessions } from '../sessions';
import { requireAdmin } from '../tokens';
import {
  AUDIENCE,
  createUserWithIdentities,
  emailTaken,
  findUserById,
  identitiesOf,
  insertIdentity,
  loadUser,
  mergeMetadata,
  NIL_UUID,
  phoneTaken,
  softDeleteUser,
  updateIdentityData,
  updateUser,
  USER_COLUMNS,
  userJson,
  type UserChanges,
  type UserRow,
} from '../users';

const DEFAULT_PER_PAGE = 50;
const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered');
const phoneExists = () => unprocessable('phone_exists', 'Phone number already registered by another user');

/** The admin params every admin user endpoint reads (GoTrue's AdminUserParams). */
function adminParams(body: JsonObject) {
  const params = new Params(body, 'AdminUserParams');
  params.string('aud');
  return {
    id: params.string('id'),
    role: params.string('role'),
    email: params.string('email'),
    phone: params.string('phone'),
    password: params.optionalString('password'),
    passwordHash: params.string('password_hash'),
    emailConfirm: params.bool('email_confirm'),
    phoneConfirm: params.bool('phone_confirm'),
    userMetadata: params.object('user_metadata'),
    appMetadata: params.object('app_metadata'),
    banDuration: params.string('ban_duration'),
  };
}

/** The time a ban given as a Go duration ends (null lifts it); undefined when none was sent. */
function bannedUntil(banDuration: string): Date | null | undefined {
  if (banDuration === '') return undefined;
  const ms = parseBanDuration(banDuration);
  return ms === 0 ? null : new Date(Date.now() + ms);
}

async function userFromPath({ opts, params }: AuthRequest): Promise<UserRow> {
  const id = params.id ?? '';
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(opts.pool, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

/** Database failures of a user write: address clashes are the caller's fault, the rest is ours. */
function writeFailure(request: AuthRequest, error: unknown, what: string): AuthError {
  if (error instanceof AuthError) return error;
  const constraint = (error as { constraint?: string }).constraint;
  if (sqlState(error) === UNIQUE_VIOLATION && constraint === 'users_email_partial_key') return emailExists();
  if (sqlState(error) === UNIQUE_VIOLATION && constraint === 'users_phone_key') return phoneExists();
  if (sqlState(error) === UNIQUE_VIOLATION && constraint === 'users_pkey') return unprocessable('user_already_exists', 'A user with this ID already exists');
  request.opts.log?.(`admin: ${what} failed in the database: ${error instanceof Error ? error.message : String(error)}`);
  return unexpectedFailure(`Database error ${what}`);
}

export async function listUsers({ opts, req, res, url }: AuthRequest): Promise<void> {
  await requireAdmin(opts, req);
  const page = url.searchParams.get('page') ?? '';
  const perPage = url.searchParams.get('per_page') ?? '';
  for (const value of [page, perPage]) {
    if (value !== '' && !/^\d+$/.test(value)) {
      throw validationFailed(`Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": invalid syntax`);
    }
  }
  const pageNumber = Math.max(1, Number(page || 1));
  const size = Math.min(1000, Math.max(1, Number(perPage || DEFAULT_PER_PAGE)));
  const filter = url.searchParams.get('filter') ?? '';
  const where = `aud = $1 and ($2 = '' or email like '%' || $2 || '%' or raw_user_meta_data->>'full_name' ilike '%' || $2 || '%')`;
  const { rows: counted } = await opts.pool.query<{ total: string }>(`select count(*) as total from auth.users where ${where}`, [AUDIENCE, filter]);
  const total = Number(counted[0]?.total ?? 0);
  const { rows } = await opts.pool.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${where} order by created_at desc, id desc limit $3 offset $4`,
    [AUDIENCE, filter, size, (pageNumber - 1) * size],
  );
  const identities = await identitiesOf(
    opts.pool,
    rows.map((row) => row.id),
  );
  // The Link header as GoTrue writes it (auth-js reads the page numbers from it).
  const lastPage = Math.max(1, Math.ceil(total / size));
  const link = (n: number) => `<${url.pathname}?page=${n}&per_page=${size}>`;
  const links = [...(lastPage > pageNumber ? [`${link(pageNumber + 1)}; rel="next"`] : []), `${link(lastPage)}; rel="last"`];
  sendJson(
    res,
    200,
    { users: rows.map((row) => userJson(row, identities.get(row.id) ?? [])), aud: AUDIENCE },
    { link: links.join(', '), 'x-total-count': String(total) },
  );
}

export async function createUser(request: AuthRequest): Promise<void> {
  const { opts, req, res, body } = request;
  await requireAdmin(opts, req);
  const params = adminParams(await body());
  if (params.email === '' && params.phone === '') throw validationFailed('Cannot create a user without either an email or phone');
  const email = params.email === '' ? null : validateEmail(params.email);
  if (email && (await emailTaken(opts.pool, email))) throw emailExists();
  const phone = params.phone === '' ? null : validatePhone(params.phone);
  if (phone && (await phoneTaken(opts.pool, phone))) throw phoneExists();
  if (params.password !== undefined && params.passwordHash !== '') throw validationFailed('Only a password or a password hash should be provided');
  if (params.passwordHash !== '' && !isBcryptHash(params.passwordHash)) throw validationFailed('password_hash must be a bcrypt hash');
  if (params.id !== '' && !isUuid(params.id)) throw validationFailed('ID must conform to the uuid v4 format');
  if (params.id === NIL_UUID) throw validationFailed('ID cannot be a nil uuid');
  const banned = bannedUntil(params.banDuration);
  // As GoTrue: the admin API does not apply the strength rules, only bcrypt's 72-byte limit.
  const password = params.password || (params.passwordHash === '' ? randomPassword() : undefined);
  if (password !== undefined) passwordWeakness(password, 0);
  const encryptedPassword = password === undefined ? params.passwordHash : await hashPassword(password, opts.passwordHashCost);

  const providers = [...(email ? ['email'] : []), ...(phone ? ['phone'] : [])];
  try {
    const created = await inTransaction(opts.pool, async (db) => {
      const id = await createUserWithIdentities(db, {
        id: params.id || undefined,
        email,
        phone,
        encryptedPassword,
        role: params.role || 'authenticated',
        appMetadata: mergeMetadata({ provider: providers[0], providers }, params.appMetadata ?? {}),
        userMetadata: { ...params.userMetadata, ...(params.emailConfirm ? { email_verified: true } : {}) },
        emailConfirmed: params.emailConfirm,
        phoneConfirmed: params.phoneConfirm,
        signedIn: false,
        bannedUntil: banned ?? null,
      });
      return loadUser(db, id);
    });
    if (!created) throw unexpectedFailure();
    sendJson(res, 200, created.json);
  } catch (error) {
    throw writeFailure(request, error, 'creating new user');
  }
}

export async function getUserById(request: AuthRequest): Promise<void> {
  await requireAdmin(request.opts, request.req);
  const user = await userFromPath(request);
  const identities = await identitiesOf(request.opts.pool, [user.id]);
  sendJson(request.res, 200, userJson(user, identities.get(user.id) ?? []));
}

export async function updateUserById(request: AuthRequest): Promise<void> {
  const { opts, req, res, body } = request;
  await requireAdmin(opts, req);
  const target = await userFromPath(request);
  const params = adminParams(await body());
  const email = params.email === '' ? undefined : validateEmail(params.email);
  if (email && email !== target.email && (await emailTaken(opts.pool, email, target.id))) throw emailExists();
  const phone = params.phone === '' ? undefined : validatePhone(params.phone);
  if (phone && phone !== target.phone && (await phoneTaken(opts.pool, phone, target.id))) throw phoneExists();
  const banned = bannedUntil(params.banDuration);
  if (params.password !== undefined) assertStrongPassword(params.password, opts.minimumPasswordLength);
  const encryptedPassword = params.password === undefined ? undefined : await hashPassword(params.password, opts.passwordHashCost);

  try {
    const updated = await inTransaction(opts.pool, async (db) => {
      const current = await findUserById(db, target.id, { lock: true });
      if (!current) throw notFound('user_not_found', 'User not found');
      const changes: UserChanges = {};
      const setNow: Array<'email_confirmed_at' | 'phone_confirmed_at'> = [];
      let userMetadata = current.raw_user_meta_data;
      if (params.role !== '') changes.role = params.role;
      if (params.emailConfirm) {
        setNow.push('email_confirmed_at');
        userMetadata = mergeMetadata(userMetadata, { email_verified: true });
      }
      if (params.phoneConfirm) setNow.push('phone_confirmed_at');
      if (encryptedPassword) changes.encrypted_password = encryptedPassword;
      for (const [provider, value, verified] of [
        ['email', email, params.emailConfirm],
        ['phone', phone, params.phoneConfirm],
      ] as const) {
        if (value === undefined) continue;
        const identityChanges = { [provider]: value, [`${provider}_verified`]: verified };
        if (!(await updateIdentityData(db, current.id, provider, identityChanges))) {
          await insertIdentity(db, {
            userId: current.id,
            provider,
            providerId: current.id,
            data: { sub: current.id, email_verified: false, phone_verified: false, ...identityChanges },
            signedIn: false,
          });
        }
        changes[provider] = value;
      }
      if (params.appMetadata) changes.raw_app_meta_data = mergeMetadata(current.raw_app_meta_data, params.appMetadata);
      if (params.userMetadata) userMetadata = mergeMetadata(userMetadata, params.userMetadata);
      if (userMetadata !== current.raw_user_meta_data) changes.raw_user_meta_data = userMetadata ?? {};
      if (banned !== undefined) changes.banned_until = banned;
      await updateUser(db, current.id, changes, setNow);
      // A password set by an admin ends every session (GoTrue's UpdatePassword without a session).
      if (encryptedPassword) await deleteUserSessions(db, current.id);
      return loadUser(db, current.id);
    });
    if (!updated) throw unexpectedFailure();
    sendJson(res, 200, updated.json);
  } catch (error) {
    throw writeFailure(request, error, 'updating user');
  }
}

export async function deleteUserById(request: AuthRequest): Promise<void> {
  const { opts, req, res, body } = request;
  await requireAdmin(opts, req);
  const user = await userFromPath(request);
  const softly = new Params(await body({ optional: true }), 'adminUserDeleteParams').bool('should_soft_delete');
  try {
    await inTransaction(opts.pool, async (db) => {
      if (!softly) await db.query('delete from auth.users where id = $1', [user.id]);
      else if (!user.deleted_at) await softDeleteUser(db, user);
    });
  } catch (error) {
    throw writeFailure(request, error, 'deleting user');
  }
  sendJson(res, 200, {});
}
