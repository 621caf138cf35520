import { describe, expect, it } from 'vitest';

import { buildUser } from '@/testing/test-utils';

import { CURRENT_USER_KEY, getCurrentUser, patchCurrentUser, setCurrentUser, subscribeCurrentUser, USER_UPDATE_EVENT } from '../current-user';

describe('current user', () => {
  it('is kept in local storage', () => {
    const user = buildUser({ tokens: 7 });
    setCurrentUser(user);
    expect(JSON.parse(window.localStorage.getItem(CURRENT_USER_KEY) ?? 'null')).toEqual(user);
    expect(getCurrentUser()).toEqual(user);
    setCurrentUser(null);
    expect(window.localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('is replaced by a user-update browser event', () => {
    const seen: (string | undefined)[] = [];
    const unsubscribe = subscribeCurrentUser(() => seen.push(getCurrentUser()?.name));
    window.dispatchEvent(new CustomEvent(USER_UPDATE_EVENT, { detail: buildUser({ name: 'Grace' }) }));
    expect(getCurrentUser()?.name).toBe('Grace');
    expect(seen).toEqual(['Grace']);
    unsubscribe();
  });

  it('re-reads storage on a user-update event without detail, and ignores malformed users', () => {
    const unsubscribe = subscribeCurrentUser(() => undefined);
    window.localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(buildUser({ name: 'Stored' })));
    window.dispatchEvent(new Event(USER_UPDATE_EVENT));
    expect(getCurrentUser()?.name).toBe('Stored');
    window.dispatchEvent(new CustomEvent(USER_UPDATE_EVENT, { detail: { name: 'no id' } }));
    expect(getCurrentUser()?.name).toBe('Stored');
    unsubscribe();
  });

  it('tells no one about a user equal to the current one, and keeps unchanged parts of a changed one', () => {
    setCurrentUser(buildUser({ tokens: 1, badges: [1] }));
    const before = getCurrentUser()!;
    let told = 0;
    const unsubscribe = subscribeCurrentUser(() => told++);
    setCurrentUser(buildUser({ tokens: 1, badges: [1] }));
    expect(told).toBe(0);
    expect(getCurrentUser()).toBe(before);
    setCurrentUser(buildUser({ tokens: 2, badges: [1] }));
    expect(told).toBe(1);
    expect(getCurrentUser()).toMatchObject({ tokens: 2 });
    expect(getCurrentUser()!.badges).toBe(before.badges);
    unsubscribe();
  });

  it('applies live balance changes', () => {
    setCurrentUser(buildUser({ tokens: 1, leaderboardPts: 2 }));
    patchCurrentUser({ tokens: 11, leaderboardPts: 52 });
    expect(getCurrentUser()).toMatchObject({ tokens: 11, leaderboardPts: 52 });
  });
});
