/**
 * The course form's values and its checks (docs/product.md#content-manager), their words in the admin's
 * language: title and description are required ("Missing Information" / "Please fill in title and description"); the duration, when given, is
 * parsed to a whole number of minutes; an empty video link means none, any other must be an http(s) address
 * (the api's own rule, checked here so its reason shows under the form in the admin's language). The form never sends
 * `isPublic`: a new course is a draft, and publishing is its own action with a confirmation
 * (course-publish.ts).
 */
import { shownT } from '@/i18n';
import { createCourseBody, type Course, type CourseCategory } from '@contract';

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

export function checkCourseForm(values: CourseFormValues): Checked<CoursePayload> {
  const title = values.title.trim();
  const description = values.description.trim();
  if (!title || !description) {
    return { ok: false, problem: { title: shownT('cm.check.missing'), description: shownT('cm.check.courseFields') } };
  }
  let duration: number | null = null;
  if (values.duration.trim()) {
    duration = Number.parseInt(values.duration.trim(), 10);
    if (!Number.isInteger(duration) || duration < 1) {
      return { ok: false, problem: { title: shownT('cm.check.durationTitle'), description: shownT('cm.check.duration') } };
    }
  }
  const videoUrl = values.videoUrl.trim() || null;
  if (videoUrl !== null && !videoLink.safeParse(videoUrl).success) {
    return { ok: false, problem: { title: shownT('cm.check.videoTitle'), description: shownT('cm.check.video') } };
  }
  return { ok: true, payload: { title, description, category: values.category, duration, videoUrl } };
}
