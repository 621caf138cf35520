/**
 * /insights for admins (docs/product.md#insights): the activation funnel, signups by source and the
 * token economy from the operators' reports, then retention (active learners, D1/D7/D30 by signup
 * week, login streaks, reminders) and coaching (the funnel by task kind, recruits cheered in their
 * first week or not), each as a chart, a table and a CSV download. A reward bought is named as the
 * catalogue names it in the admin's language (GET /api/settings: its translation, else the English).
 */
import { Stack } from '@chakra-ui/react';

import { PageHeading } from '@/components/ui/page-heading';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { useSettings } from '@/hooks/use-settings';
import { formatDate, useT } from '@/i18n';
import type { Insights } from '@contract';

import { useInsights } from '../api/use-insights';
import { activeSeries, activeTable, cohortSeries, cohortTable, reminderSeries, reminderTable, streakTable } from '../retention-tables';
import { funnelTable, funnelTotals, noSignups, signupSeries, signupTable, tokenSeries, tokenTable, windowDays } from '../report-tables';
import { FunnelChart, SignupsChart, TokensChart } from './charts';
import { CoachingReports } from './coaching-reports';
import { ActiveChart, CohortChart, RemindersChart, StreakChart } from './retention-charts';
import { ReportSection } from './report-section';

function Reports({ insights }: { insights: Insights }) {
  const t = useT();
  const rewards = useSettings().data?.rewards ?? [];
  const rewardNames = new Map(rewards.map((reward) => [reward.id, reward.title]));
  const { funnelWeeks, days, asOf } = insights.windows;
  const window = windowDays(asOf, days);
  const upTo = formatDate(`${asOf}T00:00:00Z`, undefined, { dateStyle: 'medium', timeZone: 'UTC' });
  const noSignup = noSignups(insights) ? t('insights.funnel.empty', { weeks: funnelWeeks }) : undefined;
  return (
    <>
      <ReportSection
        id="insights-funnel"
        title={t('insights.funnel.title')}
        note={t('insights.funnel.note', { weeks: funnelWeeks })}
        table={funnelTable(t, insights.funnel)}
        fileName={`activation-funnel-${asOf}.csv`}
        empty={noSignup}
        chart={<FunnelChart steps={funnelTotals(insights.funnel)} />}
      />
      <ReportSection
        id="insights-signups"
        title={t('insights.signups.title')}
        note={t('insights.signups.note', { days, asOf: upTo })}
        table={signupTable(t, insights.signups)}
        fileName={`signups-by-source-${asOf}.csv`}
        empty={insights.signups.length === 0 ? t('insights.signups.empty', { days }) : undefined}
        chart={<SignupsChart points={signupSeries(insights.signups, window)} />}
      />
      <ReportSection
        id="insights-tokens"
        title={t('insights.tokens.title')}
        note={t('insights.tokens.note', { days, asOf: upTo })}
        table={tokenTable(t, insights.tokens, rewardNames)}
        fileName={`token-economy-${asOf}.csv`}
        empty={insights.tokens.length === 0 ? t('insights.tokens.empty', { days }) : undefined}
        chart={<TokensChart points={tokenSeries(insights.tokens, window)} />}
      />
      <ReportSection
        id="insights-active"
        title={t('insights.active.title')}
        note={t('insights.active.note', { days })}
        table={activeTable(t, insights.retention)}
        fileName={`active-learners-${asOf}.csv`}
        empty={insights.retention.daily.length === 0 ? t('insights.active.empty', { days }) : undefined}
        chart={<ActiveChart points={activeSeries(insights.retention, window)} />}
      />
      <ReportSection
        id="insights-retention"
        title={t('insights.retention.title')}
        note={t('insights.retention.note')}
        table={cohortTable(t, insights.retention, asOf)}
        fileName={`retention-${asOf}.csv`}
        empty={insights.retention.cohorts.length === 0 ? t('insights.retention.empty') : undefined}
        chart={<CohortChart points={cohortSeries(insights.retention, asOf)} />}
      />
      <ReportSection
        id="insights-streaks"
        title={t('insights.streaks.title')}
        note={t('insights.streaks.note')}
        table={streakTable(t, insights.retention)}
        fileName={`login-streaks-${asOf}.csv`}
        empty={insights.retention.streaks.every((band) => band.learners === 0) ? t('insights.streaks.empty') : undefined}
        chart={<StreakChart bands={insights.retention.streaks} />}
      />
      <ReportSection
        id="insights-reminders"
        title={t('insights.reminders.title')}
        note={t('insights.reminders.note', { days })}
        table={reminderTable(t, insights.retention)}
        fileName={`reminders-${asOf}.csv`}
        empty={insights.retention.reminders.length === 0 ? t('insights.reminders.empty', { days }) : undefined}
        chart={<RemindersChart points={reminderSeries(insights.retention, window)} />}
      />
    </>
  );
}

export function InsightsScreen() {
  const t = useT();
  const insights = useInsights();
  return (
    <Stack gap="6">
      <PageHeading title={t('insights.title')}>{t('insights.intro')}</PageHeading>
      {insights.isPending ? (
        <LoadingState label={t('insights.loading')} lines={6} />
      ) : insights.isError ? (
        <ErrorState message={t('insights.loadFailed')} onRetry={() => void insights.refetch()} />
      ) : (
        <Reports insights={insights.data} />
      )}
      <CoachingReports />
    </Stack>
  );
}
