import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Under the list's key, so refreshing the list after an edit refreshes the open course too. */
export const getCourseQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.course(id), queryFn: ({ signal }) => callRoute(routes.getCourse, { params: { id }, signal }) });

export const isCourseId = (id: number) => Number.isInteger(id) && id > 0;

/** A course by id; an id that is not a positive whole number never asks the server. */
export const useCourse = (id: number) => useQuery({ ...getCourseQueryOptions(id), enabled: isCourseId(id) });
