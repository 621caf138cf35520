/**
 * The earnings calculator's model (docs/product.md#earnings-calculator). Hypothetical by construction: $5 a month per direct
 * (level 1) person and $1 per person at deeper levels, in a 15-level system (levels past the 15th,
 * which the sliders reach, pay nothing); the yearly figure is the monthly one x 12.
 *
 * Four modes, each showing every level up to the chosen maximum:
 * - Auto assumes perfect duplication: level 1 holds the direct referrals and every person at a
 *   level brings `perPerson` people into the next. The projection months give the total over the
 *   projection (monthly x months).
 * - Manual takes the direct and indirect head counts as given and spreads the indirect people
 *   evenly over levels 2 to `levels`.
 * - Flat puts `multiplier` people on each of `levels` levels: a network of levels x multiplier.
 * - Custom takes the people of each level as the person types them.
 *
 * People and dollars are whole numbers counted exactly (`bigint`): with every Auto slider at its
 * maximum the network holds 3,294,061,441,733,848,500 people, past 2^53, where a `number` adds up
 * to 3,294,061,441,733,848,600 (docs/product.md#earnings-calculator).
 */
import type { Translate } from '@/i18n';

import { formatShare } from './format';

export const DIRECT_RATE = 5;
export const DEEP_RATE = 1;
export const MONTHS_PER_YEAR = 12;
/** The product's stated level system. */
export const LEVEL_SYSTEM = 15;

export const autoRanges = {
  direct: { min: 1, max: 20, step: 1 },
  perPerson: { min: 2, max: 8, step: 1 },
  months: { min: 3, max: 24, step: 3 },
  maxLevels: { min: 5, max: 20, step: 1 },
} as const;

export const manualLevelsRange = { min: 2, max: 20, step: 1 } as const;
export const flatRanges = { levels: manualLevelsRange, multiplier: { min: 1, max: 20, step: 1 } } as const;

export type Mode = 'auto' | 'manual' | 'flat' | 'custom';

export interface AutoInputs {
  direct: number;
  perPerson: number;
  months: number;
  maxLevels: number;
}

export interface ManualInputs {
  direct: number;
  indirect: number;
  levels: number;
}

export interface FlatInputs {
  levels: number;
  multiplier: number;
}

export const autoDefaults: AutoInputs = { direct: 3, perPerson: 3, months: 12, maxLevels: LEVEL_SYSTEM };
export const manualDefaults: ManualInputs = { direct: 3, indirect: 9, levels: LEVEL_SYSTEM };
export const flatDefaults: FlatInputs = { levels: LEVEL_SYSTEM, multiplier: 3 };
/** Custom mode starts from 3 people on each of the 15 levels. */
export const customDefaults: number[] = Array.from({ length: LEVEL_SYSTEM }, () => 3);

export interface LevelRow {
  level: number;
  people: bigint;
  rate: number;
  monthly: bigint;
  cumulative: bigint;
}

export interface Projection {
  rows: LevelRow[];
  monthly: bigint;
  yearly: bigint;
  networkSize: bigint;
  /** Dollars a month per person: a ratio, the one figure that is not whole. */
  averagePerPerson: number;
}

export const rateForLevel = (level: number) => (level === 1 ? DIRECT_RATE : level <= LEVEL_SYSTEM ? DEEP_RATE : 0);

/** Calculator inputs have min 0 and anything non-numeric counts as 0. */
export function parseCount(raw: string): number {
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function clamp(value: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/** A typed head count as a whole number of people (0 for anything not a finite number of 0 or more). */
const wholePeople = (value: number) => (Number.isFinite(value) && value > 0 ? BigInt(Math.floor(value)) : 0n);

function toRows(peoplePerLevel: bigint[]): LevelRow[] {
  let cumulative = 0n;
  return peoplePerLevel.map((people, index) => {
    const level = index + 1;
    const rate = rateForLevel(level);
    const monthly = people * BigInt(rate);
    cumulative += monthly;
    return { level, people, rate, monthly, cumulative };
  });
}

export function summarize(rows: LevelRow[]): Projection {
  const monthly = rows.reduce((sum, row) => sum + row.monthly, 0n);
  const networkSize = rows.reduce((sum, row) => sum + row.people, 0n);
  return {
    rows,
    monthly,
    yearly: monthly * BigInt(MONTHS_PER_YEAR),
    networkSize,
    averagePerPerson: networkSize === 0n ? 0 : Number(monthly) / Number(networkSize),
  };
}

export function autoProjection(inputs: AutoInputs): Projection {
  const direct = clamp(inputs.direct, autoRanges.direct);
  const perPerson = clamp(inputs.perPerson, autoRanges.perPerson);
  const levels = clamp(inputs.maxLevels, autoRanges.maxLevels);
  const people = Array.from({ length: levels }, (_, index) => BigInt(direct) * BigInt(perPerson) ** BigInt(index));
  return summarize(toRows(people));
}

/** The auto projection's total over its months. */
export const overMonths = (projection: Projection, months: number) => projection.monthly * BigInt(clamp(months, autoRanges.months));

export function flatProjection(inputs: FlatInputs): Projection {
  const levels = clamp(inputs.levels, flatRanges.levels);
  const multiplier = clamp(Math.floor(inputs.multiplier), flatRanges.multiplier);
  return summarize(toRows(Array.from({ length: levels }, () => BigInt(multiplier))));
}

/** Custom: the people of each level as typed (non-numbers and negatives count as 0), levels 2 to 20. */
export function customProjection(people: number[]): Projection {
  const levels = clamp(people.length, manualLevelsRange);
  return summarize(toRows(Array.from({ length: levels }, (_, index) => wholePeople(people[index] ?? 0))));
}

/** Custom mode's list resized to `levels`, keeping what was typed and adding empty levels. */
export function resizeLevels(drafts: string[], levels: number): string[] {
  const count = clamp(levels, manualLevelsRange);
  return Array.from({ length: count }, (_, index) => drafts[index] ?? '');
}

export function manualProjection(inputs: ManualInputs): Projection {
  const direct = wholePeople(inputs.direct);
  const indirect = wholePeople(inputs.indirect);
  const levels = clamp(inputs.levels, manualLevelsRange);
  const deepLevels = BigInt(levels - 1);
  const base = indirect / deepLevels;
  const remainder = indirect % deepLevels;
  const deep = Array.from({ length: levels - 1 }, (_, index) => base + (BigInt(index) < remainder ? 1n : 0n));
  return summarize(toRows([direct, ...deep]));
}

/** A plain-language reading of a projection, including why real results differ. */
export function insight(t: Translate, projection: Projection): string {
  const [first] = projection.rows;
  if (!first || projection.networkSize === 0n) return t('calc.insight.empty');
  // In millionths of the whole, then percent: a whole-percent floor said "99%" of $15 in $21.5M.
  const deepShare = projection.monthly === 0n ? 0 : Number(((projection.monthly - first.monthly) * 1_000_000n) / projection.monthly) / 10_000;
  return t('calc.insight.deep', { deepShare: formatShare(deepShare) });
}

/** Animate Network Growth highlights one level every 300 ms. */
export const ANIMATION_STEP_MS = 300;
