/**
 * /insights for admins (docs/product.md#insights): the activation funnel, signups by source and the
 * token economy from the operators' reports, each as a chart, a table and a CSV download.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';

import { ErrorState, LoadingState } from '@/components/ui/query-state';
import type { Insights } from '@contract';

import { useInsights } from '../api/use-insights';
import { funnelTable, funnelTotals, noSignups, signupSeries, signupTable, tokenSeries, tokenTable, windowDays } from '../report-tables';
import { FunnelChart, SignupsChart, TokensChart } from './charts';
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
        note={`Learners who signed up in each of the last ${funnelWeeks} weeks (weeks start on Monday, UTC) and how far they have come since. The chart adds the weeks up.`}
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
    </>
  );
}

export function InsightsScreen() {
  const insights = useInsights();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="3xl" color="brand.800">
          Insights
        </Heading>
        <Text color="fg.muted">How learners activate, where signups come from and how tokens flow, from the operators&apos; reports.</Text>
      </Stack>
      {insights.isPending ? (
        <LoadingState label="Loading the insights…" lines={6} />
      ) : insights.isError ? (
        <ErrorState message="The insights could not be loaded." onRetry={() => void insights.refetch()} />
      ) : (
        <Reports insights={insights.data} />
      )}
    </Stack>
  );
}
