/**
 * Courses that teach on video, in headless Chromium against the real stack (docs/product.md#courses):
 * at 390 and 1280 px, every public demo course's lesson video is first on its page (on the phone,
 * above the fold under the title), shows its real length before it has played (the duration in the
 * WebM's header, read with preload="metadata"), plays (its position moves), and its captions, off at
 * first, can be turned on (a cue becomes active) under the app's Content-Security-Policy. A course
 * an admin made without a video says so in one line, naming only what it has (no Watch button,
 * nothing earned, no Mark as Completed); its progress is its quiz, and the right answer completes
 * it: celebrated as a course of its own, with the next course named as the next step. Partly
 * watched, the bar and the train say the same percent and the Video station waits for its badge;
 * back later, the video resumes where the learner left off (the position this browser kept, else the
 * watched share on another browser) with Start over. A course with no lesson yet offers nothing to
 * mark, start or earn. Every screen is checked with axe and saved to test-results/screenshots.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_FILES } from '../../supabase/local-hooks/seed-files';
import { fileAdmin } from '../integration/api-helpers';
import { launchBrowser } from '../support/browser';
import { callApi, db, signUpUser, stack } from '../support/clients';
import { capture, celebration, logIn, WAIT } from '../support/ui';
import { captionShown } from '../support/video';

const FLOW_TIMEOUT = 300_000;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The seeded public courses that have a lesson video, in display order. */
async function demoCourses(): Promise<{ id: number; title: string; duration: number }[]> {
  const titles = DEMO_FILES.filter((demo) => demo.mimetype === 'video/webm').map((demo) => demo.course);
  const { rows } = await db().query<{ id: string; title: string; duration: number }>(
    'select id, title, duration from public.courses where title = any($1) and is_public order by sort_order',
    [titles],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** What the page's <video> says about itself. */
const videoState = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video')!;
    const track = Array.from(video.textTracks).find((item) => item.kind === 'captions');
    return {
      duration: video.duration,
      currentTime: video.currentTime,
      paused: video.paused,
      readyState: video.readyState,
      trackMode: track?.mode ?? null,
      activeCue: track?.activeCues?.length ? (track.activeCues[0] as VTTCue).text : null,
    };
  });

/**
 * Back on a partly watched lesson, its video starts where the learner left off, says so and offers
 * to start over (docs/product.md#courses): at the position this browser kept (here a seek to 0:20),
 * and on another browser, which kept none, at the watched share of the video's length.
 */
async function resumesWhereLeftOff(
  page: Page,
  course: { id: number; title: string; duration: number },
  length: number,
  learner: Awaited<ReturnType<typeof signUpUser>>,
  viewport: { width: number; height: number },
): Promise<void> {
  const at = (page: Page) => page.evaluate(() => document.querySelector('video')!.currentTime);
  await page.evaluate(() => {
    document.querySelector('video')!.currentTime = 20;
  });
  await page.waitForFunction(() => !document.querySelector('video')!.seeking, undefined, WAIT);
  // The position is kept by the player's 'seeked' handler, a task after `seeking` turns false: a
  // reload before it ran found the position kept at the last pause (a clean clone's miss).
  await page.waitForFunction(
    () => Object.keys(localStorage).some((key) => key.startsWith('mta.videoAt.') && localStorage.getItem(key) === '20'),
    undefined,
    WAIT,
  );
  await page.reload();
  const resumed = page.getByTestId('video-resumed');
  await resumed.filter({ hasText: 'Picked up where you left off, at 0:20.' }).waitFor(WAIT);
  expect(Math.floor(await at(page))).toBe(20);
  await page.getByLabel(`Video: ${course.title}`).scrollIntoViewIfNeeded();
  await capture(page, `course-video-resumed-${viewport.width}`);
  await resumed.getByRole('button', { name: 'Start over' }).click();
  await resumed.waitFor({ state: 'detached', ...WAIT });
  expect(await at(page)).toBe(0);

  // Another browser: a quarter of the lesson watched (the learner's own row), no position kept there.
  await db().query('update public.course_progress set watch_time = $3 where user_id = $1 and course_id = $2', [
    learner.user.id,
    course.id,
    course.duration * 15,
  ]);
  const other = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const second = await other.newPage();
  await logIn(second, learner, `/course/${course.id}`);
  const share = Math.floor(length / 4);
  await second
    .getByTestId('video-resumed')
    .filter({ hasText: `Picked up where you left off, at 0:${String(share).padStart(2, '0')}.` })
    .waitFor(WAIT);
  expect(Math.floor(await at(second))).toBe(share);
  await other.close();
}

