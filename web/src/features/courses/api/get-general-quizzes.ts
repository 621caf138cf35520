import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The general quizzes (no course), without the answer key for learners: the dashboard's quick quizzes. */
export const generalQuizzesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.generalQuizzes, queryFn: ({ signal }) => callRoute(routes.generalQuizzes, { signal }) });

export const useGeneralQuizzes = () => useQuery(generalQuizzesQueryOptions());
