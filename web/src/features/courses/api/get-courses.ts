import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { apiRequestParsed, pathOf, type ApiQueryKey } from '@/lib/api-client';

import { courseSchema } from './schemas';

export const coursesKey = ['/api/courses'] as const satisfies ApiQueryKey;

export const getCoursesQueryOptions = () =>
  queryOptions({
    queryKey: coursesKey,
    queryFn: ({ signal }) => apiRequestParsed(z.array(courseSchema), pathOf(coursesKey), { signal }),
  });

/** Courses in display order: public ones for everyone, drafts too for admins (the server decides). */
export const useCourses = () => useQuery(getCoursesQueryOptions());
