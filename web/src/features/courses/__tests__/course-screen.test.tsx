import 'fake-indexeddb/auto';
import type { Session } from '@supabase/supabase-js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CelebrationHost, clearCelebrations, loadCelebrationDialog } from '@/features/celebrations';

import { useCurrentUser } from '@/hooks/use-current-user';
import { flushOfflineQueue } from '@/lib/api-client';
import { getCurrentUser } from '@/lib/current-user';
import { announceSent, listActions } from '@/lib/offline-queue';
import { getSupabase } from '@/lib/supabase';
import { getToasts } from '@/lib/toast';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';
import type { User } from '@contract';

import type { Course, CourseProgress } from '@contract';
import { CourseScreen } from '../components/course-screen';
import { completedProgress, course, materials, noProgress, quizzes } from './fixtures';

// Whole screens render slowly in jsdom on a busy 2-core machine; this is a budget, not an assertion.
const RENDER_BUDGET_MS = 30_000;

// The lazy chunks this screen shows, loaded before its tests so a findBy* waits for the screen, not for
// a module's first on-demand transform (docs/performance.md#unit-tests).
await loadCelebrationDialog();

const user = buildUser();
const base = `/api/users/${user.id}`;

/** The next course on the line, for the course-completed moment's next step. */
const nextCourse: Course = { ...course, id: 2, title: 'Birthday Messages', order: 2 };

function serve(options: { course?: Course; progress?: CourseProgress; extra?: Parameters<typeof mockApi>[0] } = {}) {
  return mockApi({
    'GET /api/courses/1': { body: options.course ?? course },
    'GET /api/courses': { body: [options.course ?? course, nextCourse] },
    [`GET ${base}/course-progress/1`]: { body: options.progress ?? noProgress },
    'GET /api/course-quizzes/1': { body: quizzes },
    'GET /api/course-materials/1': { body: materials },
    ...options.extra,
  });
}

/** As the route renders it: the screen follows the current user, which every mutation replaces. */
function LiveCourseScreen() {
  const current = useCurrentUser();
  return current ? <CourseScreen courseId={1} user={current} /> : null;
}
const render = (who: User = user) =>
  renderWithProviders(
    <>
      <LiveCourseScreen />
      <CelebrationHost />
    </>,
    { user: who },
  );
afterEach(() => clearCelebrations());
const phase = async () => (await screen.findByTestId('journey-phase')).getAttribute('data-phase');

/** Opens a quiz from the course page, chooses an answer and submits it; returns the modal. */
async function answerQuiz(button: string, choice: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  const modal = await screen.findByTestId('quiz-modal');
  fireEvent.click(within(modal).getByText(choice));
  const submit = within(modal).getByRole('button', { name: 'Submit Answer' });
  await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(submit);
  return modal;
}

/** The last quiz's result: Close is the one way back (no "Back to your course" doing the same beside it); closes it. */
function closeLastQuizResult(modal: HTMLElement): void {
  expect(within(modal).queryByTestId('quiz-next')).toBeNull();
  expect(
    within(modal)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).not.toContain('Back to your course');
  fireEvent.click(within(modal).getByText('Close', { selector: 'button' }));
}

