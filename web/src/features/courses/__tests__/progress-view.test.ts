import { describe, expect, it } from 'vitest';

import { courseProgressView, noVideoLine, noVideoRule, progressParts, type CourseProgressInput } from '../progress-view';

const three = [
  { id: 1, points: 10 },
  { id: 2, points: 10 },
  { id: 3, points: 10 },
];

interface Row {
  name: string;
  input: Partial<CourseProgressInput>;
  /** The bar's number and the train's position: always the same. */
  total: number;
  parts: string | null;
  reached: string[];
  earned: string[];
  phase: string;
}

const base: CourseProgressInput = { hasVideo: true, progress: undefined, quizzes: three, quizCorrect: {}, total: 0, started: false };

// The totals are the server's (round(0.6 × video + 0.4 × quizzes); a course without a video: its
// quizzes; without quizzes: its video), as app.course_total_percent computes them.
const rows: Row[] = [
  { name: 'nothing done', input: {}, total: 0, parts: 'Video 0% watched · 0 of 3 quizzes right', reached: ['Depot'], earned: [], phase: 'depot' },
  {
    // The walk: 13 % of the video and Quiz 3 right (Quiz 1 wrong). The train said 38 % and "Video" before.
    name: '13 % watched, 1 of 3 right',
    input: { progress: { percent: 13, isCompleted: false }, quizCorrect: { 1: false, 3: true }, total: 21 },
    total: 21,
    parts: 'Video 13% watched · 1 of 3 quizzes right',
    reached: ['Depot', '1 of 3 right'],
    earned: ['all-aboard', 'first-correct'],
    phase: 'quiz',
  },
  {
    name: 'Start Journey pressed, nothing watched',
    input: { started: true },
    total: 0,
    parts: 'Video 0% watched · 0 of 3 quizzes right',
    reached: ['Depot'],
    earned: ['all-aboard'],
    phase: 'traveling',
  },
  {
    name: 'watched to 80 %',
    input: { progress: { percent: 80, isCompleted: false }, total: 48 },
    total: 48,
    parts: 'Video 80% watched · 0 of 3 quizzes right',
    reached: ['Depot', 'Video'],
    earned: ['all-aboard', 'video'],
    phase: 'traveling',
  },
  {
    name: 'video completed, 2 of 3 right',
    input: { progress: { percent: 100, isCompleted: true }, quizCorrect: { 1: true, 2: true }, total: 87 },
    total: 87,
    parts: 'Video 100% watched · 2 of 3 quizzes right',
    reached: ['Depot', 'Video', '1 of 3 right', '2 of 3 right'],
    earned: ['all-aboard', 'video', 'first-correct'],
    phase: 'quiz',
  },
  {
    name: 'finished',
    input: { progress: { percent: 100, isCompleted: true }, quizCorrect: { 1: true, 2: true, 3: true }, total: 100 },
    total: 100,
    parts: 'Video 100% watched · 3 of 3 quizzes right',
    reached: ['Depot', 'Video', '1 of 3 right', '2 of 3 right', '3 of 3 right'],
    earned: ['all-aboard', 'video', 'first-correct', 'destination'],
    phase: 'completed',
  },
  {
    name: 'no video, 1 of 1 right (completed by that answer)',
    input: { hasVideo: false, quizzes: [{ id: 9, points: 10 }], quizCorrect: { 9: true }, progress: { percent: 100, isCompleted: true }, total: 100 },
    total: 100,
    parts: '1 of 1 quiz right',
    reached: ['Depot', '1 of 1 right'],
    earned: ['all-aboard', 'first-correct', 'destination'],
    phase: 'completed',
  },
  {
    name: 'no video, 1 of 2 right',
    input: { hasVideo: false, quizzes: three.slice(0, 2), quizCorrect: { 2: true }, total: 50 },
    total: 50,
    parts: '1 of 2 quizzes right',
    reached: ['Depot', '1 of 2 right'],
    earned: ['all-aboard', 'first-correct'],
    phase: 'quiz',
  },
  {
    name: 'no video and no quizzes, not yet marked',
    input: { hasVideo: false, quizzes: [], total: 0 },
    total: 0,
    parts: null,
    reached: ['Depot'],
    earned: [],
    phase: 'depot',
  },
  {
    name: 'video only, half watched',
    input: { quizzes: [], progress: { percent: 50, isCompleted: false }, total: 50 },
    total: 50,
    parts: 'Video 50% watched',
    reached: ['Depot'],
    earned: ['all-aboard'],
    phase: 'traveling',
  },
];

describe('one progress for a course: the bar, the train and the badges', () => {
  it.each(rows)('$name', (row) => {
    const view = courseProgressView({ ...base, ...row.input });
    expect(view.total).toBe(row.total);
    // The train stands where the bar says.
    expect(view.journey.position).toBe(view.total);
    expect(progressParts(view)).toBe(row.parts);
    expect(view.journey.stations.filter((s) => s.reached).map((s) => s.label)).toEqual(row.reached);
    const earned = view.journey.badges.filter((b) => b.earned).map((b) => b.id);
    expect(earned).toEqual(row.earned);
    expect(view.journey.phase).toBe(row.phase);
    // The stations match the badges: the Video station is the "Video Watched" badge, the first quiz station the first right answer.
    expect(view.journey.stations.find((s) => s.label === 'Video')?.reached ?? false).toBe(earned.includes('video'));
    expect(view.journey.stations.find((s) => s.label.startsWith('1 of '))?.reached ?? false).toBe(earned.includes('first-correct'));
  });

  it('keeps the train on the track whatever the total says, and never past a stop not reached', () => {
    const finished = { progress: { percent: 100, isCompleted: true }, quizCorrect: { 1: true, 2: true, 3: true } };
    expect(courseProgressView({ ...base, ...finished, total: 140 }).journey.position).toBe(100);
    expect(courseProgressView({ ...base, total: -3 }).total).toBe(0);
    // A total ahead of the facts stops at the first station still ahead (the video, nothing watched).
    const ahead = courseProgressView({ ...base, total: 140 }).journey;
    expect(ahead.position).toBe(ahead.stations.find((station) => !station.reached)?.at);
  });
});

describe('a course without a video says what it is, once', () => {
  it.each([
    [undefined, 2, 'This course has no video.'],
    [3, undefined, 'This course has no video.'],
    [3, 2, 'This course has no video: its lesson is in the materials and quizzes below.'],
    [3, 0, 'This course has no video: its lesson is in the materials below.'],
    [0, 1, 'This course has no video and no materials: it is the one quiz below.'],
    [0, 4, 'This course has no video and no materials: it is the 4 quizzes below.'],
    [0, 0, 'This course has no video, materials or quizzes yet.'],
  ] as const)('%s materials, %s quizzes', (materials, quizzes, line) => {
    expect(noVideoLine(materials, quizzes)).toBe(line);
  });

  it('says how it completes', () => {
    expect(noVideoRule(1)).toBe('Your progress is the quiz: answering it right completes the course.');
    expect(noVideoRule(3)).toBe('Your progress is the quizzes: the last right answer completes the course.');
    expect(noVideoRule(0)).toBe('No video and no quizzes: read the materials, then mark the course completed.');
    expect(noVideoRule(0, 2)).toBe('No video and no quizzes: read the materials, then mark the course completed.');
    // Never "read the materials" beside "no materials" (the line where the video would be).
    expect(noVideoRule(0, 0)).toBe('Nothing to complete yet: this course has no lesson so far.');
    expect(noVideoRule(2, 0)).toBe('Your progress is the quizzes: the last right answer completes the course.');
  });
});
