/**
 * Course writes (SPEC §7): POST /api/courses, PUT /api/courses/{id} (edit, reorder one step by
 * sending the neighbour's order, remove the video), DELETE /api/courses/{id}.
 */
import { materialsKeyPrefix } from '@/features/courses/api/get-course-materials';
import { courseQuizzesKeyPrefix } from '@/features/courses/api/get-course-quizzes';
import { coursesKey } from '@/features/courses/api/get-courses';
import type { Course } from '@/features/courses/api/schemas';
import { apiRequestParsed } from '@/lib/api-client';

import type { CoursePayload } from '../course-form';
import { useAdminMutation, writeResponseSchema } from './admin-mutation';
import { quizzesKey } from './get-quizzes';

const courseWrite = (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) =>
  apiRequestParsed(writeResponseSchema, path, { method, body });

export function useCreateCourse(onCreated: () => void) {
  return useAdminMutation({
    request: (payload: CoursePayload) => courseWrite('/api/courses', 'POST', payload),
    success: (payload) => ({ title: 'Course Created', description: `"${payload.title}" was added to the course list.` }),
    failure: 'Failed to create course',
    invalidates: () => [coursesKey],
    onSuccess: onCreated,
  });
}

export function useUpdateCourse(onUpdated: () => void) {
  return useAdminMutation({
    request: ({ id, payload }: { id: number; payload: CoursePayload }) => courseWrite(`/api/courses/${id}`, 'PUT', payload),
    success: ({ payload }) => ({ title: 'Course Updated', description: `"${payload.title}" was saved.` }),
    failure: 'Failed to update course',
    invalidates: () => [coursesKey],
    onSuccess: onUpdated,
  });
}

export function useRemoveVideo() {
  return useAdminMutation({
    request: (course: Pick<Course, 'id' | 'title'>) => courseWrite(`/api/courses/${course.id}`, 'PUT', { videoUrl: null }),
    success: (course) => ({ title: 'Video Removed', description: `"${course.title}" no longer has a video link.` }),
    failure: 'Failed to remove video',
    invalidates: () => [coursesKey],
  });
}

export interface MoveInput {
  course: Pick<Course, 'id' | 'title'>;
  direction: 'up' | 'down';
  /** The neighbour's order: the server swaps the two atomically. */
  order: number;
}

export function useMoveCourse() {
  return useAdminMutation({
    request: ({ course, order }: MoveInput) => courseWrite(`/api/courses/${course.id}`, 'PUT', { order }),
    success: ({ course, direction }, result) =>
      result.message && result.message !== 'Course Reordered'
        ? { title: 'Course Reordered', description: result.message }
        : { title: 'Course Reordered', description: `"${course.title}" moved ${direction}.` },
    failure: 'Failed to reorder course',
    invalidates: () => [coursesKey],
  });
}

export function useDeleteCourse(onDeleted: (course: Pick<Course, 'id'>) => void) {
  return useAdminMutation({
    request: (course: Pick<Course, 'id' | 'title'>) => courseWrite(`/api/courses/${course.id}`, 'DELETE'),
    success: (course) => ({ title: 'Course Deleted', description: `"${course.title}" and its materials and quizzes were deleted.` }),
    failure: 'Failed to delete course',
    // Its materials and quizzes went with it.
    invalidates: () => [coursesKey, materialsKeyPrefix, courseQuizzesKeyPrefix, quizzesKey],
    onSuccess: onDeleted,
  });
}
