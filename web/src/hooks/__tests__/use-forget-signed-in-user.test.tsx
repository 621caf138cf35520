/**
 * Leaving a session forgets the learner on this device (hooks/use-logout.ts): the current user,
 * react-query's cache, the service worker's copy of the api's answers (lib/pwa/api-cache.ts) and
 * the learner's offline queue (lib/offline-queue.ts), whichever way out (Logout, a deleted account,
 * switching to an administrator, a session ended elsewhere) calls it.
 */
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getCurrentUser, setCurrentUser } from '@/lib/current-user';
import { enqueue, listActions, settle } from '@/lib/offline-queue';
import { API_CACHE } from '@/lib/pwa/api-cache';
import { buildUser } from '@/testing/test-utils';

import { useForgetSignedInUser } from '../use-logout';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useForgetSignedInUser', () => {
  it('drops the current user, the cached queries, the offline copy of the api answers and the learner’s queue', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['dashboard'], { tokens: 12 });
    const user = buildUser();
    setCurrentUser(user);
    const queue = (key: string, userId: string, label: string) =>
      enqueue({ key, userId, path: `/api/users/${userId}/complete-mission`, method: 'POST', body: { missionId: 1 }, label });
    await queue('waiting', user.id, 'Complete mission 1');
    await queue('sent', user.id, 'Complete mission 2');
    await settle('sent', { sentAt: Date.now() });
    await queue('another learner', 'u2', 'Complete mission 3');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useForgetSignedInUser(), { wrapper });

    let notSent: string[] = [];
    await act(async () => {
      notSent = await result.current();
    });

    expect(getCurrentUser()).toBeNull();
    expect(queryClient.getQueryData(['dashboard'])).toBeUndefined();
    expect(deleted).toEqual([API_CACHE]);
    expect(await listActions(user.id)).toEqual([]);
    expect(notSent).toEqual(['Complete mission 1']);
    // Another learner's actions on a shared device wait for their own next visit.
    expect((await listActions('u2')).map((action) => action.key)).toEqual(['another learner']);
  });
});
