/**
 * Content (courses, quizzes with a quiz's explanation, materials, the stations, the daily
 * challenges, rewards and their packs, the income disclosure's words) comes from the api in the
 * learner's language, English where it has no translation (docs/decisions.md, "Languages": content
 * translations). When the learner picks another language, the content already fetched is in the
 * old one: this refetches it, so an open course or quiz follows the switch without a reload.
 */
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { useLocale } from '@/i18n';

/**
 * The first segment of those queries' keys (lib/query-keys.ts: courses and each course, each
 * course's quizzes, all quizzes, the general ones, the stations and each station, the challenges).
 * Named here rather than imported: the app
 * provider is in the landing page's entry chunk, and query-keys brings every route of the contract
 * with it (8.6 KB gzip, over the page's budget). The unit test holds these to query-keys.
 */
const CONTENT_ROOTS: readonly string[] = [
  '/api/courses',
  '/api/course-quizzes',
  '/api/quizzes',
  '/api/general-quizzes',
  '/api/missions',
  '/api/challenges',
  // Materials, the reward catalogue and the income disclosure (in the settings).
  '/api/course-materials',
  '/api/settings',
];

/**
 * The parts of a learner's own keys (`/api/users/{id}/…`) that hold content: a quiz review's
 * explanation, their challenges, their claimed rewards' titles and packs.
 */
const OWN_CONTENT: readonly string[] = ['quiz-review', 'challenges', 'rewards'];

/** Whether a query holds content the api words in the learner's language. */
export function isContentQuery(query: Pick<Query, 'queryKey'>): boolean {
  const key = query.queryKey;
  if (key[0] === '/api/users') return typeof key[2] === 'string' && OWN_CONTENT.includes(key[2]);
  return typeof key[0] === 'string' && CONTENT_ROOTS.includes(key[0]);
}

/**
 * Asks every content query again, in the language now chosen. A first read still on its way went
 * out in the old one, and asking again would only join it (React Query cancels a fetch on its way
 * for a refetch only when the query already has data): so those on their way are cancelled first.
 * Seen after login, when the learner's language arrives with their profile while the page's first
 * reads are out: an Arabic learner's Rewards page kept the reward catalogue in English.
 */
export async function refetchContent(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ predicate: isContentQuery });
  await queryClient.invalidateQueries({ predicate: isContentQuery });
}

export function useContentLanguage(): void {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const shown = useRef(locale);
  useEffect(() => {
    if (locale === shown.current) return;
    shown.current = locale;
    void refetchContent(queryClient).catch(() => undefined);
  }, [locale, queryClient]);
}
