/**
 * A screen that sends a signed-in user on (the login and sign-up forms once they have signed in):
 * the next page's loading shape under the app's header (the session layout's, which stays) while that
 * page's code loads, instead of the nothing a bare <Navigate> paints meanwhile
 * (docs/performance.md#first-paint-of-a-route).
 */
import { Navigate } from 'react-router-dom';

import { PageSkeleton } from '@/components/ui/page-skeleton';

export function LeavingFor({ to }: { to: string }) {
  return (
    <>
      <PageSkeleton />
      <Navigate to={to} replace />
    </>
  );
}
