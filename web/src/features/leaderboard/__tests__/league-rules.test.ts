import { describe, expect, it } from 'vitest';

import { activateLocale, i18n, type Translate } from '@/i18n';

import type { LeagueMember } from '@contract';

import { inPromotionZone, leagueStanding, nameTags, promotionLineText, raceItems, rowStanding, type RaceItem } from '../league-rules';

const t: Translate = (id, values) => i18n._(id, values);

const league = (count: number): LeagueMember[] =>
  Array.from({ length: count }, (_, index) => ({ id: `id-${index + 1}`, name: `Member ${index + 1}`, weeklyPts: 100 - index, rank: index + 1 }));

/** Items as short strings: a member's rank, "line", or "…n". */
const shape = (items: RaceItem[]) =>
  items.map((item) => (item.kind === 'member' ? String(item.member.rank) : item.kind === 'gap' ? `…${item.hidden}` : 'line'));

describe('the league as a race', () => {
  it('shows the top 3, the 2 places either side of the promotion line, and the learner ± 2, folding only runs of 3 or more', () => {
    // Ranks 4-5, just above the line, are who is about to move up: never folded.
    expect(shape(raceItems(league(27), 'id-12', 5))).toEqual(['1', '2', '3', '4', '5', 'line', '6', '7', '8', '9', '10', '11', '12', '13', '14', '…13']);
    expect(shape(raceItems(league(27), 'id-20', 5))).toEqual(['1', '2', '3', '4', '5', 'line', '6', '7', '…10', '18', '19', '20', '21', '22', '…5']);
  });

  it('draws the line among the shown rows when the learner is near it', () => {
    expect(shape(raceItems(league(27), 'id-6', 5))).toEqual(['1', '2', '3', '4', '5', 'line', '6', '7', '8', '…19']);
  });

  it('never folds a run of 1 or 2: it shows them', () => {
    // Learner at 11: 8-9 (2 rows) between the line's 7 and the learner's 9 are shown, not "… 2 more"; the 2 after 13 too.
    expect(shape(raceItems(league(15), 'id-11', 5))).toEqual(['1', '2', '3', '4', '5', 'line', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15']);
    expect(shape(raceItems(league(6), 'nobody', 5))).toEqual(['1', '2', '3', '4', '5', 'line', '6']);
    for (let size = 1; size <= 40; size += 1) {
      for (let me = 1; me <= size; me += 1) {
        const items = raceItems(league(size), `id-${me}`, 5);
        for (const item of items) if (item.kind === 'gap') expect(item.hidden).toBeGreaterThanOrEqual(3);
        // The learner's neighbours and the rows either side of the line are always shown.
        const shown = new Set(items.flatMap((item) => (item.kind === 'member' ? [item.member.rank] : [])));
        for (const rank of [me - 2, me - 1, me, me + 1, me + 2, 1, 2, 3, 4, 5, 6, 7])
          if (rank >= 1 && rank <= size) expect(shown.has(rank), `#${rank} of ${size}, me #${me}`).toBe(true);
      }
    }
  });

  it('lists everyone with showAll, the line kept', () => {
    const items = raceItems(league(8), 'id-8', 5, true);
    expect(shape(items)).toEqual(['1', '2', '3', '4', '5', 'line', '6', '7', '8']);
  });

  it('keeps tied members within the line together', () => {
    const tied = league(7).map((member, index) => ({ ...member, rank: index < 6 ? 1 : 7 }));
    expect(shape(raceItems(tied, 'id-1', 5, true))).toEqual(['1', '1', '1', '1', '1', '1', 'line', '7']);
  });

  it('puts everyone tied at the cut above the line, which counts them and names the tied rank', () => {
    const ranks = [1, 2, 3, 4, 5, 5, 7];
    const tied = league(7).map((member, index) => ({ ...member, weeklyPts: 50 - ranks[index]!, rank: ranks[index]! }));
    const items = raceItems(tied, 'id-7', 5, true);
    expect(shape(items)).toEqual(['1', '2', '3', '4', '5', '5', 'line', '7']);
    expect(items.find((item) => item.kind === 'promotion-line')).toEqual({ kind: 'promotion-line', above: 6, lastRank: 5 });
  });

  it('says who moves up in a sentence, counting a tie at the cut: the top N and everyone tied at the rank of the Nth', () => {
    const lineOf = (ranks: number[]) => {
      const members = league(ranks.length).map((member, index) => ({ ...member, weeklyPts: 50 - ranks[index]!, rank: ranks[index]! }));
      const line = raceItems(members, 'nobody', 5, true).find((item) => item.kind === 'promotion-line');
      return promotionLineText(t, 5, line!);
    };
    expect(lineOf([1, 2, 3, 4, 5, 6, 7])).toBe('Promotion line: the top 5 move up');
    expect(lineOf([1, 2, 3, 4, 5, 5, 7])).toBe('Promotion line: 6 move up — the top 5 and everyone tied at #5');
    // The cut falls inside a tie at #4: the fifth place is one of the three tied there.
    expect(lineOf([1, 2, 3, 4, 4, 4, 7])).toBe('Promotion line: 6 move up — the top 5 and everyone tied at #4');
    expect(promotionLineText(t, 1, { above: 2, lastRank: 1 })).toBe('Promotion line: 2 move up — the leader and everyone tied at #1');
  });

  it('says how many move up when fewer than the top N have points this week, never "the top 5"', () => {
    const members = league(7).map((member, index) => ({ ...member, weeklyPts: index < 2 ? 40 - index : 0, rank: index < 2 ? index + 1 : 3 }));
    const line = raceItems(members, 'nobody', 5, true).find((item) => item.kind === 'promotion-line');
    expect(line).toEqual({ kind: 'promotion-line', above: 2, lastRank: 2 });
    expect(promotionLineText(t, 5, line!)).toBe('Promotion line: 2 move up — only members with points this week');
    expect(promotionLineText(t, 5, { above: 1, lastRank: 1 })).toBe('Promotion line: 1 moves up — only members with points this week');
  });

  it("says the promotion line in the learner's language", async () => {
    try {
      await activateLocale('es');
      expect(promotionLineText(t, 5, { above: 5, lastRank: 5 })).toBe('Línea de ascenso: suben los 5 primeros');
      expect(promotionLineText(t, 5, { above: 6, lastRank: 4 })).toBe('Línea de ascenso: suben 6 — los 5 primeros y todos los empatados en el n.º 4');
      expect(promotionLineText(t, 5, { above: 2, lastRank: 2 })).toBe('Línea de ascenso: suben 2 — solo quienes tienen puntos esta semana');
      await activateLocale('ar');
      expect(promotionLineText(t, 5, { above: 6, lastRank: 4 })).toBe('خط الصعود: يصعد 6 أعضاء، أول 5 وكل المتعادلين في المركز 4');
    } finally {
      await activateLocale('en');
    }
  });

  it('leaves members without a point this week below the line, as the server promotes only members with points', () => {
    const members = league(6).map((member, index) => (index < 2 ? member : { ...member, weeklyPts: 0, rank: 3 }));
    const items = raceItems(members, 'id-6', 5, true);
    expect(shape(items)).toEqual(['1', '2', 'line', '3', '3', '3', '3']);
    expect(items[2]).toEqual({ kind: 'promotion-line', above: 2, lastRank: 2 });
    expect(inPromotionZone(members[2]!, 5)).toBe(false);
    expect(inPromotionZone(members[1]!, 5)).toBe(true);
  });

  it('has no line when nobody is below it, and still shows the top 3 for someone not listed', () => {
    expect(shape(raceItems(league(3), 'id-2', 5))).toEqual(['1', '2', '3']);
    expect(shape(raceItems(league(12), 'nobody', 5))).toEqual(['1', '2', '3', '4', '5', 'line', '6', '7', '…5']);
  });
});

describe("each row's line", () => {
  it('says the zone above the line, and below it the points that would tie the lowest in the zone', () => {
    const members = league(8);
    // Rank 5 has 96 points: rank 6 (95) needs 1 to tie it, rank 8 (93) needs 3.
    expect(rowStanding(t, members[0]!, members, 5)).toBe('In the promotion zone');
    expect(rowStanding(t, members[5]!, members, 5)).toBe('1 point to the promotion zone');
    expect(rowStanding(t, members[7]!, members, 5)).toBe('3 points to the promotion zone');
  });

  it('says nothing below the line while nobody has points (nobody is in the zone)', () => {
    const quiet = league(8).map((member) => ({ ...member, weeklyPts: 0, rank: 1 }));
    expect(rowStanding(t, quiet[6]!, quiet, 5)).toBe('');
  });
});

describe('names in the league', () => {
  it('tells two members with the same name apart, and leaves unique names alone', () => {
    const tags = nameTags([
      { id: 'abcd1234', name: 'Ben Carter' },
      { id: 'ef567890', name: 'Ben Carter' },
      { id: '99999999', name: 'Ana' },
    ]);
    expect(tags.get('abcd1234')).toBe('#abcd');
    expect(tags.get('ef567890')).toBe('#ef56');
    expect(tags.has('99999999')).toBe(false);
  });
});

describe('where the learner stands: how to climb, the rank only when it means something', () => {
  const member = (id: string, weeklyPts: number, rank: number): LeagueMember => ({ id, name: id, weeklyPts, rank });
  const station = { station: 1, points: 10 };

  it('on day one, before any point this week, says what to earn and how, not "#25 of 25"', () => {
    const members = [...Array.from({ length: 24 }, (_, index) => member(`m${index}`, 30 - index, index + 1)), member('me', 0, 25)];
    const standing = leagueStanding(t, { members, myRank: 25 }, 'me', station);
    expect(standing).toEqual({
      place: 'Not ranked yet',
      ranked: false,
      hint: '+10 points: finish Station 1',
      climb: 'Earn 10 points to get on the board: finish Station 1.',
    });
    expect(JSON.stringify(standing)).not.toContain('#25');
    // Everyone at 0 ties at #1: still no rank to show.
    expect(leagueStanding(t, { members: [member('a', 0, 1), member('me', 0, 1)], myRank: 1 }, 'me', station)?.place).toBe('Not ranked yet');
    // With every station done: the other ways to earn.
    expect(leagueStanding(t, { members: [member('me', 0, 1)], myRank: 1 }, 'me', null)?.climb).toBe(
      'Earn points to get on the board: answer a quiz or complete a course.',
    );
  });

  it('once ranked, gives the rank and the points to reach the next place up', () => {
    const members = [member('a', 40, 1), member('b', 22, 2), member('me', 10, 3), member('d', 0, 4)];
    expect(leagueStanding(t, { members, myRank: 3 }, 'me', station)).toEqual({
      place: '#3 of 4',
      ranked: true,
      // 12 more ties b at 22, which shares #2 (equal points, equal rank).
      hint: '12 points to #2',
      climb: '12 more points this week take you to #2.',
    });
    // Several tied at the place above (ranks skip #3): say who is passed, not "to #2" after "#4".
    const tied = [member('a', 40, 1), member('b', 22, 2), member('c', 22, 2), member('me', 10, 4), member('d', 0, 5)];
    expect(leagueStanding(t, { members: tied, myRank: 4 }, 'me', station)).toEqual({
      place: '#4 of 5',
      ranked: true,
      hint: '13 points to pass the 2 tied at #2',
      climb: '13 more points this week take you past the 2 people tied at #2.',
    });
    expect(leagueStanding(t, { members: [member('a', 11, 1), member('me', 10, 2)], myRank: 2 }, 'me', station)?.climb).toBe(
      '1 more point this week takes you to #1.',
    );
    // The first of the week's league, alone in it: no lead over nobody.
    expect(leagueStanding(t, { members: [member('me', 50, 1)], myRank: 1 }, 'me', station)).toEqual({
      place: '#1 of 1',
      ranked: true,
      hint: 'The first one here',
      climb: 'You are the first in your league: people who sign up this week join it.',
    });
    expect(leagueStanding(t, { members: [member('a', 10, 1), member('me', 10, 1)], myRank: 1 }, 'me', null)).toMatchObject({
      place: '#1 of 2',
      // The league's own word for the top places (its board says "In the promotion zone").
      hint: 'Tied for #1, in the promotion zone',
      climb: 'You share the lead: one more point puts you ahead.',
    });
  });

  it('at the top, gives the lead', () => {
    expect(leagueStanding(t, { members: [member('me', 30, 1), member('a', 12, 2)], myRank: 1 }, 'me', station)).toMatchObject({
      place: '#1 of 2',
      hint: '18 points ahead',
      climb: 'You lead your league by 18 points.',
    });
  });

  it('is nothing for someone not in the race (an administrator)', () => {
    expect(leagueStanding(t, { members: [member('a', 5, 1)], myRank: null }, 'admin', station)).toBeNull();
  });
});
