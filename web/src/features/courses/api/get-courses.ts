import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getCoursesQueryOptions = () => queryOptions({ queryKey: queryKeys.courses, queryFn: ({ signal }) => callRoute(routes.listCourses, { signal }) });

/** Courses in display order: public ones for everyone, drafts too for admins (the server decides). */
export const useCourses = () => useQuery(getCoursesQueryOptions());
