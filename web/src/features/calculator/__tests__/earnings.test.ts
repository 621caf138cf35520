import { describe, expect, it } from 'vitest';

import {
  autoDefaults,
  autoProjection,
  insight,
  manualProjection,
  parseCount,
  rateForLevel,
  summarize,
} from '../earnings';

describe('earnings model (SPEC §9)', () => {
  it('pays $5 per direct person and $1 per person deeper', () => {
    expect(rateForLevel(1)).toBe(5);
    expect(rateForLevel(2)).toBe(1);
    expect(rateForLevel(15)).toBe(1);
  });

  it('starts from 3 direct, 3 per person and the 15-level system', () => {
    expect(autoDefaults).toMatchObject({ direct: 3, perPerson: 3, maxLevels: 15 });
  });

  it('multiplies each level by the average referrals per person', () => {
    const projection = autoProjection({ direct: 3, perPerson: 3, months: 3, maxLevels: 15 });
    expect(projection.rows.map((row) => row.people)).toEqual([3, 9, 27]);
    expect(projection.rows.map((row) => row.monthly)).toEqual([15, 9, 27]);
    expect(projection.rows.map((row) => row.cumulative)).toEqual([15, 24, 51]);
    expect(projection.monthly).toBe(51);
    expect(projection.yearly).toBe(612);
    expect(projection.networkSize).toBe(39);
    expect(projection.averagePerPerson).toBeCloseTo(51 / 39);
  });

  it('grows one level per projection month, up to the max levels', () => {
    expect(autoProjection({ direct: 2, perPerson: 2, months: 24, maxLevels: 5 }).rows).toHaveLength(5);
    expect(autoProjection({ direct: 2, perPerson: 2, months: 6, maxLevels: 20 }).rows).toHaveLength(6);
  });

  it('keeps auto inputs inside their ranges (direct 1-20, per person 2-8, levels 5-20)', () => {
    const projection = autoProjection({ direct: 50, perPerson: 1, months: 24, maxLevels: 99 });
    expect(projection.rows).toHaveLength(20);
    expect(projection.rows[0]?.people).toBe(20);
    expect(projection.rows[1]?.people).toBe(40);
  });

  it('spreads manual indirect referrals over levels 2 and deeper', () => {
    const projection = manualProjection({ direct: 4, indirect: 10, levels: 4 });
    expect(projection.rows.map((row) => row.people)).toEqual([4, 4, 3, 3]);
    expect(projection.monthly).toBe(4 * 5 + 10);
    expect(projection.yearly).toBe(30 * 12);
  });

  it('keeps manual levels between 2 and 20', () => {
    expect(manualProjection({ direct: 1, indirect: 1, levels: 1 }).rows).toHaveLength(2);
    expect(manualProjection({ direct: 1, indirect: 1, levels: 40 }).rows).toHaveLength(20);
  });

  it('treats non-numeric and negative input as 0', () => {
    expect(parseCount('abc')).toBe(0);
    expect(parseCount('')).toBe(0);
    expect(parseCount('-4')).toBe(0);
    expect(parseCount('12')).toBe(12);
  });

  it('reports an empty network without dividing by zero', () => {
    const projection = manualProjection({ direct: 0, indirect: 0, levels: 5 });
    expect(projection.monthly).toBe(0);
    expect(projection.averagePerPerson).toBe(0);
    expect(insight(projection)).toMatch(/Add some referrals/);
    expect(summarize([]).networkSize).toBe(0);
  });

  it('says how much depends on deeper levels and that real networks rarely grow so', () => {
    const text = insight(autoProjection({ direct: 3, perPerson: 3, months: 3, maxLevels: 15 }));
    expect(text).toContain('70% of the monthly figure');
    expect(text).toMatch(/rarely/);
  });
});
