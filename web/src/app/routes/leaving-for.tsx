/**
 * A screen that sends a signed-in user on (the login and sign-up forms once they have signed in):
 * the app's header and the next page's loading shape while that page's code loads, instead of the
 * nothing a bare <Navigate> paints meanwhile (docs/performance.md#first-paint-of-a-route).
 */
import { Navigate } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { PageSkeleton } from '@/components/ui/page-skeleton';

export function LeavingFor({ to }: { to: string }) {
  return (
    <PageLayout>
      <PageSkeleton />
      <Navigate to={to} replace />
    </PageLayout>
  );
}