async function watchEveryDemoCourse(viewport: { width: number; height: number }): Promise<void> {
  const learner = await signUpUser({ name: `Video Watcher ${viewport.width}` });
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await logIn(page, learner);
  const courses = await demoCourses();
  expect(courses.length).toBe(7);
  for (const [index, course] of courses.entries()) {
    await page.goto(`${stack().appUrl}/course/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor(WAIT);
    const video = page.getByLabel(`Video: ${course.title}`);
    await video.waitFor(WAIT);
    // A lesson video, not a link: nothing to open elsewhere and nothing to mark yet.
    expect(await page.getByRole('button', { name: /Watch Video/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark as Completed' }).count()).toBe(0);

    // Before playing: the header's duration, shown as the lesson's length; the seek bar knows it too.
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, undefined, WAIT);
    const before = await videoState(page);
    expect(before.paused).toBe(true);
    expect(before.currentTime).toBe(0);
    expect(Number.isFinite(before.duration), course.title).toBe(true);
    expect(before.duration).toBeGreaterThanOrEqual(course.duration * 60 * 0.9);
    expect(before.duration).toBeLessThanOrEqual(course.duration * 60);
    const clock = `${Math.floor(before.duration / 60)}:${String(Math.floor(before.duration % 60)).padStart(2, '0')}`;
    await page
      .getByTestId('video-length')
      .filter({ hasText: `${clock} lesson` })
      .waitFor(WAIT);
    // Captions are there but off until the learner chooses them.
    const captions = page.getByRole('button', { name: /^Captions (off|on)$/ });
    await captions.and(page.locator('[aria-pressed="false"]')).waitFor(WAIT);
    // Read once the button is there: the <track> can join the video after its metadata (a parallel
    // clean clone read none before it).
    expect((await videoState(page)).trackMode).toBe('disabled');

    if (index === 0) {
      // The video comes first: on the phone its whole frame is in the first screen, under the title.
      const box = (await video.boundingBox())!;
      const title = (await page.getByRole('heading', { level: 1, name: course.title }).boundingBox())!;
      expect(box.y).toBeGreaterThan(title.y);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await capture(page, `course-video-first-${viewport.width}`);
    }

    // Captions on, then play (muted: no sound in a test): the position moves and a cue becomes active.
    await captions.click();
    await page.getByRole('button', { name: 'Captions on' }).and(page.locator('[aria-pressed="true"]')).waitFor(WAIT);
    await page.evaluate(async () => {
      const element = document.querySelector('video')!;
      element.muted = true;
      await element.play();
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 1, undefined, WAIT);
    await captionShown(page);
    const playing = await videoState(page);
    expect(playing.paused).toBe(false);
    expect(playing.currentTime).toBeGreaterThanOrEqual(1);
    expect(playing.activeCue, course.title).toBeTruthy();
    if (index === 0) {
      // A few seconds played, so the watch time saved on pause is a few percent of the lesson.
      await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 4, undefined, WAIT);
      await page.evaluate(() => document.querySelector('video')!.pause());
      await video.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/course-video-captions-${viewport.width}.png` });
      // Partly watched (saved on pause): one progress, the bar's number is where the train stands,
      // and the Video station is not reached while its badge is locked (docs/product.md#courses).
      const total = page.getByTestId('course-total-progress').filter({ hasText: /^[1-9]\d?%$/ });
      await total.waitFor(WAIT);
      const percent = (await total.textContent())!;
      expect(await page.getByTestId('journey-track').getAttribute('aria-label')).toMatch(
        new RegExp(`^Train ${percent} of the way, your total progress\\. Stations reached: Depot\\. Still ahead: Video\\b`),
      );
      expect(await page.getByTestId('journey-badge-video').getAttribute('data-earned')).toBe('false');
      expect(await page.getByTestId('course-progress-parts').textContent()).toMatch(/^Video \d+% watched · 0 of \d+ quizzes right$/);
      // Nothing to start over yet; Reset Progress is never under the bar.
      expect(
        await page
          .getByRole('region', { name: 'Your Progress' })
          .getByRole('button', { name: /Reset Progress/ })
          .count(),
      ).toBe(0);
      await page.getByRole('region', { name: 'Your Progress' }).scrollIntoViewIfNeeded();
      await capture(page, `course-partly-watched-${viewport.width}`);
      await resumesWhereLeftOff(page, course, before.duration, learner, viewport);
    } else {
      await page.evaluate(() => document.querySelector('video')!.pause());
    }
  }
  await context.close();
}

