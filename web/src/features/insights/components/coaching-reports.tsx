/**
 * Coaching on /insights (docs/product.md#insights): the funnel by task kind (tasks, acted on, acted on
 * within 24 hours) with the median time to a recruit's first cheer, and the 14-day activity of
 * recruits cheered in their first week against those who were not; each a chart, a table and a CSV.
 * Its own read (GET /api/insights/coaching), loading and failing on its own.
 */
import { Text } from '@chakra-ui/react';

import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { useT } from '@/i18n';

import { useCoachingInsights } from '../api/use-coaching-insights';
import { cheerCohortRows, cheerCohortTable, coachingFunnelRows, coachingFunnelTable, firstCheerText } from '../coaching-tables';
import { CheerCohortChart, CoachingFunnelChart } from './coaching-charts';
import { ReportSection } from './report-section';

export function CoachingReports() {
  const t = useT();
  const coaching = useCoachingInsights();
  if (coaching.isPending) return <LoadingState label={t('insights.coaching.loading')} lines={3} />;
  if (coaching.isError) return <ErrorState message={t('insights.coaching.loadFailed')} onRetry={() => void coaching.refetch()} />;
  const insights = coaching.data;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <ReportSection
        id="insights-coaching-funnel"
        title={t('insights.coachingFunnel.title')}
        note={t('insights.coachingFunnel.note', { days: insights.days })}
        table={coachingFunnelTable(t, insights)}
        fileName={`coaching-funnel-${today}.csv`}
        empty={insights.funnel.length === 0 ? t('insights.coachingFunnel.empty', { days: insights.days }) : undefined}
        chart={
          <>
            <Text fontSize="sm" data-testid="first-cheer">
              {firstCheerText(t, insights)}
            </Text>
            <CoachingFunnelChart rows={coachingFunnelRows(t, insights)} />
          </>
        }
      />
      <ReportSection
        id="insights-coaching-cohorts"
        title={t('insights.cheerCohorts.title')}
        note={t('insights.cheerCohorts.note', { days: insights.days })}
        table={cheerCohortTable(t, insights)}
        fileName={`coaching-first-week-${today}.csv`}
        empty={insights.cohorts.length === 0 ? t('insights.cheerCohorts.empty') : undefined}
        chart={<CheerCohortChart rows={cheerCohortRows(t, insights)} />}
      />
    </>
  );
}
