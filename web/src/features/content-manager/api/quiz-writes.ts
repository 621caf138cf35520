/** Quiz writes: create, update, delete. */
import { routes, type Quiz, type QuizInput } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const invalidates = () => [queryKeys.quizzes, queryKeys.courseQuizzesAll];

export function useCreateQuiz(onCreated: () => void) {
  return useApiMutation({
    request: (payload: QuizInput) => callRoute(routes.createQuiz, { body: payload }),
    success: () => ({ title: 'Quiz Created', description: 'The quiz was added to its course: learners see it while the course is published.' }),
    failure: { title: 'Error', prefix: 'Failed to create quiz' },
    invalidates,
    onSuccess: onCreated,
  });
}

export function useUpdateQuiz(onUpdated: () => void) {
  return useApiMutation({
    request: ({ id, payload }: { id: number; payload: QuizInput }) => callRoute(routes.updateQuiz, { params: { id }, body: payload }),
    success: () => ({ title: 'Quiz Updated', description: 'Your changes to the quiz were saved.' }),
    failure: { title: 'Error', prefix: 'Failed to update quiz' },
    invalidates,
    onSuccess: onUpdated,
  });
}

export function useDeleteQuiz(onDeleted: (quiz: Pick<Quiz, 'id'>) => void) {
  return useApiMutation({
    request: (quiz: Pick<Quiz, 'id'>) => callRoute(routes.deleteQuiz, { params: { id: quiz.id } }),
    success: () => ({ title: 'Quiz Deleted', description: 'The quiz was removed.' }),
    failure: { title: 'Error', prefix: 'Failed to delete quiz' },
    invalidates,
    onSuccess: (_, quiz) => onDeleted(quiz),
  });
}
