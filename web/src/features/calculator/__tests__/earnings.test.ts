import { describe, expect, it } from 'vitest';

import { i18n, type Translate } from '@/i18n';

import {
  autoDefaults,
  autoProjection,
  customProjection,
  flatProjection,
  insight,
  manualProjection,
  overMonths,
  parseCount,
  rateForLevel,
  resizeLevels,
  summarize,
} from '../earnings';

const t: Translate = (id, values) => i18n._(id, values);

describe('earnings model', () => {
  it('pays $5 per direct person and $1 per person deeper', () => {
    expect(rateForLevel(1)).toBe(5);
    expect(rateForLevel(2)).toBe(1);
    expect(rateForLevel(15)).toBe(1);
  });

  it('pays nothing past the 15-level system', () => {
    expect(rateForLevel(16)).toBe(0);
    expect(rateForLevel(20)).toBe(0);
    const rows = autoProjection({ direct: 1, perPerson: 2, months: 12, maxLevels: 17 }).rows;
    expect(rows.map((row) => row.rate).slice(14)).toEqual([1, 0, 0]);
    expect(rows[16]?.monthly).toBe(0n);
  });

  it('starts from 3 direct, 3 per person and the 15-level system', () => {
    expect(autoDefaults).toMatchObject({ direct: 3, perPerson: 3, maxLevels: 15 });
  });

  it('multiplies each level by the average referrals per person', () => {
    const projection = autoProjection({ direct: 3, perPerson: 3, months: 3, maxLevels: 5 });
    expect(projection.rows.map((row) => row.people)).toEqual([3n, 9n, 27n, 81n, 243n]);
    expect(projection.rows.map((row) => row.monthly)).toEqual([15n, 9n, 27n, 81n, 243n]);
    expect(projection.rows.map((row) => row.cumulative)).toEqual([15n, 24n, 51n, 132n, 375n]);
    expect(projection.monthly).toBe(375n);
    expect(projection.yearly).toBe(4500n);
    expect(projection.networkSize).toBe(363n);
    expect(projection.averagePerPerson).toBeCloseTo(375 / 363);
  });

  it('shows every level up to the max levels, whatever the months (15 with the defaults)', () => {
    expect(autoProjection(autoDefaults).rows).toHaveLength(15);
    expect(autoProjection({ direct: 2, perPerson: 2, months: 24, maxLevels: 5 }).rows).toHaveLength(5);
    expect(autoProjection({ direct: 2, perPerson: 2, months: 6, maxLevels: 20 }).rows).toHaveLength(20);
  });

  it('totals the projection months as monthly x months', () => {
    const projection = autoProjection({ direct: 1, perPerson: 2, months: 6, maxLevels: 5 });
    expect(overMonths(projection, 6)).toBe(projection.monthly * 6n);
    expect(overMonths(projection, 99)).toBe(projection.monthly * 24n);
  });

  it('flat mode: levels x multiplier people, the same number on each level', () => {
    const projection = flatProjection({ levels: 4, multiplier: 5 });
    expect(projection.rows.map((row) => row.people)).toEqual([5n, 5n, 5n, 5n]);
    expect(projection.networkSize).toBe(20n);
    expect(projection.monthly).toBe(5n * 5n + 3n * 5n);
    expect(flatProjection({ levels: 40, multiplier: 0 }).rows).toHaveLength(20);
    expect(flatProjection({ levels: 3, multiplier: 0 }).rows[0]?.people).toBe(1n);
  });

  it('custom mode: the people per level as typed, 2 to 20 levels', () => {
    const projection = customProjection([2, 0, 7, -3, 1.5]);
    expect(projection.rows.map((row) => row.people)).toEqual([2n, 0n, 7n, 0n, 1n]);
    expect(projection.monthly).toBe(10n + 7n + 1n);
    expect(customProjection([4]).rows).toHaveLength(2);
    expect(customProjection(Array.from({ length: 30 }, () => 1)).rows).toHaveLength(20);
  });

  it('resizes the custom levels keeping what was typed', () => {
    expect(resizeLevels(['1', '2', '3'], 5)).toEqual(['1', '2', '3', '', '']);
    expect(resizeLevels(['1', '2', '3'], 2)).toEqual(['1', '2']);
    expect(resizeLevels([], 1)).toHaveLength(2);
  });

  it('keeps auto inputs inside their ranges (direct 1-20, per person 2-8, levels 5-20)', () => {
    const projection = autoProjection({ direct: 50, perPerson: 1, months: 24, maxLevels: 99 });
    expect(projection.rows).toHaveLength(20);
    expect(projection.rows[0]?.people).toBe(20n);
    expect(projection.rows[1]?.people).toBe(40n);
  });

  it('spreads manual indirect referrals over levels 2 and deeper', () => {
    const projection = manualProjection({ direct: 4, indirect: 10, levels: 4 });
    expect(projection.rows.map((row) => row.people)).toEqual([4n, 4n, 3n, 3n]);
    expect(projection.monthly).toBe(4n * 5n + 10n);
    expect(projection.yearly).toBe(30n * 12n);
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
    expect(projection.monthly).toBe(0n);
    expect(projection.averagePerPerson).toBe(0);
    expect(insight(t, projection)).toMatch(/Add some referrals/);
    expect(summarize([]).networkSize).toBe(0n);
  });

  it('says how much depends on deeper levels and that real networks rarely grow so', () => {
    const text = insight(t, customProjection([3, 9, 27]));
    expect(text).toContain('70.6% of the monthly figure');
    expect(text).toMatch(/rarely/);
  });
});
