import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getCurrentUser, setCurrentUser } from '@/lib/current-user';
import { buildUser } from '@/testing/test-utils';
import { routes } from '@contract';

import { useLiveProfile, userFieldsFromProfileRow } from '../use-live-profile';

// The channel is faked: the test plays its status callback (join, then a rejoin after a drop).
const fake = vi.hoisted(() => ({
  statusCallback: undefined as ((status: string) => void) | undefined,
  removed: 0,
  callRoute: vi.fn(),
}));
vi.mock('@supabase/auth-helpers-react', () => {
  const channel = {
    on: () => channel,
    subscribe: (callback: (status: string) => void) => {
      fake.statusCallback = callback;
      return channel;
    },
  };
  const client = {
    channel: () => channel,
    removeChannel: () => {
      fake.removed += 1;
      return Promise.resolve('ok');
    },
  };
  return { useSupabaseClient: () => client };
});
vi.mock('@/lib/api-client', () => ({ callRoute: fake.callRoute }));

afterEach(() => {
  setCurrentUser(null);
  fake.callRoute.mockReset();
});

describe('live profile changes', () => {
  it('maps the profile row balances to the user fields', () => {
    expect(userFieldsFromProfileRow({ id: 'x', tokens: 15, leaderboard_pts: 70, invites: 2, is_admin: true })).toEqual({
      tokens: 15,
      leaderboardPts: 70,
      invites: 2,
    });
  });

  it('maps a changed name and phone (a profile edit in another tab)', () => {
    expect(userFieldsFromProfileRow({ id: 'x', name: 'Renée', phone: null, tokens: 3 })).toEqual({ name: 'Renée', phone: null, tokens: 3 });
  });

  it('ignores missing or non-numeric columns', () => {
    expect(userFieldsFromProfileRow({ tokens: '15' })).toEqual({});
  });

  it('records the visit and re-reads the user on every join and rejoin of the channel', async () => {
    const stale = buildUser({ tokens: 5, loginStreak: 1 });
    setCurrentUser(stale);
    fake.callRoute.mockResolvedValueOnce({ user: { ...stale, tokens: 10 }, loginStreak: 1 });
    fake.callRoute.mockResolvedValueOnce({ user: { ...stale, tokens: 40, loginStreak: 2 }, loginStreak: 2 });
    const { unmount } = renderHook(() => useLiveProfile(stale.id));

    await act(async () => fake.statusCallback?.('SUBSCRIBED'));
    expect(fake.callRoute).toHaveBeenCalledWith(routes.recordVisit, { params: { id: stale.id }, body: { timeZone: expect.any(String) } });
    expect(getCurrentUser()?.tokens).toBe(10);

    // The connection drops (changes made meanwhile are not replayed) and the channel rejoins.
    await act(async () => fake.statusCallback?.('CHANNEL_ERROR'));
    expect(fake.callRoute).toHaveBeenCalledTimes(1);
    await act(async () => fake.statusCallback?.('SUBSCRIBED'));
    expect(fake.callRoute).toHaveBeenCalledTimes(2);
    expect(getCurrentUser()).toMatchObject({ tokens: 40, loginStreak: 2 });
    unmount();
    expect(fake.removed).toBe(1);
  });

  it('never lets a visit answer overwrite a user stored while it was in flight, and reads again', async () => {
    const user = buildUser({ tokens: 5, completedMissions: {} });
    setCurrentUser(user);
    const completed = { ...user, tokens: 15, completedMissions: { 1: true } };
    fake.callRoute.mockImplementationOnce(async () => {
      // A mission's answer lands before this (older) read answers.
      setCurrentUser(completed);
      return { user, loginStreak: 1 };
    });
    fake.callRoute.mockResolvedValueOnce({ user: completed, loginStreak: 1 });
    renderHook(() => useLiveProfile(user.id));
    await act(async () => fake.statusCallback?.('SUBSCRIBED'));
    expect(fake.callRoute).toHaveBeenCalledTimes(2);
    expect(getCurrentUser()).toEqual(completed);
  });

  it('keeps the stored user when the re-read fails or another user signed in meanwhile', async () => {
    const user = buildUser({ tokens: 5 });
    setCurrentUser(user);
    fake.callRoute.mockRejectedValueOnce(new Error('offline'));
    renderHook(() => useLiveProfile(user.id));
    await act(async () => fake.statusCallback?.('SUBSCRIBED'));
    expect(getCurrentUser()).toEqual(user);

    const other = buildUser({ id: '22222222-2222-4222-8222-222222222222', tokens: 99 });
    setCurrentUser(other);
    fake.callRoute.mockResolvedValueOnce({ user: { ...user, tokens: 50 }, loginStreak: 1 });
    await act(async () => fake.statusCallback?.('SUBSCRIBED'));
    expect(getCurrentUser()).toEqual(other);
  });
});
