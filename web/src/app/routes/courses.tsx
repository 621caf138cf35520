import { PageLayout } from '@/components/layouts/page-layout';
import { CoursesList } from '@/features/courses/components/courses-list';
import { useCurrentUser } from '@/hooks/use-current-user';

/** Open to everyone (docs/product.md#audiences-and-roles): logged out, the list reads the same without progress. */
export default function CoursesRoute() {
  const user = useCurrentUser();
  return (
    <PageLayout>
      <CoursesList user={user} />
    </PageLayout>
  );
}
