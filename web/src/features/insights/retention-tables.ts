/**
 * The retention figures as tables (docs/product.md#insights): what /insights shows and what each
 * "Download CSV" writes. Newest first, as the other reports' tables.
 */
import type { Retention } from '@contract';

import type { ReportTable } from './report-tables';

const percent = (part: number, whole: number): string => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–');

/** The Monday (UTC) of a day's week, YYYY-MM-DD. */
export function mondayOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return new Date(at - ((new Date(at).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

export function activeTable(retention: Retention): ReportTable {
  const weekly = new Map(retention.weekly.map((week) => [week.week, week.active]));
  return {
    columns: ['Day', 'Active learners', 'Active that week'],
    numeric: [false, true, true],
    rows: [...retention.daily].reverse().map((day) => [day.day, day.active, weekly.get(mondayOf(day.day)) ?? 0]),
  };
}

export function cohortTable(retention: Retention): ReportTable {
  return {
    columns: ['Signup week', 'Signups', 'D1', 'D7', 'D30', 'D1 %', 'D7 %', 'D30 %'],
    numeric: [false, true, true, true, true, true, true, true],
    rows: [...retention.cohorts]
      .reverse()
      .map((week) => [
        week.week,
        week.signups,
        week.d1,
        week.d7,
        week.d30,
        percent(week.d1, week.signups),
        percent(week.d7, week.signups),
        percent(week.d30, week.signups),
      ]),
  };
}

export function streakTable(retention: Retention): ReportTable {
  return { columns: ['Login streak', 'Learners'], numeric: [false, true], rows: retention.streaks.map((band) => [band.streak, band.learners]) };
}

export function reminderTable(retention: Retention): ReportTable {
  return {
    columns: ['Day', 'Reminders sent', 'Opened', 'E-mail unsubscribes'],
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

export interface CohortPoint {
  week: string;
  d1: number;
  d7: number;
  d30: number;
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** D1/D7/D30 as percentages of each signup week's signups (0 for a week without signups), oldest week first. */
export function cohortSeries(retention: Retention): CohortPoint[] {
  return retention.cohorts.map((week) => ({
    week: week.week,
    d1: share(week.d1, week.signups),
    d7: share(week.d7, week.signups),
    d30: share(week.d30, week.signups),
  }));
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
