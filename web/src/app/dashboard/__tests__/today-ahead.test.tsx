/**
 * What the sign-in forms fetch for Today ahead (../today-ahead.ts): the celebrations' dialog once the
 * form shows; Today's reads with a sign-in's answer, when the form makes someone the current user and
 * leads them to Today, and only then.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadCelebrationDialog } from '@/features/celebrations';

import { setCurrentUser } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';
import { buildUser } from '@/testing/test-utils';
import type { User } from '@contract';

import { useTodayAhead } from '../today-ahead';

vi.mock('@/features/celebrations', () => ({ loadCelebrationDialog: vi.fn(() => Promise.resolve()) }));

afterEach(() => setCurrentUser(null));

/** The query keys the form asked for ahead, with the hook mounted on a signed-out form. */
function askedFor(leadsTo: (user: User) => string, signIn: () => void): unknown[] {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  renderHook(() => useTodayAhead(leadsTo), { wrapper });
  act(signIn);
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

describe('useTodayAhead', () => {
  it('fetches the celebrations’ dialog in an idle period once the form has shown', async () => {
    vi.mocked(loadCelebrationDialog).mockClear();
    askedFor(
      () => '/dashboard',
      () => undefined,
    );
    await vi.waitFor(() => expect(loadCelebrationDialog).toHaveBeenCalledTimes(1));
  });

  it('asks for the stations, the courses, the learner’s challenges and the league when a sign-in leads to Today', () => {
    const user = buildUser();
    const keys = askedFor(
      () => '/dashboard',
      () => setCurrentUser(user),
    );
    expect(keys).toEqual([queryKeys.missions, queryKeys.courses, queryKeys.myChallenges(user.id), queryKeys.league]);
  });

  it('asks for nothing when the sign-in returns elsewhere (a course the visitor came from, the admin home)', () => {
    const keys = askedFor(
      () => '/course/3',
      () => setCurrentUser(buildUser()),
    );
    expect(keys).toEqual([]);
  });

  it('asks for nothing when the current user only changes (someone was already signed in)', () => {
    setCurrentUser(buildUser());
    const keys = askedFor(
      () => '/dashboard',
      () => setCurrentUser(buildUser({ tokens: 99 })),
    );
    expect(keys).toEqual([]);
  });
});
