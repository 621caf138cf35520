/**
 * Course writes: create (a draft), update (edit, publish or make a draft again, reorder one step by
 * sending the neighbour's order, remove the video link, set or clear the video file), delete.
 */
import { routes, type Course, type CreateCourse } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { shownT } from '@/i18n';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import { courseSavedText, type SavedText } from '../course-publish';

/** Creates a draft; the form then opens it with its next steps, which say it was saved (no toast over the form). */
export function useCreateCourse(onCreated: (course: Course) => void) {
  return useApiMutation({
    request: (payload: CreateCourse) => callRoute(routes.createCourse, { body: payload }),
    success: () => null,
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.createCourseFailed') },
    showsClaims: true,
    invalidates: () => [queryKeys.courses, queryKeys.translationCoverage],
    onSuccess: (result) => onCreated(result.course),
  });
}

/**
 * `onUpdated` gets what the save says ("Saved as a draft" while it is one: course-publish.ts) and the
 * course as saved, for the form's save bar (the form stays on the course).
 */
export function useUpdateCourse(onUpdated: (said: SavedText, course: Course) => void) {
  return useApiMutation({
    request: ({ id, payload }: { id: number; payload: CreateCourse }) => callRoute(routes.updateCourse, { params: { id }, body: payload }),
    success: () => null,
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.updateCourseFailed') },
    showsClaims: true,
    invalidates: () => [queryKeys.courses, queryKeys.translationCoverage],
    onSuccess: (result) => onUpdated(courseSavedText(result.course), result.course),
  });
}

/** Publish (learners see it) or make a draft again (docs/product.md#content-manager). */
export function useSetCoursePublic() {
  return useApiMutation({
    request: ({ course, isPublic }: { course: Pick<Course, 'id' | 'title'>; isPublic: boolean }) =>
      callRoute(routes.updateCourse, { params: { id: course.id }, body: { isPublic } }),
    success: (_, { course, isPublic }) =>
      isPublic
        ? { title: shownT('cm.toast.coursePublished'), description: shownT('cm.toast.coursePublishedText', { title: course.title }) }
        : { title: shownT('cm.toast.courseDrafted'), description: shownT('cm.toast.courseDraftedText', { title: course.title }) },
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.publishFailed') },
    invalidates: () => [queryKeys.courses],
  });
}

export function useRemoveVideo() {
  return useApiMutation({
    request: (course: Pick<Course, 'id' | 'title'>) => callRoute(routes.updateCourse, { params: { id: course.id }, body: { videoUrl: null } }),
    success: (_, course) => ({ title: shownT('cm.toast.videoRemoved'), description: shownT('cm.toast.videoRemovedText', { title: course.title }) }),
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.removeVideoFailed') },
    invalidates: () => [queryKeys.courses],
  });
}

/** One of a course's video files: the video the course page plays, or its captions. */
export type CourseFileChange = { videoPath: string | null } | { captionsPath: string | null };

/** Sets (a path just uploaded) or clears (null) the course's video file or its captions. */
export function useSetCourseFile() {
  return useApiMutation({
    request: ({ course, file }: { course: Pick<Course, 'id' | 'title'>; file: CourseFileChange }) =>
      callRoute(routes.updateCourse, { params: { id: course.id }, body: file }),
    // Said under the file's part (course-file-upload.tsx): on a phone a toast lands on the next button.
    success: () => null,
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.fileFailed') },
    invalidates: () => [queryKeys.courses],
  });
}

export interface MoveInput {
  course: Pick<Course, 'id' | 'title'>;
  direction: 'up' | 'down';
  /** The neighbour's order: the server swaps the two atomically. */
  order: number;
}

const movedText = (stayed: boolean, direction: 'up' | 'down') =>
  stayed ? (direction === 'up' ? 'cm.toast.courseFirst' : 'cm.toast.courseLast') : direction === 'up' ? 'cm.toast.courseMovedUp' : 'cm.toast.courseMovedDown';

export function useMoveCourse() {
  return useApiMutation({
    request: ({ course, order }: MoveInput) => callRoute(routes.updateCourse, { params: { id: course.id }, body: { order } }),
    // The server says "Course is already first" (or last) when there was no neighbour to swap with.
    success: (result, { course, direction }) => ({
      title: shownT('cm.toast.courseReordered'),
      description: shownT(movedText(result.message !== undefined && result.message !== 'Course Reordered', direction), { title: course.title }),
    }),
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.reorderFailed') },
    invalidates: () => [queryKeys.courses],
  });
}

export function useDeleteCourse(onDeleted: (course: Pick<Course, 'id'>) => void) {
  return useApiMutation({
    request: (course: Pick<Course, 'id' | 'title'>) => callRoute(routes.deleteCourse, { params: { id: course.id } }),
    success: (_, course) => ({ title: shownT('cm.toast.courseDeleted'), description: shownT('cm.toast.courseDeletedText', { title: course.title }) }),
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.deleteCourseFailed') },
    // Its materials and quizzes went with it.
    invalidates: () => [queryKeys.courses, queryKeys.materials, queryKeys.courseQuizzesAll, queryKeys.quizzes, queryKeys.translationCoverage],
    onSuccess: (_, course) => onDeleted(course),
  });
}
