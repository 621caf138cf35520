/**
 * Content translations in the content manager (docs/decisions.md, "Languages": content
 * translations): a course's, a quiz's and a challenge's saved translations, how much is translated,
 * and the writes, a course translation's own video and captions among them.
 * A save or removal refreshes the form's translations and the coverage; a refusal for possible
 * income claims is shown at the form (ClaimWarning), not as a toast.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes, type ChallengeTranslationInput, type CourseTranslationInput, type QuizTranslationInput } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { shownT } from '@/i18n';
import { callRoute } from '@/lib/api-client';
import { queryKeys, type QueryKey } from '@/lib/query-keys';

import type { TranslationLocale } from '../translation-form';
import type { CourseFileChange } from './course-writes';
import { translationToasts } from './translation-toasts';

export const useTranslationCoverage = () =>
  useQuery(queryOptions({ queryKey: queryKeys.translationCoverage, queryFn: ({ signal }) => callRoute(routes.translationCoverage, { signal }) }));

export const useCourseTranslations = (id: number) =>
  useQuery(
    queryOptions({ queryKey: queryKeys.courseTranslations(id), queryFn: ({ signal }) => callRoute(routes.courseTranslations, { params: { id }, signal }) }),
  );

export const useQuizTranslations = (id: number) =>
  useQuery(queryOptions({ queryKey: queryKeys.quizTranslations(id), queryFn: ({ signal }) => callRoute(routes.quizTranslations, { params: { id }, signal }) }));

export const useChallengeTranslations = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.challengeTranslations(id),
      queryFn: ({ signal }) => callRoute(routes.challengeTranslations, { params: { challengeId: id }, signal }),
    }),
  );

export interface Target {
  /** The course's, quiz's or challenge's id. */
  id: number;
  locale: TranslationLocale;
  /** What the toast names: the course's or challenge's title, or "quiz 2". */
  name: string;
}

/** What a save and a removal share, whichever the text: the toasts and the lists they refresh. */
const saving = (key: (id: number) => QueryKey) => ({
  ...translationToasts(true),
  showsClaims: true,
  invalidates: ({ id }: Target) => [key(id), queryKeys.translationCoverage],
});
const removing = (key: (id: number) => QueryKey) => ({
  ...translationToasts(false),
  invalidates: ({ id }: Target) => [key(id), queryKeys.translationCoverage],
});

export const useSaveCourseTranslation = () =>
  useApiMutation({
    request: ({ id, locale, body }: Target & { body: CourseTranslationInput }) => callRoute(routes.putCourseTranslation, { params: { id, locale }, body }),
    ...saving(queryKeys.courseTranslations),
  });

export const useRemoveCourseTranslation = () =>
  useApiMutation({
    request: ({ id, locale }: Target) => callRoute(routes.deleteCourseTranslation, { params: { id, locale } }),
    ...removing(queryKeys.courseTranslations),
  });

/** Sets (a path just uploaded) or clears (null) a course translation's own video file or its captions. */
export const useSetCourseTranslationVideo = () =>
  useApiMutation({
    request: ({ id, locale, file }: Omit<Target, 'name'> & { file: CourseFileChange }) =>
      callRoute(routes.setCourseTranslationVideo, { params: { id, locale }, body: file }),
    // Said under the file's part (course-file-upload.tsx): on a phone a toast lands on the next button.
    success: () => null,
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.fileFailed') },
    invalidates: ({ id }) => [queryKeys.courseTranslations(id), queryKeys.courses],
  });

export const useSaveQuizTranslation = () =>
  useApiMutation({
    request: ({ id, locale, body }: Target & { body: QuizTranslationInput }) => callRoute(routes.putQuizTranslation, { params: { id, locale }, body }),
    ...saving(queryKeys.quizTranslations),
  });

export const useRemoveQuizTranslation = () =>
  useApiMutation({
    request: ({ id, locale }: Target) => callRoute(routes.deleteQuizTranslation, { params: { id, locale } }),
    ...removing(queryKeys.quizTranslations),
  });

export const useSaveChallengeTranslation = () =>
  useApiMutation({
    request: ({ id, locale, body }: Target & { body: ChallengeTranslationInput }) =>
      callRoute(routes.putChallengeTranslation, { params: { challengeId: id, locale }, body }),
    ...saving(queryKeys.challengeTranslations),
  });

export const useRemoveChallengeTranslation = () =>
  useApiMutation({
    request: ({ id, locale }: Target) => callRoute(routes.deleteChallengeTranslation, { params: { challengeId: id, locale } }),
    ...removing(queryKeys.challengeTranslations),
  });
