/**
 * Publishing a course (docs/product.md#content-manager): a new course is a draft that only admins
 * see; Publish shows it to learners, Unpublish makes it a draft again. Each asks first, and the
 * question says what learners will see: the video, the materials, the quizzes and what completing
 * it pays.
 */
import type { Course } from '@contract';

/** What the publish question counts; `materials` is 'loading' or 'unknown' (it could not be read) until counted. */
export interface PublishFacts {
  course: Pick<Course, 'title' | 'videoUrl' | 'videoPath'>;
  materials: number | 'loading' | 'unknown';
  quizPoints: number[];
  /** What completing a course pays (GET /api/settings); null while loading. */
  completion: { tokens: number; points: number } | null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const publishQuestion = (course: Pick<Course, 'title'>) => `Publish "${course.title}"?`;

export function publishDetails({ course, materials, quizPoints, completion }: PublishFacts): string[] {
  const video = course.videoPath
    ? 'Its video, played in the course page.'
    : course.videoUrl
      ? 'A link to its video on another site.'
      : 'No video: the course page says it has none.';
  const materialLine =
    materials === 'loading'
      ? 'Its materials (counting them…).'
      : materials === 'unknown'
        ? 'Its materials (they could not be counted just now).'
        : materials === 0
          ? 'No materials.'
          : `${plural(materials, 'material', 'materials')} to open.`;
  const points = quizPoints.reduce((sum, each) => sum + each, 0);
  const quizLine = quizPoints.length === 0 ? 'No quizzes.' : `${plural(quizPoints.length, 'quiz', 'quizzes')}, up to ${points} points.`;
  return [
    'Learners will find it in Courses from now on, with:',
    'Its title, category, duration and description.',
    video,
    materialLine,
    quizLine,
    ...(completion ? [`Completing it pays ${completion.tokens} tokens and ${completion.points} points, once.`] : []),
  ];
}

export const unpublishQuestion = (course: Pick<Course, 'title'>) => `Make "${course.title}" a draft again?`;

export const UNPUBLISH_DETAILS = ['Learners will no longer find it in Courses or open it.', 'Their progress in it is kept for when you publish it again.'];

/** A saved text's toast (`ToastText`'s shape): its title and the sentence under it. */
export interface SavedText {
  title: string;
  description: string;
}

/** The words that start a save's sentence while its course is a draft: a save never sounds as if learners see it already. */
export const SAVED_AS_DRAFT = 'Saved as a draft';

/**
 * What saving a course's edits says: SPEC's "Course Updated", and "Saved as a draft" while it is one
 * (docs/product.md#content-manager).
 */
export function courseSavedText(course: Pick<Course, 'title' | 'isPublic'>): SavedText {
  if (!course.isPublic) return { title: 'Course Updated', description: `${SAVED_AS_DRAFT}: learners see "${course.title}" once you publish it.` };
  return { title: 'Course Updated', description: `"${course.title}" was saved.` };
}

/**
 * What saving a quiz says (SPEC's "Quiz Created" / "Quiz Updated"), by its course: a draft's quiz is
 * "Saved as a draft" (learners see it once the course is published), a published course's is live
 * now, a General quiz is in every learner's Quick Quizzes.
 */
export function quizSavedText(course: Pick<Course, 'title' | 'isPublic'> | null, created: boolean): SavedText {
  const title = created ? 'Quiz Created' : 'Quiz Updated';
  if (course && !course.isPublic) return { title, description: `${SAVED_AS_DRAFT}: learners see it once you publish "${course.title}".` };
  const where = course ? `"${course.title}"` : 'Quick Quizzes';
  return {
    title,
    description: created ? `The quiz was added to ${where}: learners see it now.` : `Your changes to the quiz were saved: learners see them in ${where} now.`,
  };
}
