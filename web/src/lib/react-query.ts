/**
 * React Query defaults (docs/product.md#api-calls): results never go stale, failed queries are not retried and nothing
 * refetches on focus. Freshness comes from invalidation after mutations and from Realtime.
 */
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

export const queryDefaults = {
  queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
