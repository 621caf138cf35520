/**
 * Quick quizzes, under the courses list (docs/product.md#quick-quizzes): the general quizzes, those tied to
 * no course, with the learner's standing on each. The same quiz modal as a course's quizzes: the
 * result view, points paid once, Reset & Retry, and the review of an answered quiz. The offline
 * queue names its quizzes' place by the panel's title (lib/action-labels.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { useT } from '@/i18n';

import type { Quiz, User } from '@contract';

import { generalQuizzesQueryOptions, useGeneralQuizzes } from '../api/get-general-quizzes';
import { CourseQuizzes } from './course-quizzes';
import { useQuizFromLink } from '../quiz-link';
import { QuizModal } from './quiz-modal';

/** Fetches what the panel shows before it first renders (a deferred panel: app/dashboard/panels.ts). */
export const preloadQuickQuizzesPanel = (queryClient: QueryClient) => queryClient.prefetchQuery(generalQuizzesQueryOptions());

export function QuickQuizzesPanel({ user }: { user: Pick<User, 'id' | 'quizCorrect' | 'quizPointsPaid' | 'quizRevealed'> }) {
  const t = useT();
  const quizzes = useGeneralQuizzes();
  const [open, setOpen] = useState<{ quiz: Quiz; previous: boolean | undefined; retry?: boolean } | null>(null);
  // Wherever the panel is shown, its page opens a quiz from a link (a sent answer's moment).
  const page = `${useLocation().pathname}#quick-quizzes`;
  useQuizFromLink(quizzes.data, (quiz) => setOpen({ quiz, previous: user.quizCorrect[quiz.id] }));
  const number = open ? (quizzes.data ?? []).findIndex((item) => item.id === open.quiz.id) + 1 : 0;
  return (
    <>
      <CourseQuizzes
        title={t('panel.quickQuizzes.title')}
        headingId="quick-quizzes"
        emptyMessage={t('quiz.list.quickEmpty')}
        quizzes={quizzes.data}
        isPending={quizzes.isPending}
        error={quizzes.error}
        onRetry={() => void quizzes.refetch()}
        quizCorrect={user.quizCorrect}
        quizPointsPaid={user.quizPointsPaid}
        quizRevealed={user.quizRevealed}
        onOpen={(quiz, retry) => setOpen({ quiz, previous: user.quizCorrect[quiz.id], retry })}
      />
      <QuizModal
        quiz={open?.quiz ?? null}
        number={number}
        userId={user.id}
        previous={open?.previous}
        retry={open?.retry}
        learner={user}
        onClose={() => setOpen(null)}
        where={t('panel.quickQuizzes.title')}
        page={page}
      />
    </>
  );
}
