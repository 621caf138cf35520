/**
 * The Auth session as supabase-js keeps it in local storage, read without loading supabase-js.
 *
 * An access token lasts an hour. A learner who opens the app offline later than that has a session
 * supabase-js cannot refresh: it keeps it in storage (a refresh that could not reach the server is
 * tried again) but answers `getSession()` with none. That session is still the learner's: its token
 * names them, so the service worker's copy of their reads (lib/pwa/api-cache.ts) and their offline
 * queue are theirs, and nothing ended it (docs/decisions.md, "Installable app and offline"). A
 * refresh the server refuses removes it from storage, and then the session has ended.
 */
import { getConfig } from './config';
import { tokenUser } from './pwa/api-cache';

/**
 * Where supabase-js keeps the session: its own default key, spelled out so the login can store the
 * session the api answered under it (features/auth/api/adopt-session.ts). Changing it would sign
 * every learner out.
 */
export const authStorageKey = () => `sb-${new URL(getConfig().supabaseUrl).hostname.split('.')[0]}-auth-token`;

export interface KeptSession {
  accessToken: string;
  userId: string;
}

/** The stored session (its access token may have expired), or null when there is none. */
export function keptSession(): KeptSession | null {
  try {
    const raw = window.localStorage.getItem(authStorageKey());
    if (!raw) return null;
    const accessToken = (JSON.parse(raw) as { access_token?: unknown } | null)?.access_token;
    if (typeof accessToken !== 'string') return null;
    const userId = tokenUser(`Bearer ${accessToken}`);
    return userId === 'anon' ? null : { accessToken, userId };
  } catch {
    return null;
  }
}
