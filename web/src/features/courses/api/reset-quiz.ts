import { routes } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';

/** Forgets the learner's answer to one quiz so they can try again (Reset & Retry). */
export function useResetQuiz(userId: string) {
  return useApiMutation({
    request: (quizId: number) => callRoute(routes.resetQuiz, { params: { id: userId, quizId } }),
    success: () => ({ title: 'Quiz Reset!', description: 'Choose an answer and try again.' }),
    failure: { title: 'Error', fallback: 'Failed to reset quiz' },
  });
}
