/** Quiz writes: create, update, delete. */
import { routes, type Course, type Quiz, type QuizInput } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { shownT } from '@/i18n';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import { quizSavedText, type SavedText } from '../course-publish';

// An English edit may put a translation out of date: the coverage counts again.
const invalidates = () => [queryKeys.quizzes, queryKeys.courseQuizzesAll, queryKeys.translationCoverage];

/** The course a quiz belongs to (null: a General quiz), as the content manager lists it: whether it is a draft. */
export type CourseOf = (courseId: number | null) => Pick<Course, 'id' | 'title' | 'isPublic'> | null;
/** What a save says, and the quiz's course (null: General) whose state it speaks of. */
export type OnQuizSaved = (said: SavedText, course: ReturnType<CourseOf>) => void;

/**
 * Creates a quiz; `onCreated` gets what to say ("Quiz Created" and what it means), which the form says
 * under its buttons: the form stays for the next quiz, and on a phone a toast covered its controls.
 */
export function useCreateQuiz(onCreated: OnQuizSaved, courseOf: CourseOf) {
  return useApiMutation({
    request: (payload: QuizInput) => callRoute(routes.createQuiz, { body: payload }),
    success: () => null,
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.createQuizFailed') },
    showsClaims: true,
    invalidates,
    onSuccess: (result) => {
      const course = courseOf(result.quiz.courseId);
      onCreated(quizSavedText(course, true), course);
    },
  });
}

/** Saves an edit; `onUpdated` gets what to say ("Quiz Updated"), which the form, staying on the quiz, says under its buttons. */
export function useUpdateQuiz(onUpdated: OnQuizSaved, courseOf: CourseOf) {
  return useApiMutation({
    request: ({ id, payload }: { id: number; payload: QuizInput }) => callRoute(routes.updateQuiz, { params: { id }, body: payload }),
    success: () => null,
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.updateQuizFailed') },
    showsClaims: true,
    invalidates,
    onSuccess: (result) => {
      const course = courseOf(result.quiz.courseId);
      onUpdated(quizSavedText(course, false), course);
    },
  });
}

export function useDeleteQuiz(onDeleted: (quiz: Pick<Quiz, 'id'>) => void) {
  return useApiMutation({
    request: (quiz: Pick<Quiz, 'id'>) => callRoute(routes.deleteQuiz, { params: { id: quiz.id } }),
    success: () => ({ title: shownT('cm.toast.quizDeleted'), description: shownT('cm.toast.quizDeletedText') }),
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.deleteQuizFailed') },
    invalidates,
    onSuccess: (_, quiz) => onDeleted(quiz),
  });
}
