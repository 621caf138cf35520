/**
 * Either JWT (docs/decisions.md, "Either JWT"): a project signing with an asymmetric key (ES256, the
 * shared stack) and one still on the legacy JWT secret (HS256: a stack of this file's own, started
 * with AUTH_SIGNING=legacy as `npm start` would be) work alike through the official supabase-js: a
 * sign-in, an api call as the signed-in user (the function verifies ES256 against the JWKS and
 * HS256 by asking the auth server, as getClaims does), a private Realtime channel and Storage. A
 * token signed with another secret or key is refused everywhere. The sign-in lockout's cases run on
 * the legacy stack too (lockout-alike.ts; auth-lockout.test.ts runs them on the shared one).
 */
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateKeys, type JwtSigning } from '../../local/keys';
import type { StackInfo } from '../../local/settings';
import { LEADERBOARD_TOPIC } from '../../web/src/features/leaderboard/live-leaderboard';
import { callApi, clientWithKey, stack, stackDir, uniqueEmail, poolAt } from '../support/clients';
import { signinWindowMs } from '../support/rate-limit-buckets';
import { startThrowawayStack } from '../support/throwaway-stack';
import { describeLockoutAlike } from './lockout-alike';

let legacy: Awaited<ReturnType<typeof startThrowawayStack>> | undefined;
let legacyDb: pg.Pool | undefined;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  legacy = await startThrowawayStack({ web: 'none', authSigning: 'legacy' });
  legacyDb = poolAt(legacy.info.dbUrl, 2);
});

afterAll(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
  await legacyDb?.end();
  await legacy?.dispose();
});

interface Mode {
  signing: JwtSigning;
  info(): StackInfo;
  stackDir(): string;
}

const modes: Mode[] = [
  { signing: 'asymmetric', info: () => stack(), stackDir: () => stackDir() },
  { signing: 'legacy', info: () => legacy!.info, stackDir: () => legacy!.settings.stackDir },
];

function joinOutcome(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(status);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' || status === 'CLOSED') resolve(error?.message ?? status);
    });
  });
}

describe.each(modes)('a project signing $signing', (mode) => {
  const client = () => {
    const made = clientWithKey(mode.info().publishableKey, mode.info());
    clients.push(made);
    return made;
  };
  async function signedIn() {
    const learner = client();
    const email = uniqueEmail(`signing-${mode.signing}`);
    const password = `pw-${randomUUID()}`;
    expect((await learner.auth.signUp({ email, password, options: { data: { name: 'Signing Learner' } } })).error).toBeNull();
    await learner.auth.signOut({ scope: 'local' });
    const signIn = await learner.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    return { learner, email, session: signIn.data.session! };
  }

  it('signs in: the token and the legacy keys are signed as the project signs; getClaims verifies the token', async () => {
    const { learner, session } = await signedIn();
    const header = decodeProtectedHeader(session.access_token);
    const jwks = (await (await fetch(`${mode.info().apiUrl}/auth/v1/.well-known/jwks.json`, { headers: { apikey: mode.info().publishableKey } })).json()) as {
      keys: Array<{ kid?: string }>;
    };
    if (mode.signing === 'legacy') {
      expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(decodeProtectedHeader(mode.info().anonKey).alg).toBe('HS256');
      expect(decodeProtectedHeader(mode.info().serviceRoleKey).alg).toBe('HS256');
      // A shared secret is never published.
      expect(jwks.keys).toEqual([]);
    } else {
      expect(header).toMatchObject({ alg: 'ES256', kid: jwks.keys[0]?.kid });
    }
    const claims = await learner.auth.getClaims(session.access_token);
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(session.user.id);
    expect(decodeJwt(session.access_token).role).toBe('authenticated');
  });

  it('calls the api as the signed-in user; a token signed with another secret or key is 401 at the function, the auth server and Storage', async () => {
    const { learner, email, session } = await signedIn();
    const me = await learner.functions.invoke<{ email: string; role: string }>('api/auth/me', { method: 'GET' });
    expect(me.error).toBeNull();
    expect(me.data).toMatchObject({ email, role: 'authenticated' });
    // The api's own login answers a session of the same kind, which the api then accepts.
    const login = await callApi('POST', '/api/auth/login', { body: { email, password: 'wrong-password' }, target: mode.info() });
    expect(login.status).toBe(401);
    const missions = await callApi('GET', '/api/missions', { token: session.access_token, target: mode.info() });
    expect(missions.status).toBe(200);

    const claims = decodeJwt(session.access_token);
    const forgeries = [
      await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(`another-secret-${randomUUID()}`)),
      await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: randomUUID() }).sign((await generateKeyPair('ES256')).privateKey),
    ];
    for (const forged of forgeries) {
      const answer = await callApi('GET', '/api/auth/me', { token: forged, target: mode.info() });
      expect(answer.status, decodeProtectedHeader(forged).alg).toBe(401);
      expect(answer.json?.message).toMatch(/invalid|forged/i);
      const user = await fetch(`${mode.info().apiUrl}/auth/v1/user`, { headers: { apikey: mode.info().publishableKey, authorization: `Bearer ${forged}` } });
      expect(user.status).toBe(403);
      const storage = await fetch(`${mode.info().apiUrl}/storage/v1/bucket`, {
        headers: { apikey: mode.info().publishableKey, authorization: `Bearer ${forged}` },
      });
      expect(storage.status).toBe(400);
    }
    // Expired, signed with the project's own key: refused as expired.
    const keys = await loadOrCreateKeys(mode.stackDir(), `${mode.info().apiUrl}/auth/v1`, mode.signing);
    const expired = await keys.sign({ ...claims, exp: undefined, iat: undefined }, -60);
    const refused = await callApi('GET', '/api/auth/me', { token: expired, target: mode.info() });
    expect(refused.status).toBe(401);
    expect(refused.json?.message).toMatch(/expired/i);
  });

  it('joins the private leaderboard channel and reads Storage as the signed-in user; the bare key is refused the channel', async () => {
    const { learner, session } = await signedIn();
    await learner.realtime.setAuth(session.access_token);
    expect(await joinOutcome(learner.channel(LEADERBOARD_TOPIC, { config: { private: true } }))).toBe('SUBSCRIBED');
    const anonymous = client();
    expect(await joinOutcome(anonymous.channel(LEADERBOARD_TOPIC, { config: { private: true } }))).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${LEADERBOARD_TOPIC}`,
    );
    const listed = await learner.storage.from('course-materials').list('', { limit: 1 });
    expect(listed.error).toBeNull();
  });
});

describe('the sign-in lockout on the legacy (HS256) stack', () => {
  describeLockoutAlike(() => ({
    stack: legacy!.info,
    windowMs: () => signinWindowMs(legacyDb!),
  }));
});
