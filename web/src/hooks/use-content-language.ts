/**
 * Content (courses, quizzes with a quiz's explanation, materials, rewards and their packs, the
 * income disclosure's words) comes from the api in the learner's language, English where it has no
 * translation (docs/decisions.md, "Languages": content translations). When the learner picks another language, the content already fetched is in the
 * old one: this refetches it, so an open course or quiz follows the switch without a reload.
 */
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { useLocale } from '@/i18n';

/**
 * The first segment of those queries' keys (lib/query-keys.ts: courses and each course, each
 * course's quizzes, all quizzes, the general ones). Named here rather than imported: the app
 * provider is in the landing page's entry chunk, and query-keys brings every route of the contract
 * with it (8.6 KB gzip, over the page's budget). The unit test holds these to query-keys.
 */
const CONTENT_ROOTS: readonly string[] = [
  '/api/courses',
  '/api/course-quizzes',
  '/api/quizzes',
  '/api/general-quizzes',
  // Materials, the reward catalogue and the income disclosure (in the settings).
  '/api/course-materials',
  '/api/settings',
];

/**
 * Whether a query holds content the api words in the learner's language (a quiz review carries the
 * explanation; a learner's claimed rewards, `['/api/users', id, 'rewards']`, their titles and packs).
 */
export function isContentQuery(query: Pick<Query, 'queryKey'>): boolean {
  const key = query.queryKey;
  return key.includes('quiz-review') || (key[0] === '/api/users' && key[2] === 'rewards') || (typeof key[0] === 'string' && CONTENT_ROOTS.includes(key[0]));
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
