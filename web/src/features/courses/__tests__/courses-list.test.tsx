import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import type { Course } from '@contract';
import { CoursesList } from '../components/courses-list';
import { course, materials } from './fixtures';

// Whole screens render slowly in jsdom on a busy 2-core machine; this is a budget, not an assertion.
const RENDER_BUDGET_MS = 30_000;

const bonus: Course = { ...course, id: 2, title: 'Birthday Messages', category: 'bonus', duration: 90, videoUrl: null, order: 2 };
const draft: Course = { ...course, id: 3, title: 'Secret Draft', isPublic: false, order: 3 };

function serve(courses: Course[]) {
  return mockApi({
    'GET /api/courses': { body: courses },
    // Every course's materials in one request (course 1 has five, one of them with nothing to open; the others none).
    'GET /api/course-materials': { body: materials },
  });
}

const card = async (title: string) => (await screen.findByRole('article', { name: title })) as HTMLElement;

describe('courses list', { timeout: RENDER_BUDGET_MS }, () => {
  it('lists only public courses with category, duration, description and the first three materials', async () => {
    const { calls } = serve([course, bonus, draft]);
    renderWithProviders(<CoursesList user={buildUser()} />);
    const first = await card('Prospecting 101');
    expect(within(first).getByTestId('course-category').textContent).toBe('Training');
    // A course with a video: its duration is the video's length, and the card says so.
    expect(within(first).getByTestId('course-duration').textContent).toBe('15 min video');
    expect(within(first).getByText('Find the people who want what you offer.')).toBeTruthy();
    expect(await within(first).findByText('Warm Market Worksheet')).toBeTruthy();
    expect(within(first).getByText('Team Photo')).toBeTruthy();
    expect(within(first).queryByText('Community Group')).toBeNull();
    // Four shown: "Follow-up Guide" has nothing to open and is not counted.
    expect(within(first).getByTestId('materials-more').textContent).toBe('+1 more');
    const second = await card('Birthday Messages');
    expect(within(second).getByTestId('course-category').textContent).toBe('Bonus');
    expect(within(second).getByTestId('course-duration').textContent).toBe('1 h 30 min');
    expect(screen.queryByText('Secret Draft')).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/api/course-materials')).map((call) => call.path)).toEqual(['/api/course-materials']);
  });

  it('shows the courses without previews when the materials could not be loaded', async () => {
    mockApi({ 'GET /api/courses': { body: [course] }, 'GET /api/course-materials': { status: 500, body: { message: 'Internal error' } } });
    renderWithProviders(<CoursesList user={buildUser()} />);
    const first = await card('Prospecting 101');
    expect(within(first).getByRole('link', { name: 'Start Learning' })).toBeTruthy();
    expect(within(first).queryByText('Warm Market Worksheet')).toBeNull();
  });

  it('shows progress and links "Start Learning" until completed, then "Review Course"', async () => {
    serve([course, bonus]);
    renderWithProviders(<CoursesList user={buildUser({ courseProgress: { 1: 100, 2: 73 } })} />);
    const done = await card('Prospecting 101');
    expect(within(done).getByTestId('course-card-progress').textContent).toBe('100%');
    expect(within(done).getByRole('link', { name: 'Review Course' }).getAttribute('href')).toBe('/course/1');
    const started = await card('Birthday Messages');
    expect(within(started).getByTestId('course-card-progress').textContent).toBe('73%');
    expect(within(started).getByRole('link', { name: 'Start Learning' }).getAttribute('href')).toBe('/course/2');
    expect(within(started).queryByRole('link', { name: 'Review Course' })).toBeNull();
  });

  it('reads logged out: no progress bars, links to log in', async () => {
    serve([course]);
    renderWithProviders(<CoursesList user={null} />);
    const first = await card('Prospecting 101');
    expect(within(first).queryByTestId('course-card-progress')).toBeNull();
    expect(within(first).getByRole('link', { name: 'Start Learning' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/login');
  });

  it('says "No courses available yet" when there is no public course', async () => {
    serve([draft]);
    renderWithProviders(<CoursesList user={null} />);
    expect(await screen.findByText('No courses available yet')).toBeTruthy();
  });

  it('shows the load failure with a retry', async () => {
    mockApi({ 'GET /api/courses': { status: 500, body: { message: 'Internal error' } } });
    renderWithProviders(<CoursesList user={null} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
