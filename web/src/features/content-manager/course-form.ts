/**
 * The course form's values and its checks (docs/product.md#content-manager), their words in the admin's
 * language, every field at once, each one that fails marked under it (form-marks.ts): title and description are
 * required ("Please fill in a title"; both empty: "Missing Information" / "Please fill in title and description"); the duration, when given, is
 * parsed to a whole number of minutes ("Invalid Duration"); an empty video link means none, any other must be an http(s) address
 * ("Invalid Video Link": the api's own rule, checked here so its reason shows at the field in the admin's language). The form never sends
 * `isPublic`: a new course is a draft, and publishing is its own action with a confirmation
 * (course-publish.ts).
 */
import { shownT } from '@/i18n';
import { createCourseBody, type Course, type CourseCategory } from '@contract';

import { markedOr, type Marked, type Marks, missingMark } from './form-marks';

/** The api's check of a course's video link (contract/courses.ts); only whether it passes is used. */
const videoLink = createCourseBody.shape.videoUrl;

export interface CourseFormValues {
  title: string;
  description: string;
  category: CourseCategory;
  /** As typed: minutes, or empty. */
  duration: string;
  videoUrl: string;
}

export interface CoursePayload {
  title: string;
  description: string;
  category: CourseCategory;
  duration: number | null;
  videoUrl: string | null;
}

export interface FormProblem {
  title: string;
  description: string;
}

export type Checked<T> = { ok: true; payload: T } | { ok: false; problem: FormProblem };

export const emptyCourseForm: CourseFormValues = {
  title: '',
  description: '',
  category: 'training',
  duration: '',
  videoUrl: '',
};

export function courseFormValues(course: Course | null): CourseFormValues {
  if (!course) return emptyCourseForm;
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    duration: course.duration === null ? '' : String(course.duration),
    videoUrl: course.videoUrl ?? '',
  };
}

type CourseField = keyof CourseFormValues;

/** Title and description both empty (and nothing else wrong): "Please fill in title and description". */
export const courseTogether = (marked: CourseField[]) =>
  marked.length === 2 && marked.includes('title') && marked.includes('description') ? shownT('cm.check.courseFields') : undefined;

/** Every field at once: each one that fails is marked (form-marks.ts). */
export function checkCourseForm(values: CourseFormValues): Marked<CoursePayload, CourseField> {
  const title = values.title.trim();
  const description = values.description.trim();
  const marks: Marks<CourseField> = {};
  if (!title) marks.title = missingMark(shownT('cm.check.title'));
  if (!description) marks.description = missingMark(shownT('cm.check.description'));
  let duration: number | null = null;
  if (values.duration.trim()) {
    duration = Number.parseInt(values.duration.trim(), 10);
    if (!Number.isInteger(duration) || duration < 1) marks.duration = { title: shownT('cm.check.durationTitle'), text: shownT('cm.check.duration') };
  }
  const videoUrl = values.videoUrl.trim() || null;
  if (videoUrl !== null && !videoLink.safeParse(videoUrl).success) {
    marks.videoUrl = { title: shownT('cm.check.videoTitle'), text: shownT('cm.check.video') };
  }
  return markedOr(marks, () => ({ title, description, category: values.category, duration, videoUrl }), courseTogether);
}
