import { afterEach, describe, expect, it, vi } from 'vitest';

import { authStorageKey, getSupabase } from '@/lib/supabase';

import { adoptSession, storedSessionOf } from '../api/adopt-session';

const inAnHour = () => Math.round(Date.now() / 1000) + 3600;
const authUser = {
  id: '7a0e7b9e-2f7e-4a55-9d1c-1f0c1c1c1c1c',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ada@example.com',
  app_metadata: {},
  user_metadata: {},
  created_at: '2026-11-28T00:00:00Z',
};
/** A JWT-shaped token (supabase-js reads its `exp` when it has to). */
const token = (exp: number) => `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify({ sub: authUser.id, exp }))}.signature`;

afterEach(async () => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('storedSessionOf', () => {
  it('keeps a whole token answer as supabase-js stores a session', () => {
    const answer = { access_token: 'a', refresh_token: 'r', expires_at: 2_000, expires_in: 3600, token_type: 'bearer', user: authUser };
    expect(storedSessionOf(answer, 1_000)).toEqual(answer);
  });

  it('refuses an answer without expiry, without an Auth user id, or already expired', () => {
    expect(storedSessionOf({ access_token: 'a', refresh_token: 'r', user: authUser }, 1_000)).toBeNull();
    expect(storedSessionOf({ access_token: 'a', refresh_token: 'r', expires_at: 2_000, user: {} }, 1_000)).toBeNull();
    expect(storedSessionOf({ access_token: 'a', refresh_token: 'r', expires_at: 900, user: authUser }, 1_000)).toBeNull();
  });
});

describe('adoptSession', () => {
  it('signs in without asking Auth for the user: stored under supabase-js key, SIGNED_IN heard, getSession answers it', async () => {
    const supabase = getSupabase();
    const fetches = vi.spyOn(globalThis, 'fetch');
    const setSession = vi.spyOn(supabase.auth, 'setSession');
    const events: string[] = [];
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (session) events.push(`${event} ${session.user.id}`);
    });
    const expiresAt = inAnHour();
    const answer = { access_token: token(expiresAt), refresh_token: 'refresh', expires_at: expiresAt, expires_in: 3600, token_type: 'bearer', user: authUser };

    await adoptSession(supabase, answer);
    data.subscription.unsubscribe();

    expect(setSession).not.toHaveBeenCalled();
    expect(fetches).not.toHaveBeenCalled();
    expect(events).toContain(`SIGNED_IN ${authUser.id}`);
    expect(JSON.parse(window.localStorage.getItem(authStorageKey()) ?? 'null')).toEqual(answer);
    const { data: current } = await supabase.auth.getSession();
    expect(current.session?.access_token).toBe(answer.access_token);
    expect(current.session?.user.email).toBe('ada@example.com');
  });

  it('goes through setSession when the answer holds only the tokens, and passes its error on', async () => {
    const supabase = getSupabase();
    const refused = new Error('Auth refused the session');
    const setSession = vi.spyOn(supabase.auth, 'setSession').mockResolvedValue({ data: { session: null, user: null }, error: refused as never });
    await expect(adoptSession(supabase, { access_token: 'a', refresh_token: 'r' })).rejects.toBe(refused);
    expect(setSession).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r' });
  });
});
