import { useParams } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { AuthForm, type AuthMode } from '@/features/auth/components/auth-form';
import { useReturnPath } from '@/features/auth/return-to';
import { useCurrentUser } from '@/hooks/use-current-user';

import { useTodayAhead } from '../dashboard/today-ahead';
import { usePreloadToday } from '../screen-code';

import { LeavingFor } from './leaving-for';
import { NotFound } from './not-found';

const isMode = (mode: string | undefined): mode is AuthMode => mode === 'login' || mode === 'register';

export default function AuthRoute() {
  const user = useCurrentUser();
  const { mode } = useParams();
  const returnPath = useReturnPath();
  // Where the form leads: Today's code, fetched while the learner types.
  usePreloadToday();
  // And its moments' dialog, then its reads with the login's answer.
  useTodayAhead(returnPath);
  if (user) return <LeavingFor to={returnPath(user)} />;
  return <PageLayout>{isMode(mode) ? <AuthForm key={mode} mode={mode} /> : <NotFound />}</PageLayout>;
}
