/**
 * The retention figures as tables (docs/product.md#insights): what /insights shows and what each
 * "Download CSV" writes. Newest first, as the other reports' tables.
 */
import type { Retention } from '@contract';
import { formatPercent, type Translate } from '@/i18n';

import type { ReportTable } from './report-tables';

const percent = (part: number, whole: number): string => (whole > 0 ? formatPercent(Math.round((part / whole) * 100)) : '–');

/** The Monday (UTC) of a day's week, YYYY-MM-DD. */
export function mondayOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return new Date(at - ((new Date(at).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

export function activeTable(t: Translate, retention: Retention): ReportTable {
  const weekly = new Map(retention.weekly.map((week) => [week.week, week.active]));
  return {
    columns: [t('insights.column.day'), t('insights.column.activeLearners'), t('insights.series.activeWeek')],
    numeric: [false, true, true],
    rows: [...retention.daily].reverse().map((day) => [day.day, day.active, weekly.get(mondayOf(day.day)) ?? 0]),
  };
}

/** The retention days each signup week is followed for. */
const OFFSETS = [1, 7, 30] as const;

/**
 * Whether day N has come for every signup of a week (its Sunday + N days is on or before `asOf`, UTC):
 * before that, a share would count learners who could not have come back yet, so it is "not yet".
 */
export function dayReached(week: string, offset: number, asOf: string): boolean {
  return Date.parse(`${week}T00:00:00Z`) + (6 + offset) * 86_400_000 <= Date.parse(`${asOf}T00:00:00Z`);
}

export function cohortTable(t: Translate, retention: Retention, asOf: string): ReportTable {
  const notYet = t('insights.retention.notYet');
  return {
    columns: [
      t('insights.column.signupWeek'),
      t('insights.column.signups'),
      ...OFFSETS.map((day) => t('insights.retention.day', { day })),
      ...OFFSETS.map((day) => t('insights.retention.dayShare', { day })),
    ],
    numeric: [false, true, true, true, true, true, true, true],
    rows: [...retention.cohorts]
      .reverse()
      .map((week) => [
        week.week,
        week.signups,
        week.d1,
        week.d7,
        week.d30,
        ...OFFSETS.map((offset) => (dayReached(week.week, offset, asOf) ? percent(week[`d${offset}`], week.signups) : notYet)),
      ]),
  };
}

/** A streak band as the server names it ("0-1 days", "30+ days") in the screen's language; another name as it came. */
export function streakBand(t: Translate, band: string): string {
  const range = /^(\d+(?:-\d+|\+)) days?$/.exec(band)?.[1];
  return range === undefined ? band : t('insights.streak.band', { range });
}

export function streakTable(t: Translate, retention: Retention): ReportTable {
  return {
    columns: [t('insights.column.streak'), t('insights.column.learners')],
    numeric: [false, true],
    rows: retention.streaks.map((band) => [streakBand(t, band.streak), band.learners]),
  };
}

export function reminderTable(t: Translate, retention: Retention): ReportTable {
  return {
    columns: [t('insights.column.day'), t('insights.column.remindersSent'), t('insights.series.opened'), t('insights.column.unsubscribes')],
    numeric: [false, true, true, true],
    rows: [...retention.reminders].reverse().map((day) => [day.day, day.sends, day.opens, day.unsubscribes]),
  };
}

// The charts' series: every day of the window (a day without rows is a 0), oldest first.

export interface ActivePoint {
  day: string;
  active: number;
  /** Active in the week (Monday to Sunday, UTC) the day belongs to. */
  weekActive: number;
}

export function activeSeries(retention: Retention, days: string[]): ActivePoint[] {
  const daily = new Map(retention.daily.map((day) => [day.day, day.active]));
  const weekly = new Map(retention.weekly.map((week) => [week.week, week.active]));
  return days.map((day) => ({ day, active: daily.get(day) ?? 0, weekActive: weekly.get(mondayOf(day)) ?? 0 }));
}

/** Percent of the week's signups; null (no bar) where that day has not come for every signup yet. */
export interface CohortPoint {
  week: string;
  d1: number | null;
  d7: number | null;
  d30: number | null;
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** D1/D7/D30 as percentages of each signup week's signups (0 for a week without signups, null before that day came), oldest week first. */
export function cohortSeries(retention: Retention, asOf: string): CohortPoint[] {
  return retention.cohorts.map((week) => {
    const at = (offset: (typeof OFFSETS)[number]) => (dayReached(week.week, offset, asOf) ? share(week[`d${offset}`], week.signups) : null);
    return { week: week.week, d1: at(1), d7: at(7), d30: at(30) };
  });
}

export interface ReminderPoint {
  day: string;
  sends: number;
  opens: number;
  unsubscribes: number;
}

export function reminderSeries(retention: Retention, days: string[]): ReminderPoint[] {
  const byDay = new Map(retention.reminders.map((day) => [day.day, day]));
  return days.map((day) => {
    const row = byDay.get(day);
    return { day, sends: row?.sends ?? 0, opens: row?.opens ?? 0, unsubscribes: row?.unsubscribes ?? 0 };
  });
}
