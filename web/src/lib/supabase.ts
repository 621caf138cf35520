/**
 * The one supabase-js client of the app. It keeps the Auth session in local storage (supabase-js
 * default) and refreshes it; the api client and Realtime read the access token from it. Only the
 * screens that need Auth load this module, so the landing page ships without supabase-js.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import { getConfig } from './config';
import { authStorageKey } from './kept-session';

export { authStorageKey };

let client: SupabaseClient | undefined;

export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseKey } = getConfig();
    client = createClient(supabaseUrl, supabaseKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: authStorageKey() },
    });
  }
  return client;
}
