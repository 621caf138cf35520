/**
 * The coaching charts on /insights (docs/product.md#insights), drawn as the other insights charts
 * (./charts.tsx): tasks, acted on and acted within 24 hours by task kind, and the mean active days
 * in the first 14 of recruits cheered in their first week against those who were not.
 */
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';

import { useT } from '@/i18n';

import type { CheerCohortRow, CoachingFunnelRow } from '../coaching-tables';
import { BRAND, ChartBox, chartStyle, countText, GOLD, GRID, legendInOrder, margin, shortCount, useChartDirection } from './charts';

const LIGHT_BRAND = '#7fbf9c';

/**
 * Horizontal bars, a group per kind: the kinds' names read level on the left at any width (slanted
 * under upright bars they took a phone's eye sideways), and the chart grows with the kinds.
 */
export function CoachingFunnelChart({ rows }: { rows: CoachingFunnelRow[] }) {
  const t = useT();
  const direction = useChartDirection();
  const count = countText(direction.locale);
  return (
    <ChartBox label={t('insights.chart.coachingFunnel')}>
      <BarChart
        responsive
        style={{ ...chartStyle, height: 80 + rows.length * 66 }}
        data={rows}
        layout="vertical"
        margin={direction.margin({ ...margin, right: 32 })}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" allowDecimals={false} reversed={direction.rtl} tickFormatter={shortCount(direction.locale)} />
        <YAxis type="category" dataKey="kind" width={120} tick={{ fontSize: 12 }} interval={0} orientation={direction.rtl ? 'right' : 'left'} />
        <Tooltip formatter={count} />
        {legendInOrder(['tasks', 'acted', 'within24h'])}
        <Bar dataKey="tasks" name={t('insights.series.tasks')} fill={LIGHT_BRAND} isAnimationActive={false}>
          <LabelList dataKey="tasks" position="right" formatter={count} />
        </Bar>
        <Bar dataKey="acted" name={t('insights.series.acted')} fill={BRAND} isAnimationActive={false}>
          <LabelList dataKey="acted" position="right" formatter={count} />
        </Bar>
        <Bar dataKey="within24h" name={t('insights.series.within24h')} fill={GOLD} isAnimationActive={false}>
          <LabelList dataKey="within24h" position="right" formatter={count} />
        </Bar>
      </BarChart>
    </ChartBox>
  );
}

export function CheerCohortChart({ rows }: { rows: CheerCohortRow[] }) {
  const t = useT();
  const direction = useChartDirection();
  const count = countText(direction.locale);
  return (
    <ChartBox label={t('insights.chart.cheerCohorts')}>
      <BarChart responsive style={chartStyle} data={rows} margin={direction.margin({ ...margin, top: 20 })} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="cohort" tick={{ fontSize: 12 }} interval={0} reversed={direction.rtl} />
        <YAxis width={40} domain={[0, 14]} orientation={direction.rtl ? 'right' : 'left'} tickFormatter={count} />
        <Tooltip formatter={count} />
        <Bar dataKey="avgActiveDays14" name={t('insights.series.activeDays14')} fill={BRAND} isAnimationActive={false}>
          <LabelList dataKey="avgActiveDays14" position="top" formatter={count} />
        </Bar>
      </BarChart>
    </ChartBox>
  );
}
