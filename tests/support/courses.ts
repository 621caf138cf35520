/**
 * Course content a test makes for itself, straight in the database: a public course (new courses are
 * drafts otherwise: docs/product.md#content-manager) with one quiz whose answer is "People you know".
 */
import { db } from './clients';

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
