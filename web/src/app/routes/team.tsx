import { Navigate } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { TeamScreen } from '@/features/team';
import { useCurrentUser } from '@/hooks/use-current-user';

/** My Team, for signed-in learners (docs/product.md#my-team); visitors go to the landing page. */
export default function TeamRoute() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.landing.getHref()} replace />;
  return (
    <PageLayout>
      <TeamScreen />
    </PageLayout>
  );
}
