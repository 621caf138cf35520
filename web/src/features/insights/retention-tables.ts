/**
 * The retention figures as tables (docs/product.md#insights): what /insights shows and what each
 * "Download CSV" writes. Newest first, as the other reports' tables.
 */
import type { Retention } from '@contract';

import type { ReportTable } from './report-tables';

const percent = (part: number, whole: number): string => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–');

export function activeTable(retention: Retention): ReportTable {
  const weekly = new Map(retention.weekly.map((week) => [week.week, week.active]));
  return {
    columns: ['Day', 'Active learners', 'Active that week'],
    numeric: [false, true, true],
    rows: [...retention.daily].reverse().map((day) => {
      const monday = new Date(Date.parse(`${day.day}T00:00:00Z`) - ((new Date(`${day.day}T00:00:00Z`).getUTCDay() + 6) % 7) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return [day.day, day.active, weekly.get(monday) ?? 0];
    }),
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
