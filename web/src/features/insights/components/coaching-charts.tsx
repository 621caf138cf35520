/**
 * The coaching charts on /insights (docs/product.md#insights), drawn as the other insights charts
 * (./charts.tsx): tasks, acted on and acted within 24 hours by task kind, and the mean active days
 * in the first 14 of recruits cheered in their first week against those who were not.
 */
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';

import type { CheerCohortRow, CoachingFunnelRow } from '../coaching-tables';
import { BRAND, ChartBox, chartStyle, GOLD, GRID, legendInOrder, margin } from './charts';

const LIGHT_BRAND = '#7fbf9c';

/**
 * Horizontal bars, a group per kind: the kinds' names read level on the left at any width (slanted
 * under upright bars they took a phone's eye sideways), and the chart grows with the kinds.
 */
export function CoachingFunnelChart({ rows }: { rows: CoachingFunnelRow[] }) {
  return (
    <ChartBox label="Bar chart of coaching tasks by kind: opened, acted on, and acted on within 24 hours.">
      <BarChart
        responsive
        style={{ ...chartStyle, height: 80 + rows.length * 66 }}
        data={rows}
        layout="vertical"
        margin={{ ...margin, right: 32 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="kind" width={120} tick={{ fontSize: 12 }} interval={0} />
        <Tooltip />
        {legendInOrder(['tasks', 'acted', 'within24h'])}
        <Bar dataKey="tasks" name="Tasks" fill={LIGHT_BRAND} isAnimationActive={false}>
          <LabelList dataKey="tasks" position="right" />
        </Bar>
        <Bar dataKey="acted" name="Acted on" fill={BRAND} isAnimationActive={false}>
          <LabelList dataKey="acted" position="right" />
        </Bar>
        <Bar dataKey="within24h" name="Within 24 h" fill={GOLD} isAnimationActive={false}>
          <LabelList dataKey="within24h" position="right" />
        </Bar>
      </BarChart>
    </ChartBox>
  );
}

export function CheerCohortChart({ rows }: { rows: CheerCohortRow[] }) {
  return (
    <ChartBox label="Bar chart of the mean active days in their first 14 days, for recruits cheered in their first week and for those who were not.">
      <BarChart responsive style={chartStyle} data={rows} margin={{ ...margin, top: 20 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="cohort" tick={{ fontSize: 12 }} interval={0} />
        <YAxis width={40} domain={[0, 14]} />
        <Tooltip />
        <Bar dataKey="avgActiveDays14" name="Active days of 14 (mean)" fill={BRAND} isAnimationActive={false}>
          <LabelList dataKey="avgActiveDays14" position="top" />
        </Bar>
      </BarChart>
    </ChartBox>
  );
}
