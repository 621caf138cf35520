import type { MessageId } from '@/i18n';
import type { LeaderboardEntry } from '@contract';

/**
 * Rank titles (docs/product.md#leaderboard), as message ids: 1 Champion, 2 Runner-up, 3 Bronze Winner,
 * 4-5 Top Player, otherwise Rising Star.
 */
export function rankTitle(rank: number): MessageId {
  if (rank === 1) return 'league.title.champion';
  if (rank === 2) return 'league.title.runnerUp';
  if (rank === 3) return 'league.title.bronze';
  if (rank === 4 || rank === 5) return 'league.title.top';
  return 'league.title.rising';
}

export type LeaderboardRow = { kind: 'entry'; entry: LeaderboardEntry; isYou: boolean; title: MessageId } | { kind: 'ellipsis' };

/**
 * The rows to show: the top entries with the caller marked "(You)", then, when the caller is not
 * among them, an ellipsis and the caller's own row with their rank.
 */
export function leaderboardRows(top: LeaderboardEntry[], me: LeaderboardEntry | undefined, userId: string | undefined, size: number): LeaderboardRow[] {
  const shown = top.slice(0, size);
  const rows: LeaderboardRow[] = shown.map((entry) => ({
    kind: 'entry',
    entry,
    isYou: entry.id === userId,
    title: rankTitle(entry.rank),
  }));
  const inTop = shown.some((entry) => entry.id === userId);
  if (!inTop && me && me.id === userId) {
    rows.push({ kind: 'ellipsis' }, { kind: 'entry', entry: me, isYou: true, title: rankTitle(me.rank) });
  }
  return rows;
}
