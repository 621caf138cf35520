/**
 * The activation, signup and token charts (recharts, loaded with this route only: docs/decisions.md, "Charts on
 * /insights"). Each chart is a picture for sighted admins; the table under it carries the same
 * numbers for everyone (the chart's box is an image whose label says so). Sized by their container,
 * so they fit a phone.
 */
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

import type { FunnelStep, SignupPoint, TokenPoint } from '../report-tables';

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
/** MM-DD under the axis: the year is in the table. */
const shortDay = (day: string) => day.slice(5);
/** Counts up the side as "950", "1.2K", "15K": a scale, so it fits its width at any size (the table has every figure). */
const compactCount = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const shortCount = (value: number) => compactCount.format(value);

/**
 * The legend in the order the series are drawn, given as their data keys: recharts sorts a legend
 * by name unless told otherwise, which put "Acted on" before "Tasks" beside bars drawn the other way.
 */
export const legendInOrder = (dataKeys: readonly string[]) => <Legend key="legend" itemSorter={(item) => dataKeys.indexOf(String(item.dataKey))} />;

/** The grid, the days along the bottom, the counts up the side, the tooltip and the legend (series in `dataKeys`' order) of a chart by day. */
export const dailyAxes = (countWidth: number, dataKeys: readonly string[]) => [
  <CartesianGrid key="grid" stroke={GRID} vertical={false} />,
  <XAxis key="x" dataKey="day" tickFormatter={shortDay} minTickGap={24} tick={{ fontSize: 12 }} />,
  <YAxis key="y" allowDecimals={false} width={countWidth} tickFormatter={shortCount} />,
  <Tooltip key="tooltip" />,
  legendInOrder(dataKeys),
];

export function ChartBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={`${label} The numbers are in the table below.`} style={{ width: '100%', minWidth: 0 }}>
      {children}
    </div>
  );
}

export function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  return (
    <ChartBox label="Bar chart of the activation funnel: accounts that did each step and every step before it, summed over the signup weeks shown.">
      <BarChart responsive style={chartStyle} data={steps} layout="vertical" margin={{ ...margin, right: 48 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="label" width={136} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Bar dataKey="learners" name="Learners" fill={BRAND} isAnimationActive={false}>
          <LabelList dataKey="learners" position="right" className="funnel-value" />
        </Bar>
      </BarChart>
    </ChartBox>
  );
}

export function SignupsChart({ points }: { points: SignupPoint[] }) {
  return (
    <ChartBox label="Stacked bar chart of signups per day, direct and by referral.">
      <BarChart responsive style={chartStyle} data={points} margin={margin} accessibilityLayer={false}>
        {dailyAxes(40, ['direct', 'referral'])}
        <Bar dataKey="direct" name="Direct" stackId="signups" fill={BRAND} isAnimationActive={false} />
        <Bar dataKey="referral" name="Referral" stackId="signups" fill={GOLD} isAnimationActive={false} />
      </BarChart>
    </ChartBox>
  );
}

export function TokensChart({ points }: { points: TokenPoint[] }) {
  return (
    <ChartBox label="Line chart of tokens issued and tokens spent per day.">
      <LineChart responsive style={chartStyle} data={points} margin={margin} accessibilityLayer={false}>
        {dailyAxes(48, ['issued', 'spent'])}
        <Line dataKey="issued" name="Issued" stroke={BRAND} strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line dataKey="spent" name="Spent" stroke={RED} strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </ChartBox>
  );
}
