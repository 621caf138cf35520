import { afterEach, describe, expect, it } from 'vitest';

import { authStorageKey, keptSession } from '../kept-session';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${b64url({ alg: 'ES256', typ: 'JWT' })}.${b64url(claims)}.signature`;

afterEach(() => window.localStorage.clear());

describe('the session supabase-js keeps in storage', () => {
  it('is supabase-js’s own key for the project', () => {
    expect(authStorageKey()).toBe('sb-supabase-auth-token');
  });

  it('names the learner of a stored session whose access token has expired (offline after its hour)', () => {
    const accessToken = jwt({ sub: 'user-1', role: 'authenticated', exp: 1 });
    window.localStorage.setItem(authStorageKey(), JSON.stringify({ access_token: accessToken, refresh_token: 'r', expires_at: 1 }));
    expect(keptSession()).toEqual({ accessToken, userId: 'user-1' });
  });

  it('is none without a stored session, with a broken one, or with a token that names nobody', () => {
    expect(keptSession()).toBeNull();
    window.localStorage.setItem(authStorageKey(), '{oops');
    expect(keptSession()).toBeNull();
    window.localStorage.setItem(authStorageKey(), JSON.stringify({ refresh_token: 'r' }));
    expect(keptSession()).toBeNull();
    window.localStorage.setItem(authStorageKey(), JSON.stringify({ access_token: jwt({ role: 'anon' }) }));
    expect(keptSession()).toBeNull();
  });
});
