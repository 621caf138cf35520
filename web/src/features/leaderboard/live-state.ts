/**
 * Whether a live board is live (docs/leaderboard-live.md#offline): the ranks on screen are live only
 * while the browser is online and the board's Realtime channel is joined. Offline, or after the
 * channel dropped, the board says so and when its ranks are from, instead of showing them as live.
 */
import { clockTime } from '@/lib/time-zone';
export type LiveState = 'live' | 'offline' | 'reconnecting';

/** Realtime's channel states (supabase-js `subscribe` callback): only SUBSCRIBED is joined. */
export function joinedFromStatus(status: string): boolean {
  return status === 'SUBSCRIBED';
}

/**
 * `joined`: undefined until the channel answered first (a board that has not joined yet is loading,
 * not out of date).
 */
export function liveState(online: boolean, joined: boolean | undefined): LiveState {
  if (!online) return 'offline';
  return joined === false ? 'reconnecting' : 'live';
}

/** What the board says when it is not live; null when it is (or has no ranks yet). */
export function liveStateText(state: LiveState, ranksAt: number): string | null {
  if (state === 'live' || ranksAt === 0) return null;
  if (state === 'offline') return `You are offline. These ranks are from ${clockTime(ranksAt)} and are not live; they update when you are back online.`;
  return `Reconnecting… These ranks are from ${clockTime(ranksAt)} and may be out of date.`;
}
