import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { queryKeys } from '@/lib/query-keys';
import { createQueryClient } from '@/lib/react-query';
import { renderWithProviders } from '@/testing/test-utils';

import type { LiveLeaderboardHandlers } from '../live-leaderboard';
import { useLiveLeaderboard } from '../api/use-live-leaderboard';

// The module's Realtime side is tested on its own and end to end; here: what the hook does with it.
const captured = vi.hoisted(() => ({ handlers: undefined as LiveLeaderboardHandlers | undefined, refresh: undefined as (() => void) | undefined }));
vi.mock('../live-leaderboard', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../live-leaderboard')>()),
  subscribeLiveLeaderboard: (_supabase: unknown, handlers: LiveLeaderboardHandlers) => {
    captured.handlers = handlers;
    return () => undefined;
  },
  scheduleOwnRankRefresh: (refresh: () => void) => {
    captured.refresh = refresh;
    return () => undefined;
  },
}));

function Probe() {
  const [points, setPoints] = useState(5);
  const state = useLiveLeaderboard(points);
  return (
    <>
      <button onClick={() => setPoints((value) => value + 5)}>score</button>
      <output aria-label="state">{state}</output>
    </>
  );
}

const entry = { id: 'a', name: 'Ada', leaderboardPts: 50, rank: 1 };

describe('useLiveLeaderboard', () => {
  it('puts broadcast lists in the cache, re-reads on join, and refreshes the own rank on its own points and on the schedule', async () => {
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWithProviders(<Probe />, { queryClient });
    await screen.findByRole('button', { name: 'score' });
    expect(invalidate).not.toHaveBeenCalled();

    captured.handlers?.onTop([entry]);
    expect(queryClient.getQueryData(queryKeys.leaderboard)).toEqual([entry]);
    expect(invalidate).not.toHaveBeenCalled();

    captured.handlers?.onJoined();
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: queryKeys.leaderboard });

    captured.refresh?.();
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: queryKeys.myRank });

    invalidate.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'score' }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: queryKeys.myRank });
  });

  it('is live until the channel drops or the browser goes offline, and live again after', async () => {
    renderWithProviders(<Probe />, { queryClient: createQueryClient() });
    const state = await screen.findByRole('status', { name: 'state' });
    expect(state.textContent).toBe('live');
    act(() => captured.handlers?.onJoinedChange?.(false));
    expect(state.textContent).toBe('reconnecting');
    act(() => captured.handlers?.onJoinedChange?.(true));
    expect(state.textContent).toBe('live');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(state.textContent).toBe('offline');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(state.textContent).toBe('live');
    onLine.mockRestore();
  });
});
