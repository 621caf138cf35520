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

/** "Video 13% watched · 1 of 3 quizzes right": what the total is made of; null for a course with neither. */
export function progressParts(view: Pick<CourseProgressView, 'hasVideo' | 'video' | 'correct' | 'quizCount'>): string | null {
  const parts = [
    ...(view.hasVideo ? [`Video ${Math.round(view.video)}% watched`] : []),
    ...(view.quizCount > 0 ? [`${view.correct} of ${view.quizCount} ${view.quizCount === 1 ? 'quiz' : 'quizzes'} right`] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : null;
}

const count = (n: number, one: string, many: string) => `${n === 1 ? 'one' : n} ${n === 1 ? one : many}`;

/**
 * What a course without a video consists of, said once where the video would be: never a part it
 * does not have (the materials list right under it would say otherwise). A count still loading
 * (undefined) names no part yet.
 */
export function noVideoLine(materialCount: number | undefined, quizCount: number | undefined): string {
  if (materialCount === undefined || quizCount === undefined) return 'This course has no video.';
  const quizzes = quizCount > 0 ? count(quizCount, 'quiz', 'quizzes') : null;
  if (materialCount > 0 && quizzes) return 'This course has no video: its lesson is in the materials and quizzes below.';
  if (materialCount > 0) return 'This course has no video: its lesson is in the materials below.';
  if (quizzes) return `This course has no video and no materials: it is the ${quizzes} below.`;
  return 'This course has no video, materials or quizzes yet.';
}

/** How a course without a video is completed, under its progress bar. */
export function noVideoRule(quizCount: number): string {
  return quizCount > 0
    ? `Your progress is the ${quizCount === 1 ? 'quiz' : 'quizzes'}: ${quizCount === 1 ? 'answering it right' : 'the last right answer'} completes the course.`
    : 'No video and no quizzes: read the materials, then mark the course completed.';
}
