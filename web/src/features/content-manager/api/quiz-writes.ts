/** Quiz writes (SPEC §7): POST /api/quizzes, PUT /api/quizzes/{id}, DELETE /api/quizzes/{id}. */
import { courseQuizzesKeyPrefix } from '@/features/courses/api/get-course-quizzes';
import type { Quiz } from '@/features/courses/api/schemas';
import { apiRequestParsed } from '@/lib/api-client';

import type { QuizPayload } from '../quiz-form';
import { useAdminMutation, writeResponseSchema } from './admin-mutation';
import { quizzesKey } from './get-quizzes';

const invalidates = () => [quizzesKey, courseQuizzesKeyPrefix];

export function useCreateQuiz(onCreated: () => void) {
  return useAdminMutation({
    request: (payload: QuizPayload) => apiRequestParsed(writeResponseSchema, '/api/quizzes', { method: 'POST', body: payload }),
    success: () => ({ title: 'Quiz Created', description: 'The quiz is ready for learners.' }),
    failure: 'Failed to create quiz',
    invalidates,
    onSuccess: onCreated,
  });
}

export function useUpdateQuiz(onUpdated: () => void) {
  return useAdminMutation({
    request: ({ id, payload }: { id: number; payload: QuizPayload }) =>
      apiRequestParsed(writeResponseSchema, `/api/quizzes/${id}`, { method: 'PUT', body: payload }),
    success: () => ({ title: 'Quiz Updated', description: 'Your changes to the quiz were saved.' }),
    failure: 'Failed to update quiz',
    invalidates,
    onSuccess: onUpdated,
  });
}

export function useDeleteQuiz(onDeleted: (quiz: Pick<Quiz, 'id'>) => void) {
  return useAdminMutation({
    request: (quiz: Pick<Quiz, 'id'>) => apiRequestParsed(writeResponseSchema, `/api/quizzes/${quiz.id}`, { method: 'DELETE' }),
    success: () => ({ title: 'Quiz Deleted', description: 'The quiz was removed.' }),
    failure: 'Failed to delete quiz',
    invalidates,
    onSuccess: onDeleted,
  });
}
