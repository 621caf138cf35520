/**
 * The sponsor named on the signup banner, looked up from the link's invite code (GET
 * /api/sponsors/:code), never taken from the link's own text (docs/referral-guards.md).
 */
import { useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { ApiError, callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SponsorLookup = { state: 'none' } | { state: 'loading' } | { state: 'found'; name: string } | { state: 'unknown' } | { state: 'unavailable' };

const VALID_CODE = /^[A-Za-z0-9]{6,16}$/;

export function useSponsor(code: string | null): SponsorLookup {
  const valid = code !== null && VALID_CODE.test(code);
  const query = useQuery({
    queryKey: queryKeys.sponsor(code ?? ''),
    queryFn: ({ signal }) => callRoute(routes.sponsor, { params: { code: code ?? '' }, signal }),
    enabled: valid,
    staleTime: 5 * 60_000,
    // An unknown code stays unknown; other failures are worth one more try.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
  if (code === null) return { state: 'none' };
  if (!valid) return { state: 'unknown' };
  if (query.isPending) return { state: 'loading' };
  if (query.isSuccess) return { state: 'found', name: query.data.name };
  return query.error instanceof ApiError && query.error.status === 404 ? { state: 'unknown' } : { state: 'unavailable' };
}
