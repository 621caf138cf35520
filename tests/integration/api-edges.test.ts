/**
 * Edges of the api function on the real stack: a present but invalid token is 401 on every route
 * of the contract, /api/health included; an oversize body is a clean 413 JSON answer every time,
 * a hundred times in a row on kept-alive connections, never a reset connection; the CORS preflight
 * allows the Idempotency-Key header and exposes Retry-After.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { generateKeyPair, SignJWT } from 'jose';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '../../contract/index.ts';
import { loadOrCreateKeys } from '../../local/keys';
import { callApi, signUpUser, stack, stackDir } from '../support/clients';

const allRoutes = Object.entries(routes as Record<string, RouteDef>);
const concretePath = (route: RouteDef, userId: string) => route.path.replace(':id', userId).replace(/:[A-Za-z]+/g, '1');

describe('a present but invalid token', () => {
  it('is 401 on every route, health included', { timeout: 60_000 }, async () => {
    const { user, session } = await signUpUser();
    const header = JSON.parse(Buffer.from(session.access_token.split('.')[0] ?? '', 'base64url').toString()) as { kid: string };
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: header.kid, typ: 'JWT' }).sign(privateKey);
    const keys = await loadOrCreateKeys(stackDir(), `${stack().apiUrl}/auth/v1`);
    const expired = await keys.sign({ sub: user.id, role: 'authenticated', aud: 'authenticated' }, -60);
    const invalid = { forged, expired, garbage: 'not-a-token', 'someone else’s publishable key': `sb_publishable_${randomUUID()}` };

    for (const [name, route] of allRoutes) {
      for (const [kind, token] of Object.entries(invalid)) {
        const answer = await callApi(route.method, concretePath(route, user.id), { token, body: route.method === 'GET' ? undefined : {} });
        expect({ route: name, kind, status: answer.status }).toEqual({ route: name, kind, status: 401 });
        expect(answer.json?.message).toEqual(expect.any(String));
      }
    }
  });

  it('no token and the anon key still reach the public routes', async () => {
    expect((await callApi('GET', '/api/health')).status).toBe(200);
    expect((await callApi('GET', '/api/health', { token: stack().anonKey })).status).toBe(200);
    expect((await callApi('GET', '/api/settings', { token: stack().anonKey })).status).toBe(200);
  });
});

describe('an oversize body', () => {
  const MEGABYTE = Buffer.alloc(1024 * 1024, 'x');

  it('is a clean 413 a hundred times in a row (1 MB, kept-alive connections)', { timeout: 120_000 }, async () => {
    const { user, session } = await signUpUser();
    const statuses: (number | string)[] = [];
    for (let n = 0; n < 100; n += 1) {
      try {
        const response = await request(`${stack().apiUrl}/functions/v1/api/users/${user.id}/redeem-reward`, {
          method: 'POST',
          headers: { apikey: stack().anonKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
          body: MEGABYTE,
        });
        const body = (await response.body.json()) as { message?: string };
        statuses.push(response.statusCode === 413 && /64 KiB/.test(body.message ?? '') ? 413 : `${response.statusCode} ${JSON.stringify(body)}`);
      } catch (error) {
        statuses.push(`failed: ${(error as Error).message}`);
      }
    }
    expect(statuses.filter((status) => status !== 413)).toEqual([]);
  });

  it('is a clean 413 when sent in chunks without a length', { timeout: 60_000 }, async () => {
    for (let n = 0; n < 20; n += 1) {
      const chunks = Readable.from(
        (function* () {
          for (let i = 0; i < 16; i += 1) yield Buffer.alloc(64 * 1024, 'y');
        })(),
      );
      const response = await request(`${stack().apiUrl}/functions/v1/api/auth/login`, {
        method: 'POST',
        headers: { apikey: stack().anonKey, 'content-type': 'application/json' },
        body: chunks,
      });
      expect(response.statusCode).toBe(413);
      expect(((await response.body.json()) as { message: string }).message).toMatch(/64 KiB/);
    }
  });
});

describe('CORS for idempotent retries and rate limits', () => {
  it('the preflight allows Idempotency-Key, and answers expose Retry-After', async () => {
    const preflight = await fetch(`${stack().apiUrl}/functions/v1/api/users/x/redeem-reward`, {
      method: 'OPTIONS',
      headers: {
        origin: new URL(stack().appUrl).origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, idempotency-key',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    const answer = await fetch(`${stack().apiUrl}/functions/v1/api/health`, { headers: { origin: new URL(stack().appUrl).origin, apikey: stack().anonKey } });
    expect(answer.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('retry-after');
  });
});
