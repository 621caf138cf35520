/**
 * /insights for admins (docs/product.md#insights): the activation funnel, signups by source and the
 * token economy from the operators' reports, then retention (active learners, D1/D7/D30 by signup
 * week, login streaks, reminders) and coaching (the funnel by task kind, recruits cheered in their
 * first week or not), each as a chart, a table and a CSV download.
 */
import { Stack } from '@chakra-ui/react';

import { PageHeading } from '@/components/ui/page-heading';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import type { Insights } from '@contract';

import { useInsights } from '../api/use-insights';
import { activeSeries, activeTable, cohortSeries, cohortTable, reminderSeries, reminderTable, streakTable } from '../retention-tables';
import { funnelTable, funnelTotals, noSignups, signupSeries, signupTable, tokenSeries, tokenTable, windowDays } from '../report-tables';
import { FunnelChart, SignupsChart, TokensChart } from './charts';
import { CoachingReports } from './coaching-reports';
import { ActiveChart, CohortChart, RemindersChart, StreakChart } from './retention-charts';
import { ReportSection } from './report-section';

function Reports({ insights }: { insights: Insights }) {
  const { funnelWeeks, days, asOf } = insights.windows;
  const window = windowDays(asOf, days);
  const noSignup = noSignups(insights) ? `No signups yet in the last ${funnelWeeks} weeks.` : undefined;
  return (
    <>
      <ReportSection
        id="insights-funnel"
        title="Activation funnel"
        note={`Accounts made in each of the last ${funnelWeeks} weeks (weeks start on Monday, UTC; administrators' included) and how far they have come since: each step counts the accounts that did it and every step above it. The chart adds the weeks up.`}
        table={funnelTable(insights.funnel)}
        fileName={`activation-funnel-${asOf}.csv`}
        empty={noSignup}
        chart={<FunnelChart steps={funnelTotals(insights.funnel)} />}
      />
      <ReportSection
        id="insights-signups"
        title="Signups by source"
        note={`Signups per day over the last ${days} days (UTC, up to ${asOf}): direct, or with a referrer's invite code. The table lists the days with signups.`}
        table={signupTable(insights.signups)}
        fileName={`signups-by-source-${asOf}.csv`}
        empty={insights.signups.length === 0 ? `No signups yet in the last ${days} days.` : undefined}
        chart={<SignupsChart points={signupSeries(insights.signups, window)} />}
      />
      <ReportSection
        id="insights-tokens"
        title="Token economy"
        note={`Tokens per day over the last ${days} days (UTC, up to ${asOf}): issued by reason, spent by reward bought. The chart adds each day up.`}
        table={tokenTable(insights.tokens)}
        fileName={`token-economy-${asOf}.csv`}
        empty={insights.tokens.length === 0 ? `No tokens issued or spent in the last ${days} days.` : undefined}
        chart={<TokensChart points={tokenSeries(insights.tokens, window)} />}
      />
      <ReportSection
        id="insights-active"
        title="Active learners"
        note={`Accounts with a signed-in visit each day over the last ${days} days, and in that day's week (UTC; weeks start on Monday; administrators' included). My Team's “active today” counts the same visits.`}
        table={activeTable(insights.retention)}
        fileName={`active-learners-${asOf}.csv`}
        empty={insights.retention.daily.length === 0 ? `No visits yet in the last ${days} days.` : undefined}
        chart={<ActiveChart points={activeSeries(insights.retention, window)} />}
      />
      <ReportSection
        id="insights-retention"
        title="Retention by signup week"
        note="Per signup week (the same weeks as the funnel): how many learners came back exactly 1, 7 and 30 days after their signup day (UTC). A share is “not yet” until that day has come for the whole week."
        table={cohortTable(insights.retention, asOf)}
        fileName={`retention-${asOf}.csv`}
        empty={insights.retention.cohorts.length === 0 ? 'No signup weeks to follow yet.' : undefined}
        chart={<CohortChart points={cohortSeries(insights.retention, asOf)} />}
      />
      <ReportSection
        id="insights-streaks"
        title="Login streaks"
        note="Accounts by their current login streak (administrators' included)."
        table={streakTable(insights.retention)}
        fileName={`login-streaks-${asOf}.csv`}
        empty={insights.retention.streaks.every((band) => band.learners === 0) ? 'No learners yet.' : undefined}
        chart={<StreakChart bands={insights.retention.streaks} />}
      />
      <ReportSection
        id="insights-reminders"
        title="Reminders"
        note={`Reminders sent per day over the last ${days} days, how many were opened, and e-mail unsubscribes.`}
        table={reminderTable(insights.retention)}
        fileName={`reminders-${asOf}.csv`}
        empty={insights.retention.reminders.length === 0 ? `No reminders sent in the last ${days} days.` : undefined}
        chart={<RemindersChart points={reminderSeries(insights.retention, window)} />}
      />
    </>
  );
}

export function InsightsScreen() {
  const insights = useInsights();
  return (
    <Stack gap="6">
      <PageHeading title="Insights">How learners activate, where signups come from and how tokens flow, from the operators&apos; reports.</PageHeading>
      {insights.isPending ? (
        <LoadingState label="Loading the insights…" lines={6} />
      ) : insights.isError ? (
        <ErrorState message="The insights could not be loaded." onRetry={() => void insights.refetch()} />
      ) : (
        <Reports insights={insights.data} />
      )}
      <CoachingReports />
    </Stack>
  );
}
