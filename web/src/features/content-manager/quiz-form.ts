/**
 * The quiz form's values and its rules (docs/product.md#content-manager): a question; four non-empty
 * choices (the save button stays disabled until then); exactly one correct answer among the four,
 * which the admin picks (a new form has none, so a forgotten answer is not saved as A);
 * points 1 to 100, or empty (or not a number) for the server's default from the settings; "general"
 * as the course sends a null course. A try checks them all at once, each one that fails marked at its field (form-marks.ts).
 */
import { shownT } from '@/i18n';
import { QUIZ, type Quiz } from '@contract';

import { markedOr, type Marked, type Marks, missingMark } from './form-marks';

export const CHOICE_COUNT = QUIZ.choices;
export const MIN_POINTS = QUIZ.minPoints;
export const MAX_POINTS = QUIZ.maxPoints;
/** The course select's value for a quiz that belongs to no course. */
export const GENERAL = 'general';

export interface QuizFormValues {
  /** A course id, or GENERAL. */
  course: string;
  question: string;
  choices: string[];
  /** null until the admin picks one. */
  correctAnswer: number | null;
  explanation: string;
  /** As typed. */
  points: string;
}

export interface QuizPayload {
  courseId: number | null;
  question: string;
  choices: string[];
  correctAnswer: number;
  explanation: string;
  /** null: the default points of the settings. */
  points: number | null;
}

export const emptyQuizForm = (course: string = GENERAL): QuizFormValues => ({
  course,
  question: '',
  choices: Array.from({ length: CHOICE_COUNT }, () => ''),
  correctAnswer: null,
  explanation: '',
  points: '',
});

export function quizFormValues(quiz: Quiz): QuizFormValues {
  return {
    course: quiz.courseId === null ? GENERAL : String(quiz.courseId),
    question: quiz.question,
    choices: Array.from({ length: CHOICE_COUNT }, (_, index) => quiz.choices[index] ?? ''),
    correctAnswer: quiz.correctAnswer ?? null,
    explanation: quiz.explanation ?? '',
    points: String(quiz.points),
  };
}

/** Whether all four choices have text (the button is disabled otherwise). */
export const choicesComplete = (values: Pick<QuizFormValues, 'choices'>) =>
  values.choices.length === CHOICE_COUNT && values.choices.every((choice) => choice.trim().length > 0);

/** Points as typed: a whole number, or null (the default) when the text is not a number. */
export function parsePoints(text: string): number | null {
  const points = Number.parseInt(text.trim(), 10);
  return Number.isNaN(points) ? null : points;
}

type QuizField = keyof QuizFormValues;

/** Every field at once: each one that fails is marked (form-marks.ts). */
export function checkQuizForm(values: QuizFormValues): Marked<QuizPayload, QuizField> {
  const marks: Marks<QuizField> = {};
  const courseId = values.course === GENERAL ? null : Number(values.course);
  if (courseId !== null && !(Number.isInteger(courseId) && courseId > 0)) marks.course = missingMark(shownT('cm.check.course'));
  const question = values.question.trim();
  if (!question) marks.question = missingMark(shownT('cm.check.question'));
  if (!choicesComplete(values)) marks.choices = missingMark(shownT('cm.check.choices'));
  const correctAnswer = values.correctAnswer;
  const picked = correctAnswer !== null && Number.isInteger(correctAnswer) && correctAnswer >= 0 && correctAnswer < CHOICE_COUNT;
  if (!picked) marks.correctAnswer = missingMark(shownT('cm.check.pickAnswer'));
  const points = parsePoints(values.points);
  if (points !== null && (points < MIN_POINTS || points > MAX_POINTS)) {
    marks.points = { title: shownT('cm.check.pointsTitle'), text: shownT('cm.check.points', { min: MIN_POINTS, max: MAX_POINTS }) };
  }
  return markedOr(marks, () => ({
    courseId,
    question,
    choices: values.choices.map((choice) => choice.trim()),
    correctAnswer: correctAnswer!,
    explanation: values.explanation.trim(),
    points,
  }));
}
