import { useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The learner's review of a quiz they answered: their answer, the correct one and the explanation
 * (docs/product.md#quick-quizzes). Only asked for once the quiz is answered; always re-read when
 * opened, since a Reset & Retry or a new answer changes it.
 */
export const useQuizReview = (userId: string, quizId: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.quizReview(userId, quizId),
    queryFn: ({ signal }) => callRoute(routes.quizReview, { params: { id: userId, quizId }, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
