/**
 * The coaching insights as tables and chart rows (docs/product.md#insights): the funnel by task
 * kind and the 14-day activity of recruits cheered in their first week against those who were not.
 * Each table is what the screen shows and what its "Download CSV" writes.
 */
import type { CoachingInsights, CoachingKind } from '@contract';

import type { ReportTable } from './report-tables';

/**
 * Each kind as the sponsor's task says it, without the name ("Help Ana" is a learner's ask for help
 * or two misses of one quiz; "Check in on Ana" a stall): one word for the same task on every screen.
 */
export const KIND_LABELS: Record<CoachingKind, string> = {
  welcome: 'Welcome',
  congratulate: 'Congratulate',
  streak_at_risk: 'Save streak',
  stalled: 'Check in',
  struggling: 'Help',
};

const COHORT_LABELS = { cheered: 'Cheered in week 1', not_cheered: 'Not cheered in week 1' } as const;

const share = (part: number, whole: number): string => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–');

export interface CoachingFunnelRow {
  kind: string;
  tasks: number;
  acted: number;
  within24h: number;
}

export const coachingFunnelRows = (insights: CoachingInsights): CoachingFunnelRow[] =>
  insights.funnel.map((row) => ({ kind: KIND_LABELS[row.kind], tasks: row.tasks, acted: row.acted, within24h: row.actedWithin24h }));

export function coachingFunnelTable(insights: CoachingInsights): ReportTable {
  return {
    columns: ['Task kind', 'Tasks', 'Acted on', 'Acted within 24 h', 'Acted %', 'Within 24 h %'],
    numeric: [false, true, true, true, true, true],
    rows: insights.funnel.map((row) => [
      KIND_LABELS[row.kind],
      row.tasks,
      row.acted,
      row.actedWithin24h,
      share(row.acted, row.tasks),
      share(row.actedWithin24h, row.tasks),
    ]),
  };
}

export interface CheerCohortRow {
  cohort: string;
  learners: number;
  avgActiveDays14: number;
}

export const cheerCohortRows = (insights: CoachingInsights): CheerCohortRow[] =>
  insights.cohorts.map((row) => ({ cohort: COHORT_LABELS[row.cohort], learners: row.learners, avgActiveDays14: row.avgActiveDays14 }));

export function cheerCohortTable(insights: CoachingInsights): ReportTable {
  return {
    columns: ['Recruits', 'Learners', 'Active days in first 14 (mean)'],
    numeric: [false, true, true],
    rows: cheerCohortRows(insights).map((row) => [row.cohort, row.learners, row.avgActiveDays14]),
  };
}

/** "Median time from joining to the first cheer: 5.5 hours", or that none was cheered yet. */
export function firstCheerText(insights: CoachingInsights): string {
  const hours = insights.medianHoursToFirstCheer;
  if (hours === null) return `No recruit who joined in the last ${insights.days} days has been cheered yet.`;
  const said = hours < 48 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : `${Math.round((hours / 24) * 10) / 10} days`;
  return `Median time from joining to the first cheer, for recruits who joined in the last ${insights.days} days and were cheered: ${said}.`;
}
