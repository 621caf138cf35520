import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import AdminRoute from '@/app/routes/admin';
import type { Course, Insights } from '@contract';
import { mockApi, queuedRedemption } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

// Whole screens render slowly in jsdom on a busy 2-core machine; this is a budget, not an assertion.
const RENDER_BUDGET_MS = 30_000;

const course = (id: number, isPublic: boolean, extra: Partial<Course> = {}): Course => ({
  id,
  title: `Course ${id}`,
  description: 'D',
  category: 'training',
  duration: 20,
  videoUrl: null,
  videoPath: null,
  captionsPath: null,
  isPublic,
  order: id,
  lang: 'en',
  videoLang: 'en',
  ...extra,
});
const insights: Insights = {
  windows: { funnelWeeks: 12, days: 90, asOf: '2026-11-25' },
  funnel: [{ week: '2026-11-23', registered: 4, station1: 2, allStations: 0, firstCourse: 0, firstReferral: 0 }],
  signups: [{ day: '2026-11-25', source: 'referral', signups: 4 }],
  tokens: [{ day: '2026-11-25', flow: 'issued', what: 'mission', entries: 2, tokens: 50 }],
  retention: { daily: [{ day: '2026-11-25', active: 3 }], weekly: [{ week: '2026-11-23', active: 5 }], cohorts: [], streaks: [], reminders: [] },
};

describe('the admin home (docs/product.md#admin-home)', { timeout: RENDER_BUDGET_MS }, () => {
  it('shows the drafts to finish, the waiting redemptions and the week in numbers, each with its link', async () => {
    mockApi({
      'GET /api/courses': {
        body: [course(1, true), course(2, false, { title: 'Coaching', videoUrl: 'https://v.example' }), course(3, false, { duration: null })],
      },
      'GET /api/quizzes': { body: [{ id: 7, courseId: 2, question: 'Q', choices: ['a', 'b', 'c', 'd'], points: 10, lang: 'en' }] },
      'GET /api/admin/fulfilments': { body: [queuedRedemption(), queuedRedemption({ id: 32, status: 'fulfilled', createdAt: '2026-11-01T10:00:00Z' })] },
      'GET /api/insights': { body: insights },
    });
    renderWithProviders(<AdminRoute />, { user: buildUser({ name: 'Ada Admin', isAdmin: true }), url: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeTruthy();
    const list = await screen.findByTestId('admin-home-drafts');
    await waitFor(() =>
      // The newest first.
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Course 3Training · Self-paced · no video yet · no quizzes yetFinish', 'CoachingTraining · 20 min · video link · 1 quizFinish']),
    );
    expect(within(list).getByRole('link', { name: 'Finish Coaching' }).getAttribute('href')).toBe('/content-manager?course=2#courses');
    expect((await screen.findByTestId('admin-home-waiting')).textContent).toBe('1');
    expect(screen.getByText('The oldest has waited since Nov 20.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the queue' }).getAttribute('href')).toBe('/content-manager#fulfilment');
    expect((await screen.findByTestId('admin-home-figure-signups')).textContent).toBe('Signups, last 7 days44 through a referral link');
    expect(screen.getByTestId('admin-home-figure-activation').textContent).toContain('50%');
    expect(screen.getByRole('link', { name: 'Open Insights' }).getAttribute('href')).toBe('/insights');
    const places = screen.getByRole('navigation', { name: 'Admin places' });
    expect(
      within(places)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/content-manager', '/insights', '/dashboard']);
  });

  it('shows the five newest drafts, and all of them on "Show all"', async () => {
    mockApi({
      'GET /api/courses': { body: [1, 2, 3, 4, 5, 6, 7].map((id) => course(id, false)) },
      'GET /api/quizzes': { body: [] },
      'GET /api/admin/fulfilments': { body: [] },
      'GET /api/insights': { body: insights },
    });
    renderWithProviders(<AdminRoute />, { user: buildUser({ isAdmin: true }), url: '/admin' });
    const list = await screen.findByTestId('admin-home-drafts');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([7, 6, 5, 4, 3].map((id) => `Finish Course ${id}`));
    fireEvent.click(screen.getByRole('button', { name: 'Show all 7 drafts' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('says when nothing waits, and shows each failure with Try again', async () => {
    mockApi({
      'GET /api/courses': { body: [course(1, true)] },
      'GET /api/quizzes': { body: [] },
      'GET /api/admin/fulfilments': { body: [] },
      'GET /api/insights': { status: 503, body: { message: 'The database is not answering' } },
    });
    renderWithProviders(<AdminRoute />, { user: buildUser({ isAdmin: true }), url: '/admin' });
    expect(await screen.findByText('No drafts: every course is published.')).toBeTruthy();
    expect(await screen.findByText('No redemption is waiting to be delivered.')).toBeTruthy();
    const failure = await screen.findByText('The insights could not be loaded.', undefined, { timeout: 15_000 });
    expect(within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('turns away a learner as the content manager does, and asks a visitor to log in', async () => {
    const learner = renderWithProviders(<AdminRoute />, { user: buildUser(), url: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Only administrators can access the admin home.')).toBeTruthy();
    learner.unmount();
    renderWithProviders(<AdminRoute />, { user: null, url: '/admin' });
    expect(await screen.findByRole('heading', { name: 'No User Session' })).toBeTruthy();
  });
});
