/**
 * One course progress rule (docs/product.md#courses): the server computes the total once,
 * round(0.6 × video + 0.4 × quiz) (the video alone for a course without quizzes), and sends the
 * same number in the user's courseProgress (what the list, its button and the achievements read)
 * and in the course's progress (the course page). One course walked through video → some quizzes
 * → all quizzes, a course answered in before any watching, and a course without a video: its
 * quizzes alone, completed (and paid once ever) by the answer that makes them all right.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, closeDb, db } from '../support/clients';
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
interface QuizAnswer extends UserAnswer {
  correct: boolean;
  courseCompleted: (Progress & { isCompleted: boolean; rewardPaid: { tokens: number; points: number } | null }) | null;
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

  it('totals a course without a video on its quizzes, completes it with the answer that makes them all right, and pays that once ever', async () => {
    const reader = await newLearner('Rhea Reader');
    const { rows } = await db().query<{ id: string }>(
      `insert into public.courses (title, description, category, duration, is_public) values ($1, 'No video, two quizzes.', 'training', null, true) returning id`,
      [`No video ${randomUUID().slice(0, 6)}`],
    );
    const course = Number(rows[0]!.id);
    const [first, second] = [await makeQuiz(course, 2, 5), await makeQuiz(course, 2, 5)];
    const answer = async (quizId: number, choice: number) =>
      (await callApi('POST', `/api/users/${reader.id}/quiz-answer`, { token: reader.token, body: { quizId, answer: choice } })).json as unknown as QuizAnswer;

    // Nothing done: 0, not the 60 % a "video counted as done" would give.
    expect((await callApi('GET', `${`/api/users/${reader.id}/course-progress`}/${course}`, { token: reader.token })).json).toMatchObject({
      percent: 0,
      quizPercent: 0,
      total: 0,
      isCompleted: false,
    });
    const one = await answer(first!, 2);
    // 1 of 2 right: 50 (it was round(0.4 × 50) = 20 before), and the course is not completed.
    expect(one.courseCompleted).toBeNull();
    expect(one.user.courseProgress[course]).toBe(50);
    expect((await answer(second!, 0)).courseCompleted).toBeNull(); // wrong
    await callApi('POST', `/api/users/${reader.id}/quiz/${second}/reset`, { token: reader.token });
    const done = await answer(second!, 2);
    expect(done.correct).toBe(true);
    expect(done.courseCompleted).toMatchObject({ isCompleted: true, total: 100, quizPercent: 100, rewardPaid: { tokens: 15, points: 25 } });
    expect(done.user.courseProgress[course]).toBe(100);
    // 15 tokens for the course; 25 + 5 points (the second quiz paid nothing after its answer was shown).
    expect(done.user).toMatchObject({ tokens: 15, leaderboardPts: 30 });

    // Reset and all right again: completed again, never paid again.
    await callApi('POST', `/api/users/${reader.id}/course-progress/${course}/reset`, { token: reader.token });
    await answer(first!, 2);
    const again = await answer(second!, 2);
    expect(again.courseCompleted).toMatchObject({ isCompleted: true, total: 100 });
    expect(again.user).toMatchObject({ tokens: 15, leaderboardPts: 30 });
    // A right answer to a quiz of a completed course completes nothing more.
    expect((await answer(second!, 2)).courseCompleted).toBeNull();
    const paid = await db().query(`select count(*)::int as n from public.ledger where user_id = $1 and reason = 'course_completion'`, [reader.id]);
    expect(paid.rows[0].n).toBe(1);
  });
});
