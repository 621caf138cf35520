/**
 * The functions path of the gateway and the api function's own token check: a user's token
 * reaches the function with its claims; forged, expired and missing tokens are refused with JSON;
 * limits and unknown routes answer as docs/architecture.md#api-errors says; auth and realtime need an apikey.
 */
import { SignJWT, generateKeyPair } from 'jose';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { loadOrCreateKeys } from '../../local/keys';
import { callApi, signUpUser, stack, stackDir } from '../support/clients';

describe('functions through the gateway', () => {
  it('GET /api/health reaches Deno and the database', async () => {
    const response = await callApi('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: 'ok', database: 'reachable' });
  });

  it("a signed-in user's token reaches the function with the user's claims", async () => {
    const { user, session, email } = await signUpUser();
    const response = await callApi('GET', '/api/auth/me', { token: session.access_token });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: user.id, email, role: 'authenticated' });
  });

  it('a forged token (signed by another key with the same kid) is refused with 401 JSON', async () => {
    const { session } = await signUpUser();
    const header = JSON.parse(Buffer.from(session.access_token.split('.')[0] ?? '', 'base64url').toString()) as { kid: string };
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: header.kid, typ: 'JWT' }).sign(privateKey);
    const response = await callApi('GET', '/api/auth/me', { token: forged });
    expect(response.status).toBe(401);
    expect(response.json?.message).toMatch(/invalid|forged/i);
  });

  it('an expired token is refused with 401 JSON', async () => {
    const { user } = await signUpUser();
    const keys = await loadOrCreateKeys(stackDir(), `${stack().apiUrl}/auth/v1`);
    const expired = await keys.sign({ sub: user.id, role: 'authenticated', aud: 'authenticated' }, -60);
    const response = await callApi('GET', '/api/auth/me', { token: expired });
    expect(response.status).toBe(401);
    expect(response.json?.message).toMatch(/expired/i);
  });

  it('no token on a route that needs a user → 401 JSON', async () => {
    const response = await callApi('GET', '/api/auth/me');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('unknown api routes → 404 JSON; unknown functions → 404', async () => {
    const route = await callApi('GET', '/api/no-such-route');
    expect(route.status).toBe(404);
    expect(route.json?.message).toMatch(/no route/i);
    const fn = await fetch(`${stack().apiUrl}/functions/v1/no-such-function`);
    expect(fn.status).toBe(404);
  });

  it('a body over 64 KiB → 413 JSON', async () => {
    const response = await callApi('POST', '/api/health', { body: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }) });
    expect(response.status).toBe(413);
    expect(response.json?.message).toMatch(/64 KiB/);
  });

  it('answers the CORS preflight supabase-js and browsers send', async () => {
    const response = await fetch(`${stack().apiUrl}/functions/v1/api/health`, {
      method: 'OPTIONS',
      headers: {
        origin: new URL(stack().appUrl).origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    });
    expect(response.status).toBeLessThan(300);
    // The site's origin, whichever port this stack's app server got (the allow-list, docs/security.md).
    expect(response.headers.get('access-control-allow-origin')).toBe(new URL(stack().appUrl).origin);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/apikey/);
  });

  it('gives an origin other than the site no CORS headers (the allow-list of docs/security.md)', async () => {
    for (const method of ['OPTIONS', 'GET']) {
      const response = await fetch(`${stack().apiUrl}/functions/v1/api/settings`, {
        method,
        headers: { origin: 'https://evil.example', apikey: stack().anonKey, 'access-control-request-method': 'GET' },
      });
      expect(response.headers.get('access-control-allow-origin'), method).toBeNull();
    }
  });
});

describe('the apikey check, as hosted Supabase answers', () => {
  it('/auth/v1 without an apikey → 401 with the hosted message', async () => {
    const response = await fetch(`${stack().apiUrl}/auth/v1/settings`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('/auth/v1 with a made-up apikey → 401 Invalid API key', async () => {
    const response = await fetch(`${stack().apiUrl}/auth/v1/settings`, { headers: { apikey: 'not-a-key' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('/realtime/v1/websocket without an apikey → 401 on the upgrade', async () => {
    const url = stack().apiUrl.replace('http', 'ws');
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${url}/realtime/v1/websocket?vsn=2.0.0`);
      socket.on('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('open', () => reject(new Error('the socket opened without an apikey')));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(401);
  });
});
