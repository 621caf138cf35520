/**
 * The coaching insights as tables and chart rows (docs/product.md#insights): the funnel by task
 * kind and the 14-day activity of recruits cheered in their first week against those who were not.
 * Each table is what the screen shows and what its "Download CSV" writes.
 */
import type { CoachingInsights, CoachingKind } from '@contract';
import { formatNumber, formatPercent, type MessageId, type Translate } from '@/i18n';

import type { ReportTable } from './report-tables';

/**
 * Each kind as the sponsor's task says it, without the name ("Help Ana" is a learner's ask for help
 * or two misses of one quiz; "Check in on Ana" a stall): one word for the same task on every screen.
 */
export const KIND_LABELS: Record<CoachingKind, MessageId> = {
  welcome: 'insights.kind.welcome',
  congratulate: 'insights.kind.congratulate',
  streak_at_risk: 'insights.kind.streak',
  stalled: 'insights.kind.stalled',
  struggling: 'insights.kind.struggling',
};

const COHORT_LABELS = { cheered: 'insights.cohort.cheered', not_cheered: 'insights.cohort.notCheered' } as const satisfies Record<string, MessageId>;

const share = (part: number, whole: number): string => (whole > 0 ? formatPercent(Math.round((part / whole) * 100)) : '–');

export interface CoachingFunnelRow {
  kind: string;
  tasks: number;
  acted: number;
  within24h: number;
}

export const coachingFunnelRows = (t: Translate, insights: CoachingInsights): CoachingFunnelRow[] =>
  insights.funnel.map((row) => ({ kind: t(KIND_LABELS[row.kind]), tasks: row.tasks, acted: row.acted, within24h: row.actedWithin24h }));

export function coachingFunnelTable(t: Translate, insights: CoachingInsights): ReportTable {
  return {
    columns: [
      t('insights.column.kind'),
      t('insights.series.tasks'),
      t('insights.series.acted'),
      t('insights.column.actedWithin24h'),
      t('insights.column.actedShare'),
      t('insights.column.within24hShare'),
    ],
    numeric: [false, true, true, true, true, true],
    rows: insights.funnel.map((row) => [
      t(KIND_LABELS[row.kind]),
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

export const cheerCohortRows = (t: Translate, insights: CoachingInsights): CheerCohortRow[] =>
  insights.cohorts.map((row) => ({ cohort: t(COHORT_LABELS[row.cohort]), learners: row.learners, avgActiveDays14: row.avgActiveDays14 }));

export function cheerCohortTable(t: Translate, insights: CoachingInsights): ReportTable {
  return {
    columns: [t('insights.column.recruits'), t('insights.column.learners'), t('insights.column.activeDays14')],
    numeric: [false, true, true],
    rows: cheerCohortRows(t, insights).map((row) => [row.cohort, row.learners, row.avgActiveDays14]),
  };
}

/** "Median time from joining to the first cheer: 5.5 hours", or that none was cheered yet. */
export function firstCheerText(t: Translate, insights: CoachingInsights): string {
  const hours = insights.medianHoursToFirstCheer;
  if (hours === null) return t('insights.firstCheer.none', { days: insights.days });
  const days = Math.round((hours / 24) * 10) / 10;
  const said =
    hours < 48
      ? t('insights.firstCheer.hours', { count: hours, hours: formatNumber(hours) })
      : t('insights.firstCheer.days', { count: days, days: formatNumber(days) });
  return t('insights.firstCheer.median', { days: insights.days, median: said });
}
