/**
 * Course content a test makes for itself: straight in the database, a public course (new courses are
 * drafts otherwise: docs/product.md#content-manager) with one quiz whose answer is "People you know";
 * or a draft an administrator creates from the admin home.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { db } from './clients';
import { WAIT } from './ui';

export const QUIZ_POINTS = 15;

export async function publicCourseWithOneQuiz(title: string, description: string, videoUrl: string | null = null): Promise<number> {
  const { rows } = await db().query<{ id: string }>(
    `insert into public.courses (title, description, duration, video_url, is_public) values ($1, $2, 5, $3, true) returning id`,
    [title, description, videoUrl],
  );
  const courseId = Number(rows[0]!.id);
  // The quiz and its key in one statement: a quiz without its key is refused at commit.
  await db().query(
    `with quiz as (insert into public.quizzes (course_id, question, choices, points)
                   values ($1, 'Who do you call first?', array['People you know','Strangers','Nobody','Competitors'], $2) returning id)
     insert into public.quiz_keys (quiz_id, correct_answer, explanation) select id, 0, 'Start warm.' from quiz`,
    [courseId, QUIZ_POINTS],
  );
  return courseId;
}

/**
 * After Create Course: the new draft is open in the course form (Edit Course), which leads with its
 * next steps saying it is saved as a draft (docs/product.md#content-manager); no toast says it.
 */
export async function draftOpened(page: Page, title: string): Promise<void> {
  const steps = page.getByRole('form', { name: 'Edit Course' }).getByTestId('draft-next-steps');
  await steps.filter({ hasText: `“${title}” is saved as a draft: learners will see it once you publish it.` }).waitFor(WAIT);
  expect(await page.getByRole('form', { name: 'Edit Course' }).getByLabel('Title').inputValue()).toBe(title);
  expect(await page.getByTestId('toast').filter({ hasText: 'Course Created' }).count()).toBe(0);
  // The form's heading, scrolled to (smoothly), settles below the sticky header, not under it.
  const [heading, header] = await page.evaluate(
    () =>
      new Promise<[number, number]>((resolve) => {
        let last = Number.NaN;
        const settled = setInterval(() => {
          if (window.scrollY !== last) {
            last = window.scrollY;
            return;
          }
          clearInterval(settled);
          resolve([document.getElementById('course-form')!.getBoundingClientRect().top, document.querySelector('header')!.getBoundingClientRect().bottom]);
        }, 250);
      }),
  );
  expect(heading, 'the form heading starts below the header').toBeGreaterThanOrEqual(header - 1);
}

/**
 * An administrator on the admin home creates a course through its "Create a course" link: saved as a
 * draft (docs/product.md#content-manager). Returns its id and its row in the content manager's list.
 */
export async function draftFromAdminHome(page: Page, course: { title: string; description: string; minutes: number }): Promise<{ id: number; row: Locator }> {
  await page.getByRole('link', { name: 'Create a course' }).click();
  const create = page.getByRole('form', { name: 'Create Course' });
  await create.getByLabel('Title').fill(course.title);
  await create.getByLabel('Description').fill(course.description);
  await create.getByLabel('Duration in minutes').fill(String(course.minutes));
  await create.getByRole('button', { name: 'Create Course' }).click();
  await draftOpened(page, course.title);
  const row = page.locator('[data-testid^="admin-course-"]').filter({ hasText: course.title });
  await row.getByTestId('course-visibility').filter({ hasText: 'Draft' }).waitFor(WAIT);
  return { id: Number((await row.getAttribute('data-testid'))!.replace('admin-course-', '')), row };
}
