import { describe, expect, it } from 'vitest';

import type { LeagueMember } from '@contract';

import { nameTags, raceItems, type RaceItem } from '../league-rules';

const league = (count: number): LeagueMember[] =>
  Array.from({ length: count }, (_, index) => ({ id: `id-${index + 1}`, name: `Member ${index + 1}`, weeklyPts: 100 - index, rank: index + 1 }));

/** Items as short strings: a member's rank, "line", or "…n". */
const shape = (items: RaceItem[]) =>
  items.map((item) => (item.kind === 'member' ? String(item.member.rank) : item.kind === 'gap' ? `…${item.hidden}` : 'line'));

describe('the league as a race', () => {
  it('shows the top 3, the promotion line, and the learner ± 2 with the rest folded', () => {
    expect(shape(raceItems(league(27), 'id-12', 5))).toEqual(['1', '2', '3', '…2', 'line', '…4', '10', '11', '12', '13', '14', '…13']);
  });

  it('draws the line among the shown rows when the learner is near it', () => {
    expect(shape(raceItems(league(27), 'id-6', 5))).toEqual(['1', '2', '3', '4', '5', 'line', '6', '7', '8', '…19']);
  });

  it('lists everyone with showAll, the line kept', () => {
    const items = raceItems(league(8), 'id-8', 5, true);
    expect(shape(items)).toEqual(['1', '2', '3', '4', '5', 'line', '6', '7', '8']);
  });

  it('keeps tied members within the line together', () => {
    const tied = league(7).map((member, index) => ({ ...member, rank: index < 6 ? 1 : 7 }));
    expect(shape(raceItems(tied, 'id-1', 5, true))).toEqual(['1', '1', '1', '1', '1', '1', 'line', '7']);
  });

  it('has no line when nobody is below it, and still shows the top 3 for someone not listed', () => {
    expect(shape(raceItems(league(3), 'id-2', 5))).toEqual(['1', '2', '3']);
    expect(shape(raceItems(league(6), 'nobody', 5))).toEqual(['1', '2', '3', '…2', 'line', '…1']);
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
