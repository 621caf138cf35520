/**
 * Both API key generations against every surface the app uses, through the official supabase-js
 * (docs/decisions.md, "Both API key generations"): the publishable and secret keys
 * (`sb_publishable_…`, `sb_secret_…`, opaque) and the legacy JWT anon and service_role keys, on
 * auth (sign-up, sign-in, refresh, the admin API), the api function, a private Realtime channel,
 * and Storage (upload, download, remove). An opaque key that is not the project's gets hosted's
 * 401. The function also runs with the new keys only (the legacy ones switched off), as a hosted
 * project whose legacy keys were disabled runs it.
 */
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { opaqueKey } from '../../local/keys';
import { freePort } from '../../local/ports';
import { LEADERBOARD_TOPIC } from '../../web/src/features/leaderboard/live-leaderboard';
import { clientWithKey, closeDb, stack, uniqueEmail } from '../support/clients';
import { makeCourses } from './db-helpers';
import { startSecondFunction } from './second-function';

const BUCKET = 'course-materials';
const clients: SupabaseClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await closeDb();
});

function client(key: string): SupabaseClient {
  const made = clientWithKey(key);
  clients.push(made);
  return made;
}

function joinOutcome(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(status);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' || status === 'CLOSED') resolve(error?.message ?? status);
    });
  });
}

const generations = () => [
  { name: 'publishable and secret keys', publicKey: stack().publishableKey, secretKey: stack().secretKey },
  { name: 'legacy anon and service_role keys', publicKey: stack().anonKey, secretKey: stack().serviceRoleKey },
];

it('the stack issues the new keys in the formats hosted uses', () => {
  expect(stack().publishableKey).toMatch(/^sb_publishable_[A-Za-z0-9_]{31}$/);
  expect(stack().secretKey).toMatch(/^sb_secret_[A-Za-z0-9_]{31}$/);
});

