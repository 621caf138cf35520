/**
 * A link that opens one quiz on the page that lists it (`/course/3?quiz=12`): the moment of an answer
 * sent from the offline queue links there, so the learner sees the result and the review
 * (docs/product.md#moments). The page opens the quiz once its list has loaded and drops the parameter.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { Quiz } from '@contract';

export const QUIZ_PARAM = 'quiz';

/** `page` with `?quiz=<id>` (before its fragment, if it has one). */
export function quizLink(page: string, quizId: number): string {
  const [path, fragment] = page.split('#', 2);
  const url = new URL(path ?? '', 'http://app.invalid');
  url.searchParams.set(QUIZ_PARAM, String(quizId));
  return `${url.pathname}${url.search}${fragment ? `#${fragment}` : ''}`;
}

/** Opens the quiz the page's `?quiz=` names, once `quizzes` holds it; the parameter is then removed. */
export function useQuizFromLink(quizzes: Quiz[] | undefined, open: (quiz: Quiz) => void): void {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get(QUIZ_PARAM));
  useEffect(() => {
    if (!wanted || !quizzes) return;
    const quiz = quizzes.find((item) => item.id === wanted);
    setParams(
      (current) => {
        current.delete(QUIZ_PARAM);
        return current;
      },
      { replace: true },
    );
    if (quiz) open(quiz);
    // Once per link: `open` is the page's setter of the moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, quizzes]);
}
