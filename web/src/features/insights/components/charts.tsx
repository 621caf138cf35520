/**
 * The activation, signup and token charts (recharts, loaded with this route only: docs/decisions.md, "Charts on
 * /insights"). Each chart is a picture for sighted admins; the table under it carries the same
 * numbers for everyone (the chart's box is an image whose label says so). Sized by their container,
 * so they fit a phone.
 */
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

import { directionOf, formatDate, formatNumber, useShownLocale, useT, type Locale } from '@/i18n';

import { funnelStepLabel, type FunnelStep, type SignupPoint, type TokenPoint } from '../report-tables';

// The theme's brand and gold (config/theme.ts); SVG presentation attributes take no CSS variables.
// Written out rather than read with system.token(): importing the theme from this lazy chunk made
// the build split the entry into more chunks (the landing page's preloads went from 11 to 25 and its
// initial JS from 182 to 198 KB gzip, against a 200 KB budget).
export const BRAND = '#146f48';
export const GOLD = '#c08306';
export const RED = '#b42318';
export const GRID = '#e2e8e4';
export const chartStyle = { width: '100%', height: 260 };
export const margin = { top: 8, right: 16, bottom: 0, left: 0 };

/**
 * How a chart lies in the screen's language: right to left in Arabic, as the page does (docs/decisions.md,
 * "Languages"). The counts' axis and the bars' names stand at the start side (the right), time and
 * bars run from it, and a margin kept for labels goes to the other side.
 */
export interface ChartDirection {
  locale: Locale;
  rtl: boolean;
  /** A margin with its left and right swapped in right to left. */
  margin: (base: typeof margin) => typeof margin;
}

export function useChartDirection(): ChartDirection {
  const locale = useShownLocale();
  const rtl = directionOf(locale) === 'rtl';
  return { locale, rtl, margin: (base) => (rtl ? { ...base, left: base.right, right: base.left } : base) };
}

/** A day under the axis, "Nov 25", "25 nov", "25 نوفمبر": the year is in the table. */
export const shortDay = (locale: Locale) => (day: string) => formatDate(`${day}T00:00:00Z`, locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Counts up the side as "950", "1.2K", "15K" (in the screen's language): a scale, so it fits its width at any size (the table has every figure). */
const compactCounts = new Map<Locale, Intl.NumberFormat>();
export const shortCount = (locale: Locale) => (value: number) => {
  let format = compactCounts.get(locale);
  if (!format) compactCounts.set(locale, (format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })));
  return format.format(value);
};

/** A count in a tooltip or on a bar, as the screen's language writes it. */
export const countText = (locale: Locale) => (value: unknown) => (typeof value === 'number' ? formatNumber(value, locale) : String(value));

/**
 * The legend in the order the series are drawn, given as their data keys: recharts sorts a legend
 * by name unless told otherwise, which put "Acted on" before "Tasks" beside bars drawn the other way.
 */
export const legendInOrder = (dataKeys: readonly string[]) => <Legend key="legend" itemSorter={(item) => dataKeys.indexOf(String(item.dataKey))} />;

/** The grid, the days along the bottom, the counts up the side (as wide as their widest label), the tooltip and the legend (series in `dataKeys`' order) of a chart by day. */
export const dailyAxes = (direction: ChartDirection, dataKeys: readonly string[]) => [
  <CartesianGrid key="grid" stroke={GRID} vertical={false} />,
  <XAxis key="x" dataKey="day" tickFormatter={shortDay(direction.locale)} minTickGap={24} tick={{ fontSize: 12 }} reversed={direction.rtl} />,
  <YAxis key="y" allowDecimals={false} width="auto" tickFormatter={shortCount(direction.locale)} orientation={direction.rtl ? 'right' : 'left'} />,
  <Tooltip
    key="tooltip"
    labelFormatter={(day) => formatDate(`${String(day)}T00:00:00Z`, direction.locale, { dateStyle: 'medium', timeZone: 'UTC' })}
    formatter={countText(direction.locale)}
  />,
  legendInOrder(dataKeys),
];

/**
 * The drawing lays its text out left to right in every language: its axes are placed for right to left
 * by their side and order (useChartDirection), and the page's `dir="rtl"` would turn each label's
 * text-anchor around, running the step names over the bars. An Arabic label still reads right to left.
 */
const Drawing = chakra('div', { base: { width: '100%', minWidth: 0, '& .recharts-surface': { direction: 'ltr' } } });

export function ChartBox({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  return (
    <Drawing role="img" aria-label={t('insights.chart.label', { label })}>
      {children}
    </Drawing>
  );
}

export function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  const t = useT();
  const direction = useChartDirection();
  const rows = steps.map((step) => ({ ...step, label: funnelStepLabel(t, step.key) }));
  return (
    <ChartBox label={t('insights.chart.funnel')}>
      <BarChart responsive style={chartStyle} data={rows} layout="vertical" margin={direction.margin({ ...margin, right: 48 })} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" allowDecimals={false} reversed={direction.rtl} tickFormatter={shortCount(direction.locale)} />
        <YAxis type="category" dataKey="label" width={136} tick={{ fontSize: 12 }} orientation={direction.rtl ? 'right' : 'left'} />
        <Tooltip formatter={countText(direction.locale)} />
        <Bar dataKey="learners" name={t('insights.series.learners')} fill={BRAND} isAnimationActive={false}>
          <LabelList dataKey="learners" position="right" className="funnel-value" formatter={countText(direction.locale)} />
        </Bar>
      </BarChart>
    </ChartBox>
  );
}

export function SignupsChart({ points }: { points: SignupPoint[] }) {
  const t = useT();
  const direction = useChartDirection();
  return (
    <ChartBox label={t('insights.chart.signups')}>
      <BarChart responsive style={chartStyle} data={points} margin={direction.margin(margin)} accessibilityLayer={false}>
        {dailyAxes(direction, ['direct', 'referral'])}
        <Bar dataKey="direct" name={t('insights.series.direct')} stackId="signups" fill={BRAND} isAnimationActive={false} />
        <Bar dataKey="referral" name={t('insights.series.referral')} stackId="signups" fill={GOLD} isAnimationActive={false} />
      </BarChart>
    </ChartBox>
  );
}

export function TokensChart({ points }: { points: TokenPoint[] }) {
  const t = useT();
  const direction = useChartDirection();
  return (
    <ChartBox label={t('insights.chart.tokens')}>
      <LineChart responsive style={chartStyle} data={points} margin={direction.margin(margin)} accessibilityLayer={false}>
        {dailyAxes(direction, ['issued', 'spent'])}
        <Line dataKey="issued" name={t('insights.series.issued')} stroke={BRAND} strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line dataKey="spent" name={t('insights.series.spent')} stroke={RED} strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </ChartBox>
  );
}
