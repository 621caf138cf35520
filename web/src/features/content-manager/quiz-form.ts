/**
 * The quiz form's values and its rules (SPEC §5): a question; four non-empty choices (the save
 * button stays disabled until then); exactly one correct answer among the four; points 1 to 100,
 * 10 by default and when the text is not a number; "general" as the course sends a null course.
 */
import type { Quiz } from '@/features/courses/api/schemas';

import type { Checked } from './course-form';

export const CHOICE_COUNT = 4;
export const DEFAULT_POINTS = 10;
export const MIN_POINTS = 1;
export const MAX_POINTS = 100;
/** The course select's value for a quiz that belongs to no course. */
export const GENERAL = 'general';

export interface QuizFormValues {
  /** A course id, or GENERAL. */
  course: string;
  question: string;
  choices: string[];
  correctAnswer: number;
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
  points: number;
}

export const emptyQuizForm = (course: string = GENERAL): QuizFormValues => ({
  course,
  question: '',
  choices: Array.from({ length: CHOICE_COUNT }, () => ''),
  correctAnswer: 0,
  explanation: '',
  points: String(DEFAULT_POINTS),
});

export function quizFormValues(quiz: Quiz): QuizFormValues {
  return {
    course: quiz.courseId === null ? GENERAL : String(quiz.courseId),
    question: quiz.question,
    choices: Array.from({ length: CHOICE_COUNT }, (_, index) => quiz.choices[index] ?? ''),
    correctAnswer: quiz.correctAnswer ?? 0,
    explanation: quiz.explanation ?? '',
    points: String(quiz.points),
  };
}

/** Whether all four choices have text (SPEC §5: the button is disabled otherwise). */
export const choicesComplete = (values: Pick<QuizFormValues, 'choices'>) =>
  values.choices.length === CHOICE_COUNT && values.choices.every((choice) => choice.trim().length > 0);

/** Points as SPEC §5 reads them: a whole number, or 10 when the text is not a number. */
export function parsePoints(text: string): number {
  const points = Number.parseInt(text.trim(), 10);
  return Number.isNaN(points) ? DEFAULT_POINTS : points;
}

export function checkQuizForm(values: QuizFormValues): Checked<QuizPayload> {
  const question = values.question.trim();
  if (!question) return { ok: false, problem: { title: 'Missing Information', description: 'Please enter a question' } };
  if (!choicesComplete(values)) {
    return { ok: false, problem: { title: 'Missing Information', description: 'Please fill in all four choices' } };
  }
  if (!Number.isInteger(values.correctAnswer) || values.correctAnswer < 0 || values.correctAnswer >= CHOICE_COUNT) {
    return { ok: false, problem: { title: 'Missing Information', description: 'Please choose the correct answer' } };
  }
  const points = parsePoints(values.points);
  if (points < MIN_POINTS || points > MAX_POINTS) {
    return { ok: false, problem: { title: 'Invalid Points', description: `Points must be between ${MIN_POINTS} and ${MAX_POINTS}` } };
  }
  const courseId = values.course === GENERAL ? null : Number(values.course);
  if (courseId !== null && !(Number.isInteger(courseId) && courseId > 0)) {
    return { ok: false, problem: { title: 'Missing Information', description: 'Please choose a course or General' } };
  }
  return {
    ok: true,
    payload: {
      courseId,
      question,
      choices: values.choices.map((choice) => choice.trim()),
      correctAnswer: values.correctAnswer,
      explanation: values.explanation.trim(),
      points,
    },
  };
}
