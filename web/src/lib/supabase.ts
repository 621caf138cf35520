/**
 * The one supabase-js client of the app. It keeps the Auth session in local storage (supabase-js
 * default) and refreshes it; the api client and Realtime read the access token from it. Only the
 * screens that need Auth load this module, so the landing page ships without supabase-js.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import { getConfig } from './config';

let client: SupabaseClient | undefined;

/**
 * Where supabase-js keeps the session: its own default key, spelled out here so the login can store
 * the session the api answered under it (features/auth/api/adopt-session.ts). Changing it would
 * sign every learner out.
 */
export const authStorageKey = () => `sb-${new URL(getConfig().supabaseUrl).hostname.split('.')[0]}-auth-token`;

export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseKey } = getConfig();
    client = createClient(supabaseUrl, supabaseKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: authStorageKey() },
    });
  }
  return client;
}
