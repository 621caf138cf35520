/**
 * Asks before a course is published or made a draft again, saying what learners will see
 * (course-publish.ts); the course's materials are counted as the dialog opens.
 */
import { useCourseMaterials } from '@/features/courses';
import { useSettings } from '@/hooks/use-settings';
import type { Course } from '@contract';

import { useQuizzes } from '../api/get-quizzes';
import { useSetCoursePublic } from '../api/course-writes';
import { publishDetails, publishQuestion, UNPUBLISH_DETAILS, unpublishQuestion } from '../course-publish';
import { ConfirmDialog } from './confirm-dialog';

export function PublishDialog({ course, onClose }: { course: Course | null; onClose: () => void }) {
  const materials = useCourseMaterials(course && !course.isPublic ? course.id : null);
  const quizzes = useQuizzes();
  const completion = useSettings().data?.courseCompletion ?? null;
  const setPublic = useSetCoursePublic();
  if (!course) return <ConfirmDialog question={null} confirmLabel="" onConfirm={onClose} onCancel={onClose} />;
  const publishing = !course.isPublic;
  const details = publishing
    ? publishDetails({
        course,
        materials: materials.data ? materials.data.length : materials.isError ? 'unknown' : 'loading',
        quizPoints: (quizzes.data ?? []).filter((quiz) => quiz.courseId === course.id).map((quiz) => quiz.points),
        completion,
      })
    : UNPUBLISH_DETAILS;
  return (
    <ConfirmDialog
      question={publishing ? publishQuestion(course) : unpublishQuestion(course)}
      details={details}
      confirmLabel={publishing ? 'Publish Course' : 'Make It a Draft'}
      tone={publishing ? 'brand' : 'danger'}
      pending={setPublic.isPending}
      onConfirm={() => setPublic.mutate({ course, isPublic: publishing }, { onSettled: onClose })}
      onCancel={onClose}
    />
  );
}
