import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getQuizzesQueryOptions = () => queryOptions({ queryKey: queryKeys.quizzes, queryFn: ({ signal }) => callRoute(routes.listQuizzes, { signal }) });

/** Every quiz, general ones included; admins receive the answer key and explanation. */
export const useQuizzes = () => useQuery(getQuizzesQueryOptions());
