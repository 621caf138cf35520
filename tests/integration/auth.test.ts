/**
 * The local Supabase Auth stand-in, driven through the gateway by the unmodified official
 * supabase-js client exactly as the app and the edge function use it: sign-up, password and
 * refresh-token grants, the user endpoints, sign-out scopes, JWKS-verified claims, the admin API,
 * GoTrue's error codes and formats — and the attacks each of them must refuse.
 */
import { randomUUID } from 'node:crypto';
import { createClient, isAuthApiError, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, decodeProtectedHeader, generateKeyPair } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadOrCreateKeys } from '../../local/keys';
import { createAuthAccounts, TEST_BCRYPT_COST } from '../support/accounts';
import { anonClient, clientWithKey, closeDb, db, signUpUser, stack, stackDir, uniqueEmail } from '../support/clients';

afterAll(closeDb);

const PASSWORD = 'correct-horse-1';

function authUrl(path: string): string {
  return `${stack().apiUrl}/auth/v1${path}`;
}

/** A raw request to the auth API with the anon key (and optionally the 2024-01-01 error format). */
async function rawAuth(path: string, init: RequestInit & { versioned?: boolean; bearer?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', stack().anonKey);
  if (init.versioned !== false) headers.set('x-supabase-api-version', '2024-01-01');
  if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`);
  const response = await fetch(authUrl(path), { ...init, headers });
  const text = await response.text();
  return { response, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

/** A supabase-js client that records every URL it fetches. */
function recordingClient(): { client: SupabaseClient; urls: string[] } {
  const urls: string[] = [];
  const client = createClient(stack().apiUrl, stack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    global: {
      fetch: (input, init) => {
        urls.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    },
  });
  return { client, urls };
}

function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

async function signIn(email: string, password: string) {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, session: data.session };
}

async function refreshError(refreshToken: string) {
  const { error } = await anonClient().auth.refreshSession({ refresh_token: refreshToken });
  return error;
}

describe('sign-up', () => {
  it('creates the auth.users row with the metadata and returns a session', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await anonClient().auth.signUp({ email, password: PASSWORD, options: { data: { name: 'Ada', phone: '+15550001' } } });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.user).toMatchObject({
      email,
      role: 'authenticated',
      aud: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada', phone: '+15550001', email_verified: true },
      is_anonymous: false,
    });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: data.user?.id, identity_data: { email, sub: data.user?.id } });

    const { rows } = await db().query(
      `select u.raw_user_meta_data, u.email_confirmed_at, u.encrypted_password, i.provider,
              u.encrypted_password = extensions.crypt($2, u.encrypted_password) as pgcrypto_accepts
         from auth.users u join auth.identities i on i.user_id = u.id where u.id = $1`,
      [data.user?.id, PASSWORD],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].raw_user_meta_data).toMatchObject({ name: 'Ada', phone: '+15550001' });
    expect(rows[0].email_confirmed_at).not.toBeNull();
    expect(rows[0].provider).toBe('email');
    // Go's prefix at the stack's bcrypt cost (GoTrue's 10 outside the test stacks: local/auth/passwords.test.ts),
    // and readable by pgcrypto (seed.sql's crypt()).
    expect(rows[0].encrypted_password).toMatch(new RegExp(`^\\$2a\\$${String(TEST_BCRYPT_COST).padStart(2, '0')}\\$`));
    expect(rows[0].pgcrypto_accepts).toBe(true);
  });

  it('stores the email lower-cased and refuses the same address again, in any case', async () => {
    const email = uniqueEmail('dup');
    await signUpUser({}, email.toUpperCase());
    const { rows } = await db().query('select email from auth.users where lower(email) = $1', [email]);
    expect(rows).toEqual([{ email }]);
    const { error } = await anonClient().auth.signUp({ email, password: PASSWORD });
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });

  it('concurrent sign-ups with one address make exactly one user', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(Array.from({ length: 5 }, () => anonClient().auth.signUp({ email, password: PASSWORD })));
    expect(results.filter((result) => result.error === null)).toHaveLength(1);
    for (const { error } of results.filter((result) => result.error !== null)) expect(error).toMatchObject({ code: 'user_already_exists' });
    expect((await db().query('select 1 from auth.users where email = $1', [email])).rowCount).toBe(1);
  });

  it('refuses a 5-character password as weak_password (length)', async () => {
    const email = uniqueEmail('weak');
    const { error } = await anonClient().auth.signUp({ email, password: '12345' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect((await db().query('select 1 from auth.users where email = $1', [email])).rowCount).toBe(0);
  });

  it('refuses an invalid email address with validation_failed', async () => {
    const { error } = await anonClient().auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('refuses anonymous sign-ins (disabled in config.toml)', async () => {
    const { error } = await anonClient().auth.signInAnonymously();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });

  it('leaves no half user when a trigger on auth.users fails: 500 unexpected_failure', async () => {
    const marker = `fail-${randomUUID()}`;
    const fn = `test_fail_signup_${randomUUID().replaceAll('-', '')}`;
    await db().query(
      `create function public.${fn}() returns trigger language plpgsql as $$
       begin
         if new.raw_user_meta_data->>'marker' = '${marker}' then raise exception 'profile could not be created'; end if;
         return new;
       end $$`,
    );
    await db().query(`create trigger ${fn} after insert on auth.users for each row execute function public.${fn}()`);
    try {
      const email = uniqueEmail('trigger');
      const raw = await rawAuth('/signup', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD, data: { marker } }) });
      expect(raw.response.status).toBe(500);
      expect(raw.json).toEqual({ code: 'unexpected_failure', message: 'Database error saving new user' });

      const { error } = await anonClient().auth.signUp({ email, password: PASSWORD, options: { data: { marker } } });
      expect(error).toMatchObject({ name: 'AuthRetryableFetchError', status: 500 });
      const left = await db().query(
        `select (select count(*) from auth.users where email = $1)::int as users,
                (select count(*) from auth.identities where email = $1)::int as identities`,
        [email],
      );
      expect(left.rows[0]).toEqual({ users: 0, identities: 0 });
    } finally {
      await db().query(`drop trigger ${fn} on auth.users`);
      await db().query(`drop function public.${fn}()`);
    }
  });
});

describe('password sign-in', () => {
  it('signs in, returns a session with the user and records last_sign_in_at', async () => {
    const { email, password, user } = await signUpUser();
    await db().query(`update auth.users set last_sign_in_at = now() - interval '1 day' where id = $1`, [user.id]);
    const { data, error } = await anonClient().auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const { rows } = await db().query(`select last_sign_in_at > now() - interval '1 minute' as recent from auth.users where id = $1`, [user.id]);
    expect(rows[0].recent).toBe(true);
  });

  it('refuses a wrong password and an unknown email alike with invalid_credentials', async () => {
    const { email } = await signUpUser();
    for (const attempt of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const { data, error } = await anonClient().auth.signInWithPassword(attempt);
      expect(isAuthApiError(error)).toBe(true);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
      expect(data.session).toBeNull();
    }
  });

  it('treats SQL in the email as plain text', async () => {
    await signUpUser();
    const { error } = await anonClient().auth.signInWithPassword({ email: "' or '1'='1' --", password: "' or '1'='1" });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('signs in demo users made by seed.sql with pgcrypto crypt()', async () => {
    const email = uniqueEmail('seeded');
    await createAuthAccounts(db(), { emails: [email], password: PASSWORD, identities: false });
    const { data, error } = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });
});

describe('sessions and refresh tokens', () => {
  it('refreshSession returns new tokens; the old refresh token, retried at once, yields the same new one', async () => {
    const { client, session } = await signUpUser();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.access_token).not.toBe(session.access_token);
    expect(payloadOf(data.session?.access_token ?? '').session_id).toBe(payloadOf(session.access_token).session_id);

    // A client that lost the answer retries within refresh_token_reuse_interval.
    const retry = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(data.session?.refresh_token);
  });

  it('a refresh token replayed after the reuse interval fails and ends the whole session', async () => {
    const { client, session } = await signUpUser();
    const rotated = await client.auth.refreshSession();
    const current = rotated.data.session;
    expect(current).toBeTruthy();
    // Move the old token's revocation beyond the 10 s reuse interval instead of waiting for it.
    await db().query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [session.refresh_token]);

    expect(await refreshError(session.refresh_token)).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // The thief's replay revoked the family: the legitimate holder's token and access token die too.
    expect(await refreshError(current?.refresh_token ?? '')).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const { error } = await anonClient().auth.getUser(current?.access_token);
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('concurrent refreshes with one token (several tabs) all get the same new token', async () => {
    const { session } = await signUpUser();
    const results = await Promise.all(Array.from({ length: 5 }, () => anonClient().auth.refreshSession({ refresh_token: session.refresh_token })));
    expect(results.map((result) => result.error)).toEqual(Array(5).fill(null));
    const issued = new Set(results.map((result) => result.data.session?.refresh_token));
    expect(issued.size).toBe(1);
    expect(issued.has(session.refresh_token)).toBe(false);
  });

  it('an unknown refresh token → refresh_token_not_found', async () => {
    expect(await refreshError('aaaaaaaaaaaa')).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signOut (global) ends every session: refresh tokens and access tokens stop working', async () => {
    const { client, session, email, password } = await signUpUser();
    const other = await signIn(email, password);
    expect((await client.auth.signOut()).error).toBeNull();
    expect(await refreshError(session.refresh_token)).toMatchObject({ code: 'refresh_token_not_found' });
    expect(await refreshError(other.session.refresh_token)).toMatchObject({ code: 'refresh_token_not_found' });
    const raw = await rawAuth('/user', { bearer: session.access_token });
    expect(raw.response.status).toBe(403);
    expect(raw.json).toMatchObject({ code: 'session_not_found' });
  });

  it("signOut scope 'local' ends only this session, 'others' all but this one", async () => {
    const first = await signUpUser();
    const second = await signIn(first.email, first.password);
    const third = await signIn(first.email, first.password);

    expect((await second.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await refreshError(second.session.refresh_token)).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await first.client.auth.getUser()).error).toBeNull();

    expect((await third.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await refreshError(first.session.refresh_token)).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await third.client.auth.refreshSession()).error).toBeNull();
  });
});

describe('the user endpoints', () => {
  it('getUser returns the user of the access token', async () => {
    const { client, user, email } = await signUpUser({ name: 'Grace' });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email, user_metadata: { name: 'Grace' } });
  });

  it('getClaims verifies the ES256 token against the JWKS, without calling /user', async () => {
    const { user, email, password } = await signUpUser();
    const { client, urls } = recordingClient();
    const { data: signedIn } = await client.auth.signInWithPassword({ email, password });
    const accessToken = signedIn.session?.access_token ?? '';
    urls.length = 0;

    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    const jwks = (await (await fetch(authUrl('/.well-known/jwks.json'), { headers: { apikey: stack().anonKey } })).json()) as {
      keys: Array<{ kid: string }>;
    };
    expect(data?.header).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: jwks.keys[0]?.kid });
    expect(urls.some((url) => url.endsWith('/auth/v1/.well-known/jwks.json'))).toBe(true);
    expect(urls.some((url) => url.includes('/auth/v1/user'))).toBe(false);

    const claims = data?.claims as Record<string, unknown>;
    expect(Object.keys(claims).sort()).toEqual(
      ['aal', 'amr', 'app_metadata', 'aud', 'email', 'exp', 'iat', 'is_anonymous', 'iss', 'phone', 'role', 'session_id', 'sub', 'user_metadata'].sort(),
    );
    expect(claims).toMatchObject({
      iss: `${stack().apiUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(decodeProtectedHeader(accessToken).kid).toBe(jwks.keys[0]?.kid);
  });

  it('serves the JWKS (public key only, cached 10 minutes) and the OpenID configuration', async () => {
    const jwks = await rawAuth('/.well-known/jwks.json');
    expect(jwks.response.status).toBe(200);
    expect(jwks.response.headers.get('cache-control')).toBe('public, max-age=600');
    const keys = (jwks.json as { keys: Array<Record<string, unknown>> }).keys;
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');

    const openid = await rawAuth('/.well-known/openid-configuration');
    expect(openid.json).toMatchObject({ issuer: `${stack().apiUrl}/auth/v1`, jwks_uri: `${stack().apiUrl}/auth/v1/.well-known/jwks.json` });
    expect((await rawAuth('/health')).json).toMatchObject({ name: 'GoTrue' });
    expect((await rawAuth('/settings')).json).toMatchObject({ mailer_autoconfirm: true, disable_signup: false, external: { email: true, phone: false } });
  });

  it('updateUser merges data: new keys added, others kept, null deletes', async () => {
    const { client, user } = await signUpUser({ name: 'Linus', city: 'Helsinki', referral: 'ABC' });
    const { data, error } = await client.auth.updateUser({ data: { city: 'Portland', referral: null, phone: '+15550002' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ name: 'Linus', city: 'Portland', phone: '+15550002', email_verified: true });
    const { rows } = await db().query('select raw_user_meta_data from auth.users where id = $1', [user.id]);
    expect(rows[0].raw_user_meta_data).toEqual(data.user?.user_metadata);
  });

  it('refuses app_metadata from the user (403 not_admin) and leaves it unchanged', async () => {
    const { session, user } = await signUpUser();
    const raw = await rawAuth('/user', { method: 'PUT', bearer: session.access_token, body: JSON.stringify({ app_metadata: { role: 'admin' } }) });
    expect(raw.response.status).toBe(403);
    expect(raw.json).toMatchObject({ code: 'not_admin' });
    const { rows } = await db().query('select raw_app_meta_data from auth.users where id = $1', [user.id]);
    expect(rows[0].raw_app_meta_data).toEqual({ provider: 'email', providers: ['email'] });
  });

  it('a password change keeps this session, ends the others, and only the new password signs in', async () => {
    const { client, email, password } = await signUpUser();
    const other = await signIn(email, password);
    const newPassword = `new-${randomUUID()}`;
    // require_current_password (config.toml): the current password comes along.
    expect((await client.auth.updateUser({ password: newPassword, current_password: password })).error).toBeNull();
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect(await refreshError(other.session.refresh_token)).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await anonClient().auth.signInWithPassword({ email, password: newPassword })).error).toBeNull();
    expect((await client.auth.updateUser({ password: newPassword, current_password: newPassword })).error).toMatchObject({
      status: 422,
      code: 'same_password',
    });
    expect((await client.auth.updateUser({ password: 'short' })).error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('an email change stays pending (new_email) and may not take an address already in use', async () => {
    const { client, email } = await signUpUser();
    const taken = await signUpUser();
    expect((await client.auth.updateUser({ email: taken.email })).error).toMatchObject({ status: 422, code: 'email_exists' });
    const wanted = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email: wanted });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: wanted });
  });
});

