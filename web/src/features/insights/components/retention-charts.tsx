/**
 * The retention charts on /insights (docs/product.md#insights), drawn as the other insights charts
 * (./charts.tsx): active learners per day with their week's count, D1/D7/D30 by signup week, the
 * login-streak bands and the reminders per day. The table under each carries the same numbers.
 */
import { Bar, BarChart, CartesianGrid, LabelList, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

import type { ActivePoint, CohortPoint, ReminderPoint } from '../retention-tables';
import { BRAND, ChartBox, chartStyle, dailyAxes, GOLD, GRID, legendInOrder, margin, RED } from './charts';

const LIGHT_BRAND = '#7fbf9c';
const percent = (value: unknown) => `${String(value)}%`;

export function ActiveChart({ points }: { points: ActivePoint[] }) {
  return (
    <ChartBox label="Line chart of active learners per day, and of active learners in that day's week.">
      <LineChart responsive style={chartStyle} data={points} margin={margin} accessibilityLayer={false}>
        {dailyAxes(40, ['active', 'weekActive'])}
        <Line dataKey="active" name="Active that day" stroke={BRAND} strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line dataKey="weekActive" name="Active that week" stroke={GOLD} strokeWidth={2} dot={false} type="stepAfter" isAnimationActive={false} />
      </LineChart>
    </ChartBox>
  );
}

export function CohortChart({ points }: { points: CohortPoint[] }) {
  return (
    <ChartBox label="Bar chart of D1, D7 and D30 retention in percent of each signup week's signups.">
      <BarChart responsive style={chartStyle} data={points} margin={margin} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="week" tickFormatter={(week: string) => week.slice(5)} minTickGap={16} tick={{ fontSize: 12 }} />
        <YAxis width={60} tickFormatter={percent} domain={[0, 100]} />
        <Tooltip formatter={percent} />
        {legendInOrder(['d1', 'd7', 'd30'])}
        <Bar dataKey="d1" name="D1" fill={BRAND} isAnimationActive={false} />
        <Bar dataKey="d7" name="D7" fill={LIGHT_BRAND} isAnimationActive={false} />
        <Bar dataKey="d30" name="D30" fill={GOLD} isAnimationActive={false} />
      </BarChart>
    </ChartBox>
  );
}

export function StreakChart({ bands }: { bands: Array<{ streak: string; learners: number }> }) {
  return (
    <ChartBox label="Bar chart of learners by current login streak.">
      <BarChart responsive style={chartStyle} data={bands} margin={{ ...margin, top: 20 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        {/* "0-1", "2-6" … under the bars (the days are in the table): the five fit a phone. */}
        <XAxis dataKey="streak" tickFormatter={(band: string) => band.replace(/ days?$/, '')} tick={{ fontSize: 12 }} interval={0} />
        <YAxis allowDecimals={false} width={40} />
        <Tooltip />
        <Bar dataKey="learners" name="Learners" fill={BRAND} isAnimationActive={false}>
          <LabelList dataKey="learners" position="top" />
        </Bar>
      </BarChart>
    </ChartBox>
  );
}

export function RemindersChart({ points }: { points: ReminderPoint[] }) {
  return (
    <ChartBox label="Bar chart of reminders sent per day, with lines for reminders opened and e-mail unsubscribes.">
      <BarChart responsive style={chartStyle} data={points} margin={margin} accessibilityLayer={false}>
        {dailyAxes(40, ['sends', 'opens', 'unsubscribes'])}
        <Bar dataKey="sends" name="Sent" fill={LIGHT_BRAND} isAnimationActive={false} />
        <Bar dataKey="opens" name="Opened" fill={BRAND} isAnimationActive={false} />
        <Bar dataKey="unsubscribes" name="Unsubscribes" fill={RED} isAnimationActive={false} />
      </BarChart>
    </ChartBox>
  );
}
