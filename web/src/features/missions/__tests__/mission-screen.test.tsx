import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { CelebrationHost, clearCelebrations, loadCelebrationDialog } from '@/features/celebrations';

import { getCurrentUser } from '@/lib/current-user';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { MissionDetails } from '../components/mission-details';
import { MissionScreen } from '../components/mission-screen';
import { loadLessonMarkdown } from '../preload';
import { lessonObjectives } from '../mission-status';
import { i18n, type Translate } from '@/i18n';

const t: Translate = (id, values) => i18n._(id, values);

// The lazy chunks this screen shows, loaded before its tests so a findBy* waits for the screen, not for
// a module's first on-demand transform (docs/performance.md#unit-tests).
await Promise.all([loadCelebrationDialog(), loadLessonMarkdown()]);

const mission = {
  id: 1,
  station: 1,
  title: 'Know Your Why',
  description: 'Why you started',
  content: 'Write it down',
  tokens: 10,
  points: 50,
  unlockAfter: null,
  lang: 'en',
};

describe('mission page', () => {
  afterEach(() => clearCelebrations());

  it('completes the mission, replaces the user and goes to /dashboard with the celebration, no toast', async () => {
    const user = buildUser();
    const { calls } = mockApi({
      'GET /api/missions/1': { body: mission },
      'GET /api/missions': { body: [mission, { ...mission, id: 2, station: 2, title: 'Dream Big', unlockAfter: 1 }] },
      [`POST /api/users/${user.id}/complete-mission`]: {
        body: {
          user: { ...user, tokens: 10, leaderboardPts: 50, completedMissions: { 1: true }, badges: [1] },
          message: 'Mission completed! You earned 10 tokens and 50 points.',
          mission: { id: 1, station: 1, tokens: 10, points: 50 },
        },
      },
    });
    const { router } = renderWithProviders(<MissionScreen missionId={1} user={user} />, {
      user,
      url: '/mission/1',
      routes: [
        {
          path: '/dashboard',
          element: (
            <>
              <p>dashboard</p>
              <CelebrationHost />
            </>
          ),
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Know Your Why' })).toBeTruthy();
    expect(screen.getByText('STATION 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Mission' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ missionId: 1 });
    expect(getCurrentUser()?.tokens).toBe(10);
    const celebration = await screen.findByRole('dialog', { name: 'Mission Completed!' });
    // Said once: the title says it, the station is named, the counts say what it paid (not the server's message again).
    expect(within(celebration).getByText('Station 1: Know Your Why is done.')).toBeTruthy();
    expect(within(celebration).queryByText(/Mission completed! You earned/)).toBeNull();
    expect(within(celebration).getByText('Station 1 badge')).toBeTruthy();
    expect(screen.queryByTestId('toast')).toBeNull();
    // The next station is the next step.
    fireEvent.click(within(celebration).getByRole('button', { name: 'Next: Station 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mission/2'));
  });

  it('shows the Completed tag and Back to Dashboard once completed', async () => {
    mockApi({ 'GET /api/missions/1': { body: mission } });
    const user = buildUser({ completedMissions: { 1: true } });
    renderWithProviders(<MissionScreen missionId={1} user={user} />, { user });
    expect(await screen.findByTestId('mission-completed-tag')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete Mission' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows a locked mission as Locked with the station that unlocks it, never Complete Mission', async () => {
    const { calls } = mockApi({
      // The server withholds a locked station's lesson.
      'GET /api/missions/2': { body: { ...mission, id: 2, station: 2, title: 'Your First List', content: null, unlockAfter: 1 } },
      'GET /api/missions/1': { body: mission },
    });
    const user = buildUser();
    renderWithProviders(<MissionScreen missionId={2} user={user} />, { user });
    expect(await screen.findByTestId('mission-locked-tag')).toBeTruthy();
    expect(await screen.findByText('This station is locked. Complete Station 1: Know Your Why to unlock it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Station 1' }).getAttribute('href')).toBe('/mission/1');
    expect(screen.queryByRole('button', { name: 'Complete Mission' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // What unlocks it comes first; no lesson and no objectives until it is unlocked.
    expect(screen.queryByTestId('mission-lesson')).toBeNull();
    expect(screen.queryByTestId('mission-objectives')).toBeNull();
  });

  it('renders the lesson as structured text without raw HTML, and the four objectives as a list to read (no tick box, no counter)', async () => {
    const markdown =
      '### Step 1: Write your why\n\nTake **two** minutes.\n\n- Where I was\n- Where I am heading\n\n<img src=x onerror="alert(1)">[a link](javascript:alert(1))';
    mockApi({ 'GET /api/missions/1': { body: { ...mission, content: markdown } } });
    const user = buildUser();
    renderWithProviders(<MissionScreen missionId={1} user={user} />, { user });
    const lesson = await screen.findByTestId('mission-lesson');
    expect(lesson.querySelector('h3')?.textContent).toBe('Step 1: Write your why');
    expect(lesson.querySelector('strong')?.textContent).toBe('two');
    expect([...lesson.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Where I was', 'Where I am heading']);
    expect(lesson.querySelector('img, a, script')).toBeNull();
    expect(lesson.textContent).toContain('a link');

    const objectives = screen.getByTestId('mission-objectives');
    expect(
      within(objectives)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(lessonObjectives(1).map((id) => t(id)));
    // Station 1's own objectives, not words any station could show.
    expect(objectives.textContent).toContain('Write your why in one sentence that is personal to you');
    expect(objectives.textContent).not.toContain('Understand the key idea of this station');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(/of 4 done/)).toBeNull();
    // Complete Mission does not wait on anything the learner ticks.
    expect((screen.getByRole('button', { name: 'Complete Mission' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('paints a lesson whose renderer is loaded already formatted, never its Markdown marks for a moment', () => {
    const content = '### Step 1: Write your why\n\n**Practice:** take two minutes.';
    renderWithProviders(<MissionDetails mission={{ ...mission, lang: 'en', content }} />);
    // Read at once, before any promise settles: the first frame a learner sees.
    const lesson = screen.getByTestId('mission-lesson');
    expect(lesson.querySelector('h3')?.textContent).toBe('Step 1: Write your why');
    expect(lesson.textContent).not.toMatch(/###|\*\*/);
  });

  it('says "Mission Not Found" with a way back for an unknown or malformed id', async () => {
    mockApi({ 'GET /api/missions/77': { status: 404, body: { message: 'Mission not found' } } });
    renderWithProviders(<MissionScreen missionId={77} user={buildUser()} />);
    expect(await screen.findByRole('heading', { name: 'Mission Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeTruthy();
  });

  it('toasts "Error" with the server message when completion fails', async () => {
    const user = buildUser();
    mockApi({
      'GET /api/missions/1': { body: mission },
      [`POST /api/users/${user.id}/complete-mission`]: { status: 409, body: { message: 'Complete station 0 first' } },
    });
    renderWithProviders(<MissionScreen missionId={1} user={user} />, { user });
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Mission' }));
    expect(await screen.findByText('Complete station 0 first')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});
