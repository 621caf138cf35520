/**
 * Leaving a session forgets the learner on this device (hooks/use-logout.ts): the current user,
 * react-query's cache, and the service worker's copy of the api's answers (lib/pwa/api-cache.ts),
 * whichever way out (Logout, a deleted account, switching to an administrator) calls it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getCurrentUser, setCurrentUser } from '@/lib/current-user';
import { API_CACHE } from '@/lib/pwa/api-cache';
import { buildUser } from '@/testing/test-utils';

import { useForgetSignedInUser } from '../use-logout';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useForgetSignedInUser', () => {
  it('drops the current user, the cached queries and the offline copy of the api answers', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['dashboard'], { tokens: 12 });
    setCurrentUser(buildUser());
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useForgetSignedInUser(), { wrapper });

    await act(() => result.current());

    expect(getCurrentUser()).toBeNull();
    expect(queryClient.getQueryData(['dashboard'])).toBeUndefined();
    expect(deleted).toEqual([API_CACHE]);
  });
});
