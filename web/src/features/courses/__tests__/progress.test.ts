import { describe, expect, it } from 'vitest';

import { answerToast } from '../api/answer-quiz';
import {
  canMarkCompleted,
  canRetake,
  completionToast,
  completionWatchTime,
  correctCount,
  hasStarted,
  quizPercent,
  totalProgress,
  videoPercent,
} from '../progress';

const quizzes = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const withVideo = { videoUrl: 'https://video.example/1' };

describe('course progress maths (SPEC §4, §9)', () => {
  it('weights video 60% and quizzes 40%, rounded', () => {
    expect(totalProgress(0, 0)).toBe(0);
    expect(totalProgress(100, 100)).toBe(100);
    expect(totalProgress(100, 0)).toBe(60);
    expect(totalProgress(0, 100)).toBe(40);
    expect(totalProgress(50, 50)).toBe(50);
    // 0.6 × 33 + 0.4 × 33.33… = 33.13… → 33; 0.6 × 91 + 0.4 × 25 = 64.6 → 65
    expect(totalProgress(33, 100 / 3)).toBe(33);
    expect(totalProgress(91, 25)).toBe(65);
  });

  it('counts the video as 100% once completed, else the watch percent (capped)', () => {
    expect(videoPercent(undefined)).toBe(0);
    expect(videoPercent({ percent: 42, isCompleted: false })).toBe(42);
    expect(videoPercent({ percent: 10, isCompleted: true })).toBe(100);
    expect(videoPercent({ percent: 140, isCompleted: false })).toBe(100);
  });

  it('quiz percent is the share answered correctly, 100 without quizzes', () => {
    expect(quizPercent([], {})).toBe(100);
    expect(quizPercent(quizzes, {})).toBe(0);
    expect(quizPercent(quizzes, { 1: true, 2: false, 3: true })).toBe(50);
    expect(quizPercent(quizzes, { 1: true, 2: true, 3: true, 4: true })).toBe(100);
    // answers to other courses' quizzes do not count
    expect(correctCount(quizzes, { 99: true, 1: true })).toBe(1);
  });

  it('offers Mark as Completed from 90% watched, only while not completed', () => {
    expect(canMarkCompleted(withVideo, { percent: 89, isCompleted: false })).toBe(false);
    expect(canMarkCompleted(withVideo, { percent: 90, isCompleted: false })).toBe(true);
    expect(canMarkCompleted(withVideo, { percent: 100, isCompleted: true })).toBe(false);
    expect(canMarkCompleted(withVideo, undefined)).toBe(false);
  });

  it('offers Mark as Completed at once for a course without a video (nothing to watch)', () => {
    expect(canMarkCompleted({ videoUrl: null }, { percent: 0, isCompleted: false })).toBe(true);
    expect(canMarkCompleted({ videoUrl: null }, { percent: 100, isCompleted: true })).toBe(false);
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

  it('has something to reset once watched, completed or any of its quizzes answered', () => {
    expect(hasStarted(undefined, quizzes, {})).toBe(false);
    expect(hasStarted({ watchTime: 0, isCompleted: false }, quizzes, { 99: false })).toBe(false);
    expect(hasStarted({ watchTime: 30, isCompleted: false }, quizzes, {})).toBe(true);
    expect(hasStarted({ watchTime: 0, isCompleted: true }, quizzes, {})).toBe(true);
    expect(hasStarted({ watchTime: 0, isCompleted: false }, quizzes, { 2: false })).toBe(true);
  });

  it('toasts "Course Completed!" with the 15 tokens and 25 points, or that they were already paid', () => {
    expect(completionToast({ tokensEarned: 15, pointsEarned: 25 })).toEqual({
      title: 'Course Completed!',
      description: 'You earned 15 tokens and 25 leaderboard points.',
    });
    const repeat = completionToast({ tokensEarned: 0, pointsEarned: 0 });
    expect(repeat.title).toBe('Course Completed!');
    expect(repeat.description).toContain('15 tokens and 25 leaderboard points');
  });

  it('toasts "Correct!" with the points earned, or "Incorrect Answer"', () => {
    expect(answerToast({ correct: true, pointsEarned: 20 })).toMatchObject({ title: 'Correct!', description: 'You earned 20 points.' });
    expect(answerToast({ correct: false, pointsEarned: 0 })).toEqual({
      status: 'error',
      title: 'Incorrect Answer',
      description: 'You can reset and try again or review the material.',
    });
  });
});
