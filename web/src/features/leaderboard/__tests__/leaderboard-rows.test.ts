import { describe, expect, it } from 'vitest';

import { i18n } from '@/i18n';
import type { LeaderboardEntry } from '@contract';

import { leaderboardRows, rankTitle } from '../leaderboard-rows';

const entry = (rank: number, id = `user-${rank}`): LeaderboardEntry => ({
  id,
  name: `Rider ${rank}`,
  leaderboardPts: 1000 - rank * 10,
  rank,
});
const topTen = Array.from({ length: 10 }, (_, index) => entry(index + 1));

describe('rank titles', () => {
  it.each([
    [1, 'Champion'],
    [2, 'Runner-up'],
    [3, 'Bronze Winner'],
    [4, 'Top Player'],
    [5, 'Top Player'],
    [6, 'Rising Star'],
    [42, 'Rising Star'],
  ])('rank %i is %s', (rank, title) => {
    expect(i18n._(rankTitle(rank))).toBe(title);
  });
});

describe('leaderboard rows', () => {
  it('marks the caller inside the top 10 and adds no extra row', () => {
    const rows = leaderboardRows(topTen, undefined, 'user-4', 10);
    expect(rows).toHaveLength(10);
    const you = rows.filter((row) => row.kind === 'entry' && row.isYou);
    expect(you).toHaveLength(1);
    expect(you[0]).toMatchObject({ entry: { rank: 4 }, title: 'league.title.top' });
  });

  it('adds an ellipsis and the caller with their rank when outside the top 10', () => {
    const me = entry(57, 'me');
    const rows = leaderboardRows(topTen, me, 'me', 10);
    expect(rows).toHaveLength(12);
    expect(rows[10]).toEqual({ kind: 'ellipsis' });
    expect(rows[11]).toEqual({ kind: 'entry', entry: me, isYou: true, title: 'league.title.rising' });
  });

  it('shows at most the top 10 even if the server sends more', () => {
    const rows = leaderboardRows([...topTen, entry(11)], undefined, 'nobody', 10);
    expect(rows).toHaveLength(10);
  });

  it('adds no own row when the caller has no rank entry', () => {
    expect(leaderboardRows(topTen, undefined, 'me', 10)).toHaveLength(10);
  });
});
