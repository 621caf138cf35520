/**
 * Signs this browser in with the session the api's login or sign-up answered.
 *
 * supabase-js's `setSession` takes only the two tokens and asks Auth (`GET /auth/v1/user`) for the
 * user the answer already holds: one more round trip in series between the login and Today, on a
 * phone 150 ms or more (docs/performance.md, "Speed on a mid-range phone"). When the answer is the
 * whole token answer (expiry and Auth user), the session is stored as supabase-js stores its own
 * (JSON under its storage key, where every later `getSession` reads it) and SIGNED_IN is announced
 * on supabase-js's own channel for sign-ins (a BroadcastChannel named by that key): this tab's
 * client hears it as it hears another tab's sign-in and tells its listeners (the session context,
 * Realtime's token), and other tabs follow as they do after supabase-js's own sign-in. Anything less
 * (no expiry or user, no BroadcastChannel, the client not hearing it) goes through `setSession`.
 */
import type { Session, SupabaseClient } from '@supabase/supabase-js';

import type { AuthAnswer } from '@contract';
import { authStorageKey } from '@/lib/supabase';

type AnsweredSession = NonNullable<AuthAnswer['session']>;

/** How long the client may take to hear the announcement before `setSession` does it the long way. */
export const ANNOUNCE_LIMIT_MS = 1_000;

/** The answer as supabase-js's stored session, if it is complete and not already expired. */
export function storedSessionOf(answer: AnsweredSession, nowSeconds = Date.now() / 1000): Session | null {
  const { access_token, refresh_token, expires_at, expires_in, user } = answer;
  if (expires_at === undefined || typeof user?.id !== 'string' || expires_at <= nowSeconds) return null;
  return {
    access_token,
    refresh_token,
    expires_at,
    expires_in: expires_in ?? Math.round(expires_at - nowSeconds),
    token_type: 'bearer',
    user: user as unknown as Session['user'],
  };
}

/** Resolves once the client's listeners have been told of `session` (true), or after the limit (false). */
function heardBy(supabase: SupabaseClient, session: Session): Promise<boolean> {
  return new Promise((resolve) => {
    let settle = (_heard: boolean) => {};
    const timer = setTimeout(() => settle(false), ANNOUNCE_LIMIT_MS);
    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      if (event === 'SIGNED_IN' && next?.access_token === session.access_token) settle(true);
    });
    settle = (heard) => {
      clearTimeout(timer);
      data.subscription.unsubscribe();
      resolve(heard);
    };
  });
}

async function announced(supabase: SupabaseClient, session: Session): Promise<boolean> {
  if (typeof BroadcastChannel === 'undefined') return false;
  const key = authStorageKey();
  // Settled first, so the client's INITIAL_SESSION (it reads storage) cannot race the stored session.
  await supabase.auth.getSession();
  window.localStorage.setItem(key, JSON.stringify(session));
  const heard = heardBy(supabase, session);
  const channel = new BroadcastChannel(key);
  try {
    channel.postMessage({ event: 'SIGNED_IN', session });
    return await heard;
  } finally {
    channel.close();
  }
}

export async function adoptSession(supabase: SupabaseClient, answer: AnsweredSession): Promise<void> {
  const session = storedSessionOf(answer);
  if (session && (await announced(supabase, session))) return;
  const { error } = await supabase.auth.setSession({ access_token: answer.access_token, refresh_token: answer.refresh_token });
  if (error) throw error;
}
