/**
 * How the offline queue names an action (docs/product.md#install-the-app): by what the learner saw
 * when they took it, never by a database id. "Answer Quiz 1 (Selling Basics)" is the quiz's label on
 * its card and the course's title; "Answer quiz 10" named a row of the quizzes table.
 */

/** Where a quiz is: a course's title, or the Quick Quizzes panel for a quiz of no course. */
export interface QuizPlace {
  /** The quiz's label on its card: "Quiz 1". */
  name: string;
  /** The course's title, or "Quick Quizzes". */
  where: string;
}

export const QUICK_QUIZZES = 'Quick Quizzes';

const quoted = (title: string) => `“${title.trim()}”`;

export const actionLabel = {
  station: (station: number) => `Complete Station ${station}`,
  quiz: ({ name, where }: QuizPlace) => `Answer ${name} (${where.trim()})`,
  course: (title: string) => `Complete ${quoted(title)}`,
  video: (title: string) => `Video progress in ${quoted(title)}`,
  checkIn: (title: string) => `Check in to ${quoted(title)}`,
};

/** A quiz's label on its card: its place in the list it is shown in, from 1. */
export const quizName = (number: number) => `Quiz ${number}`;
