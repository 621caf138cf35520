import { useSearchParams } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { SignupForm } from '@/features/auth/components/signup-form';
import { startPath } from '@/features/auth/return-to';
import { useCurrentUser } from '@/hooks/use-current-user';

import { useTodayAhead } from '../dashboard/today-ahead';
import { usePreloadToday } from '../screen-code';
import { LeavingFor } from './leaving-for';

export default function SignupRoute() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  // Where the form leads: Today's code, fetched while the learner types.
  usePreloadToday();
  // And its moments' dialog, then its reads with the new account's answer.
  useTodayAhead(startPath);
  if (user) return <LeavingFor to={startPath(user)} />;
  return (
    <PageLayout>
      <SignupForm invitation={{ referralCode: params.get('ref'), source: params.get('source') }} />
    </PageLayout>
  );
}
