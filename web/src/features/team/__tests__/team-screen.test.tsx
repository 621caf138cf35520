import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { Team, TeamMember } from '@contract';
import { activateLocale } from '@/i18n';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';
import { coachingQueue } from '@/testing/coaching-fixtures';

import { TeamScreen } from '../components/team-screen';

const TOTAL = 3;
const member = (index: number): TeamMember => ({
  id: `m${index}`,
  name: `Member ${index}`,
  level: 1,
  sponsorName: 'Sid',
  joinedAt: '2026-11-01T10:00:00Z',
  stationsDone: index,
  coursesCompleted: 0,
  lastActiveOn: '2026-11-20',
  stuck: false,
  nudgesEnabled: true,
  lastNudgedAt: null,
});

/** GET /api/team as the api pages it, two members a page. */
const page = (offset: number): Team => ({
  depth: 3,
  stuckDays: 7,
  nudgesEnabled: true,
  totals: { members: TOTAL, stuck: 0, stationsDone: 3, coursesCompleted: 0, byLevel: [TOTAL] },
  members: [member(offset + 1), member(offset + 2)].filter((_, index) => offset + index < TOTAL),
  offset,
  limit: 2,
  nextOffset: offset + 2 < TOTAL ? offset + 2 : null,
});
const offsetOf = (url: string) => Number(new URL(url).searchParams.get('offset'));
/** The coaching queue above the tree: nothing waiting. */
const QUEUE = { 'GET /api/team/coaching': { body: coachingQueue() } };

describe('TeamScreen', () => {
  it('shows the first page with the whole team’s totals, then the rest after Show more', async () => {
    const { calls } = mockApi({ ...QUEUE, 'GET /api/team': (call) => ({ body: page(offsetOf(call.url)) }) });
    renderWithProviders(<TeamScreen inviteHref="/team#invite-panel" />, { user: buildUser() });

    await screen.findByText('Showing 2 of 3 members');
    expect(screen.getAllByTestId('team-member')).toHaveLength(2);
    expect(screen.getByText('Joined with your link (3)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more members' }));
    await screen.findByText('Showing 3 of 3 members');
    expect(screen.getAllByTestId('team-member').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Member 1'),
      expect.stringContaining('Member 2'),
      expect.stringContaining('Member 3'),
    ]);
    expect(screen.queryByRole('button', { name: 'Show more members' })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/team').map((call) => offsetOf(call.url))).toEqual([0, 2]);
  });

  it('keeps the loaded members and offers a retry when the next page fails', async () => {
    let failing = true;
    mockApi({
      ...QUEUE,
      'GET /api/team': (call) =>
        offsetOf(call.url) > 0 && failing ? { status: 500, body: { message: 'Database unavailable' } } : { body: page(offsetOf(call.url)) },
    });
    renderWithProviders(<TeamScreen inviteHref="/team#invite-panel" />, { user: buildUser() });

    fireEvent.click(await screen.findByRole('button', { name: 'Show more members' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not load more members\..*Database unavailable/);
    expect(screen.getAllByTestId('team-member')).toHaveLength(2);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Showing 3 of 3 members');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('offers "Reminders from your sponsor" only to a learner who has a sponsor', async () => {
    const coaching = (sponsor: { id: string; name: string } | null) => ({ coached: true, hideFromUpline: false, sponsor, lastCheer: null, help: [] });
    for (const sponsor of [{ id: 'sam', name: 'Sam Sponsor' }, null]) {
      const { calls } = mockApi({ 'GET /api/team': (call) => ({ body: page(offsetOf(call.url)) }), 'GET /api/users/me/coaching': { body: coaching(sponsor) } });
      const { unmount } = renderWithProviders(<TeamScreen inviteHref="/team#invite-panel" />, { user: buildUser({ id: 'me' }) });
      await screen.findByText('Showing 2 of 3 members');
      await waitFor(() => expect(calls.some((call) => call.path === '/api/users/me/coaching')).toBe(true));
      if (sponsor) expect(await screen.findByText('Reminders from your sponsor')).toBeTruthy();
      else {
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(screen.queryByText('Reminders from your sponsor')).toBeNull();
      }
      unmount();
    }
  });

  it('shows a sponsor with nobody yet the empty state and its one action alone, no tiles of 0', async () => {
    const empty: Team = { ...page(0), totals: { members: 0, stuck: 0, stationsDone: 0, coursesCompleted: 0, byLevel: [] }, members: [], nextOffset: null };
    mockApi({ ...QUEUE, 'GET /api/team': { body: empty } });
    renderWithProviders(<TeamScreen inviteHref="/team#invite-panel" />, { user: buildUser() });
    await screen.findByText(/^No one has joined with your link yet/);
    expect(screen.getByRole('link', { name: 'Go to your invitation link' }).getAttribute('href')).toBe('/team#invite-panel');
    expect(screen.queryByTestId('team-totals')).toBeNull();
  });

  it('says when the team cannot be loaded', async () => {
    mockApi({ ...QUEUE, 'GET /api/team': { status: 500, body: { message: 'Database unavailable' } } });
    renderWithProviders(<TeamScreen inviteHref="/team#invite-panel" />, { user: buildUser() });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not load your team\..*Database unavailable/);
  });

  describe('in Arabic', () => {
    afterEach(() => activateLocale('en'));

    it('words the heading, the totals, the level and each member’s line, with a stuck member’s badge', async () => {
      await activateLocale('ar');
      const stuck = { ...page(0), totals: { ...page(0).totals, stuck: 1 }, members: [{ ...member(1), stuck: true, coursesCompleted: 2, level: 2 }] };
      mockApi({ ...QUEUE, 'GET /api/team': { body: { ...stuck, nextOffset: null } } });
      renderWithProviders(<TeamScreen inviteHref="/team#invite-panel" />, { user: buildUser() });
      expect(await screen.findByRole('heading', { level: 1, name: 'فريقي' })).toBeTruthy();
      expect((await screen.findByTestId('team-totals')).textContent).toContain('متوقفون (7 أيام أو أكثر)1');
      expect(screen.getByText('المستوى 2 (1)')).toBeTruthy();
      const row = screen.getByTestId('team-member').textContent ?? '';
      expect(row).toContain('متوقف');
      expect(row).toContain('عبر \u2068Sid\u2069 · تاريخ الانضمام:');
      expect(row).toContain('1 من 5 محطات · دورتان مكتملتان');
      expect(screen.getByRole('button', { name: 'أرسل تذكيرًا إلى Member 1' })).toBeTruthy();
      expect(screen.getByText('يُعرض 1 من 3 أعضاء')).toBeTruthy();
    });
  });
});
