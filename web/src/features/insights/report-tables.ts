/**
 * The insights as tables and chart series (docs/product.md#insights). Each table is what the screen
 * shows under its chart and what its "Download CSV" writes, so the two never differ. Tables list the
 * newest first; chart series run oldest to newest, every day of the window present (a day without
 * signups or tokens is a zero, so the time axis is even).
 */
import type { FunnelWeek, Insights, SignupDay, TokenDay } from '@contract';

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
  { key: 'registered', label: 'Registered' },
  { key: 'station1', label: 'Station 1' },
  { key: 'allStations', label: 'All 5 stations' },
  { key: 'firstCourse', label: 'Then a course' },
  { key: 'firstReferral', label: 'Then a referral' },
] as const satisfies ReadonlyArray<{ key: keyof FunnelWeek; label: string }>;

export interface FunnelStep {
  label: string;
  learners: number;
}

/** Every step summed over the window's signup weeks. */
export function funnelTotals(funnel: FunnelWeek[]): FunnelStep[] {
  return FUNNEL_STEPS.map(({ key, label }) => ({ label, learners: funnel.reduce((sum, week) => sum + week[key], 0) }));
}

export function funnelTable(funnel: FunnelWeek[]): ReportTable {
  return {
    columns: ['Signup week', ...FUNNEL_STEPS.map((step) => step.label)],
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

export function signupTable(signups: SignupDay[]): ReportTable {
  const points = [...signupsByDay(signups).values()].sort((a, b) => b.day.localeCompare(a.day));
  return {
    columns: ['Day', 'Direct', 'Referral', 'Total'],
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

export function tokenTable(tokens: TokenDay[]): ReportTable {
  const rows = [...tokens].sort((a, b) => b.day.localeCompare(a.day) || a.flow.localeCompare(b.flow) || b.tokens - a.tokens);
  return {
    columns: ['Day', 'Flow', 'Reason or reward', 'Entries', 'Tokens'],
    numeric: [false, false, false, true, true],
    rows: rows.map((row) => [row.day, row.flow, row.what, row.entries, row.tokens]),
  };
}

/** Whether the window holds no signup at all (the funnel and the signups are then empty). */
export const noSignups = (insights: Insights) => insights.funnel.every((week) => week.registered === 0) && insights.signups.length === 0;
