/**
 * Whether a live board is live (docs/leaderboard-live.md#offline): the ranks on screen are live only
 * while the browser is online and the board's Realtime channel is joined. Offline, or after the
 * channel dropped, the board says so and when its ranks are from, instead of showing them as live.
 */
import { formatClockTime, type Translate } from '@/i18n';

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
export function liveStateText(t: Translate, state: LiveState, ranksAt: number): string | null {
  if (state === 'live' || ranksAt === 0) return null;
  return t(state === 'offline' ? 'league.live.offline' : 'league.live.reconnecting', { time: formatClockTime(ranksAt) });
}
