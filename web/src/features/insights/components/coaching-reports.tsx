/**
 * Coaching on /insights (docs/product.md#insights): the funnel by task kind (tasks, acted on, acted on
 * within 24 hours) with the median time to a recruit's first cheer, and the 14-day activity of
 * recruits cheered in their first week against those who were not; each a chart, a table and a CSV.
 * Its own read (GET /api/insights/coaching), loading and failing on its own.
 */
import { Text } from '@chakra-ui/react';

import { ErrorState, LoadingState } from '@/components/ui/query-state';

import { useCoachingInsights } from '../api/use-coaching-insights';
import { cheerCohortRows, cheerCohortTable, coachingFunnelRows, coachingFunnelTable, firstCheerText } from '../coaching-tables';
import { CheerCohortChart, CoachingFunnelChart } from './coaching-charts';
import { ReportSection } from './report-section';

export function CoachingReports() {
  const coaching = useCoachingInsights();
  if (coaching.isPending) return <LoadingState label="Loading the coaching insights…" lines={3} />;
  if (coaching.isError) return <ErrorState message="The coaching insights could not be loaded." onRetry={() => void coaching.refetch()} />;
  const insights = coaching.data;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <ReportSection
        id="insights-coaching-funnel"
        title="Coaching funnel"
        note={`Coaching tasks opened for sponsors in the last ${insights.days} days, by kind: how many a sponsor acted on (anything but Dismiss), and how many within 24 hours.`}
        table={coachingFunnelTable(insights)}
        fileName={`coaching-funnel-${today}.csv`}
        empty={insights.funnel.length === 0 ? `No coaching tasks in the last ${insights.days} days.` : undefined}
        chart={
          <>
            <Text fontSize="sm" data-testid="first-cheer">
              {firstCheerText(insights)}
            </Text>
            <CoachingFunnelChart rows={coachingFunnelRows(insights)} />
          </>
        }
      />
      <ReportSection
        id="insights-coaching-cohorts"
        title="Cheered in the first week"
        note={`Recruits who joined in the last ${insights.days} days, at least 14 days ago: the mean number of days they were active in their first 14, for those whose sponsor cheered them in their first 7 days and for those who were not cheered.`}
        table={cheerCohortTable(insights)}
        fileName={`coaching-first-week-${today}.csv`}
        empty={insights.cohorts.length === 0 ? 'No recruit has been in the app for 14 days yet in this window.' : undefined}
        chart={<CheerCohortChart rows={cheerCohortRows(insights)} />}
      />
    </>
  );
}
