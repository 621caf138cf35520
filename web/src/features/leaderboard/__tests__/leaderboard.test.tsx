import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { Leaderboard } from '../components/leaderboard';

// Realtime is exercised end to end; here the list rendering is under test.
vi.mock('../api/use-live-leaderboard', () => ({ useLiveLeaderboard: () => undefined }));

const top = Array.from({ length: 10 }, (_, index) => ({
  id: `rider-${index + 1}`,
  name: `Rider ${index + 1}`,
  leaderboardPts: 1000 - index * 50,
  rank: index + 1,
}));

const rowTexts = () => screen.getAllByTestId('leaderboard-row').map((row) => row.textContent ?? '');

describe('leaderboard', () => {
  it('shows the top 10 with rank titles and marks the caller "(You)"', async () => {
    const { calls } = mockApi({ 'GET /api/leaderboard': { body: top } });
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
    expect(calls[0]?.url).toContain('/api/leaderboard?limit=10');
    expect(calls.some((call) => call.path === '/api/leaderboard/me')).toBe(false);
  });

  it('adds the caller after an ellipsis when outside the top 10', async () => {
    const user = buildUser({ id: 'me', name: 'Ada' });
    mockApi({
      'GET /api/leaderboard': { body: top },
      'GET /api/leaderboard/me': { body: { id: 'me', name: 'Ada', leaderboardPts: 20, rank: 57 } },
    });
    renderWithProviders(<Leaderboard user={user} />, { user });
    expect(await screen.findByText('Ada (You)')).toBeTruthy();
    expect(screen.getByLabelText('More riders').textContent).toBe('…');
    const texts = rowTexts();
    expect(texts).toHaveLength(11);
    expect(texts[10]).toContain('57');
    expect(texts[10]).toContain('Rising Star');
  });

  it('has an empty state', async () => {
    mockApi({ 'GET /api/leaderboard': { body: [] }, 'GET /api/leaderboard/me': { status: 404, body: {} } });
    renderWithProviders(<Leaderboard user={buildUser()} />);
    expect(await screen.findByText(/No riders yet/)).toBeTruthy();
  });
});
