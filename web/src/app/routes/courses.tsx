/**
 * `/courses` (docs/product.md#courses), the phone tab bar's Courses: the courses list, open to
 * everyone (logged out, the list reads the same without progress); signed in, the quick quizzes
 * (`/courses#quick-quizzes`) and the Getting Started Guide (`/courses#getting-started`) under it.
 * Those two load as their own chunks when they come near the viewport, or at once when a link
 * names one of them.
 */
import { Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { GettingStartedGuide, QuickQuizzesPanel } from '@/app/dashboard/panels';
import { revealAllPanels } from '@/app/dashboard/reveal-near-viewport';
import { PageLayout } from '@/components/layouts/page-layout';
import { CoursesList } from '@/features/courses/components/courses-list';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useFragmentInView } from '@/hooks/use-fragment-in-view';

export default function CoursesRoute() {
  const user = useCurrentUser();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) revealAllPanels();
  }, [hash]);
  useFragmentInView();
  return (
    <PageLayout>
      <Stack gap="8">
        <CoursesList user={user} />
        {user ? (
          <>
            <QuickQuizzesPanel user={user} />
            <GettingStartedGuide />
          </>
        ) : null}
      </Stack>
    </PageLayout>
  );
}
