/**
 * Content (courses and quizzes, with a quiz's explanation) comes from the api in the learner's
 * language, English where it has no translation (docs/decisions.md, "Languages": content
 * translations). When the learner picks another language, the content already fetched is in the
 * old one: this refetches it, so an open course or quiz follows the switch without a reload.
 */
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { useLocale } from '@/i18n';
import { queryKeys } from '@/lib/query-keys';

const CONTENT_PREFIXES: readonly (readonly unknown[])[] = [queryKeys.courses, queryKeys.courseQuizzesAll, queryKeys.quizzes, queryKeys.generalQuizzes];

/** Whether a query holds content the api words in the learner's language (a quiz review carries the explanation). */
export function isContentQuery(query: Pick<Query, 'queryKey'>): boolean {
  const key = query.queryKey;
  if (key.includes('quiz-review')) return true;
  return CONTENT_PREFIXES.some((prefix) => prefix.every((part, index) => key[index] === part));
}

export function useContentLanguage(): void {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const shown = useRef(locale);
  useEffect(() => {
    if (locale === shown.current) return;
    shown.current = locale;
    void queryClient.invalidateQueries({ predicate: isContentQuery });
  }, [locale, queryClient]);
}
