import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Insights } from '@contract';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { InsightsScreen } from '../components/insights-screen';

const windows = { funnelWeeks: 12, days: 90, asOf: '2026-11-23' };
const insights: Insights = {
  windows,
  funnel: [{ week: '2026-11-23', registered: 7, station1: 5, allStations: 2, firstCourse: 1, firstReferral: 3 }],
  signups: [
    { day: '2026-11-23', source: 'direct', signups: 4 },
    { day: '2026-11-23', source: 'referral', signups: 3 },
  ],
  tokens: [{ day: '2026-11-23', flow: 'issued', what: 'mission', entries: 6, tokens: 300 }],
};
const admin = buildUser({ isAdmin: true });

describe('the insights screen', () => {
  it('shows each report as a table beside its chart, with the windows said', async () => {
    mockApi({ 'GET /api/insights': { body: insights } });
    renderWithProviders(<InsightsScreen />, { user: admin });
    expect(screen.getByRole('status').textContent).toContain('Loading the insights');
    const funnel = await screen.findByRole('region', { name: 'Activation funnel: table' });
    expect(within(funnel).getAllByRole('row')[1]?.textContent).toBe('2026-11-2375213');
    const signups = screen.getByRole('region', { name: 'Signups by source: table' });
    expect(within(signups).getAllByRole('row')[1]?.textContent).toBe('2026-11-23437');
    const tokens = screen.getByRole('region', { name: 'Token economy: table' });
    expect(within(tokens).getAllByRole('row')[1]?.textContent).toBe('2026-11-23issuedmission6300');
    expect(screen.getAllByRole('img', { name: /The numbers are in the table below/ })).toHaveLength(3);
    expect(screen.getByText(/last 12 weeks/)).toBeTruthy();
    expect(screen.getAllByText(/last 90 days \(UTC, up to 2026-11-23\)/)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Download CSV of / })).toHaveLength(3);
  });

  it('says so when there is no signup yet', async () => {
    mockApi({ 'GET /api/insights': { body: { windows, funnel: [], signups: [], tokens: [] } } });
    renderWithProviders(<InsightsScreen />, { user: admin });
    expect(await screen.findByText('No signups yet in the last 12 weeks.')).toBeTruthy();
    expect(screen.getByText('No signups yet in the last 90 days.')).toBeTruthy();
    expect(screen.getByText('No tokens issued or spent in the last 90 days.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error with Try again, which reads again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/insights': () => {
        calls += 1;
        return calls === 1 ? { status: 503, body: { message: 'Database unavailable' } } : { body: insights };
      },
    });
    renderWithProviders(<InsightsScreen />, { user: admin });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The insights could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Activation funnel: table' })).toBeTruthy());
  });
});
