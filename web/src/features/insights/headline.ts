/**
 * The insights' headline figures for the admin home (docs/product.md#admin-home): the last seven
 * days of signups and tokens, who was active today and this week, and how many of the funnel's
 * signups finished Station 1 (accounts, administrators' included: docs/product.md#accounts-not-learners). Read from the same GET /api/insights answer as /insights, so the
 * figures agree with its tables; no chart code comes with them.
 */
import type { Insights } from '@contract';
import { formatNumber, formatPercent, type Translate } from '@/i18n';

import { funnelTotals, windowDays } from './report-tables';

export interface HeadlineFigure {
  id: 'signups' | 'active' | 'activation' | 'tokens';
  label: string;
  value: string;
  note: string;
}

export const HEADLINE_DAYS = 7;

/** The Monday (UTC) of the week holding `day`, YYYY-MM-DD. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

export function headlineFigures(t: Translate, insights: Insights): HeadlineFigure[] {
  const { asOf, funnelWeeks } = insights.windows;
  const lastWeek = new Set(windowDays(asOf, HEADLINE_DAYS));
  const recent = <T extends { day: string }>(rows: T[]) => rows.filter((row) => lastWeek.has(row.day));

  const signups = recent(insights.signups);
  const joined = signups.reduce((sum, row) => sum + row.signups, 0);
  const referred = signups.filter((row) => row.source === 'referral').reduce((sum, row) => sum + row.signups, 0);

  const today = insights.retention.daily.find((row) => row.day === asOf)?.active ?? 0;
  const thisWeek = insights.retention.weekly.find((row) => row.week === mondayOf(asOf))?.active ?? 0;

  const [registered, station1] = funnelTotals(insights.funnel).map((step) => step.learners);
  const share = registered ? Math.round(((station1 ?? 0) / registered) * 100) : null;

  const tokens = recent(insights.tokens);
  const issued = tokens.filter((row) => row.flow === 'issued').reduce((sum, row) => sum + row.tokens, 0);
  const spent = tokens.filter((row) => row.flow === 'spent').reduce((sum, row) => sum + row.tokens, 0);

  const whole = (value: number) => formatNumber(value);
  return [
    {
      id: 'signups',
      label: t('admin.figure.signups', { days: HEADLINE_DAYS }),
      value: whole(joined),
      note: t('admin.figure.signupsNote', { shown: whole(referred) }),
    },
    {
      id: 'active',
      label: t('admin.figure.active'),
      value: whole(today),
      note: t('admin.figure.activeNote', { shown: whole(thisWeek) }),
    },
    {
      id: 'activation',
      label: t('admin.figure.activation'),
      value: share === null ? t('admin.figure.noneYet') : formatPercent(share),
      note:
        share === null
          ? t('admin.figure.noSignups', { weeks: funnelWeeks })
          : t('admin.figure.activationNote', { done: whole(station1 ?? 0), count: registered ?? 0, total: whole(registered ?? 0), weeks: funnelWeeks }),
    },
    {
      id: 'tokens',
      label: t('admin.figure.tokens', { days: HEADLINE_DAYS }),
      value: whole(issued),
      note: t('admin.figure.tokensNote', { shown: whole(spent) }),
    },
  ];
}