describe('tokens that must be refused', () => {
  it('no bearer → 401 no_authorization; the anon key as bearer → 403 bad_jwt', async () => {
    const none = await rawAuth('/user');
    expect(none.response.status).toBe(401);
    expect(none.json).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
    const anonKey = await rawAuth('/user', { bearer: stack().anonKey });
    expect(anonKey.response.status).toBe(403);
    expect(anonKey.json).toMatchObject({ code: 'bad_jwt' });
  });

  it('a token signed by another ES256 key (same kid) → 403 bad_jwt, and getClaims rejects it', async () => {
    const { session } = await signUpUser();
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(payloadOf(session.access_token))
      .setProtectedHeader({ alg: 'ES256', kid: decodeProtectedHeader(session.access_token).kid ?? '', typ: 'JWT' })
      .sign(privateKey);
    const { error } = await anonClient().auth.getUser(forged);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const claims = await anonClient().auth.getClaims(forged);
    expect(claims.data).toBeNull();
    expect(claims.error).toBeTruthy();
  });

  it('a genuine token with an edited payload (another user as sub) → 403 bad_jwt', async () => {
    const victim = await signUpUser();
    const attacker = await signUpUser();
    const [header, , signature] = attacker.session.access_token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...payloadOf(attacker.session.access_token), sub: victim.user.id })).toString('base64url');
    const { error } = await anonClient().auth.getUser(`${header}.${payload}.${signature}`);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('alg "none" and HS256 tokens → 403 bad_jwt', async () => {
    const { session } = await signUpUser();
    const claims = payloadOf(session.access_token);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long'));
    for (const token of [unsigned, hs256]) {
      const raw = await rawAuth('/user', { bearer: token });
      expect(raw.response.status).toBe(403);
      expect(raw.json).toMatchObject({ code: 'bad_jwt' });
    }
  });

  it('an expired token signed by the stack key → 403 bad_jwt (expired); getClaims rejects it', async () => {
    const { user, session } = await signUpUser();
    const keys = await loadOrCreateKeys(stackDir(), `${stack().apiUrl}/auth/v1`);
    const { exp: _exp, iat: _iat, ...claims } = payloadOf(session.access_token);
    const expired = await keys.sign({ ...claims, sub: user.id }, -60);
    const { error } = await anonClient().auth.getUser(expired);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(error?.message).toMatch(/expired/);
    expect((await anonClient().auth.getClaims(expired)).error).toBeTruthy();
  });

  it("a deleted user's token → 403 user_not_found", async () => {
    const { user, session } = await signUpUser();
    await db().query('delete from auth.users where id = $1', [user.id]);
    const raw = await rawAuth('/user', { bearer: session.access_token });
    expect(raw.response.status).toBe(403);
    expect(raw.json).toMatchObject({ code: 'user_not_found' });
  });
});