/** A public course of this file's own, without a video, made by the seeded admin: its id and the admin's token. */
async function publicCourseWithoutVideo(title: string, description: string): Promise<{ courseId: number; token: string }> {
  const { token } = await fileAdmin();
  const created = await callApi('POST', '/api/courses', { token, body: { title, description, duration: 5, isPublic: true } });
  expect(created.status).toBe(201);
  return { courseId: (created.json as { course: { id: number } }).course.id, token };
}

describe('courses that teach on video', () => {
  it(
    'every public demo course shows its length before playing, plays, and turns its captions on at 390 and 1280 px',
    async () => {
      await Promise.all(VIEWPORTS.map(watchEveryDemoCourse));
    },
    FLOW_TIMEOUT,
  );

  it(
    'a course without a video says so once; finished, it is a moment of its own that names the next course',
    async () => {
      const suffix = randomUUID().slice(0, 6);
      const { courseId, token } = await publicCourseWithoutVideo(`Reading Course ${suffix}`, 'One quiz on how to open a first conversation, without a video.');
      const quiz = await callApi('POST', '/api/quizzes', {
        token,
        body: {
          courseId,
          question: `What does this course teach with? (${suffix})`,
          choices: ['Materials and a quiz', 'A video', 'Nothing', 'A phone call'],
          correctAnswer: 0,
          explanation: 'It has no video.',
          points: 10,
        },
      });
      expect(quiz.status).toBe(201);

      for (const viewport of VIEWPORTS) {
        const learner = await signUpUser({ name: `Reader ${viewport.width}` });
        const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await logIn(page, learner, `/course/${courseId}`);
        await page.getByRole('heading', { level: 1, name: `Reading Course ${suffix}` }).waitFor(WAIT);
        // One calm line naming only what the course has (no materials here), nothing to press for a
        // video, nothing earned before anything is done.
        await page.getByTestId('course-no-video').filter({ hasText: 'This course has no video and no materials: it is the one quiz below.' }).waitFor(WAIT);
        // Said once: no empty Course Materials panel below repeating it.
        expect(await page.getByText('No materials for this course yet.').count()).toBe(0);
        expect(await page.getByTestId('course-no-video-rule').textContent()).toBe('Your progress is the quiz: answering it right completes the course.');
        expect(await page.getByTestId('course-total-progress').textContent()).toBe('0%');
        await page.locator('[data-testid="journey-phase"][data-phase="depot"]').waitFor(WAIT);
        expect(await page.getByRole('button', { name: /Watch Video/ }).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Mark as Completed' }).count()).toBe(0);
        expect(await page.getByTestId('journey-badge-video').count()).toBe(0);
        expect(await page.locator('[data-testid^="journey-badge-"][data-earned="true"]').count()).toBe(0);
        expect(await page.getByText("This course doesn't have a video link yet.").count()).toBe(0);
        // What completing it pays, named for the course (not "Video reward"), and when.
        expect(await page.getByText('Course reward', { exact: true }).count()).toBe(1);
        expect(await page.getByTestId('stat-course-reward').textContent()).toBe('15 tokens + 25 points');
        // The description follows the one line right away, on a desktop too (no gap the side column's cards opened).
        const line = await page.getByTestId('course-no-video').boundingBox();
        const about = await page.getByTestId('course-description').boundingBox();
        expect(about!.y - (line!.y + line!.height)).toBeLessThan(40);
        await capture(page, `course-no-video-${viewport.width}`);

        // The quiz right: the course is finished by that answer (never "40 %" beside "Mark as Completed").
        await page.getByRole('button', { name: 'Take Quiz: quiz 1' }).click();
        const modal = page.getByTestId('quiz-modal');
        await modal.getByText('Materials and a quiz').click();
        await modal.getByRole('button', { name: 'Submit Answer' }).click();
        await modal.locator('[data-testid="quiz-result"][data-correct="true"]').waitFor(WAIT);
        await modal.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
        await modal.waitFor({ state: 'detached', ...WAIT });
        const moment = await celebration(page, 'Course Completed!', `You finished "Reading Course ${suffix}".`);
        expect(await moment.getByTestId('reward-counts-label').textContent()).toBe('Your total from this course, quizzes included');
        expect(await moment.getByTestId('reward-tokens').textContent()).toBe('15 tokens');
        expect(await moment.getByTestId('reward-points').textContent()).toBe('35 points');
        const next = moment.getByTestId('celebration-next');
        const label = (await next.textContent()) ?? '';
        expect(label).toMatch(/^Next course: .+/);
        // The first course a learner completes unlocks an achievement: it joins the course's moment.
        await moment.getByTestId('celebration-badge').filter({ hasText: 'First Lesson Learned' }).waitFor(WAIT);
        await capture(page, `course-completed-moment-${viewport.width}`, { dialog: true });
        // Under the moment the page says 100 %, with nothing left to mark.
        expect(await page.getByTestId('course-total-progress').textContent()).toBe('100%');
        expect(await page.getByRole('button', { name: 'Mark as Completed' }).count()).toBe(0);
        // The keepsakes' note says when the reward came: on completing the course (it has no video to complete).
        expect(await page.getByTestId('journey-keepsake-note').textContent()).toMatch(/the course reward when you complete the course\.$/);
        // The next step opens the course it names.
        await next.click();
        await page.getByRole('heading', { level: 1, name: label.replace(/^Next course: /, '') }).waitFor(WAIT);
        expect(page.url()).toMatch(/\/course\/\d+$/);
        expect(page.url()).not.toMatch(new RegExp(`/course/${courseId}$`));
        expect(await page.getByTestId('celebration').count()).toBe(0);
        await context.close();
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    'a course with no lesson yet (no video, materials or quizzes) says so once, offers nothing to mark and earns nothing',
    async () => {
      const suffix = randomUUID().slice(0, 6);
      const { courseId } = await publicCourseWithoutVideo(`Empty Course ${suffix}`, 'Its lesson is still being written.');
      for (const viewport of VIEWPORTS) {
        const learner = await signUpUser({ name: `Early ${viewport.width}` });
        const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await logIn(page, learner, `/course/${courseId}`);
        await page.getByRole('heading', { level: 1, name: `Empty Course ${suffix}` }).waitFor(WAIT);
        await page.getByTestId('course-no-video').filter({ hasText: 'This course has no video, materials or quizzes yet.' }).waitFor(WAIT);
        // The progress card and the journey say the same: nothing to read, mark or start yet.
        expect(await page.getByTestId('course-no-video-rule').textContent()).toBe('Nothing to complete yet: this course has no lesson so far.');
        await page.getByText('The train waits at the depot until this course has its lesson.').waitFor(WAIT);
        expect(await page.getByText(/read the materials/i).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Mark as Completed' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Start Journey' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /Watch Video/ }).count()).toBe(0);
        expect(await page.locator('[data-testid^="journey-badge-"][data-earned="true"]').count()).toBe(0);
        expect(await page.getByTestId('course-total-progress').textContent()).toBe('0%');
        expect(await page.getByTestId('stat-course-reward').textContent()).toBe('Nothing until it has a lesson');
        await capture(page, `course-empty-${viewport.width}`);
        await context.close();
      }
    },
    FLOW_TIMEOUT,
  );
});
