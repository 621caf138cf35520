/**
 * React Query defaults (docs/product.md#api-calls): results never go stale, failed queries are not retried and nothing
 * refetches on focus. Freshness comes from invalidation after mutations and from Realtime. Queries run
 * `offlineFirst`: offline, the request still goes out once, and the service worker answers it with the
 * copy it kept (lib/pwa/api-cache.ts) instead of the query pausing behind a spinner.
 */
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

export const queryDefaults = {
  queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
