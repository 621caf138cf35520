import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/lib/react-query';
import { queryKeys } from '@/lib/query-keys';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { Leaderboard } from '../components/leaderboard';

// Realtime is exercised end to end; here the list rendering is under test.
vi.mock('../api/use-live-leaderboard', () => ({ useLiveLeaderboard: () => 'live' }));
vi.mock('../api/use-live-league', () => ({ useLiveLeague: () => 'live' }));

const league = (starter: boolean) => ({
  leagueId: 7,
  weekStart: '2026-11-23T00:00:00.000Z',
  weekEnd: '2026-11-30T00:00:00.000Z',
  promotedPerWeek: 5,
  starter,
  myRank: 2,
  members: [
    { id: 'lea', name: 'Lea Leader', weeklyPts: 90, rank: 1 },
    { id: 'me', name: 'Ada', weeklyPts: 40, rank: 2 },
    { id: 'zed', name: 'Zed Zero', weeklyPts: 0, rank: 3 },
  ],
  promotedLastWeek: ['lea'],
});
/** A learner past their starter weeks: the panel opens on All time. */
const veteran = { 'GET /api/league': { body: league(false) } };

const top = Array.from({ length: 10 }, (_, index) => ({
  id: `rider-${index + 1}`,
  name: `Rider ${index + 1}`,
  leaderboardPts: 1000 - index * 50,
  rank: index + 1,
}));

const rowTexts = () => screen.getAllByTestId('leaderboard-row').map((row) => row.textContent ?? '');

describe('leaderboard', () => {
  it("never paints a league kept from an earlier read: its loading shape until this open's read answers", async () => {
    const user = buildUser({ id: 'me', name: 'Ada' });
    const queryClient = createQueryClient();
    // Read before the learner's points (Today's tile): Ada absent, Old Timer in the list.
    queryClient.setQueryData(queryKeys.league, { ...league(true), myRank: null, members: [{ id: 'old', name: 'Old Timer', weeklyPts: 50, rank: 1 }] });
    mockApi({ 'GET /api/league': { body: league(true) } });
    renderWithProviders(<Leaderboard user={user} />, { user, queryClient });
    expect(screen.getByText('Loading your league...')).toBeTruthy();
    expect(screen.queryByText('Old Timer')).toBeNull();
    expect(await screen.findByText('Lea Leader')).toBeTruthy();
    expect(screen.queryByText('Old Timer')).toBeNull();
  });

  it('shows the top 10 with rank titles and marks the caller "(You)"', async () => {
    const { calls } = mockApi({ ...veteran, 'GET /api/leaderboard': { body: top } });
    const user = buildUser({ id: 'rider-2', name: 'Rider 2' });
    renderWithProviders(<Leaderboard user={user} />, { user });
    await screen.findAllByTestId('leaderboard-row');
    const texts = rowTexts();
    expect(texts).toHaveLength(10);
    expect(texts[0]).toContain('Champion');
    expect(texts[1]).toContain('Rider 2 (You)');
    expect(texts[1]).toContain('Runner-up');
    expect(texts[2]).toContain('Bronze Winner');
    expect(texts[4]).toContain('Top Player');
    expect(texts[5]).toContain('Rising Star');
    expect(calls.find((call) => call.path === '/api/leaderboard')?.url).toContain('/api/leaderboard?limit=10');
    expect(calls.some((call) => call.path === '/api/leaderboard/me')).toBe(false);
  });

  it('adds the caller after an ellipsis when outside the top 10', async () => {
    const user = buildUser({ id: 'me', name: 'Ada' });
    mockApi({
      ...veteran,
      'GET /api/leaderboard': { body: top },
      'GET /api/leaderboard/me': { body: { id: 'me', name: 'Ada', leaderboardPts: 20, rank: 57 } },
    });
    renderWithProviders(<Leaderboard user={user} />, { user });
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(screen.getByLabelText('More riders').textContent).toBe('…');
    // The mark is its own element after the name, in the same run of text (the name wraps before it is cut), never broken inside.
    expect(screen.getByTestId('rank-you').textContent).toBe('(You)');
    expect(screen.getByTestId('rank-you').previousElementSibling?.textContent).toBe('Ada');
    const texts = rowTexts();
    expect(texts).toHaveLength(11);
    expect(texts[10]).toContain('57');
    expect(texts[10]).toContain('Rising Star');
  });

  it('has an empty state', async () => {
    mockApi({ ...veteran, 'GET /api/leaderboard': { body: [] }, 'GET /api/leaderboard/me': { status: 404, body: {} } });
    renderWithProviders(<Leaderboard user={buildUser()} />);
    expect(await screen.findByText(/No riders yet/)).toBeTruthy();
  });

  it("opens on this week's league for a starter, with weekly points, the caller and last week's promoted badged", async () => {
    mockApi({ 'GET /api/league': { body: league(true) }, 'GET /api/leaderboard': { body: top } });
    const user = buildUser({ id: 'me', name: 'Ada' });
    renderWithProviders(<Leaderboard user={user} />, { user });
    const rows = await screen.findAllByTestId('league-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1Lea LeaderPromotedIn the promotion zone90 pts$/),
      expect.stringMatching(/^2Ada \(You\)In the promotion zone40 pts$/),
      // No points this week: no place number (a rank tied at 0 means nothing), read as "Not ranked yet".
      expect.stringMatching(/^–Zed Zero40 points to the promotion zone0 pts$/),
    ]);
    expect(screen.getByRole('img', { name: 'Not ranked yet' }).textContent).toBe('–');
    expect(screen.getByRole('tab', { name: "This week's league" }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('league-week').textContent).toMatch(/top 5 are promoted/);
    fireEvent.click(screen.getByRole('tab', { name: 'All time' }));
    expect(await screen.findAllByTestId('leaderboard-row')).toHaveLength(10);
    expect(screen.queryByTestId('league-row')).toBeNull();
  });

  it('says a tie at the promotion line moves everyone tied up, and marks each of them in the zone', async () => {
    const ranks = [1, 2, 3, 4, 5, 5, 7];
    const members = ranks.map((rank, index) => ({ id: `m${index}`, name: `Member ${index}`, weeklyPts: 60 - rank * 5, rank }));
    mockApi({ 'GET /api/league': { body: { ...league(true), members, myRank: 7 } }, 'GET /api/leaderboard': { body: top } });
    const user = buildUser({ id: 'm6', name: 'Member 6' });
    renderWithProviders(<Leaderboard user={user} />, { user });
    await screen.findAllByTestId('league-row');
    // Seven members: the rows around the line and the learner's neighbours cover them all, so nothing is folded.
    expect(screen.queryByRole('button', { name: 'Show all 7' })).toBeNull();
    expect(screen.getByTestId('promotion-line').textContent).toBe('Promotion line: 6 move up — the top 5 and everyone tied at #5');
    const rows = screen.getAllByTestId('league-row').map((row) => row.textContent ?? '');
    expect(rows.map((text) => text.includes('In the promotion zone'))).toEqual([true, true, true, true, true, true, false]);
  });

  it('falls back to All time when the league cannot be read', async () => {
    mockApi({ 'GET /api/league': { status: 503, body: { message: 'down' } }, 'GET /api/leaderboard': { body: top } });
    renderWithProviders(<Leaderboard user={buildUser({ id: 'rider-2' })} />);
    expect(await screen.findAllByTestId('leaderboard-row')).toHaveLength(10);
    fireEvent.click(screen.getByRole('tab', { name: "This week's league" }));
    expect(await screen.findByText(/Could not load your league/)).toBeTruthy();
  });
});
