/**
 * The course-completed moment (docs/product.md#moments): finishing a course (its total reaching 100,
 * by Mark as Completed, the video button or the last right answer) is celebrated on its own, apart
 * from the video's. It says what the course paid the learner in all, as a total (the completion reward
 * the ledger holds, often already celebrated with the video, and the points its quizzes paid) and names the next course as the next step. Worded
 * in the language of the screen that celebrates it (docs/decisions.md, "Languages").
 */
import { paths } from '@/config/paths';
import type { MomentInput } from '@/features/celebrations';
import type { Course, CourseProgress, Quiz, User } from '@contract';
import { isolateInRtl, shownT } from '@/i18n';

import { nextCourseAfter, quizPointsPaid } from './progress';

interface CourseDone {
  course: Pick<Course, 'id' | 'title'>;
  /** The completion reward the server says was paid for this course (null: none, e.g. a reward of 0). */
  rewardPaid: CourseProgress['rewardPaid'];
  quizzes: Pick<Quiz, 'id'>[];
  /** The user after the action that finished the course. */
  user: Pick<User, 'quizPointsPaid' | 'courseProgress'>;
  /** The course list in display order (undefined while it loads: the next step is then the list). */
  courses: Pick<Course, 'id' | 'title' | 'isPublic'>[] | undefined;
}

export function courseCompletedMoment({ course, rewardPaid, quizzes, user, courses }: CourseDone): MomentInput {
  const next = nextCourseAfter(courses ?? [], course.id, user.courseProgress);
  const quizPoints = quizPointsPaid(quizzes, user.quizPointsPaid);
  return {
    kind: 'course',
    title: shownT('course.completed.title'),
    description: next
      ? shownT('course.completed.next', { title: isolateInRtl(course.title), next: isolateInRtl(next.title) })
      : shownT(courses ? 'course.completed.last' : 'course.completed.plain', { title: isolateInRtl(course.title) }),
    tokens: rewardPaid?.tokens ?? 0,
    points: (rewardPaid?.points ?? 0) + quizPoints,
    // A total, never a new payment: the video's moment already said the completion reward as it was paid
    // ("Video Completed! You earned 15 tokens and 25 points"); "quizzes included" when the sum holds quiz points.
    countsLabel: shownT(quizPoints > 0 ? 'course.completed.totalWithQuizzes' : 'course.completed.total'),
    next: next
      ? { label: shownT('course.next.course', { title: isolateInRtl(next.title) }), to: paths.course.getHref(next.id) }
      : { label: shownT('course.next.courses'), to: paths.courses.getHref() },
  };
}
