import { describe, expect, it } from 'vitest';

import { activateLocale, i18n, type Translate } from '@/i18n';
import type { League } from '@contract';

import { leagueWeekText } from '../league-rules';
import { withStandings } from '../live-league';

const t: Translate = (id, values) => i18n._(id, values);

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
    expect(leagueWeekText(t, league, new Date('2026-11-27T12:00:00Z'))).toBe(
      'Points earned this week. The top 5 are promoted when the week ends in 2 days (Monday 00:00 UTC).',
    );
    expect(leagueWeekText(t, league, new Date('2026-11-28T19:00:00Z'))).toContain('ends in 29 hours (');
    expect(leagueWeekText(t, league, new Date('2026-11-29T23:00:00Z'))).toContain('ends in 1 hour (');
    expect(leagueWeekText(t, league, new Date('2026-11-29T23:30:00Z'))).toContain('ends in less than an hour (');
    expect(leagueWeekText(t, league, new Date('2026-11-30T00:00:00Z'))).toContain('ends now (');
  });

  it("says it in the learner's language, plurals and all", async () => {
    try {
      await activateLocale('es');
      expect(leagueWeekText(t, league, new Date('2026-11-27T12:00:00Z'))).toBe(
        'Puntos ganados esta semana. Los 5 primeros ascienden cuando termine la semana en 2 días (lunes 00:00 UTC).',
      );
      expect(leagueWeekText(t, league, new Date('2026-11-29T23:00:00Z'))).toContain('en 1 hora (');
      await activateLocale('ar');
      expect(leagueWeekText(t, league, new Date('2026-11-28T19:00:00Z'))).toContain('خلال 29 ساعة');
      expect(leagueWeekText(t, league, new Date('2026-11-29T22:00:00Z'))).toContain('خلال ساعتين');
    } finally {
      await activateLocale('en');
    }
  });
});
