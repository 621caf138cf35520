/**
 * The retention charts on /insights (docs/product.md#insights), drawn as the other insights charts
 * (./charts.tsx): active learners per day with their week's count, D1/D7/D30 by signup week, the
 * login-streak bands and the reminders per day. The table under each carries the same numbers.
 */
import { Bar, BarChart, CartesianGrid, LabelList, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

import { formatPercent, useT } from '@/i18n';

import { streakBand, type ActivePoint, type CohortPoint, type ReminderPoint } from '../retention-tables';
import { BRAND, ChartBox, chartStyle, countText, dailyAxes, GOLD, GRID, legendInOrder, margin, RED, shortCount, shortDay, useChartDirection } from './charts';

const LIGHT_BRAND = '#7fbf9c';

export function ActiveChart({ points }: { points: ActivePoint[] }) {
  const t = useT();
  const direction = useChartDirection();
  return (
    <ChartBox label={t('insights.chart.active')}>
      <LineChart responsive style={chartStyle} data={points} margin={direction.margin(margin)} accessibilityLayer={false}>
        {dailyAxes(direction, ['active', 'weekActive'])}
        <Line dataKey="active" name={t('insights.series.activeDay')} stroke={BRAND} strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line
          dataKey="weekActive"
          name={t('insights.series.activeWeek')}
          stroke={GOLD}
          strokeWidth={2}
          dot={false}
          type="stepAfter"
          isAnimationActive={false}
        />
      </LineChart>
    </ChartBox>
  );
}

export function CohortChart({ points }: { points: CohortPoint[] }) {
  const t = useT();
  const direction = useChartDirection();
  const percent = (value: unknown) => (typeof value === 'number' ? formatPercent(value, direction.locale) : String(value));
  return (
    <ChartBox label={t('insights.chart.cohorts')}>
      <BarChart responsive style={chartStyle} data={points} margin={direction.margin(margin)} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="week" tickFormatter={shortDay(direction.locale)} minTickGap={16} tick={{ fontSize: 12 }} reversed={direction.rtl} />
        <YAxis width={60} tickFormatter={percent} domain={[0, 100]} orientation={direction.rtl ? 'right' : 'left'} />
        <Tooltip formatter={percent} labelFormatter={(week) => t('insights.retention.weekOf', { week: shortDay(direction.locale)(String(week)) })} />
        {legendInOrder(['d1', 'd7', 'd30'])}
        <Bar dataKey="d1" name={t('insights.retention.day', { day: 1 })} fill={BRAND} isAnimationActive={false} />
        <Bar dataKey="d7" name={t('insights.retention.day', { day: 7 })} fill={LIGHT_BRAND} isAnimationActive={false} />
        <Bar dataKey="d30" name={t('insights.retention.day', { day: 30 })} fill={GOLD} isAnimationActive={false} />
      </BarChart>
    </ChartBox>
  );
}

export function StreakChart({ bands }: { bands: Array<{ streak: string; learners: number }> }) {
  const t = useT();
  const direction = useChartDirection();
  return (
    <ChartBox label={t('insights.chart.streaks')}>
      <BarChart responsive style={chartStyle} data={bands} margin={direction.margin({ ...margin, top: 20 })} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        {/* "0-1", "2-6" … under the bars (the days are in the table): the five fit a phone. */}
        <XAxis dataKey="streak" tickFormatter={(band: string) => band.replace(/ days?$/, '')} tick={{ fontSize: 12 }} interval={0} reversed={direction.rtl} />
        <YAxis allowDecimals={false} width="auto" orientation={direction.rtl ? 'right' : 'left'} tickFormatter={shortCount(direction.locale)} />
        <Tooltip labelFormatter={(band) => streakBand(t, String(band))} formatter={countText(direction.locale)} />
        <Bar dataKey="learners" name={t('insights.series.learners')} fill={BRAND} isAnimationActive={false}>
          <LabelList dataKey="learners" position="top" formatter={countText(direction.locale)} />
        </Bar>
      </BarChart>
    </ChartBox>
  );
}

export function RemindersChart({ points }: { points: ReminderPoint[] }) {
  const t = useT();
  const direction = useChartDirection();
  return (
    <ChartBox label={t('insights.chart.reminders')}>
      <BarChart responsive style={chartStyle} data={points} margin={direction.margin(margin)} accessibilityLayer={false}>
        {dailyAxes(direction, ['sends', 'opens', 'unsubscribes'])}
        <Bar dataKey="sends" name={t('insights.series.sent')} fill={LIGHT_BRAND} isAnimationActive={false} />
        <Bar dataKey="opens" name={t('insights.series.opened')} fill={BRAND} isAnimationActive={false} />
        <Bar dataKey="unsubscribes" name={t('insights.series.unsubscribes')} fill={RED} isAnimationActive={false} />
      </BarChart>
    </ChartBox>
  );
}
