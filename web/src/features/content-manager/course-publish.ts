/**
 * Publishing a course (docs/product.md#content-manager): a new course is a draft that only admins
 * see; Publish shows it to learners, Unpublish makes it a draft again. Each asks first, and the
 * question says what learners will see: the video, the materials, the quizzes and what completing
 * it pays. The words are the admin's language's (shownT), read as the dialog renders.
 */
import { hasNoLesson, hasVideo } from '@/features/courses';
import { shownT } from '@/i18n';
import type { Course } from '@contract';

/** What the publish question counts; `materials` is 'loading' or 'unknown' (it could not be read) until counted. */
export interface PublishFacts {
  course: Pick<Course, 'title' | 'videoUrl' | 'videoPath'>;
  materials: number | 'loading' | 'unknown';
  quizPoints: number[];
  /** What completing a course pays (GET /api/settings); null while loading. */
  completion: { tokens: number; points: number } | null;
}

export const publishQuestion = (course: Pick<Course, 'title'>) => shownT('cm.publish.question', { title: course.title });

export function publishDetails({ course, materials, quizPoints, completion }: PublishFacts): string[] {
  const video = shownT(course.videoPath ? 'cm.publish.videoFile' : course.videoUrl ? 'cm.publish.videoLink' : 'cm.publish.noVideo');
  const materialLines =
    materials === 'loading'
      ? [shownT('cm.publish.materialsLoading')]
      : materials === 'unknown'
        ? // The count failed: say so, and that publishing does not need it.
          [shownT('cm.publish.materialsUnknown'), shownT('cm.publish.materialsUnknownNote')]
        : [materials === 0 ? shownT('cm.publish.noMaterials') : shownT('cm.publish.materials', { count: materials })];
  const points = quizPoints.reduce((sum, each) => sum + each, 0);
  const quizLine = quizPoints.length === 0 ? shownT('cm.publish.noQuizzes') : shownT('cm.publish.quizzes', { count: quizPoints.length, points });
  // No video, materials or quizzes: the course page says there is nothing to complete yet, and
  // nothing pays (docs/product.md#courses, "No video"), so the question promises no reward.
  const noLesson = hasNoLesson(hasVideo(course), quizPoints.length, typeof materials === 'number' ? materials : undefined);
  const reward = noLesson
    ? [shownT('cm.publish.noLesson')]
    : completion
      ? [shownT('cm.publish.pays', { tokens: completion.tokens, points: completion.points })]
      : [];
  return [shownT('cm.publish.intro'), shownT('cm.publish.basics'), video, ...materialLines, quizLine, ...reward];
}

export const unpublishQuestion = (course: Pick<Course, 'title'>) => shownT('cm.publish.unpublishQuestion', { title: course.title });

export const unpublishDetails = () => [shownT('cm.publish.unpublish1'), shownT('cm.publish.unpublish2')];

/** A saved text's toast (`ToastText`'s shape): its title and the sentence under it. */
export interface SavedText {
  title: string;
  description: string;
}

/**
 * What saving a course's edits says: SPEC's "Course Updated", and "Saved as a draft" while it is one
 * (docs/product.md#content-manager): a save never sounds as if learners see it already.
 */
export function courseSavedText(course: Pick<Course, 'title' | 'isPublic'>): SavedText {
  const title = shownT('cm.toast.courseUpdated');
  if (!course.isPublic) return { title, description: shownT('cm.toast.courseSavedDraft', { title: course.title }) };
  return { title, description: shownT('cm.toast.courseSaved', { title: course.title }) };
}

/**
 * What saving a quiz says (SPEC's "Quiz Created" / "Quiz Updated"), by its course: a draft's quiz is
 * "Saved as a draft" (learners see it once the course is published), a published course's is live
 * now, a General quiz is in every learner's Quick Quizzes.
 */
export function quizSavedText(course: Pick<Course, 'title' | 'isPublic'> | null, created: boolean): SavedText {
  const title = shownT(created ? 'cm.toast.quizCreated' : 'cm.toast.quizUpdated');
  if (course && !course.isPublic) return { title, description: shownT('cm.toast.quizDraft', { title: course.title }) };
  if (!course) return { title, description: shownT(created ? 'cm.toast.quizAddedGeneral' : 'cm.toast.quizChangedGeneral') };
  return { title, description: shownT(created ? 'cm.toast.quizAdded' : 'cm.toast.quizChanged', { title: course.title }) };
}
