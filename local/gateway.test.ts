// @vitest-environment node
/**
 * The gateway's own decisions, with stand-ins for the services behind it (each has its own
 * integration tests): apikey check, verify_jwt for functions, routing, CORS preflight.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './gateway';
import type { RunningFunction } from './functions';
import { decodeJwt } from 'jose';
import { loadOrCreateKeys, opaqueKey, type StackKeys } from './keys';
import { sendJson } from './http-util';
import { CLIENT_ADDRESS_HEADERS } from './client-address';
import { Agent, request } from 'undici';

let base = '';
let keys: StackKeys;
let close: () => Promise<void>;
const dir = mkdtempSync(join(tmpdir(), 'mta-gateway-'));

function fakeFunction(name: string, verifyJwt: boolean): RunningFunction {
  return {
    config: { name, entrypoint: '/dev/null', verifyJwt },
    forward: (_req, res, path) => sendJson(res, 200, { reached: path }),
    pid: () => undefined,
    stop: async () => undefined,
  };
}

beforeAll(async () => {
  keys = await loadOrCreateKeys(dir, 'http://test/auth/v1');
  const server = createGateway({
    keys,
    allowedOrigins: new Set(['http://app']),
    // `/whoami` echoes the Authorization the service behind the gateway received.
    // `/addresses` echoes the headers naming a client address that the service received.
    auth: async (req, res, path, _url, role) =>
      sendJson(
        res,
        200,
        path === '/whoami'
          ? { role, authorization: req.headers.authorization ?? null }
          : path === '/addresses'
            ? Object.fromEntries(Object.entries(req.headers).filter(([name]) => CLIENT_ADDRESS_HEADERS.has(name)))
            : { path, role },
      ),
    realtime: { handleUpgrade: () => undefined, dropConnections: () => 0 },
    functions: new Map([
      ['open', fakeFunction('open', false)],
      ['guarded', fakeFunction('guarded', true)],
    ]),
    storage: async (req, res, path) => sendJson(res, 200, path === '/whoami' ? { authorization: req.headers.authorization ?? null } : { storage: path }),
    log: () => undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

describe('gateway', () => {
  it('passes auth requests with a valid apikey, telling the handler its role', async () => {
    const anon = await fetch(`${base}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: keys.anonKey } });
    expect(await anon.json()).toEqual({ path: '/token', role: 'anon' });
    const service = await fetch(`${base}/auth/v1/admin/users`, { headers: { apikey: keys.serviceRoleKey } });
    expect(await service.json()).toEqual({ path: '/admin/users', role: 'service_role' });
  });

  it('maps the opaque keys to their roles and gives the service a short-lived JWT of that role', async () => {
    expect(keys.publishableKey).toMatch(/^sb_publishable_[A-Za-z0-9]{22}_[A-Za-z0-9]{8}$/);
    expect(keys.secretKey).toMatch(/^sb_secret_[A-Za-z0-9]{22}_[A-Za-z0-9]{8}$/);
    for (const [key, role] of [
      [keys.publishableKey, 'anon'],
      [keys.secretKey, 'service_role'],
    ] as const) {
      // supabase-js sends the key as bearer too when nobody is signed in; or no Authorization at all.
      for (const headers of [{ apikey: key, authorization: `Bearer ${key}` }, { apikey: key }] as Record<string, string>[]) {
        const body = (await (await fetch(`${base}/auth/v1/whoami`, { headers })).json()) as { role: string; authorization: string };
        expect(body.role).toBe(role);
        const token = body.authorization.replace(/^Bearer /, '');
        await expect(keys.verify(token)).resolves.toMatchObject({ role });
        const claims = decodeJwt(token);
        expect((claims.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(300);
      }
    }
  });

  it("passes a user's session token on untouched beside an opaque key, on auth and storage", async () => {
    const userToken = await keys.sign({ sub: 'u', role: 'authenticated' }, 60);
    const auth = await fetch(`${base}/auth/v1/whoami`, { headers: { apikey: keys.publishableKey, authorization: `Bearer ${userToken}` } });
    expect(await auth.json()).toEqual({ role: 'anon', authorization: `Bearer ${userToken}` });
    const storage = await fetch(`${base}/storage/v1/whoami`, { headers: { apikey: keys.publishableKey, authorization: `Bearer ${userToken}` } });
    expect(await storage.json()).toEqual({ authorization: `Bearer ${userToken}` });
    const storageAsKey = (await (await fetch(`${base}/storage/v1/whoami`, { headers: { apikey: keys.secretKey } })).json()) as { authorization: string };
    await expect(keys.verify(storageAsKey.authorization.replace(/^Bearer /, ''))).resolves.toMatchObject({ role: 'service_role' });
  });

  it("answers an opaque key that is not this stack's with hosted's 401, on auth and storage", async () => {
    const stranger = opaqueKey('sb_secret_');
    const unregistered = { message: 'Unregistered API key', hint: 'Double check the provided API key as it is not registered for this project.' };
    for (const key of [stranger, opaqueKey('sb_publishable_'), 'sb_secret_short']) {
      const auth = await fetch(`${base}/auth/v1/admin/users`, { headers: { apikey: key, authorization: `Bearer ${key}` } });
      expect(auth.status).toBe(401);
      expect(await auth.json()).toEqual(unregistered);
    }
    const storage = await fetch(`${base}/storage/v1/whoami`, { headers: { apikey: stranger } });
    expect(storage.status).toBe(401);
    expect(await storage.json()).toEqual(unregistered);
  });

  it('refuses the secret key from a browser (its User-Agent), as hosted does; the publishable key is welcome there', async () => {
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const secret = await fetch(`${base}/auth/v1/admin/users`, { headers: { apikey: keys.secretKey, 'user-agent': browser } });
    expect(secret.status).toBe(401);
    expect(await secret.json()).toMatchObject({ message: 'Forbidden use of secret API key in browser' });
    const publishable = await fetch(`${base}/auth/v1/whoami`, { headers: { apikey: keys.publishableKey, 'user-agent': browser } });
    expect(publishable.status).toBe(200);
  });

  it('lets the e-mail link GET /auth/v1/verify through without an apikey, and nothing else', async () => {
    const link = await fetch(`${base}/auth/v1/verify?token=abc&type=signup`);
    expect(await link.json()).toEqual({ path: '/verify', role: 'anon' });
    expect((await fetch(`${base}/auth/v1/verify`, { method: 'POST', body: '{}' })).status).toBe(401);
    expect((await fetch(`${base}/auth/v1/verify/../user`)).status).toBe(401);
    expect((await fetch(`${base}/auth/v1/recover`, { method: 'POST', body: '{}' })).status).toBe(401);
  });

  it('accepts the apikey as a query parameter too', async () => {
    const response = await fetch(`${base}/auth/v1/settings?apikey=${keys.anonKey}`);
    expect(response.status).toBe(200);
  });

  it('refuses a user access token used as the apikey', async () => {
    const userToken = await keys.sign({ sub: 'u', role: 'authenticated' }, 60);
    const response = await fetch(`${base}/auth/v1/user`, { headers: { apikey: userToken } });
    expect(response.status).toBe(401);
  });

  it('answers CORS preflights for auth without an apikey', async () => {
    const response = await fetch(`${base}/auth/v1/token`, { method: 'OPTIONS', headers: { origin: 'http://app', 'access-control-request-headers': 'apikey' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/);
  });

  it('hands /storage/v1 to the storage service without an apikey (public and signed URLs), CORS included', async () => {
    const response = await fetch(`${base}/storage/v1/object/public/b/a.png`, { headers: { origin: 'http://app' } });
    expect(await response.json()).toEqual({ storage: '/object/public/b/a.png' });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app');
    const preflight = await fetch(`${base}/storage/v1/object/b/a.png`, { method: 'OPTIONS', headers: { origin: 'http://app' } });
    expect(preflight.status).toBe(204);
  });

  it('gives an origin off the allow-list no CORS headers, so its browser withholds the answer', async () => {
    const preflight = await fetch(`${base}/auth/v1/token`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-headers': 'apikey' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    const call = await fetch(`${base}/auth/v1/settings`, { headers: { origin: 'https://evil.example', apikey: keys.anonKey } });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
    expect(call.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('forwards functions with verify_jwt = false without any token, path without /functions/v1', async () => {
    const response = await fetch(`${base}/functions/v1/open/a/b?x=1`);
    expect(await response.json()).toEqual({ reached: '/open/a/b?x=1' });
  });

  it('enforces verify_jwt = true: missing, forged and valid tokens', async () => {
    const missing = await fetch(`${base}/functions/v1/guarded`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });
    const forged = await fetch(`${base}/functions/v1/guarded`, { headers: { authorization: 'Bearer a.b.c' } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ msg: 'Invalid JWT' });
    const valid = await keys.sign({ sub: 'u', role: 'authenticated' }, 60);
    const ok = await fetch(`${base}/functions/v1/guarded/x`, { headers: { authorization: `Bearer ${valid}` } });
    expect(await ok.json()).toEqual({ reached: '/guarded/x' });
    const preflight = await fetch(`${base}/functions/v1/guarded`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(200);
  });

  it("is the edge: the auth server sees the connection's address, never one the caller wrote; only the secret key vouches for another", async () => {
    const forged = {
      'x-forwarded-for': '203.0.113.1',
      'x-real-ip': '203.0.113.2',
      forwarded: 'for=203.0.113.3',
      'cf-connecting-ip': '203.0.113.4',
      'true-client-ip': '203.0.113.5',
      'sb-forwarded-for': '198.51.100.7',
    };
    const seen = async (key: string, headers: Record<string, string>, localAddress = '127.0.0.1') => {
      const agent = new Agent({ localAddress });
      try {
        const answer = await request(`${base}/auth/v1/addresses`, { headers: { apikey: key, ...headers }, dispatcher: agent });
        return (await answer.body.json()) as Record<string, string>;
      } finally {
        await agent.close();
      }
    };
    for (const key of [keys.publishableKey, keys.anonKey, keys.serviceRoleKey]) {
      expect(await seen(key, forged)).toEqual({ 'x-forwarded-for': '127.0.0.1' });
    }
    expect(await seen(keys.secretKey, forged)).toEqual({ 'x-forwarded-for': '127.0.0.1', 'sb-forwarded-for': '198.51.100.7' });
    expect(await seen(keys.secretKey, { 'sb-forwarded-for': 'not-an-address' })).toEqual({ 'x-forwarded-for': '127.0.0.1' });
    expect(await seen(keys.publishableKey, forged, '127.0.0.9')).toEqual({ 'x-forwarded-for': '127.0.0.9' });
  });

  it('answers 404 for unknown functions and services', async () => {
    expect((await fetch(`${base}/functions/v1/nope`)).status).toBe(404);
    expect((await fetch(`${base}/rest/v1/profiles`)).status).toBe(404);
  });
});
