/**
 * The earnings calculator's model (SPEC §2, §9). Hypothetical by construction: $5 a month per direct
 * (level 1) person and $1 per person at deeper levels; the yearly figure is the monthly one x 12.
 *
 * Auto mode assumes perfect duplication: level 1 holds the direct referrals, every person at a level
 * brings `perPerson` people into the next, and the network grows one level deeper per month of the
 * projection, up to `maxLevels`. Manual mode takes the direct and indirect head counts as given and
 * spreads the indirect people evenly over levels 2 to `levels`.
 */
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

export const autoDefaults: AutoInputs = { direct: 3, perPerson: 3, months: 12, maxLevels: LEVEL_SYSTEM };
export const manualDefaults: ManualInputs = { direct: 3, indirect: 9, levels: LEVEL_SYSTEM };

export interface LevelRow {
  level: number;
  people: number;
  rate: number;
  monthly: number;
  cumulative: number;
}

export interface Projection {
  rows: LevelRow[];
  monthly: number;
  yearly: number;
  networkSize: number;
  averagePerPerson: number;
}

export const rateForLevel = (level: number) => (level === 1 ? DIRECT_RATE : DEEP_RATE);

/** SPEC §5: calculator inputs have min 0 and anything non-numeric counts as 0. */
export function parseCount(raw: string): number {
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function clamp(value: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, value));
}

function toRows(peoplePerLevel: number[]): LevelRow[] {
  let cumulative = 0;
  return peoplePerLevel.map((people, index) => {
    const level = index + 1;
    const rate = rateForLevel(level);
    const monthly = people * rate;
    cumulative += monthly;
    return { level, people, rate, monthly, cumulative };
  });
}

export function summarize(rows: LevelRow[]): Projection {
  const monthly = rows.reduce((sum, row) => sum + row.monthly, 0);
  const networkSize = rows.reduce((sum, row) => sum + row.people, 0);
  return {
    rows,
    monthly,
    yearly: monthly * MONTHS_PER_YEAR,
    networkSize,
    averagePerPerson: networkSize === 0 ? 0 : monthly / networkSize,
  };
}

export function autoProjection(inputs: AutoInputs): Projection {
  const direct = clamp(inputs.direct, autoRanges.direct);
  const perPerson = clamp(inputs.perPerson, autoRanges.perPerson);
  const levels = Math.min(clamp(inputs.maxLevels, autoRanges.maxLevels), clamp(inputs.months, autoRanges.months));
  const people = Array.from({ length: levels }, (_, index) => direct * perPerson ** index);
  return summarize(toRows(people));
}

export function manualProjection(inputs: ManualInputs): Projection {
  const direct = Math.max(0, Math.floor(inputs.direct));
  const indirect = Math.max(0, Math.floor(inputs.indirect));
  const levels = clamp(inputs.levels, manualLevelsRange);
  const deepLevels = levels - 1;
  const base = Math.floor(indirect / deepLevels);
  const remainder = indirect % deepLevels;
  const deep = Array.from({ length: deepLevels }, (_, index) => base + (index < remainder ? 1 : 0));
  return summarize(toRows([direct, ...deep]));
}

/** A plain-language reading of a projection, including why real results differ. */
export function insight(projection: Projection): string {
  const [first] = projection.rows;
  if (!first || projection.networkSize === 0) {
    return 'Add some referrals to see how a network could be structured.';
  }
  const deepShare = projection.monthly === 0 ? 0 : Math.floor(((projection.monthly - first.monthly) / projection.monthly) * 100);
  return (
    `In this scenario ${deepShare}% of the monthly figure comes from levels 2 and deeper, ` +
    `which depends on every person in the network bringing in others. Real networks rarely grow ` +
    `this way, and most participants earn little or nothing.`
  );
}

/** SPEC §9: Animate Network Growth highlights one level every 300 ms. */
export const ANIMATION_STEP_MS = 300;
