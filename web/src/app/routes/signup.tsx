import { Navigate, useSearchParams } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { SignupForm } from '@/features/auth/components/signup-form';
import { useCurrentUser } from '@/hooks/use-current-user';

export default function SignupRoute() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  if (user) return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <PageLayout>
      <SignupForm invitation={{ referralCode: params.get('ref'), source: params.get('source') }} />
    </PageLayout>
  );
}
