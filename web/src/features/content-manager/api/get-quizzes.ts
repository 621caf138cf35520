import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { quizSchema } from '@/features/courses/api/schemas';
import { apiRequestParsed, pathOf, type ApiQueryKey } from '@/lib/api-client';

export const quizzesKey = ['/api/quizzes'] as const satisfies ApiQueryKey;

export const getQuizzesQueryOptions = () =>
  queryOptions({
    queryKey: quizzesKey,
    queryFn: ({ signal }) => apiRequestParsed(z.array(quizSchema), pathOf(quizzesKey), { signal }),
  });

/** Every quiz, general ones included; admins receive the answer key and explanation. */
export const useQuizzes = () => useQuery(getQuizzesQueryOptions());
