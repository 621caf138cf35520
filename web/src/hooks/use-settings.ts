/**
 * The amounts the product pays and charges (reward costs, referral and course rewards, quiz
 * defaults), as the server holds them: screens name these, never constants of their own.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { settingsRoutes } from '@contract/settings.ts';
import { keyOf } from '@/lib/route-key';

// The landing page names amounts too, and its entry chunk should carry neither every route's
// schemas nor the API client with supabase-js: this imports the settings route alone, and loads the
// client when the settings are first asked for (signed-in screens have it loaded already).
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(settingsRoutes.settings),
    queryFn: async ({ signal }) => (await import('@/lib/api-client')).callRoute(settingsRoutes.settings, { signal, anonymous: true }),
  });

export const useSettings = () => useQuery(settingsQueryOptions());

/** True once the page has loaded and the browser is idle (at once where idle callbacks do not exist). */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      setIdle(true);
      return;
    }
    let handle: number | undefined;
    const schedule = () => {
      handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (handle !== undefined) window.cancelIdleCallback(handle);
    };
  }, []);
  return idle;
}

/**
 * The settings for text below the fold of a first visit (the landing page's footer): asked for
 * once the page has loaded, so the request does not compete with the first paint.
 */
export function useSettingsWhenIdle() {
  return useQuery({ ...settingsQueryOptions(), enabled: useIdleAfterLoad() });
}
