import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Team } from '@contract';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { SponsorEmailsSwitch } from '../components/sponsor-emails-switch';

const team = (nudgesEnabled: boolean): Team => ({
  depth: 3,
  stuckDays: 7,
  nudgesEnabled,
  totals: { members: 0, stuck: 0, stationsDone: 0, coursesCompleted: 0, byLevel: [] },
  members: [],
  offset: 0,
  limit: 50,
  nextOffset: null,
});

const toggle = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'E-mails from my sponsor' });

describe('SponsorEmailsSwitch', () => {
  it('shows the saved choice and turns it off through PUT /api/team/nudges', async () => {
    let saved = true;
    const { calls } = mockApi({
      'GET /api/team': () => ({ body: team(saved) }),
      'PUT /api/team/nudges': (call) => {
        saved = (call.body as { enabled: boolean }).enabled;
        return { body: { message: 'Nudges Off', nudgesEnabled: saved } };
      },
    });
    renderWithProviders(<SponsorEmailsSwitch />, { user: buildUser() });

    await screen.findByText(/can send you a reminder e-mail/);
    expect(toggle().checked).toBe(true);

    fireEvent.click(toggle());
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ enabled: false });
    expect(calls.find((call) => call.method === 'PUT')?.headers.authorization).toBe('Bearer test-access-token');
    await waitFor(() => expect(toggle().checked).toBe(false));
    await screen.findByText(/your sponsor cannot send you reminder e-mails/);
    // The refetched team answer is what stays shown.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/team')).toHaveLength(2));
    expect(toggle().checked).toBe(false);
  });

  it('keeps the saved value and says so when the save fails', async () => {
    mockApi({
      'GET /api/team': { body: team(false) },
      'PUT /api/team/nudges': { status: 500, body: { message: 'Database unavailable' } },
    });
    renderWithProviders(<SponsorEmailsSwitch />, { user: buildUser() });

    await waitFor(() => expect(toggle().checked).toBe(false));
    fireEvent.click(toggle());
    await screen.findByText(/Database unavailable/);
    await waitFor(() => expect(toggle().checked).toBe(false));
  });

  it('says when the setting cannot be loaded', async () => {
    mockApi({ 'GET /api/team': { status: 500, body: { message: 'Database unavailable' } } });
    renderWithProviders(<SponsorEmailsSwitch />, { user: buildUser() });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not load this setting/);
  });
});
