import { routes } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useT } from '@/i18n';
import { callRoute } from '@/lib/api-client';

/** Forgets the learner's answer to one quiz so they can try again (Reset & Retry). */
export function useResetQuiz(userId: string) {
  const t = useT();
  return useApiMutation({
    request: (quizId: number) => callRoute(routes.resetQuiz, { params: { id: userId, quizId } }),
    success: () => ({ title: t('quiz.reset.title'), description: t('quiz.reset.text') }),
    failure: { title: t('quiz.failure.title'), fallback: t('quiz.failure.reset') },
  });
}
