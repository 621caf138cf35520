/**
 * The insights as tables and chart series (docs/product.md#insights). Each table is what the screen
 * shows under its chart and what its "Download CSV" writes, so the two never differ. Tables list the
 * newest first; chart series run oldest to newest, every day of the window present (a day without
 * signups or tokens is a zero, so the time axis is even).
 */
import type { FunnelWeek, Insights, SignupDay, TokenDay } from '@contract';
import type { MessageId, Translate } from '@/i18n';

import type { CsvCell } from './csv';

export interface ReportTable {
  /** Column titles, as the table and the CSV header show them. */
  columns: string[];
  /** Which columns hold numbers (right-aligned). */
  numeric: boolean[];
  rows: CsvCell[][];
}

/** The funnel's steps in order: each counts the accounts that did it and every step before it (the server counts so). */
export const FUNNEL_STEPS = [
  { key: 'registered', label: 'insights.funnel.registered' },
  { key: 'station1', label: 'insights.funnel.station1' },
  { key: 'allStations', label: 'insights.funnel.allStations' },
  { key: 'firstCourse', label: 'insights.funnel.firstCourse' },
  { key: 'firstReferral', label: 'insights.funnel.firstReferral' },
] as const satisfies ReadonlyArray<{ key: keyof FunnelWeek; label: MessageId }>;

export interface FunnelStep {
  key: (typeof FUNNEL_STEPS)[number]['key'];
  learners: number;
}

/** Every step summed over the window's signup weeks. */
export function funnelTotals(funnel: FunnelWeek[]): FunnelStep[] {
  return FUNNEL_STEPS.map(({ key }) => ({ key, learners: funnel.reduce((sum, week) => sum + week[key], 0) }));
}

/** A funnel step's name in the screen's language. */
export const funnelStepLabel = (t: Translate, key: FunnelStep['key']): string => t(FUNNEL_STEPS.find((step) => step.key === key)!.label);

export function funnelTable(t: Translate, funnel: FunnelWeek[]): ReportTable {
  return {
    columns: [t('insights.column.signupWeek'), ...FUNNEL_STEPS.map((step) => t(step.label))],
    numeric: [false, ...FUNNEL_STEPS.map(() => true)],
    rows: [...funnel].reverse().map((week) => [week.week, ...FUNNEL_STEPS.map((step) => week[step.key])]),
  };
}

/** The `days` UTC dates ending with `lastDay`, oldest first. */
export function windowDays(lastDay: string, days: number): string[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

export interface SignupPoint {
  day: string;
  direct: number;
  referral: number;
}

function signupsByDay(signups: SignupDay[]): Map<string, SignupPoint> {
  const byDay = new Map<string, SignupPoint>();
  for (const row of signups) {
    const point = byDay.get(row.day) ?? { day: row.day, direct: 0, referral: 0 };
    point[row.source] += row.signups;
    byDay.set(row.day, point);
  }
  return byDay;
}

export function signupSeries(signups: SignupDay[], days: string[]): SignupPoint[] {
  const byDay = signupsByDay(signups);
  return days.map((day) => byDay.get(day) ?? { day, direct: 0, referral: 0 });
}

export function signupTable(t: Translate, signups: SignupDay[]): ReportTable {
  const points = [...signupsByDay(signups).values()].sort((a, b) => b.day.localeCompare(a.day));
  return {
    columns: [t('insights.column.day'), t('insights.series.direct'), t('insights.series.referral'), t('insights.column.total')],
    numeric: [false, true, true, true],
    rows: points.map((point) => [point.day, point.direct, point.referral, point.direct + point.referral]),
  };
}

export interface TokenPoint {
  day: string;
  issued: number;
  spent: number;
}

export function tokenSeries(tokens: TokenDay[], days: string[]): TokenPoint[] {
  const byDay = new Map<string, TokenPoint>();
  for (const row of tokens) {
    const point = byDay.get(row.day) ?? { day: row.day, issued: 0, spent: 0 };
    point[row.flow] += row.tokens;
    byDay.set(row.day, point);
  }
  return days.map((day) => byDay.get(day) ?? { day, issued: 0, spent: 0 });
}

/** The ledger's reasons (supabase/schemas/profiles_ledger.sql, `ledger_reason_check`) and their names. */
const LEDGER_REASONS = {
  mission: 'insights.reason.mission',
  course_completion: 'insights.reason.course_completion',
  quiz: 'insights.reason.quiz',
  referral: 'insights.reason.referral',
  referral_bonus: 'insights.reason.referral_bonus',
  redemption: 'insights.reason.redemption',
  adjustment: 'insights.reason.adjustment',
  refund: 'insights.reason.refund',
  challenge: 'insights.reason.challenge',
  coaching: 'insights.reason.coaching',
} as const satisfies Record<string, MessageId>;

const isLedgerReason = (what: string): what is keyof typeof LEDGER_REASONS => Object.hasOwn(LEDGER_REASONS, what);

/** Each reward's name by its id, as the catalogue reads in the admin's language (its translation, else the English). */
export type RewardNames = ReadonlyMap<string, string>;

/**
 * What a token row counts, as the admin reads it: a ledger reason by its name in the screen's
 * language ("Course completed", not "course_completion"); a reward bought by its name ("Warm leads
 * list", not "warm_leads"), or by its id when the catalogue no longer has it.
 */
export const tokenWhat = (t: Translate, what: string, rewardNames: RewardNames = new Map()): string =>
  isLedgerReason(what) ? t(LEDGER_REASONS[what]) : (rewardNames.get(what) ?? what);

/** The token rows, named in the screen's language in the table and its CSV alike (the CSV is the table). */
export function tokenTable(t: Translate, tokens: TokenDay[], rewardNames: RewardNames = new Map()): ReportTable {
  const rows = [...tokens].sort((a, b) => b.day.localeCompare(a.day) || a.flow.localeCompare(b.flow) || b.tokens - a.tokens);
  const flow = { issued: t('insights.flow.issued'), spent: t('insights.flow.spent') };
  return {
    columns: [t('insights.column.day'), t('insights.column.flow'), t('insights.column.what'), t('insights.column.entries'), t('insights.column.tokens')],
    numeric: [false, false, false, true, true],
    rows: rows.map((row) => [row.day, flow[row.flow], tokenWhat(t, row.what, rewardNames), row.entries, row.tokens]),
  };
}

/** Whether the window holds no signup at all (the funnel and the signups are then empty). */
export const noSignups = (insights: Insights) => insights.funnel.every((week) => week.registered === 0) && insights.signups.length === 0;