describe('course page', { timeout: RENDER_BUDGET_MS }, () => {
  it('shows the course, its journey at the depot, zero progress, materials by type and stats', async () => {
    serve();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Prospecting 101' })).toBeTruthy();
    expect(screen.getByTestId('course-category').textContent).toBe('Training');
    expect(screen.getByTestId('course-duration').textContent).toBe('15 min video');
    expect(await phase()).toBe('depot');
    expect(screen.getByTestId('course-total-progress').textContent).toBe('0%');
    expect(screen.queryByRole('button', { name: /Mark as Completed/ })).toBeNull();
    const pdfs = await screen.findByTestId('materials-pdf');
    // "Follow-up Guide" has nothing to open: it is left out, not shown as a card without a link.
    expect(within(pdfs).getByRole('heading').textContent).toBe('PDFs (1)');
    expect(
      within(pdfs)
        .getByRole('link', { name: /Warm Market Worksheet/ })
        .getAttribute('href'),
    ).toBe('https://files.example/w.pdf');
    expect(screen.queryByText('Follow-up Guide')).toBeNull();
    expect(within(screen.getByTestId('materials-link')).getByText('Community Group')).toBeTruthy();
    expect(screen.getByTestId('course-progress-parts').textContent).toBe('Video 0% watched · 0 of 2 quizzes right');
    // One progress display: the stats card carries no progress of its own.
    expect(screen.queryByTestId('stat-quizzes-correct')).toBeNull();
    expect(screen.queryByTestId('stat-status')).toBeNull();
    expect(screen.getByTestId('stat-quiz-points').textContent).toBe('0 / 30');
  });

  it('counts the quiz points that were paid: none for a quiz answered right only after its answer was shown', async () => {
    serve();
    // Both right; quiz 11 after a reveal (no ledger row), quiz 12 the first time (20 points).
    render({ ...user, quizCorrect: { 11: true, 12: true }, quizPointsPaid: { 12: 20 } });
    await waitFor(() => expect(screen.getByTestId('course-progress-parts').textContent).toBe('Video 0% watched · 2 of 2 quizzes right'));
    expect(screen.getByTestId('stat-quiz-points').textContent).toBe('20 / 30');
    expect(within(screen.getByTestId('course-quiz-11')).getByTestId('quiz-points-paid').textContent).toBe('No points: answered after the answer was shown');
    expect(within(screen.getByTestId('course-quiz-12')).getByTestId('quiz-points-paid').textContent).toBe('20 points paid');
  });

  it('says "Course not found." for an unknown course', async () => {
    mockApi({ 'GET /api/courses/1': { status: 404, body: { message: 'Course not found.' } } });
    render();
    expect(await screen.findByRole('heading', { name: 'Course not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /All courses/ }).getAttribute('href')).toBe('/courses');
  });

  it('says "Course not found." for a malformed id without asking the server', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<CourseScreen courseId={Number('abc')} user={user} />, { user });
    expect(await screen.findByRole('heading', { name: 'Course not found.' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the failure, not an endless spinner, when the progress cannot be loaded', async () => {
    serve({ extra: { [`GET ${base}/course-progress/1`]: { status: 500, body: { message: 'Database unavailable' } } } });
    render();
    expect(await screen.findByText(/Could not load your journey\./)).toBeTruthy();
    // The server's sentence only, not the transport text ("500: {...}").
    expect(screen.getByText('Could not load your progress. Database unavailable')).toBeTruthy();
    expect(screen.queryByText(/500:/)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('starts and restarts the journey locally', async () => {
    serve();
    render();
    expect(await phase()).toBe('depot');
    fireEvent.click(screen.getByRole('button', { name: /Start Journey/ }));
    expect(await phase()).toBe('traveling');
    // Leaving the depot watches nothing: the Video badge and station stay locked.
    expect(screen.getByTestId('journey-badge-video').getAttribute('data-earned')).toBe('false');
    expect(screen.getByTestId('journey-track').getAttribute('aria-label')).toBe(
      'Train 0% of the way, your total progress. Stations reached: Depot. Still ahead: Video, 1 of 2 right, 2 of 2 right.',
    );
    fireEvent.click(screen.getByRole('button', { name: /Restart Journey/ }));
    expect(await phase()).toBe('depot');
  });

  it('opens the video, completes it and celebrates "Video Completed!" with 15 tokens and 25 points, Next quiz as its button', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    // The server's total: the video done, no quiz right yet.
    const paid = { ...user, tokens: 15, leaderboardPts: 25, courseProgress: { 1: 60 }, videoProgress: { 1: 100 } };
    const { calls } = serve({
      extra: {
        [`POST ${base}/course-progress/1`]: {
          body: { progress: completedProgress, user: paid, message: 'Course Completed!', tokensEarned: 15, pointsEarned: 25 },
        },
      },
    });
    render();
    // The quizzes have loaded (the celebration's next step is the first one).
    await screen.findByRole('button', { name: 'Take Quiz: quiz 1' });
    fireEvent.click(await screen.findByRole('button', { name: /Watch Video/ }));
    expect(open).toHaveBeenCalledWith('https://video.example/prospecting', '_blank');
    const celebration = await screen.findByRole('dialog', { name: 'Video Completed!' });
    expect(within(celebration).getByText('You earned 15 tokens and 25 leaderboard points. Answer the quizzes to complete the course.')).toBeTruthy();
    await waitFor(() => expect(within(celebration).getByTestId('reward-points').getAttribute('data-counting')).toBe('false'));
    expect(within(celebration).getByTestId('reward-tokens').textContent).toBe('+15 tokens');
    expect(within(celebration).getByTestId('reward-points').textContent).toBe('+25 points');
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ watchTime: 900, isCompleted: true });
    expect(getCurrentUser()?.tokens).toBe(15);
    await waitFor(() => expect(screen.getByTestId('course-total-progress').textContent).toBe('60%'));
    expect(screen.getByTestId('journey-phase').getAttribute('data-phase')).toBe('traveling');
    expect(screen.getByTestId('course-progress-parts').textContent).toBe('Video 100% watched · 0 of 2 quizzes right');
    // The next step opens the first quiz not yet answered.
    fireEvent.click(within(celebration).getByRole('button', { name: 'Next quiz' }));
    const quiz = await screen.findByTestId('quiz-modal');
    expect(within(quiz).getByText(quizzes[0]!.question)).toBeTruthy();
  });

  it('says "Popup Blocked" and saves nothing when the browser blocks the video tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = serve();
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Watch Video/ }));
    expect(await screen.findByText('Popup Blocked')).toBeTruthy();
    expect(screen.getByText('Please allow popups or copy the video link to watch.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says once that a course has no video: no Watch button, nothing earned, no Mark as Completed with quizzes to answer', async () => {
    serve({ course: { ...course, videoUrl: null } });
    render();
    await waitFor(() =>
      expect(screen.getByTestId('course-no-video').textContent).toBe('This course has no video: its lesson is in the materials and quizzes below.'),
    );
    expect(await phase()).toBe('depot');
    expect(screen.queryByRole('button', { name: /Watch Video/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Mark as Completed/ })).toBeNull();
    expect(screen.queryByTestId('journey-badge-video')).toBeNull();
    expect(screen.getByTestId('course-progress-parts').textContent).toBe('0 of 2 quizzes right');
    expect(screen.getAllByTestId(/^journey-badge-/).every((badge) => badge.getAttribute('data-earned') === 'false')).toBe(true);
    expect(screen.getByTestId('course-no-video-rule').textContent).toBe('Your progress is the quizzes: the last right answer completes the course.');
  });

  it.each([
    ['none', []],
    ['only one with nothing to open', materials.filter((material) => material.title === 'Follow-up Guide')],
  ])('never names materials a course without a video does not have (%s)', async (_, body) => {
    serve({ course: { ...course, videoUrl: null }, extra: { 'GET /api/course-materials/1': { body } } });
    render();
    await waitFor(() =>
      expect(screen.getByTestId('course-no-video').textContent).toBe('This course has no video and no materials: it is the 2 quizzes below.'),
    );
    // Said once: no empty "Course Materials" panel repeating it below.
    expect(screen.queryByText('No materials for this course yet.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Course Materials' })).toBeNull();
  });

  it('completes a course without a video with its last right answer: 100 %, no Mark as Completed, its own moment with the reward', async () => {
    const oneRight = buildUser({ quizCorrect: { 11: true }, quizPointsPaid: { 11: 10 }, courseProgress: { 1: 50 } });
    const finished = { ...oneRight, tokens: 15, quizCorrect: { 11: true, 12: true }, quizPointsPaid: { 11: 10, 12: 20 }, courseProgress: { 1: 100 } };
    serve({
      course: { ...course, videoUrl: null },
      progress: { ...noProgress, quizPercent: 50, total: 50 },
      extra: {
        [`POST ${base}/quiz-answer`]: {
          body: {
            correct: true,
            correctAnswer: 1,
            explanation: null,
            pointsEarned: 20,
            afterReveal: false,
            message: 'Correct!',
            courseCompleted: { ...completedProgress, quizPercent: 100, total: 100, rewardPaid: { tokens: 15, points: 25 } },
            user: finished,
          },
        },
      },
    });
    render(oneRight);
    await waitFor(() => expect(screen.getByTestId('course-total-progress').textContent).toBe('50%'));
    expect(screen.queryByRole('button', { name: /Mark as Completed/ })).toBeNull();
    const modal = await answerQuiz('Take Quiz: quiz 2', 'About 2 minutes');
    await within(modal).findByTestId('quiz-result');
    closeLastQuizResult(modal);
    const celebration = await screen.findByRole('dialog', { name: 'Course Completed!' });
    await waitFor(() => expect(within(celebration).getByTestId('reward-points').getAttribute('data-counting')).toBe('false'));
    expect(within(celebration).getByTestId('reward-tokens').textContent).toBe('15 tokens');
    expect(within(celebration).getByTestId('reward-points').textContent).toBe('55 points');
    expect(screen.getByTestId('course-total-progress').textContent).toBe('100%');
    expect(screen.queryByRole('button', { name: /Mark as Completed/ })).toBeNull();
  });

  it('celebrates a course without a video whose quizzes were all right before it completed itself (Mark as Completed)', async () => {
    const allRight = buildUser({ quizCorrect: { 11: true, 12: true }, quizPointsPaid: { 11: 10, 12: 20 }, courseProgress: { 1: 100 } });
    const done = { ...allRight, tokens: 15, courseProgress: { 1: 100 } };
    serve({
      course: { ...course, videoUrl: null },
      extra: {
        [`POST ${base}/course-progress/1`]: {
          body: {
            progress: { ...completedProgress, total: 100, rewardPaid: { tokens: 15, points: 25 } },
            user: done,
            message: 'Course Completed! You earned 15 tokens and 25 leaderboard points.',
            tokensEarned: 15,
            pointsEarned: 25,
          },
        },
      },
    });
    render(allRight);
    fireEvent.click(await screen.findByRole('button', { name: /Mark as Completed/ }));
    const celebration = await screen.findByRole('dialog', { name: 'Course Completed!' });
    expect(within(celebration).getByText('You finished "Prospecting 101". Next on the line: "Birthday Messages".')).toBeTruthy();
    expect(within(celebration).getByTestId('reward-counts-label').textContent).toBe('Your total from this course, quizzes included');
    await waitFor(() => expect(within(celebration).getByTestId('reward-points').getAttribute('data-counting')).toBe('false'));
    // The completion reward the ledger holds and the points its quizzes paid.
    expect(within(celebration).getByTestId('reward-tokens').textContent).toBe('15 tokens');
    expect(within(celebration).getByTestId('reward-points').textContent).toBe('55 points');
    expect(within(celebration).getByRole('button', { name: 'Next course: Birthday Messages' })).toBeTruthy();
  });

  it('celebrates the course when its last right answer finishes it, after the quiz modal closes', async () => {
    const videoDone = buildUser({ quizCorrect: { 11: true }, quizPointsPaid: { 11: 10 }, courseProgress: { 1: 80 } });
    const finished = { ...videoDone, quizCorrect: { 11: true, 12: true }, quizPointsPaid: { 11: 10, 12: 20 }, courseProgress: { 1: 100 } };
    serve({
      progress: { ...completedProgress, total: 80, rewardPaid: { tokens: 15, points: 25 } },
      extra: {
        [`POST ${base}/quiz-answer`]: {
          body: { correct: true, correctAnswer: 1, explanation: null, pointsEarned: 20, afterReveal: false, message: 'Correct!', user: finished },
        },
      },
    });
    render(videoDone);
    const modal = await answerQuiz('Take Quiz: quiz 2', 'About 2 minutes');
    await within(modal).findByTestId('quiz-result');
    // Held while the modal shows the answer's own result.
    expect(screen.queryByRole('dialog', { name: 'Course Completed!' })).toBeNull();
    closeLastQuizResult(modal);
    const celebration = await screen.findByRole('dialog', { name: 'Course Completed!' });
    await waitFor(() => expect(within(celebration).getByTestId('reward-points').getAttribute('data-counting')).toBe('false'));
    expect(within(celebration).getByTestId('reward-points').textContent).toBe('55 points');
    expect(within(celebration).getByRole('button', { name: 'Next course: Birthday Messages' })).toBeTruthy();
  });

  it('offers Mark as Completed from 90% watched', async () => {
    const { calls } = serve({
      progress: { ...noProgress, watchTime: 810, percent: 90 },
      extra: {
        [`POST ${base}/course-progress/1`]: {
          body: { progress: completedProgress, user, message: 'Progress saved', tokensEarned: 0, pointsEarned: 0 },
        },
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Mark as Completed/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(await screen.findByRole('dialog', { name: 'Video Completed!' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Mark as Completed/ })).toBeNull());
  });

  it('hides Mark as Completed below 90% watched', async () => {
    serve({ progress: { ...noProgress, watchTime: 800, percent: 88 } });
    render();
    expect(await screen.findByTestId('course-total-progress')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark as Completed/ })).toBeNull();
    // 88% watched and no quiz answered: nothing done yet to start over.
    expect(screen.queryByRole('button', { name: /Reset Progress/ })).toBeNull();
  });

  it('offers Reset Progress at the end of the page, not in the progress card, and asks before clearing', async () => {
    const answered = buildUser({ quizCorrect: { 11: false } });
    const { calls } = serve({ extra: { [`POST ${base}/course-progress/1/reset`]: { body: { user: buildUser(), message: 'Course Reset!' } } } });
    render(answered);
    const section = await screen.findByTestId('course-start-over');
    const card = screen.getByRole('region', { name: 'Your Progress' });
    expect(within(card).queryByRole('button', { name: /Reset Progress/ })).toBeNull();
    // The last thing on the page: after the materials and the stats.
    const materials = screen.getByRole('region', { name: 'Course Materials' });
    expect(materials.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: /Reset Progress/ }));
    const confirm = await screen.findByTestId('reset-course-dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('reset-course-dialog')).toBeNull());
    expect(calls.some((call) => call.path === `${base}/course-progress/1/reset`)).toBe(false);
    fireEvent.click(within(section).getByRole('button', { name: /Reset Progress/ }));
    fireEvent.click(within(await screen.findByTestId('reset-course-dialog')).getByRole('button', { name: /Reset Progress/ }));
    expect(await screen.findByText('Course Reset!')).toBeTruthy();
    expect(calls.some((call) => call.path === `${base}/course-progress/1/reset`)).toBe(true);
  });

  it('reaches the destination at 100%, offers Retake Course, and resets with "Course Reset!"', async () => {
    const finished = buildUser({ quizCorrect: { 11: true, 12: true }, courseProgress: { 1: 100 }, videoProgress: { 1: 100 } });
    const { calls } = serve({
      progress: completedProgress,
      extra: { [`POST ${base}/course-progress/1/reset`]: { body: { user: buildUser(), message: 'Course Reset!' } } },
    });
    render(finished);
    expect(await phase()).toBe('completed');
    expect(screen.getByTestId('journey-golden-tickets').textContent).toBe('2 golden tickets');
    expect(screen.getByTestId('journey-bonus-points').textContent).toBe('30 bonus points');
    // A video course's reward came with its video ("Video Completed!"), and the note says so.
    expect(screen.getByTestId('journey-keepsake-note').textContent).toMatch(/the course reward when you complete its video\.$/);
    expect(screen.getByTestId('course-total-progress').textContent).toBe('100%');
    expect(screen.getByTestId('journey-track').getAttribute('aria-label')).toBe(
      'Train 100% of the way, your total progress. Stations reached: Depot, Video, 1 of 2 right, 2 of 2 right.',
    );
    // At 100 the card offers Retake Course; Reset Progress is not offered beside it.
    expect(screen.queryByTestId('course-start-over')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Retake Course/ }));
    // It asks first.
    const confirm = await screen.findByTestId('reset-course-dialog');
    expect(calls.some((call) => call.path === `${base}/course-progress/1/reset`)).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: /Retake Course/ }));
    expect(await screen.findByText('Course Reset!')).toBeTruthy();
    expect(calls.some((call) => call.path === `${base}/course-progress/1/reset`)).toBe(true);
    expect(getCurrentUser()?.quizCorrect).toEqual({});
  });
});

