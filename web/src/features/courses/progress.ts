/**
 * Course progress maths (SPEC §4, §9). The server owns watch time and completion; these turn them
 * into the numbers the progress card, the stats card and the courses list show.
 */
import type { User } from '@/types/api';

import type { Course, CourseProgress, ProgressUpdate, Quiz } from './api/schemas';

export const COURSE_COMPLETION_TOKENS = 15;
export const COURSE_COMPLETION_POINTS = 25;
/** Mark as Completed shows from this watch percent on. */
export const MARK_COMPLETED_THRESHOLD = 90;
const VIDEO_WEIGHT = 0.6;
const QUIZ_WEIGHT = 0.4;
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

/** Quiz percent: the share answered correctly, 100 when the course has no quizzes. */
export function quizPercent(quizzes: Pick<Quiz, 'id'>[], quizCorrect: User['quizCorrect']): number {
  if (quizzes.length === 0) return 100;
  return (correctCount(quizzes, quizCorrect) / quizzes.length) * 100;
}

/** Total course progress = round(0.6 × video percent + 0.4 × quiz percent). */
export function totalProgress(video: number, quiz: number): number {
  return Math.round(VIDEO_WEIGHT * video + QUIZ_WEIGHT * quiz);
}

/**
 * Mark as Completed: only while not completed, and from 90% watched. A course without a video has
 * nothing to watch (SPEC §4 counts its video as complete), so there it is offered from the start;
 * otherwise such a course could never be completed.
 */
export function canMarkCompleted(
  course: Pick<Course, 'videoUrl'>,
  progress: Pick<CourseProgress, 'percent' | 'isCompleted'> | undefined,
): boolean {
  if (progress?.isCompleted) return false;
  return !course.videoUrl || videoPercent(progress) >= MARK_COMPLETED_THRESHOLD;
}

/** Retake Course appears once the total reaches 100. */
export const canRetake = (total: number) => total >= 100;

/** Whether there is anything for Reset to clear. */
export function hasStarted(progress: Pick<CourseProgress, 'watchTime' | 'isCompleted'> | undefined, quizzes: Pick<Quiz, 'id'>[], quizCorrect: User['quizCorrect']): boolean {
  return Boolean(progress?.isCompleted || (progress?.watchTime ?? 0) > 0 || quizzes.some((quiz) => quiz.id in quizCorrect));
}

/** "Course Completed!" with the reward; a repeat completion (after a reset) is not paid again. */
export function completionToast(update: Pick<ProgressUpdate, 'tokensEarned' | 'pointsEarned'>) {
  if (update.tokensEarned > 0 || update.pointsEarned > 0) {
    return {
      title: 'Course Completed!',
      description: `You earned ${update.tokensEarned} tokens and ${update.pointsEarned} leaderboard points.`,
    };
  }
  return {
    title: 'Course Completed!',
    description: `You already collected this course's ${COURSE_COMPLETION_TOKENS} tokens and ${COURSE_COMPLETION_POINTS} leaderboard points.`,
  };
}
