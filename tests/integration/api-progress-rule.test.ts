/**
 * One course progress rule (docs/product.md#courses): the server computes the total once,
 * round(0.6 × video + 0.4 × quiz) (the video alone for a course without quizzes), and sends the
 * same number in the user's courseProgress (what the list, its button and the achievements read)
 * and in the course's progress (the course page). One course walked through video → some quizzes
 * → all quizzes, and a course answered in before any watching.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, closeDb } from '../support/clients';
import { expectBooksBalanced, makeCourses, makeQuiz } from './db-helpers';
import { type Caller, newLearner } from './api-helpers';

interface Progress {
  percent: number;
  quizPercent: number | null;
  total: number;
}
interface UserAnswer {
  user: { courseProgress: Record<string, number>; videoProgress: Record<string, number>; tokens: number; leaderboardPts: number };
}

let learner: Caller;
let courses: Awaited<ReturnType<typeof makeCourses>>;
let quizzes: number[];

beforeAll(async () => {
  [learner, courses] = await Promise.all([newLearner('Pia Progress'), makeCourses()]);
  // Four quizzes, correct answer C (2).
  quizzes = [];
  for (let index = 0; index < 4; index += 1) quizzes.push(await makeQuiz(courses.publicCourse, 2, 5));
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

const as = (method: string, path: string, body?: unknown) => callApi(method, path, { token: learner.token, body });
const base = () => `/api/users/${learner.id}/course-progress`;

/** The course's progress answer and the user's two maps must say the same. */
async function expectEverywhere(courseId: number, expected: Progress, user: UserAnswer['user']) {
  const progress = (await as('GET', `${base()}/${courseId}`)).json as unknown as Progress;
  expect(progress).toMatchObject(expected);
  expect(user.courseProgress[courseId]).toBe(expected.total);
  expect(user.videoProgress[courseId]).toBe(expected.percent);
  const list = (await as('GET', base())).json as unknown as (Progress & { courseId: number })[];
  expect(list.find((row) => row.courseId === courseId)).toMatchObject(expected);
}

describe('one progress rule', () => {
  it('walks a course through video, some quizzes and all quizzes with one total everywhere', async () => {
    const course = courses.publicCourse; // 20 minutes, four quizzes
    const watched = (await as('POST', `${base()}/${course}`, { watchTime: 1200, isCompleted: true })).json as unknown as UserAnswer & {
      progress: Progress;
    };
    // The video done, no quiz right: 60, not 100 (the list used to say 100 and "Review Course").
    expect(watched.progress).toMatchObject({ percent: 100, quizPercent: 0, total: 60 });
    await expectEverywhere(course, { percent: 100, quizPercent: 0, total: 60 }, watched.user);

    await as('POST', `/api/users/${learner.id}/quiz-answer`, { quizId: quizzes[0], answer: 2 });
    await as('POST', `/api/users/${learner.id}/quiz-answer`, { quizId: quizzes[1], answer: 0 }); // wrong
    let answer = (await as('POST', `/api/users/${learner.id}/quiz-answer`, { quizId: quizzes[2], answer: 2 })).json as unknown as UserAnswer;
    // 2 of 4 right: round(60 + 0.4 × 50) = 80.
    await expectEverywhere(course, { percent: 100, quizPercent: 50, total: 80 }, answer.user);

    await as('POST', `/api/users/${learner.id}/quiz-answer`, { quizId: quizzes[1], answer: 2 });
    answer = (await as('POST', `/api/users/${learner.id}/quiz-answer`, { quizId: quizzes[3], answer: 2 })).json as unknown as UserAnswer;
    await expectEverywhere(course, { percent: 100, quizPercent: 100, total: 100 }, answer.user);

    // A reset empties both maps.
    const reset = (await as('POST', `${base()}/${course}/reset`)).json as unknown as UserAnswer;
    expect(reset.user.courseProgress[course]).toBeUndefined();
    expect(reset.user.videoProgress[course]).toBeUndefined();
  });

  it('counts quiz answers before any watching (40% of the quiz share), and a course without quizzes on its video alone', async () => {
    const other = await newLearner('Quinn Quizfirst');
    const course = courses.publicCourse;
    const call = (method: string, path: string, body?: unknown) => callApi(method, path, { token: other.token, body });
    const answer = (await call('POST', `/api/users/${other.id}/quiz-answer`, { quizId: quizzes[0], answer: 2 })).json as unknown as UserAnswer;
    // 1 of 4 right, no video: round(0.4 × 25) = 10.
    expect(answer.user.courseProgress[course]).toBe(10);
    expect(answer.user.videoProgress[course]).toBe(0);

    const noQuizzes = courses.noDurationCourse;
    expect((await call('GET', `/api/users/${other.id}/course-progress/${noQuizzes}`)).json).toMatchObject({ percent: 0, quizPercent: null, total: 0 });
    const half = (await call('POST', `/api/users/${other.id}/course-progress/${noQuizzes}`, { watchTime: 50 })).json as unknown as UserAnswer & {
      progress: Progress;
    };
    expect(half.progress).toMatchObject({ percent: 50, quizPercent: null, total: 50 });
    expect(half.user.courseProgress[noQuizzes]).toBe(50);
  });
});
