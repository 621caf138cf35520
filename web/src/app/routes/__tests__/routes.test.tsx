import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SESSION_ENDED_MESSAGE } from '@/features/auth/session-ended';
import { getCurrentUser, setCurrentUser } from '@/lib/current-user';
import { enqueue, listActions } from '@/lib/offline-queue';
import { API_CACHE } from '@/lib/pwa/api-cache';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderApp } from '@/testing/test-utils';

vi.mock('@/features/leaderboard/api/use-live-leaderboard', () => ({ useLiveLeaderboard: () => 'live' }));
vi.mock('@/hooks/use-live-profile', () => ({ useLiveProfile: () => undefined }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const pathname = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('routes and who may see them', () => {
  it('shows the landing page at /', async () => {
    mockApi({
      'GET /api/challenges': {
        body: [{ id: 4, title: 'Post every day for 30 days', description: '', kind: 'streak', target: 30, isActive: true }],
      },
    });
    renderApp({ url: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.getByRole('link', { name: 'Join the Money Train' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'I Already Have an Account' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.getByRole('link', { name: 'Browse Courses' }).getAttribute('href')).toBe('/courses');
    // The footer lists the active challenges as the database answers them.
    expect(await screen.findByText('Post every day for 30 days')).toBeTruthy();
  });

  it('answers unknown paths with "Page Not Found"', async () => {
    renderApp({ url: '/this/does/not/exist' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('answers an unknown auth mode with "Page Not Found"', async () => {
    renderApp({ url: '/auth/sideways' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('sends visitors away from the dashboard and the mission page to /', async () => {
    const { router } = renderApp({ url: '/dashboard' });
    await waitFor(() => expect(pathname(router)).toBe('/'));
    const second = renderApp({ url: '/mission/1' });
    await waitFor(() => expect(pathname(second.router)).toBe('/'));
  });

  it('forgets a stored user whose Auth session is gone, as at Logout, and the login form says why and what was not sent', async () => {
    // The user is stored, but supabase-js holds no session for them (signed out on every device).
    const user = buildUser();
    setCurrentUser(user);
    await enqueue({
      key: 'k1',
      userId: user.id,
      path: `/api/users/${user.id}/complete-mission`,
      method: 'POST',
      body: { missionId: 1 },
      label: 'Complete mission 1',
    });
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    const { router } = renderApp({ url: '/mission/1' });
    await waitFor(() => expect(pathname(router)).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?next=%2Fmission%2F1');
    expect((await screen.findByTestId('session-ended')).textContent).toBe(SESSION_ENDED_MESSAGE);
    expect(screen.getByText(/^Not sent: Complete mission 1\. It was saved on this device while offline/)).toBeTruthy();
    expect(getCurrentUser()).toBeNull();
    expect(deleted).toEqual([API_CACHE]);
    expect(await listActions(user.id)).toEqual([]);
  });

  it.each(['/auth/login', '/auth/register', '/signup?ref=X'])('sends a signed-in user from %s to /dashboard', async (url) => {
    mockApi({ 'GET /api/missions': { body: [] }, 'GET /api/leaderboard': { body: [] }, 'GET /api/leaderboard/me': { status: 404, body: {} } });
    const { router } = renderApp({ url, user: buildUser() });
    await waitFor(() => expect(pathname(router)).toBe('/dashboard'));
  });

  it('shows the dashboard with the stats of a signed-in user', async () => {
    mockApi({
      'GET /api/missions': { body: [] },
      [`GET /api/users/${buildUser().id}/rewards`]: { body: [] },
      'GET /api/leaderboard': { body: [] },
      'GET /api/leaderboard/me': { status: 404, body: {} },
      'GET /api/general-quizzes': { body: [] },
      [`GET /api/users/${buildUser().id}/challenges`]: { body: { reward: { tokens: 5, points: 10 }, challenges: [] } },
      [`GET /api/users/${buildUser().id}/referrals`]: {
        body: {
          invitations: [],
          joined: [],
          reward: { tokens: 10, points: 20 },
          bonus: { threshold: 5, tokens: 25, points: 0, count: 0, paid: false, paidAt: null },
        },
      },
      [`POST /api/users/${buildUser().id}/visit`]: { body: { user: buildUser(), loginStreak: 1 } },
    });
    const user = buildUser({ name: 'Ada', leaderboardPts: 150, badges: [1, 2], completedMissions: { 1: true, 2: true } });
    renderApp({ url: '/dashboard', user });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeTruthy();
    expect(screen.getByTestId('stat-points').textContent).toBe('150');
    expect(screen.getByTestId('stat-missions').textContent).toBe('2');
    expect(screen.getByTestId('stat-badges').textContent).toBe('2');
    expect(screen.getByTestId('header-tokens').textContent).toContain('0 tokens');
    // The panels below the Quest Map wait for the viewport (jsdom's never comes near) or a Tab.
    expect(screen.queryByTestId('earnings-disclaimer')).toBeNull();
    expect(screen.getAllByTestId('panel-placeholder')).toHaveLength(8);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect((await screen.findByTestId('earnings-disclaimer', {}, { timeout: 20_000 })).textContent).toContain('not typical earnings');
  }, 30_000);
});
