import { describe, expect, it } from 'vitest';

import { answerToast } from '../api/answer-quiz';
import {
  resetWorthOffering,
  canMarkCompleted,
  canRetake,
  completionToast,
  completionWatchTime,
  correctCount,
  nextCourseAfter,
  nextQuizAfter,
  courseTotal,
  videoPercent,
} from '../progress';

const quizzes = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const withVideo = { videoUrl: 'https://video.example/1', videoPath: null };

describe('course progress maths', () => {
  it("reads the total from the server's courseProgress, 0 for a course not touched", () => {
    expect(courseTotal({ courseProgress: { 3: 64 } }, 3)).toBe(64);
    expect(courseTotal({ courseProgress: { 3: 64 } }, 4)).toBe(0);
  });

  it('counts the video as 100% once completed, else the watch percent (capped)', () => {
    expect(videoPercent(undefined)).toBe(0);
    expect(videoPercent({ percent: 42, isCompleted: false })).toBe(42);
    expect(videoPercent({ percent: 10, isCompleted: true })).toBe(100);
    expect(videoPercent({ percent: 140, isCompleted: false })).toBe(100);
  });

  it('counts the quizzes of the course answered correctly', () => {
    expect(correctCount(quizzes, { 1: true, 2: false, 3: true })).toBe(2);
    // answers to other courses' quizzes do not count
    expect(correctCount(quizzes, { 99: true, 1: true })).toBe(1);
  });

  it('offers Mark as Completed from 90% watched, only while not completed, whatever the quizzes', () => {
    const open = { count: 2, correct: 0 };
    expect(canMarkCompleted(withVideo, { percent: 89, isCompleted: false }, open)).toBe(false);
    expect(canMarkCompleted(withVideo, { percent: 90, isCompleted: false }, open)).toBe(true);
    expect(canMarkCompleted(withVideo, { percent: 100, isCompleted: true }, open)).toBe(false);
    expect(canMarkCompleted(withVideo, undefined, open)).toBe(false);
  });

  it('offers Mark as Completed for a course without a video once every quiz is right, never at 0 % with quizzes open', () => {
    const noVideo = { videoUrl: null, videoPath: null };
    expect(canMarkCompleted(noVideo, { percent: 0, isCompleted: false }, { count: 2, correct: 0 })).toBe(false);
    expect(canMarkCompleted(noVideo, { percent: 0, isCompleted: false }, { count: 2, correct: 1 })).toBe(false);
    expect(canMarkCompleted(noVideo, { percent: 0, isCompleted: false }, { count: 2, correct: 2 })).toBe(true);
    expect(canMarkCompleted(noVideo, { percent: 100, isCompleted: true }, { count: 2, correct: 2 })).toBe(false);
    // No video and no quizzes: the materials are all there is, so only the learner can say so.
    expect(canMarkCompleted(noVideo, { percent: 0, isCompleted: false }, { count: 0, correct: 0 })).toBe(true);
    expect(canMarkCompleted(noVideo, { percent: 0, isCompleted: false }, { count: 0, correct: 0 }, 2)).toBe(true);
    // No lesson at all (no video, quizzes or materials): nothing to complete, so nothing to mark.
    expect(canMarkCompleted(noVideo, { percent: 0, isCompleted: false }, { count: 0, correct: 0 }, 0)).toBe(false);
  });

  it('names the next public course not yet finished, after this one and round to the start', () => {
    const list = [
      { id: 1, isPublic: true },
      { id: 2, isPublic: false },
      { id: 3, isPublic: true },
      { id: 4, isPublic: true },
    ];
    expect(nextCourseAfter(list, 1, {})?.id).toBe(3);
    expect(nextCourseAfter(list, 1, { 3: 100 })?.id).toBe(4);
    expect(nextCourseAfter(list, 4, { 1: 60 })?.id).toBe(1);
    expect(nextCourseAfter(list, 4, { 1: 100, 3: 100 })).toBeNull();
    expect(nextCourseAfter([], 4, {})).toBeNull();
  });

  it('offers Retake Course from a total of 100', () => {
    expect(canRetake(99)).toBe(false);
    expect(canRetake(100)).toBe(true);
  });

  it('sends the whole duration in seconds as the completed watch time, or 100 without a duration', () => {
    expect(completionWatchTime(15)).toBe(900);
    expect(completionWatchTime(null)).toBe(100);
    expect(completionWatchTime(0)).toBe(100);
  });

  it('offers Reset Progress once there is something to redo: 90% watched, completed, or a quiz of the course answered', () => {
    expect(resetWorthOffering(undefined, quizzes, {})).toBe(false);
    expect(resetWorthOffering({ percent: 0, isCompleted: false }, quizzes, { 99: false })).toBe(false);
    // A few seconds into the video is nothing to start over.
    expect(resetWorthOffering({ percent: 13, isCompleted: false }, quizzes, {})).toBe(false);
    expect(resetWorthOffering({ percent: 90, isCompleted: false }, quizzes, {})).toBe(true);
    expect(resetWorthOffering({ percent: 0, isCompleted: true }, quizzes, {})).toBe(true);
    expect(resetWorthOffering({ percent: 0, isCompleted: false }, quizzes, { 2: false })).toBe(true);
  });

  it('toasts "Course Completed!" at a total of 100, else "Video Completed!", with the reward or that it was already paid', () => {
    const done = { progress: { total: 100 } };
    expect(completionToast({ tokensEarned: 15, pointsEarned: 25, ...done })).toEqual({
      title: 'Course Completed!',
      description: 'You earned 15 tokens and 25 leaderboard points.',
    });
    expect(completionToast({ tokensEarned: 15, pointsEarned: 25, progress: { total: 60 } })).toEqual({
      title: 'Video Completed!',
      description: 'You earned 15 tokens and 25 leaderboard points. Answer the quizzes to complete the course.',
    });
    const repeat = completionToast({ tokensEarned: 0, pointsEarned: 0, ...done }, { tokens: 15, points: 25 });
    expect(repeat.title).toBe('Course Completed!');
    expect(repeat.description).toContain('15 tokens and 25 leaderboard points');
    // The reward named is the server's current setting; before it arrives, no number is made up.
    expect(completionToast({ tokensEarned: 0, pointsEarned: 0, ...done }, { tokens: 40, points: 5 }).description).toContain(
      '40 tokens and 5 leaderboard points',
    );
    expect(completionToast({ tokensEarned: 0, pointsEarned: 0, ...done }).description).toBe("You already collected this course's reward.");
  });

  it('toasts "Correct!" with the points earned, or "Incorrect Answer"', () => {
    expect(answerToast({ correct: true, pointsEarned: 20, afterReveal: false })).toMatchObject({ title: 'Correct!', description: 'You earned 20 points.' });
    expect(answerToast({ correct: true, pointsEarned: 0, afterReveal: false }).description).toBe('You already earned the points for this quiz.');
    expect(answerToast({ correct: true, pointsEarned: 0, afterReveal: true }).description).toBe(
      'This counts for your progress. Points are paid only for a right answer given before the answer was shown.',
    );
    expect(answerToast({ correct: false, pointsEarned: 0, afterReveal: false })).toEqual({
      status: 'error',
      title: 'Incorrect Answer',
      description: 'You can reset and try again or review the material.',
    });
  });
});

describe('nextQuizAfter', () => {
  const quizzes = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('the next quiz not yet answered correctly, wrapping to the start; null when all are right', () => {
    expect(nextQuizAfter(quizzes, 1, { 1: true })?.id).toBe(2);
    expect(nextQuizAfter(quizzes, 3, { 3: true })?.id).toBe(1);
    expect(nextQuizAfter(quizzes, 1, { 1: true, 2: true, 3: false })?.id).toBe(3);
    expect(nextQuizAfter(quizzes, null, { 1: true })?.id).toBe(2);
    expect(nextQuizAfter(quizzes, 2, { 1: true, 2: true, 3: true })).toBeNull();
    expect(nextQuizAfter(quizzes, 2, { 1: true, 3: true })).toBeNull();
  });
});
