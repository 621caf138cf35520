import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LEADERBOARD_TOPIC, TOP_EVENT, documentVisibility, scheduleOwnRankRefresh, subscribeLiveLeaderboard, type Visibility } from '../live-leaderboard';

/** A stand-in for supabase-js's channel: records the binding and lets the test play the server. */
function fakeSupabase() {
  let onBroadcast: ((message: { payload?: unknown }) => void) | undefined;
  let onStatus: ((status: string, error?: Error) => void) | undefined;
  const channelCalls: Array<{ topic: string; options: unknown }> = [];
  const bindings: Array<{ type: string; filter: unknown }> = [];
  const removed: unknown[] = [];
  const channel = {
    on(type: string, filter: unknown, callback: (message: { payload?: unknown }) => void) {
      bindings.push({ type, filter });
      onBroadcast = callback;
      return channel;
    },
    subscribe(callback: (status: string, error?: Error) => void) {
      onStatus = callback;
      return channel;
    },
  };
  const supabase = {
    channel(topic: string, options: unknown) {
      channelCalls.push({ topic, options });
      return channel;
    },
    removeChannel(value: unknown) {
      removed.push(value);
      return Promise.resolve('ok');
    },
  } as unknown as SupabaseClient;
  return {
    supabase,
    channelCalls,
    bindings,
    removed,
    send: (payload: unknown) => onBroadcast?.({ payload }),
    status: (status: string, error?: Error) => onStatus?.(status, error),
  };
}

const entry = { id: 'a', name: 'Ada', leaderboardPts: 50, rank: 1 };

describe('subscribeLiveLeaderboard', () => {
  it('joins the private leaderboard topic for the top event and hands over valid lists only', () => {
    const fake = fakeSupabase();
    const onTop = vi.fn();
    const onJoined = vi.fn();
    const onError = vi.fn();
    const leave = subscribeLiveLeaderboard(fake.supabase, { onTop, onJoined, onError });
    expect(fake.channelCalls).toEqual([{ topic: LEADERBOARD_TOPIC, options: { config: { private: true } } }]);
    expect(fake.bindings).toEqual([{ type: 'broadcast', filter: { event: TOP_EVENT } }]);

    fake.status('SUBSCRIBED');
    fake.status('CHANNEL_ERROR', new Error('Unauthorized'));
    fake.status('SUBSCRIBED');
    expect(onJoined).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(new Error('Unauthorized'));

    fake.send({ entries: [entry], id: 'message-id' });
    fake.send({ entries: [{ id: 'b' }] });
    fake.send('nonsense');
    expect(onTop.mock.calls).toEqual([[[entry]]]);

    leave();
    expect(fake.removed).toHaveLength(1);
  });
});

describe('scheduleOwnRankRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function manualVisibility(initial: boolean) {
    let visible = initial;
    const listeners = new Set<() => void>();
    const visibility: Visibility = {
      isVisible: () => visible,
      onBecameVisible(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    return {
      visibility,
      listeners,
      set(value: boolean) {
        visible = value;
        if (value) for (const listener of listeners) listener();
      },
    };
  }

  it('refreshes every interval while visible, not while hidden, and at once when shown again', () => {
    const refresh = vi.fn();
    const page = manualVisibility(true);
    const stop = scheduleOwnRankRefresh(refresh, page.visibility, 30_000);
    vi.advanceTimersByTime(29_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);

    page.set(false);
    vi.advanceTimersByTime(90_000);
    expect(refresh).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(10_000);
    page.set(true);
    expect(refresh).toHaveBeenCalledTimes(2);
    // The interval restarts from the moment the page was shown.
    vi.advanceTimersByTime(29_999);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(3);

    stop();
    expect(page.listeners.size).toBe(0);
    vi.advanceTimersByTime(120_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('follows document.visibilityState in the browser', () => {
    const refresh = vi.fn();
    let state: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const stop = scheduleOwnRankRefresh(refresh, documentVisibility(), 30_000);
    vi.advanceTimersByTime(30_000);
    expect(refresh).not.toHaveBeenCalled();
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