/** The first quiz answered right for 10 points. */
const serveRightAnswer = () =>
  serve({
    extra: {
      [`POST ${base}/quiz-answer`]: {
        body: {
          correct: true,
          correctAnswer: 0,
          explanation: null,
          pointsEarned: 10,
          afterReveal: false,
          message: 'Correct!',
          user: buildUser({ quizCorrect: { 11: true }, leaderboardPts: 10 }),
        },
      },
    },
  });

describe('quiz modal', { timeout: RENDER_BUDGET_MS }, () => {
  it('answers wrong, shows the correct answer and explanation, resets and answers right for progress, not points', async () => {
    const wrong = buildUser({ quizCorrect: { 11: false } });
    const right = buildUser({ quizCorrect: { 11: true } });
    const { calls } = serve({
      extra: {
        [`POST ${base}/quiz-answer`]: (call) =>
          (call.body as { answer: number }).answer === 0
            ? {
                body: {
                  correct: true,
                  correctAnswer: 0,
                  explanation: 'Start with people you know.',
                  pointsEarned: 0,
                  afterReveal: true,
                  message: 'Correct!',
                  user: right,
                },
              }
            : {
                body: {
                  correct: false,
                  correctAnswer: 0,
                  explanation: 'Start with people you know.',
                  pointsEarned: 0,
                  afterReveal: false,
                  message: 'Incorrect Answer',
                  user: wrong,
                },
              },
        [`POST ${base}/quiz/11/reset`]: { body: { user, message: 'Quiz Reset!' } },
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Take Quiz: quiz 1' }));
    const modal = await screen.findByTestId('quiz-modal');
    const submit = within(modal).getByRole('button', { name: 'Submit Answer' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    // The header says what this attempt is worth: the quiz's points, the first time.
    expect(within(modal).getByTestId('quiz-worth').textContent).toBe('QUIZ 1 · 10 POINTS');
    fireEvent.click(within(modal).getByText('Strangers'));
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);

    const result = await within(modal).findByTestId('quiz-result');
    expect(result.getAttribute('data-correct')).toBe('false');
    expect(within(modal).getByTestId('quiz-correct-answer').textContent).toBe('A. People you know');
    expect(within(modal).getByText('Start with people you know.')).toBeTruthy();
    // The modal's result carries SPEC's words; no toast repeats them (one feedback per action).
    expect(within(modal).getByText('Incorrect Answer')).toBeTruthy();
    expect(screen.queryByTestId('toast')).toBeNull();
    // What to do next: one note (SPEC's hint, then why a retry pays nothing), not two.
    expect(within(modal).getByTestId('quiz-next-note').textContent).toBe(
      'You can reset and try again or review the material. You have seen the answer now, so a retry counts for your progress but pays no points.',
    );
    expect(within(modal).getByTestId('quiz-retry-note').textContent).toBe(
      'You have seen the answer now, so a retry counts for your progress but pays no points.',
    );
    // The answer is shown: from now on this quiz pays nothing, and the header says so.
    expect(within(modal).getByTestId('quiz-worth').textContent).toBe('QUIZ 1 · NO POINTS THIS TIME');
    expect(calls.find((call) => call.path === `${base}/quiz-answer`)?.body).toEqual({ quizId: 11, answer: 1 });

    fireEvent.click(within(modal).getByRole('button', { name: /Reset & Retry/ }));
    expect(await screen.findByText('Quiz Reset!')).toBeTruthy();
    fireEvent.click(await within(modal).findByText('People you know'));
    // The retry's question is not "10 POINTS": it pays nothing.
    expect(within(modal).getByTestId('quiz-worth').textContent).toBe('QUIZ 1 · NO POINTS THIS TIME');
    const again = within(modal).getByRole('button', { name: 'Submit Answer' });
    await waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
    expect(
      getToasts()
        .filter((entry) => entry.open)
        .map((entry) => entry.title),
    ).toEqual(['Quiz Reset!']);
    fireEvent.click(again);
    // The new answer's result is the feedback: the retry's toast does not stay over it.
    expect(getToasts().filter((entry) => entry.open)).toEqual([]);
    expect((await within(modal).findByTestId('quiz-points-earned')).textContent).toBe(
      'This counts for your progress. Points are paid only for a right answer given before the answer was shown.',
    );
    expect(within(modal).getByTestId('quiz-result').getAttribute('data-correct')).toBe('true');
    expect(within(modal).queryByText(/points earned/)).toBeNull();
    expect(getCurrentUser()?.quizCorrect).toEqual({ 11: true });
  });

  it('a right answer counts its points up in the result, shows no toast and offers the next quiz', async () => {
    serveRightAnswer();
    render();
    const modal = await answerQuiz('Take Quiz: quiz 1', 'People you know');
    const points = await within(modal).findByTestId('quiz-points-earned');
    await waitFor(() => expect(points.getAttribute('data-counting')).toBe('false'));
    expect(points.textContent).toBe('+10 points earned');
    expect(screen.queryByTestId('toast')).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Next quiz' }));
    expect(await within(await screen.findByTestId('quiz-modal')).findByText(quizzes[1]!.question)).toBeTruthy();
  });

  it('an answer given offline says it is saved, named as the card names the quiz, and shows its result once sent', async () => {
    const { calls } = serveRightAnswer();
    vi.spyOn(getSupabase().auth, 'getSession').mockResolvedValue({ data: { session: { access_token: 't', user: { id: user.id } } as Session }, error: null });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render();
    const modal = await answerQuiz('Take Quiz: quiz 1', 'People you know');

    // Not stuck on the question: saved, said in the modal (no "Saved Offline" toast beside it).
    expect((await within(modal).findByTestId('quiz-saved-offline')).textContent).toContain("Saved: your answer is sent when you're back online.");
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(calls.some((call) => call.path === `${base}/quiz-answer`)).toBe(false);
    const [queued] = await listActions(user.id);
    expect(queued).toMatchObject({
      label: 'Answer Quiz 1 (Prospecting 101)',
      subject: { kind: 'quiz', name: 'Quiz 1', where: 'Prospecting 101', to: '/course/1?quiz=11' },
    });

    // Back online, the queue sends it: the open modal shows the result.
    online.mockReturnValue(true);
    await flushOfflineQueue((answer, action) => announceSent(action, answer));
    const points = await within(modal).findByTestId('quiz-points-earned');
    await waitFor(() => expect(points.textContent).toBe('+10 points earned'));
    expect((await listActions(user.id))[0]?.outcome).toBe('correct, +10 points');
  });

  it('toasts the fixed failure text when the answer cannot be sent', async () => {
    serve({ extra: { [`POST ${base}/quiz-answer`]: { status: 500, body: { message: 'boom' } } } });
    render();
    await answerQuiz('Take Quiz: quiz 2', 'About 2 minutes');
    expect(await screen.findByText('Failed to submit quiz answer. Please try again.')).toBeTruthy();
  });

  it('tells a learner who already answered correctly, and tries a wrong answer again with one tap', async () => {
    serve();
    render(buildUser({ quizCorrect: { 11: true, 12: false }, quizPointsPaid: { 11: 10 } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Review: quiz 1' }));
    expect((await screen.findByTestId('quiz-previous')).textContent).toContain('already answered this quiz correctly');
    // Paid already: the header says so, not the quiz's price.
    expect(within(screen.getByTestId('quiz-modal')).getByTestId('quiz-worth').textContent).toBe('QUIZ 1 · POINTS ALREADY EARNED');
    fireEvent.click(within(screen.getByTestId('quiz-modal')).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByTestId('quiz-modal')).toBeNull());
    // Try Again: one tap to the question itself (no result view and Reset & Retry in between).
    fireEvent.click(screen.getByRole('button', { name: 'Try Again: quiz 2' }));
    const retry = await screen.findByTestId('quiz-modal');
    expect(within(retry).getByRole('button', { name: 'Submit Answer' })).toBeTruthy();
    expect(within(retry).queryByTestId('quiz-previous')).toBeNull();
    expect(within(retry).queryByRole('button', { name: /Reset & Retry/ })).toBeNull();
    // Answered wrong before: the answer was shown, so the retry pays nothing.
    expect(within(retry).getByTestId('quiz-worth').textContent).toBe('QUIZ 2 · NO POINTS THIS TIME');
  });

  it('says a quiz reset after its answer was shown pays nothing when it is opened again', async () => {
    serve();
    // Reset & Retry forgot the wrong answer (not in quizCorrect); the server still knows it was shown.
    render(buildUser({ quizRevealed: { 11: true } }));
    // The list says it too, as the header does; the other quiz keeps its price.
    expect((await screen.findByTestId('course-quiz-11')).textContent).toContain('QUIZ 1 · NO POINTS THIS TIME');
    expect(screen.getByTestId('course-quiz-12').textContent).toContain('QUIZ 2 · 20 POINTS');
    fireEvent.click(await screen.findByRole('button', { name: 'Take Quiz: quiz 1' }));
    const modal = await screen.findByTestId('quiz-modal');
    expect(within(modal).getByRole('button', { name: 'Submit Answer' })).toBeTruthy();
    expect(within(modal).getByTestId('quiz-worth').textContent).toBe('QUIZ 1 · NO POINTS THIS TIME');
  });
});
