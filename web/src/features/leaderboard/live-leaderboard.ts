/**
 * The live leaderboard's subscription logic, without React (docs/leaderboard-live.md): the
 * dashboard's hook and the scale benchmark (scripts/bench/live-board.ts) both run exactly this.
 *
 * - The top list arrives as a Realtime Broadcast on the private topic `leaderboard`, sent from the
 *   database at most once a second and only when the list changed; the message carries the ranked
 *   entries, which are rendered as they are (no API read).
 * - Realtime does not replay what was sent while a connection was down, so every (re)join reads
 *   the list and the caller's rank once.
 * - The caller's own rank (shown when outside the list) is re-read when their own points change
 *   (the caller does that), at most every 30 seconds while the page is visible, and at once when
 *   it becomes visible again.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import * as z from 'zod/mini';

import { leaderboardEntrySchema, type LeaderboardEntry } from '@contract';

import { joinedFromStatus } from './live-state';

export const LEADERBOARD_TOPIC = 'leaderboard';
export const TOP_EVENT = 'top';
export const OWN_RANK_REFRESH_MS = 30_000;

const topMessageSchema = z.object({ entries: z.array(leaderboardEntrySchema) });

export interface LiveLeaderboardHandlers {
  /** The current top list, as the database sent it. */
  onTop(entries: LeaderboardEntry[]): void;
  /** Joined or rejoined: read the list and the caller's rank once. */
  onJoined(): void;
  /** The channel could not be joined (it retries by itself). */
  onError?(error: Error | undefined): void;
  /** Every channel state: joined (SUBSCRIBED) or not (an error, a time-out, closed). */
  onJoinedChange?(joined: boolean): void;
}

/** Joins the leaderboard topic; returns the function that leaves it. */
export function subscribeLiveLeaderboard(supabase: SupabaseClient, handlers: LiveLeaderboardHandlers): () => void {
  const channel = supabase
    .channel(LEADERBOARD_TOPIC, { config: { private: true } })
    .on('broadcast', { event: TOP_EVENT }, (message: { payload?: unknown }) => {
      const parsed = topMessageSchema.safeParse(message.payload);
      if (parsed.success) handlers.onTop(parsed.data.entries);
    })
    .subscribe((status, error) => {
      handlers.onJoinedChange?.(joinedFromStatus(status));
      if (status === 'SUBSCRIBED') handlers.onJoined();
      else if (status === 'CHANNEL_ERROR') handlers.onError?.(error);
    });
  return () => {
    void supabase.removeChannel(channel);
  };
}

/** Whether the page is shown, and a way to hear when it is shown again. */
export interface Visibility {
  isVisible(): boolean;
  onBecameVisible(listener: () => void): () => void;
}

/** The browser page's visibility (document.visibilityState). */
export function documentVisibility(doc: Document = document): Visibility {
  return {
    isVisible: () => doc.visibilityState === 'visible',
    onBecameVisible(listener) {
      const onChange = () => {
        if (doc.visibilityState === 'visible') listener();
      };
      doc.addEventListener('visibilitychange', onChange);
      return () => doc.removeEventListener('visibilitychange', onChange);
    },
  };
}

/** A page that is always shown (the benchmark's simulated dashboards). */
export const alwaysVisible: Visibility = { isVisible: () => true, onBecameVisible: () => () => undefined };

/**
 * Calls `refresh` every `intervalMs` while visible, and at once when the page becomes visible
 * again (restarting the interval from there). Returns the function that stops it.
 */
export function scheduleOwnRankRefresh(refresh: () => void, visibility: Visibility, intervalMs = OWN_RANK_REFRESH_MS): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    clearInterval(timer);
    timer = setInterval(() => {
      if (visibility.isVisible()) refresh();
    }, intervalMs);
  };
  start();
  const stopListening = visibility.onBecameVisible(() => {
    refresh();
    start();
  });
  return () => {
    clearInterval(timer);
    stopListening();
  };
}
