/**
 * A course's one progress on screen (docs/product.md#courses): the progress card's bar and the train
 * journey both read this view, built in this one place from the server's total (the user's
 * `courseProgress`, the same number the courses list shows) and the facts the total is made of.
 *
 * The rule (computed by the server, described here): the parts a course has count. With a video and
 * quizzes: round(0.6 × video percent + 0.4 × share of quizzes right); only a video: the video
 * percent; only quizzes (no video): the share of quizzes right; the last right answer of a course
 * without a video completes it. The train stands at the total; its Video station is reached when the
 * video is watched to the journey's threshold (the "Video Watched" badge) and its k-th quiz station
 * at the k-th right answer (the first one is the "First Correct Answer" badge).
 */
import type { CourseProgress, Quiz, User } from '@contract';
import { formatNumber, formatPercent, shownT } from '@/i18n';

import { buildJourney, type Journey } from './journey';
import { correctCount, videoPercent } from './progress';

export interface CourseProgressInput {
  hasVideo: boolean;
  /** The server's progress of the course (undefined before it loads or before the learner starts). */
  progress: Pick<CourseProgress, 'percent' | 'isCompleted'> | undefined;
  quizzes: Pick<Quiz, 'id' | 'points'>[];
  quizCorrect: User['quizCorrect'];
  /** The server's total (the user's courseProgress for the course). */
  total: number;
  /** Start Journey was pressed (local state). */
  started: boolean;
}

export interface CourseProgressView {
  total: number;
  hasVideo: boolean;
  /** The video percent (100 once completed). */
  video: number;
  correct: number;
  quizCount: number;
  journey: Journey;
}

export function courseProgressView(input: CourseProgressInput): CourseProgressView {
  const correct = correctCount(input.quizzes, input.quizCorrect);
  const total = Math.min(100, Math.max(0, input.total));
  return {
    total,
    hasVideo: input.hasVideo,
    video: input.hasVideo ? videoPercent(input.progress) : 0,
    correct,
    quizCount: input.quizzes.length,
    journey: buildJourney({
      hasVideo: input.hasVideo,
      watchPercent: input.progress?.percent ?? 0,
      isCompleted: input.progress?.isCompleted ?? false,
      started: input.started,
      quizPoints: input.quizzes.map((quiz) => quiz.points),
      correct,
      total,
    }),
  };
}

/** "Video 13% watched · 1 of 3 quizzes right": what the total is made of, in the screen's language; null for a course with neither. */
export function progressParts(view: Pick<CourseProgressView, 'hasVideo' | 'video' | 'correct' | 'quizCount'>): string | null {
  const parts = [
    ...(view.hasVideo ? [shownT('course.progress.video', { percent: formatPercent(Math.round(view.video)) })] : []),
    ...(view.quizCount > 0 ? [shownT('course.progress.quizzes', { correct: formatNumber(view.correct), count: view.quizCount })] : []),
  ];
  return parts.length > 0 ? parts.join(shownT('course.progress.separator')) : null;
}

/**
 * What a course without a video consists of, said once where the video would be: never a part it
 * does not have (the materials list right under it would say otherwise). A count still loading
 * (undefined) names no part yet.
 */
export function noVideoLine(materialCount: number | undefined, quizCount: number | undefined): string {
  if (materialCount === undefined || quizCount === undefined) return shownT('course.noVideo.unknown');
  if (materialCount > 0 && quizCount > 0) return shownT('course.noVideo.materialsAndQuizzes');
  if (materialCount > 0) return shownT('course.noVideo.materials');
  if (quizCount > 0) return shownT('course.noVideo.quizzes', { count: quizCount });
  return shownT('course.noVideo.nothing');
}

/**
 * How a course without a video is completed, under its progress bar: never "read the materials" for
 * a course that has none (a materials count still loading, undefined, reads as having some).
 */
export function noVideoRule(quizCount: number, materialCount?: number): string {
  if (quizCount > 0) return shownT('course.progress.rule', { count: quizCount });
  return materialCount === 0 ? shownT('course.progress.ruleEmpty') : shownT('course.progress.ruleNone');
}
