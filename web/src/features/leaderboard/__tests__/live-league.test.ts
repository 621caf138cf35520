import { describe, expect, it } from 'vitest';

import type { League } from '@contract';

import { leagueWeekText } from '../league-rules';
import { withStandings } from '../live-league';

const league: League = {
  leagueId: 3,
  weekStart: '2026-11-23T00:00:00+00:00',
  weekEnd: '2026-11-30T00:00:00+00:00',
  promotedPerWeek: 5,
  starter: true,
  myRank: 2,
  members: [
    { id: 'a', name: 'A', weeklyPts: 20, rank: 1 },
    { id: 'me', name: 'Me', weeklyPts: 10, rank: 2 },
  ],
  promotedLastWeek: ['a'],
};

describe('withStandings', () => {
  it("applies standings of the same week and recomputes the caller's rank", () => {
    const members = [
      { id: 'me', name: 'Me', weeklyPts: 30, rank: 1 },
      { id: 'a', name: 'A', weeklyPts: 20, rank: 2 },
    ];
    expect(withStandings(league, { weekStart: '2026-11-23T00:00:00.000Z', members }, 'me')).toEqual({ ...league, members, myRank: 1 });
  });

  it('refuses standings of another week (the caller re-reads the league)', () => {
    expect(withStandings(league, { weekStart: '2026-11-30T00:00:00+00:00', members: [] }, 'me')).toBeUndefined();
  });
});

describe('leagueWeekText', () => {
  it('says how many are promoted and when the week ends', () => {
    // 60 hours left: never more than is left.
    expect(leagueWeekText(league, new Date('2026-11-27T12:00:00Z'))).toBe(
      'Points earned this week. The top 5 are promoted when the week ends in 2 days (Monday 00:00 UTC).',
    );
    expect(leagueWeekText(league, new Date('2026-11-28T19:00:00Z'))).toContain('ends in 29 hours (');
    expect(leagueWeekText(league, new Date('2026-11-29T23:00:00Z'))).toContain('ends in 1 hour (');
    expect(leagueWeekText(league, new Date('2026-11-29T23:30:00Z'))).toContain('ends in less than an hour (');
    expect(leagueWeekText(league, new Date('2026-11-30T00:00:00Z'))).toContain('ends now (');
  });
});
