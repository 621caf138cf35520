/**
 * Course progress on screen (docs/product.md#courses). The server owns watch time, completion and the
 * total: `user.courseProgress` holds the one total percent every screen shows (list, buttons,
 * achievements, journey, progress card); these helpers only read it and describe its parts.
 */
import type { Course, CourseProgress, ProgressUpdate, Quiz, Settings, User } from '@contract';
import { shownT } from '@/i18n';

/** Mark as Completed shows from this watch percent on. */
export const MARK_COMPLETED_THRESHOLD = 90;
/** What the video button sends for a course without a duration, where watch time reads as a percent. */
const FULL_WATCH_PERCENT = 100;

/**
 * The watch time that means "watched it all": the whole duration in seconds, or 100 for a course
 * without a duration (the server reads watch time as a percent there).
 */
export function completionWatchTime(durationMinutes: number | null): number {
  return durationMinutes && durationMinutes > 0 ? durationMinutes * 60 : FULL_WATCH_PERCENT;
}

/** Video percent: 100 once completed, else the server's watch percent. */
export function videoPercent(progress: Pick<CourseProgress, 'percent' | 'isCompleted'> | undefined): number {
  if (progress?.isCompleted) return 100;
  return Math.min(100, Math.max(0, progress?.percent ?? 0));
}

/** How many of the course's quizzes the learner has answered correctly. */
export function correctCount(quizzes: Pick<Quiz, 'id'>[], quizCorrect: User['quizCorrect']): number {
  return quizzes.filter((quiz) => quizCorrect[quiz.id] === true).length;
}

/**
 * The points the course's quizzes actually paid, from the server's ledger-backed map: a quiz answered
 * right only after its answer was revealed paid none (docs/product.md#points-for-knowing).
 */
export function quizPointsPaid(quizzes: Pick<Quiz, 'id'>[], paid: User['quizPointsPaid']): number {
  return quizzes.reduce((sum, quiz) => sum + (paid[quiz.id] ?? 0), 0);
}

/** The server's total progress of a course (0 when the learner has not touched it). */
export function courseTotal(user: Pick<User, 'courseProgress'>, courseId: number): number {
  return user.courseProgress[courseId] ?? 0;
}

/** Whether the course has a video: a link, or a file the app plays. */
export const hasVideo = (course: Pick<Course, 'videoUrl' | 'videoPath'>) => Boolean(course.videoUrl || course.videoPath);

/**
 * A course with no lesson at all: no video, quizzes or materials (docs/product.md#courses, "No
 * video"). There is nothing to complete and completing it pays nothing; counts still loading
 * (undefined) do not make it one.
 */
export const hasNoLesson = (withVideo: boolean, quizCount: number | undefined, materialCount: number | undefined): boolean =>
  !withVideo && quizCount === 0 && materialCount === 0;

/**
 * Mark as Completed: only while not completed, and from 90% watched. A course without a video has
 * nothing to watch: there it is offered once every quiz is answered correctly (the course's work is
 * done), or at once when it has no quizzes either (its materials are all there is, and only the
 * learner can say they read them); never beside a 0 % of quizzes still to answer, and never for a
 * course with no lesson at all (no video, quizzes or materials: `materialCount` 0), which has
 * nothing to complete.
 */
export function canMarkCompleted(
  course: Pick<Course, 'videoUrl' | 'videoPath'>,
  progress: Pick<CourseProgress, 'percent' | 'isCompleted'> | undefined,
  quizzes: { count: number; correct: number },
  materialCount?: number,
): boolean {
  if (progress?.isCompleted) return false;
  if (!hasVideo(course)) return quizzes.correct >= quizzes.count && !(quizzes.count === 0 && materialCount === 0);
  return videoPercent(progress) >= MARK_COMPLETED_THRESHOLD;
}

/**
 * The course to take after this one (the course-completed celebration's next step): the next public
 * course in the list's order that the learner has not finished, wrapping round to the start; null
 * when every other course is finished.
 */
export function nextCourseAfter<T extends Pick<Course, 'id' | 'isPublic'>>(courses: T[], currentId: number, courseProgress: User['courseProgress']): T | null {
  return nextInOrder(courses, currentId, (course) => course.isPublic && (courseProgress[course.id] ?? 0) < 100);
}

/** The first item after `afterId` (null: from the start) that `wanted` accepts, wrapping round to the start; never `afterId` itself. */
function nextInOrder<T extends { id: number }>(items: T[], afterId: number | null, wanted: (item: T) => boolean): T | null {
  const at = afterId === null ? -1 : items.findIndex((item) => item.id === afterId);
  const order = [...items.slice(at + 1), ...items.slice(0, Math.max(at, 0))];
  return order.find((item) => item.id !== afterId && wanted(item)) ?? null;
}

/** Retake Course appears once the total reaches 100. */
export const canRetake = (total: number) => total >= 100;

/**
 * Whether Reset Progress is worth offering (docs/product.md#courses): once there is something to
 * redo, the video watched to the share Mark as Completed asks for, or a quiz of the course answered
 * (right or wrong). A newcomer a few seconds into the video is not offered to start over.
 */
export function resetWorthOffering(
  progress: Pick<CourseProgress, 'isCompleted' | 'percent'> | undefined,
  quizzes: Pick<Quiz, 'id'>[],
  quizCorrect: User['quizCorrect'],
): boolean {
  return Boolean(progress?.isCompleted || videoPercent(progress) >= MARK_COMPLETED_THRESHOLD || quizzes.some((quiz) => quiz.id in quizCorrect));
}

/**
 * The completion toast with the reward; a repeat completion (after a reset) is not paid again. The
 * course reward named for a repeat is the server's current setting, when it has arrived. It says
 * "Course Completed!" only when the total is 100, as the course list and stats do; a video completed
 * with quizzes still to answer is "Video Completed!" (docs/product.md#courses). Worded in the screen's language.
 */
export function completionToast(
  update: Pick<ProgressUpdate, 'tokensEarned' | 'pointsEarned'> & { progress: Pick<CourseProgress, 'total'> },
  reward?: Settings['courseCompletion'],
) {
  const done = update.progress.total >= 100;
  const title = shownT(done ? 'course.completed.title' : 'course.video.completedTitle');
  const said =
    update.tokensEarned > 0 || update.pointsEarned > 0
      ? shownT('course.toast.earned', { tokens: update.tokensEarned, points: update.pointsEarned })
      : reward
        ? shownT('course.toast.collected', { tokens: reward.tokens, points: reward.points })
        : shownT('course.toast.collectedPlain');
  return { title, description: done ? said : `${said} ${shownT('course.toast.answerQuizzes')}` };
}

/**
 * The quiz to answer next: the first not yet answered correctly after `afterId` in the list's order,
 * then from the start; null when every quiz is answered correctly (the quiz modal's next step,
 * docs/product.md#moments).
 */
export function nextQuizAfter<T extends Pick<Quiz, 'id'>>(quizzes: T[], afterId: number | null, quizCorrect: User['quizCorrect']): T | null {
  return nextInOrder(quizzes, afterId, (quiz) => quizCorrect[quiz.id] !== true);
}
