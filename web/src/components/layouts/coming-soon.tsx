import { ErrorScreen } from '@/components/errors/error-screen';

import { PageLayout } from './page-layout';

/** The seam for screens that are not built yet (courses and the content manager). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <PageLayout>
      <ErrorScreen title={title} message="This part of the line is still under construction." />
    </PageLayout>
  );
}
