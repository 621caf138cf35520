/**
 * Course writes: create (a draft), update (edit, publish or make a draft again, reorder one step by
 * sending the neighbour's order, remove the video link, set or clear the video file), delete.
 */
import { routes, type Course, type CreateCourse } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import { courseSavedText } from '../course-publish';

/** Creates a draft; the form then opens it with its next steps, which say it was saved (no toast over the form). */
export function useCreateCourse(onCreated: (course: Course) => void) {
  return useApiMutation({
    request: (payload: CreateCourse) => callRoute(routes.createCourse, { body: payload }),
    success: () => null,
    failure: { title: 'Error', prefix: 'Failed to create course' },
    showsClaims: true,
    invalidates: () => [queryKeys.courses, queryKeys.translationCoverage],
    onSuccess: (result) => onCreated(result.course),
  });
}

export function useUpdateCourse(onUpdated: () => void) {
  return useApiMutation({
    request: ({ id, payload }: { id: number; payload: CreateCourse }) => callRoute(routes.updateCourse, { params: { id }, body: payload }),
    // "Saved as a draft" while it is one (course-publish.ts).
    success: (result) => courseSavedText(result.course),
    failure: { title: 'Error', prefix: 'Failed to update course' },
    showsClaims: true,
    invalidates: () => [queryKeys.courses, queryKeys.translationCoverage],
    onSuccess: onUpdated,
  });
}

/** Publish (learners see it) or make a draft again (docs/product.md#content-manager). */
export function useSetCoursePublic() {
  return useApiMutation({
    request: ({ course, isPublic }: { course: Pick<Course, 'id' | 'title'>; isPublic: boolean }) =>
      callRoute(routes.updateCourse, { params: { id: course.id }, body: { isPublic } }),
    success: (_, { course, isPublic }) =>
      isPublic
        ? { title: 'Course Published', description: `"${course.title}" is in the learners' Courses now.` }
        : { title: 'Course Is a Draft', description: `"${course.title}" is hidden from learners until you publish it again.` },
    failure: { title: 'Error', prefix: 'Failed to change who sees the course' },
    invalidates: () => [queryKeys.courses],
  });
}

export function useRemoveVideo() {
  return useApiMutation({
    request: (course: Pick<Course, 'id' | 'title'>) => callRoute(routes.updateCourse, { params: { id: course.id }, body: { videoUrl: null } }),
    success: (_, course) => ({ title: 'Video Removed', description: `"${course.title}" no longer has a video link.` }),
    failure: { title: 'Error', prefix: 'Failed to remove video' },
    invalidates: () => [queryKeys.courses],
  });
}

/** One of a course's video files: the video the course page plays, or its captions. */
export type CourseFileChange = { videoPath: string | null } | { captionsPath: string | null };

function courseFileToast(title: string, file: CourseFileChange) {
  if ('videoPath' in file) {
    return file.videoPath
      ? { title: 'Video File Saved', description: `"${title}" now plays this video in the course page.` }
      : { title: 'Video File Removed', description: `"${title}" no longer plays a video file.` };
  }
  return file.captionsPath
    ? { title: 'Captions Saved', description: `Learners can turn on captions for "${title}".` }
    : { title: 'Captions Removed', description: `"${title}" no longer has captions.` };
}

/** Sets (a path just uploaded) or clears (null) the course's video file or its captions. */
export function useSetCourseFile() {
  return useApiMutation({
    request: ({ course, file }: { course: Pick<Course, 'id' | 'title'>; file: CourseFileChange }) =>
      callRoute(routes.updateCourse, { params: { id: course.id }, body: file }),
    success: (_, { course, file }) => courseFileToast(course.title, file),
    failure: { title: 'Error', prefix: 'Failed to save the file' },
    invalidates: () => [queryKeys.courses],
  });
}

export interface MoveInput {
  course: Pick<Course, 'id' | 'title'>;
  direction: 'up' | 'down';
  /** The neighbour's order: the server swaps the two atomically. */
  order: number;
}

export function useMoveCourse() {
  return useApiMutation({
    request: ({ course, order }: MoveInput) => callRoute(routes.updateCourse, { params: { id: course.id }, body: { order } }),
    success: (result, { course, direction }) =>
      result.message && result.message !== 'Course Reordered'
        ? { title: 'Course Reordered', description: result.message }
        : { title: 'Course Reordered', description: `"${course.title}" moved ${direction}.` },
    failure: { title: 'Error', prefix: 'Failed to reorder course' },
    invalidates: () => [queryKeys.courses],
  });
}

export function useDeleteCourse(onDeleted: (course: Pick<Course, 'id'>) => void) {
  return useApiMutation({
    request: (course: Pick<Course, 'id' | 'title'>) => callRoute(routes.deleteCourse, { params: { id: course.id } }),
    success: (_, course) => ({ title: 'Course Deleted', description: `"${course.title}" and its materials and quizzes were deleted.` }),
    failure: { title: 'Error', prefix: 'Failed to delete course' },
    // Its materials and quizzes went with it.
    invalidates: () => [queryKeys.courses, queryKeys.materials, queryKeys.courseQuizzesAll, queryKeys.quizzes, queryKeys.translationCoverage],
    onSuccess: (_, course) => onDeleted(course),
  });
}
