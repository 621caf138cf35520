import { describe, expect, it } from 'vitest';

import { courseCompletedMoment } from '../course-moment';

const course = { id: 1, title: 'Prospecting 101' };
const courses = [
  { id: 1, title: 'Prospecting 101', isPublic: true },
  { id: 2, title: 'Birthday Messages', isPublic: true },
];

describe('the course-completed moment', () => {
  it('counts the completion reward alone as what the course paid when its quizzes paid nothing', () => {
    const moment = courseCompletedMoment({
      course,
      rewardPaid: { tokens: 15, points: 25 },
      quizzes: [],
      user: { quizPointsPaid: {}, courseProgress: { 1: 100 } },
      courses,
    });
    expect(moment).toMatchObject({ tokens: 15, points: 25, countsLabel: 'This course paid you' });
    expect(moment.next).toEqual({ label: 'Next course: Birthday Messages', to: '/course/2' });
  });

  it('says the quizzes are in the sum when they paid points', () => {
    const moment = courseCompletedMoment({
      course,
      rewardPaid: { tokens: 15, points: 25 },
      quizzes: [{ id: 7 }, { id: 8 }],
      user: { quizPointsPaid: { 7: 10, 8: 20, 9: 40 }, courseProgress: { 1: 100, 2: 100 } },
      courses,
    });
    expect(moment).toMatchObject({ tokens: 15, points: 55, countsLabel: 'This course and its quizzes paid you' });
    expect(moment.description).toBe('You finished "Prospecting 101", and with it every course on the line.');
  });
});
