/**
 * Asks before a course is published or made a draft again, saying what learners will see
 * (course-publish.ts); the course's materials are counted as the dialog opens (those with a file or a
 * link: learners are not shown one with nothing to open, docs/product.md#courses), and Publish waits
 * for the count (saying so), so the admin never confirms a question still being written. If the
 * count fails the question says so and Publish works: publishing does not depend on the count.
 * Under it, each language whose translations of the course (its text, quizzes and materials) are
 * missing or out of date, and what its learners see then (translation-needs.ts): said, not blocking.
 */
import { useCourseMaterials } from '@/features/courses';
import { useSettings } from '@/hooks/use-settings';
import { useT } from '@/i18n';
import { materialOpens, type Course } from '@contract';

import { useQuizzes } from '../api/get-quizzes';
import { useSetCoursePublic } from '../api/course-writes';
import { useTranslationCoverage } from '../api/translations';
import { courseTranslationCounts, coursePublishTranslationLine } from '../translation-needs';
import { publishDetails, publishQuestion, unpublishDetails, unpublishQuestion } from '../course-publish';
import { ConfirmDialog } from './confirm-dialog';

export function PublishDialog({ course, onClose }: { course: Course | null; onClose: () => void }) {
  const materials = useCourseMaterials(course && !course.isPublic ? course.id : null);
  const quizzes = useQuizzes();
  const completion = useSettings().data?.courseCompletion ?? null;
  const setPublic = useSetCoursePublic();
  const coverage = useTranslationCoverage();
  const t = useT();
  if (!course) return <ConfirmDialog question={null} confirmLabel="" onConfirm={onClose} onCancel={onClose} />;
  const publishing = !course.isPublic;
  // What learners will be shown: a material with nothing to open is not.
  const shown = materials.data?.filter(materialOpens);
  const counted = shown ? shown.length : materials.isError ? 'unknown' : 'loading';
  const own = (quizzes.data ?? []).filter((quiz) => quiz.courseId === course.id);
  const translationLines =
    coverage.data && shown
      ? courseTranslationCounts(coverage.data, {
          id: course.id,
          quizIds: own.map((quiz) => quiz.id),
          materialIds: shown.map((material) => material.id),
        })
          .map(coursePublishTranslationLine)
          .filter((line): line is string => line !== null)
      : [];
  const details = publishing
    ? [...publishDetails({ course, materials: counted, quizPoints: own.map((quiz) => quiz.points), completion }), ...translationLines]
    : unpublishDetails();
  return (
    <ConfirmDialog
      question={publishing ? publishQuestion(course) : unpublishQuestion(course)}
      details={details}
      confirmLabel={publishing ? t('cm.publish.confirm') : t('cm.publish.draft')}
      tone={publishing ? 'brand' : 'danger'}
      pending={setPublic.isPending}
      waitingFor={publishing && counted === 'loading' ? t('cm.publish.counting') : null}
      onConfirm={() => setPublic.mutate({ course, isPublic: publishing }, { onSettled: onClose })}
      onCancel={onClose}
    />
  );
}