describe('the admin API', () => {
  const service = () => clientWithKey(stack().serviceRoleKey);

  it('creates, reads, updates and deletes users with the service_role key', async () => {
    const email = uniqueEmail('admin-made');
    const created = await service().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: 'Made By Admin' },
      app_metadata: { plan: 'gold' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { name: 'Made By Admin' },
      app_metadata: { plan: 'gold', provider: 'email', providers: ['email'] },
    });

    const signedIn = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(payloadOf(signedIn.data.session?.access_token ?? '').app_metadata).toMatchObject({ plan: 'gold' });

    expect((await service().auth.admin.getUserById(id)).data.user?.email).toBe(email);
    const updated = await service().auth.admin.updateUserById(id, { app_metadata: { plan: null, admin: true } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.app_metadata).toEqual({ admin: true, provider: 'email', providers: ['email'] });

    expect((await service().auth.admin.deleteUser(id)).error).toBeNull();
    expect((await service().auth.admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('an unconfirmed admin-made user cannot sign in yet (email_not_confirmed)', async () => {
    const email = uniqueEmail('unconfirmed');
    expect((await service().auth.admin.createUser({ email, password: PASSWORD })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });

  it('a banned user cannot sign in (user_banned)', async () => {
    const { user, email, password } = await signUpUser();
    expect((await service().auth.admin.updateUserById(user.id, { ban_duration: '24h' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toMatchObject({ status: 400, code: 'user_banned' });
  });

  it('refuses the anon key and user tokens with 403 not_admin', async () => {
    const asAnon = await anonClient().auth.admin.createUser({ email: uniqueEmail('nope'), password: PASSWORD });
    expect(asAnon.error).toMatchObject({ status: 403, code: 'not_admin' });
    const { session } = await signUpUser();
    const asUser = await rawAuth('/admin/users', {
      method: 'POST',
      bearer: session.access_token,
      body: JSON.stringify({ email: uniqueEmail('nope'), password: PASSWORD }),
    });
    expect(asUser.response.status).toBe(403);
    expect(asUser.json).toMatchObject({ code: 'not_admin' });
    const list = await rawAuth('/admin/users', { bearer: stack().anonKey });
    expect(list.response.status).toBe(403);
  });
});

describe('features the project leaves off answer as hosted', () => {
  it('MFA without a session is 401; with one, TOTP enrolment is off (422) and there are no factors (404)', async () => {
    expect((await rawAuth('/factors', { method: 'POST', body: JSON.stringify({ factor_type: 'totp' }) })).json).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
    const { client } = await signUpUser();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled' });
    const { data } = await client.auth.getSession();
    const challenge = await rawAuth(`/factors/${randomUUID()}/challenge`, { method: 'POST', bearer: data.session?.access_token ?? '' });
    expect(challenge.response.status).toBe(404);
    expect(challenge.json).toMatchObject({ code: 'mfa_factor_not_found' });
  });

  it('SSO is 404 saml_provider_disabled; identity linking 404 manual_linking_disabled; an id_token grant provider_disabled', async () => {
    const ssoAnswer = await anonClient().auth.signInWithSSO({ domain: 'example.com' });
    expect(ssoAnswer.error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
    const { client } = await signUpUser();
    const linked = await client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(linked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    const idToken = await anonClient().auth.signInWithIdToken({ provider: 'google', token: 'not.a.token' });
    expect(idToken.error).toMatchObject({ status: 400, code: 'provider_disabled', message: 'Provider (issuer "https://accounts.google.com") is not enabled' });
  });
});

describe('the phone provider, off in config.toml ([auth.sms] enabled = false)', () => {
  it("refuses a phone sign-up, a phone sign-in and an SMS code with GoTrue's phone_provider_disabled", async () => {
    const phone = '+15555550123';
    const signUp = await anonClient().auth.signUp({ phone, password: PASSWORD });
    expect(signUp.error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Phone signups are disabled' });
    const signIn = await anonClient().auth.signInWithPassword({ phone, password: PASSWORD });
    expect(signIn.error).toMatchObject({ status: 422, code: 'phone_provider_disabled', message: 'Phone logins are disabled' });
    const code = await anonClient().auth.signInWithOtp({ phone });
    expect(code.error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Unsupported phone provider' });
    const existingOnly = await anonClient().auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });
    expect(existingOnly.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    const { rows } = await db().query(`select 1 from auth.users where phone = $1`, [phone.slice(1)]);
    expect(rows).toEqual([]);
  });
});

describe('the postgres role', () => {
  it("has Supabase's search_path", async () => {
    const { rows } = await db().query<{ setting: string }>(
      `select unnest(setconfig) as setting from pg_db_role_setting s join pg_roles r on r.oid = s.setrole where r.rolname = 'postgres' and s.setdatabase = 0`,
    );
    expect(rows.map((row) => row.setting)).toContain('search_path="$user", public, extensions');
  });
});

describe('the wire', () => {
  it('a request without an apikey → 401 from the gateway', async () => {
    const response = await fetch(authUrl('/settings'));
    expect(response.status).toBe(401);
    const forgedKey = await fetch(authUrl('/settings'), { headers: { apikey: `${stack().anonKey.slice(0, -4)}AAAA` } });
    expect(forgedKey.status).toBe(401);
  });

  it('errors use {code, message} with the version header when asked, the legacy shape otherwise', async () => {
    const body = JSON.stringify({ email: uniqueEmail('nobody'), password: PASSWORD });
    const versioned = await rawAuth('/token?grant_type=password', { method: 'POST', body });
    expect(versioned.response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(versioned.response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(versioned.json).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });

    const legacy = await rawAuth('/token?grant_type=password', { method: 'POST', body, versioned: false });
    expect(legacy.response.headers.get('x-supabase-api-version')).toBeNull();
    expect(legacy.json).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('malformed JSON → 400 bad_json; a body over 64 KiB → 413', async () => {
    const bad = await rawAuth('/signup', { method: 'POST', body: '{"email":' });
    expect(bad.response.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'bad_json' });
    const wrongType = await rawAuth('/signup', { method: 'POST', body: JSON.stringify({ email: 42, password: PASSWORD }) });
    expect(wrongType.json).toMatchObject({ code: 'bad_json' });
    const huge = await rawAuth('/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('huge'), password: PASSWORD, data: { blob: 'x'.repeat(70 * 1024) } }),
    });
    expect(huge.response.status).toBe(413);
    expect(huge.json).toMatchObject({ code: 'request_entity_too_large' });
  });

  it('stores metadata with quotes and SQL verbatim', async () => {
    const data = { name: "Robert'); drop table auth.users; --", "we'ird key": '"quoted"' };
    const { user } = await signUpUser(data);
    const { rows } = await db().query('select raw_user_meta_data from auth.users where id = $1', [user.id]);
    expect(rows[0].raw_user_meta_data).toMatchObject(data);
  });
});
