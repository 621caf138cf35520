import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { RouteObject } from 'react-router-dom';

import { routes } from '@/app/router';
import { i18n } from '@/i18n';
import { getCurrentUser, setCurrentUser } from '@/lib/current-user';
import { enqueue, listActions } from '@/lib/offline-queue';
import { API_CACHE } from '@/lib/pwa/api-cache';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderRoutes, type RenderOptions } from '@/testing/test-utils';
import type { Course } from '@contract';

vi.mock('@/features/leaderboard/api/use-live-leaderboard', () => ({ useLiveLeaderboard: () => 'live' }));
vi.mock('@/hooks/use-live-profile', () => ({ useLiveProfile: () => undefined }));

const course: Course = {
  id: 1,
  title: 'A course',
  description: '',
  category: 'training',
  duration: 10,
  videoUrl: null,
  videoPath: null,
  captionsPath: null,
  isPublic: true,
  order: 1,
  lang: 'en',
  videoLang: 'en',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every lazy screen of the route table, loaded as a first visit to it would. */
const loadLazyScreens = (table: RouteObject[]): Promise<unknown[]> =>
  Promise.all(table.flatMap((route) => [typeof route.lazy === 'function' ? route.lazy() : undefined, loadLazyScreens(route.children ?? [])]));

// The screens' modules, loaded once before the tests: a test's 5 s wait is then for the screen, not
// for the first transform of its modules in this worker, which a loaded machine stretched past it.
beforeAll(() => loadLazyScreens(routes), 120_000);

/** The app's whole route table (lazy screens included) at `options.url`. */
const renderApp = (options: RenderOptions = {}) => renderRoutes(routes, options);

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
    // SPEC's "Module 1" with the app's own name for it (the app says Station everywhere else).
    expect(screen.getByText('Complete Module 1 (Station 1) to unlock rewards.')).toBeTruthy();
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
    expect((await screen.findByTestId('session-ended')).textContent).toBe(i18n._('auth.sessionEnded'));
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

  it("shows Today: the stats, today's one action, the Quest Map and a link to every other panel, and no deferred panel", async () => {
    const user = buildUser({ name: 'Ada', leaderboardPts: 150, badges: [1, 2], completedMissions: { 1: true, 2: true }, courseProgress: { 7: 40 } });
    mockApi({
      'GET /api/missions': { body: [] },
      'GET /api/courses': { body: [{ ...course, id: 7, title: 'Warm Market Basics' }] },
      [`GET /api/users/${user.id}/challenges`]: { body: { reward: { tokens: 5, points: 10 }, challenges: [] } },
      'GET /api/league': { status: 503, body: { message: 'down' } },
      [`POST /api/users/${user.id}/visit`]: { body: { user, loginStreak: 1 } },
    });
    renderApp({ url: '/dashboard', user });
    // The greeting's name sits in a <bdi> (a Latin name inside Arabic words keeps its order), which
    // jsdom's accessible-name reading does not run inline: the heading's text is read instead.
    expect((await screen.findByTestId('today-greeting')).textContent).toBe('Welcome back, Ada!');
    expect(screen.getByTestId('stat-points').textContent).toBe('150');
    expect(screen.getByTestId('stat-missions').textContent).toBe('2');
    // SPEC's "Missions done", said to count the stations the Quest Map and My Team count.
    expect(screen.getByTestId('stat-missions-note').textContent).toBe('of 5 stations');
    expect(screen.getByTestId('stat-badges').textContent).toBe('2');
    expect(screen.getByTestId('header-tokens').textContent).toContain('0 tokens');
    // The course in progress, by name.
    const next = await screen.findByRole('link', { name: 'Continue: Warm Market Basics' });
    expect(next.getAttribute('href')).toBe('/course/7');
    // The Quest Map and More for today render once Today has painted (after-first-paint.ts).
    expect(await screen.findByRole('heading', { level: 2, name: 'Quest Map' })).toBeTruthy();
    await screen.findAllByTestId('more-for-today-link');
    expect(screen.getAllByTestId('more-for-today-link').map((link) => link.getAttribute('href'))).toEqual([
      '/league#daily-challenges',
      '/courses#quick-quizzes',
      '/courses#getting-started',
      '/league',
      '/rewards',
      '/rewards#achievements',
      '/invite',
      '/earnings',
    ]);
    expect(screen.queryByTestId('panel-placeholder')).toBeNull();
    expect(screen.queryByTestId('earnings-disclaimer')).toBeNull();
    expect(screen.queryByTestId('today-offline')).toBeNull();
  }, 30_000);

  it('says on Today that the device is offline, until the connection is back', async () => {
    const user = buildUser({ name: 'Ada' });
    mockApi({
      'GET /api/missions': { body: [] },
      'GET /api/courses': { body: [] },
      'GET /api/league': { status: 503, body: { message: 'down' } },
      [`POST /api/users/${user.id}/visit`]: { body: { user, loginStreak: 1 } },
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderApp({ url: '/dashboard', user });
      expect((await screen.findByTestId('today-offline')).textContent).toMatch(/^You are offline\. Today shows what this device kept/);
      online.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(screen.queryByTestId('today-offline')).toBeNull());
    } finally {
      online.mockRestore();
    }
  }, 30_000);

  it.each([
    ['/dashboard#rewards-and-badges', '/rewards', ''],
    ['/dashboard#compete', '/league', '#daily-challenges'],
    ['/dashboard#grow', '/invite', ''],
    ['/dashboard#achievements', '/rewards', '#achievements'],
  ])('sends an old link %s to where its panels live now', async (url, path, hash) => {
    mockApi({});
    const { router } = renderApp({ url, user: buildUser() });
    await waitFor(() => expect(pathname(router)).toBe(path));
    expect(router.state.location.hash).toBe(hash);
  });

  it('sends a visitor at /earnings to /, and shows a signed-in learner the calculator there', async () => {
    const visitor = renderApp({ url: '/earnings' });
    await waitFor(() => expect(pathname(visitor.router)).toBe('/'));
    visitor.unmount();
    mockApi({});
    renderApp({ url: '/earnings', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Earnings Calculator' })).toBeTruthy();
    // The sentence waits for the income disclosure to arrive.
    await waitFor(() => expect(screen.getByTestId('calc-reality').textContent).toMatch(/more than the disclosure's top figure/));
    expect(screen.getByRole('link', { name: '← Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  }, 30_000);

  it('puts the daily challenges on League and the achievements on Rewards, the named one focused', async () => {
    const user = buildUser();
    mockApi({
      'GET /api/league': { status: 503, body: { message: 'down' } },
      'GET /api/leaderboard': { body: [] },
      'GET /api/leaderboard/me': { status: 404, body: {} },
      [`GET /api/users/${user.id}/challenges`]: { body: { reward: { tokens: 5, points: 10 }, challenges: [] } },
      [`GET /api/users/${user.id}/rewards`]: { body: [] },
    });
    const league = renderApp({ url: '/league#daily-challenges', user });
    expect(await screen.findByRole('heading', { level: 2, name: 'Leaderboard' })).toBeTruthy();
    const challenges = await screen.findByRole('heading', { level: 2, name: 'Daily Challenges' });
    await waitFor(() => expect(document.activeElement).toBe(challenges));
    league.unmount();
    renderApp({ url: '/rewards#achievements', user });
    expect(await screen.findByRole('heading', { level: 2, name: 'Rewards' })).toBeTruthy();
    const achievements = await screen.findByRole('heading', { level: 2, name: 'Achievements' });
    await waitFor(() => expect(document.activeElement).toBe(achievements));
  }, 30_000);

  it('puts the invite panel and the way to the calculator on Team', async () => {
    const user = buildUser();
    mockApi({
      'GET /api/team': { status: 500, body: { message: 'Database unavailable' } },
      [`GET /api/users/${user.id}/referrals`]: {
        body: {
          invitations: [],
          joined: [],
          reward: { tokens: 10, points: 20 },
          bonus: { threshold: 5, tokens: 25, points: 0, count: 0, paid: false, paidAt: null },
        },
      },
    });
    renderApp({ url: '/team', user });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Team' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Invite Friends' })).toBeTruthy();
    // The invite panel does not wait for the team: a failed team list still leaves the link to share.
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not load your team/);
    expect(screen.getByRole('link', { name: 'Open the calculator' }).getAttribute('href')).toBe('/earnings');
  }, 30_000);
});