describe.each(['publishable and secret keys', 'legacy anon and service_role keys'])('with the %s', (name) => {
  const keys = () => generations().find((generation) => generation.name === name)!;

  it('auth: sign-up, sign-in, refresh, and the admin API with the secret key', async () => {
    const learner = client(keys().publicKey);
    const email = uniqueEmail('keys');
    const password = `pw-${randomUUID()}`;
    const signUp = await learner.auth.signUp({ email, password, options: { data: { name: 'Key Learner' } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).not.toBeNull();
    const signIn = await learner.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const refreshed = await learner.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.access_token).toBeTruthy();
    expect((await learner.auth.getUser()).data.user?.email).toBe(email);

    // The public key is not an admin: the admin API refuses it; the secret key finds the user.
    expect((await learner.auth.admin.getUserById(signIn.data.user!.id)).error?.status).toBe(403);
    const admin = client(keys().secretKey);
    const found = await admin.auth.admin.getUserById(signIn.data.user!.id);
    expect(found.error).toBeNull();
    expect(found.data.user?.email).toBe(email);
  });

  it('the api function: anonymous with the key, and as the signed-in user', async () => {
    const anonymous = client(keys().publicKey);
    const health = await anonymous.functions.invoke('api/health', { method: 'GET' });
    expect(health.error).toBeNull();
    const learner = client(keys().publicKey);
    const email = uniqueEmail('keys-fn');
    const password = `pw-${randomUUID()}`;
    expect((await learner.auth.signUp({ email, password, options: { data: { name: 'Key Caller' } } })).error).toBeNull();
    const me = await learner.functions.invoke<{ email: string }>('api/auth/me', { method: 'GET' });
    expect(me.error).toBeNull();
    expect(me.data?.email).toBe(email);
    const refused = await anonymous.functions.invoke('api/auth/me', { method: 'GET' });
    expect((refused.error as { context?: Response } | null)?.context?.status).toBe(401);
  });

  it('realtime: a signed-in user joins the private leaderboard channel; the bare public key is refused', async () => {
    const learner = client(keys().publicKey);
    const signUp = await learner.auth.signUp({ email: uniqueEmail('keys-rt'), password: `pw-${randomUUID()}`, options: { data: { name: 'Key Viewer' } } });
    expect(signUp.error).toBeNull();
    await learner.realtime.setAuth(signUp.data.session!.access_token);
    expect(await joinOutcome(learner.channel(LEADERBOARD_TOPIC, { config: { private: true } }))).toBe('SUBSCRIBED');
    const anonymous = client(keys().publicKey);
    expect(await joinOutcome(anonymous.channel(LEADERBOARD_TOPIC, { config: { private: true } }))).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${LEADERBOARD_TOPIC}`,
    );
  });

  it('storage: the admin uploads, downloads and removes a material file; the bare public key may not upload', async () => {
    const admin = client(keys().publicKey);
    expect((await admin.auth.signInWithPassword({ email: 'admin@moneytrain.local', password: 'admin-password' })).error).toBeNull();
    const folder = (await makeCourses()).publicCourse;
    const path = `${folder}/${randomUUID()}-keys.pdf`;
    const bytes = new TextEncoder().encode(`%PDF-1.4\n% ${randomUUID()}\n%%EOF\n`);
    const upload = await admin.storage.from(BUCKET).upload(path, bytes, { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    const download = await admin.storage.from(BUCKET).download(path);
    expect(download.error).toBeNull();
    expect(new Uint8Array(await download.data!.arrayBuffer())).toEqual(bytes);
    const removed = await admin.storage.from(BUCKET).remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    expect((await admin.storage.from(BUCKET).download(path)).error).not.toBeNull();

    const anonymous = client(keys().publicKey);
    const refused = await anonymous.storage.from(BUCKET).upload(`${folder}/${randomUUID()}-anon.pdf`, bytes, { contentType: 'application/pdf' });
    expect(refused.error).not.toBeNull();
  });

  it('storage with the secret key and no user acts as service_role (bypasses the policies)', async () => {
    const server = client(keys().secretKey);
    const path = `${randomUUID()}/${randomUUID()}-server.pdf`;
    const upload = await server.storage.from(BUCKET).upload(path, new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    expect((await server.storage.from(BUCKET).remove([path])).data).toHaveLength(1);
  });
});

describe('an opaque key that is not the project’s', () => {
  const unregistered = { message: 'Unregistered API key', hint: 'Double check the provided API key as it is not registered for this project.' };

  it('gets hosted’s 401 on auth and storage', async () => {
    for (const key of [opaqueKey('sb_publishable_'), opaqueKey('sb_secret_')]) {
      const auth = await fetch(`${stack().apiUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@moneytrain.local', password: 'admin-password' }),
      });
      expect(auth.status).toBe(401);
      expect(await auth.json()).toEqual(unregistered);
      const signIn = await client(key).auth.signInWithPassword({ email: 'admin@moneytrain.local', password: 'admin-password' });
      expect(signIn.error?.status).toBe(401);
      const storage = await client(key).storage.from(BUCKET).download('x/y.pdf');
      expect(storage.error).not.toBeNull();
    }
  });

  it('cannot open the Realtime socket', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${stack().apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${opaqueKey('sb_publishable_')}&vsn=1.0.0`);
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => reject(new Error('the socket opened')));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(401);
  });
});

describe('the api function with the new keys only (legacy keys switched off)', () => {
  it('registers, signs in and deletes an account (the secret key reaches the auth admin API)', async () => {
    const fn = await startSecondFunction(await freePort(), { SUPABASE_ANON_KEY: '', SUPABASE_SERVICE_ROLE_KEY: '' });
    try {
      const email = uniqueEmail('keys-only');
      const password = `pw-${randomUUID()}`;
      const call = (method: string, path: string, body?: unknown, token?: string) =>
        fetch(`${fn.url}/api${path}`, {
          method,
          headers: { apikey: stack().publishableKey, 'content-type': 'application/json', authorization: `Bearer ${token ?? stack().publishableKey}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const registered = await call('POST', '/auth/register', { name: 'Only New Keys', email, password });
      expect(registered.status).toBe(201);
      const login = await call('POST', '/auth/login', { email, password });
      expect(login.status).toBe(200);
      const { session, user } = (await login.json()) as { session: { access_token: string }; user: { id: string } };
      const deleted = await call('DELETE', `/users/${user.id}`, { confirmation: 'DELETE' }, session.access_token);
      expect(deleted.status).toBe(200);
      const again = await call('POST', '/auth/login', { email, password });
      // The account is gone: its credentials no longer sign in.
      expect(again.status).toBe(401);
    } finally {
      await fn.stop();
    }
  });
});
