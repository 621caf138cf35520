import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { CoachingInsights, Insights } from '@contract';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { InsightsScreen } from '../components/insights-screen';
import { coachingInsights } from './coaching-insights.fixture';

const windows = { funnelWeeks: 12, days: 90, asOf: '2026-11-23' };
const insights: Insights = {
  windows,
  funnel: [{ week: '2026-11-23', registered: 7, station1: 5, allStations: 2, firstCourse: 1, firstReferral: 1 }],
  signups: [
    { day: '2026-11-23', source: 'direct', signups: 4 },
    { day: '2026-11-23', source: 'referral', signups: 3 },
  ],
  tokens: [{ day: '2026-11-23', flow: 'issued', what: 'mission', entries: 6, tokens: 300 }],
  retention: {
    daily: [{ day: '2026-11-23', active: 9 }],
    weekly: [{ week: '2026-11-23', active: 12 }],
    cohorts: [{ week: '2026-11-16', signups: 10, d1: 5, d7: 3, d30: 0 }],
    streaks: [{ streak: '0-1 days', learners: 8 }],
    reminders: [{ day: '2026-11-23', sends: 4, opens: 2, unsubscribes: 1 }],
  },
};
const admin = buildUser({ isAdmin: true });
const coaching = coachingInsights;
const noCoaching: CoachingInsights = { days: 90, funnel: [], medianHoursToFirstCheer: null, cohorts: [] };

describe('the insights screen', () => {
  it('shows each report as a table beside its chart, with the windows said', async () => {
    mockApi({ 'GET /api/insights': { body: insights }, 'GET /api/insights/coaching': { body: noCoaching } });
    renderWithProviders(<InsightsScreen />, { user: admin });
    expect(screen.getAllByRole('status')[0]?.textContent).toContain('Loading the insights');
    const funnel = await screen.findByRole('region', { name: 'Activation funnel: table' });
    expect(within(funnel).getAllByRole('row')[1]?.textContent).toBe('2026-11-2375211');
    const signups = screen.getByRole('region', { name: 'Signups by source: table' });
    expect(within(signups).getAllByRole('row')[1]?.textContent).toBe('2026-11-23437');
    const tokens = screen.getByRole('region', { name: 'Token economy: table' });
    expect(within(tokens).getAllByRole('row')[1]?.textContent).toBe('2026-11-23issuedStation completed6300');
    // A chart for each report: the funnel, signups, tokens, and the four retention reports.
    expect(
      screen
        .getAllByRole('img', { name: /The numbers are in the table below/ })
        .map((chart) => chart.getAttribute('aria-label')?.split(' of ')[1]?.split(/[,:.]/)[0]),
    ).toEqual([
      'the activation funnel',
      'signups per day',
      'tokens issued and tokens spent per day',
      'active learners per day',
      'D1',
      'learners by current login streak',
      'reminders sent per day',
    ]);
    expect(screen.getByText(/last 12 weeks/)).toBeTruthy();
    expect(screen.getAllByText(/last 90 days \(UTC, up to Nov 23, 2026\)/)).toHaveLength(2);
    const retention = screen.getByRole('region', { name: 'Retention by signup week: table' });
    expect(within(retention).getAllByRole('row')[1]?.textContent).toBe('2026-11-161053050%not yetnot yet');
    const active = screen.getByRole('region', { name: 'Active learners: table' });
    expect(within(active).getAllByRole('row')[1]?.textContent).toBe('2026-11-23912');
    const reminders = screen.getByRole('region', { name: 'Reminders: table' });
    expect(within(reminders).getAllByRole('row')[1]?.textContent).toBe('2026-11-23421');
    expect(screen.getAllByRole('button', { name: /^Download CSV of / })).toHaveLength(9);
  });

  it('says so when there is no signup yet', async () => {
    mockApi({
      'GET /api/insights': {
        body: { windows, funnel: [], signups: [], tokens: [], retention: { daily: [], weekly: [], cohorts: [], streaks: [], reminders: [] } },
      },
      'GET /api/insights/coaching': { body: noCoaching },
    });
    renderWithProviders(<InsightsScreen />, { user: admin });
    expect(await screen.findByText('No signups yet in the last 12 weeks.')).toBeTruthy();
    expect(screen.getByText('No signups yet in the last 90 days.')).toBeTruthy();
    expect(screen.getByText('No tokens issued or spent in the last 90 days.')).toBeTruthy();
    expect(screen.getByText('No signup weeks to follow yet.')).toBeTruthy();
    expect(screen.getByText('No reminders sent in the last 90 days.')).toBeTruthy();
    expect(await screen.findByText('No coaching tasks in the last 90 days.')).toBeTruthy();
    expect(screen.getByText('No recruit has been in the app for 14 days yet in this window.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error with Try again, which reads again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/insights': () => {
        calls += 1;
        return calls === 1 ? { status: 503, body: { message: 'Database unavailable' } } : { body: insights };
      },
      'GET /api/insights/coaching': { body: coaching },
    });
    renderWithProviders(<InsightsScreen />, { user: admin });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alert.textContent).toContain('The insights could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Activation funnel: table' })).toBeTruthy());
  });
});

describe('the coaching insights', () => {
  it('show the funnel by kind with the median time to a first cheer, and the first-week cohorts, each with a chart', async () => {
    const empty = { windows, funnel: [], signups: [], tokens: [], retention: { daily: [], weekly: [], cohorts: [], streaks: [], reminders: [] } };
    mockApi({ 'GET /api/insights': { body: empty }, 'GET /api/insights/coaching': { body: coaching } });
    renderWithProviders(<InsightsScreen />, { user: admin });
    const funnel = await screen.findByRole('region', { name: 'Coaching funnel: table' });
    expect(within(funnel).getAllByRole('row')[1]?.textContent).toBe('Congratulate106460%40%');
    expect(screen.getByTestId('first-cheer').textContent).toContain('5.5 hours');
    const cheered = screen.getByRole('region', { name: 'Cheered in the first week: table' });
    expect(within(cheered).getAllByRole('row')[2]?.textContent).toBe('Not cheered in week 1303.1');
    expect(
      screen
        .getAllByRole('img', { name: /The numbers are in the table below/ })
        .map((chart) => chart.getAttribute('aria-label')?.split(' of ')[1]?.split(/[,:.]/)[0]),
    ).toEqual(['coaching tasks by kind', 'the mean active days in their first 14 days']);
  });

  it('fail on their own, with Try again, leaving the other reports shown', async () => {
    let calls = 0;
    mockApi({
      'GET /api/insights': { body: insights },
      'GET /api/insights/coaching': () => {
        calls += 1;
        return calls === 1 ? { status: 503, body: { message: 'Database unavailable' } } : { body: coaching };
      },
    });
    renderWithProviders(<InsightsScreen />, { user: admin });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The coaching insights could not be loaded.');
    expect(screen.getByRole('region', { name: 'Activation funnel: table' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Coaching funnel: table' })).toBeTruthy());
  });
});
