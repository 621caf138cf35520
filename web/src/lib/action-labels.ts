/**
 * How the offline queue names an action (docs/product.md#install-the-app): by what the learner saw
 * when they took it, never by a database id. "Answer Quiz 1 (Selling Basics)" is the quiz's label on
 * its card and the course's title; "Answer quiz 10" named a row of the quizzes table. Worded in the
 * language of the screen the action is taken on (docs/decisions.md, "Languages"), when it is queued.
 */
import { formatNumber, shownT, type Translate } from '@/i18n';

/** Where a quiz is: a course's title, or the Quick Quizzes panel for a quiz of no course. */
export interface QuizPlace {
  /** The quiz's label on its card: "Quiz 1". */
  name: string;
  /** The course's title, or "Quick Quizzes". */
  where: string;
}

/** The Quick Quizzes panel's title, the place of a quiz of no course. */
export const quickQuizzes = (t: Translate = shownT) => t('panel.quickQuizzes.title');

export const actionLabel = {
  station: (station: number, t: Translate = shownT) => t('actions.station', { station: formatNumber(station) }),
  quiz: ({ name, where }: QuizPlace, t: Translate = shownT) => t('actions.quiz', { name, where: where.trim() }),
  course: (title: string, t: Translate = shownT) => t('actions.course', { title: title.trim() }),
  video: (title: string, t: Translate = shownT) => t('actions.video', { title: title.trim() }),
  checkIn: (title: string, t: Translate = shownT) => t('actions.checkIn', { title: title.trim() }),
};

/** A quiz's label on its card: its place in the list it is shown in, from 1. */
export const quizName = (number: number, t: Translate = shownT) => t('actions.quizName', { number: formatNumber(number) });
