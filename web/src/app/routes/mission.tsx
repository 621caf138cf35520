import { Navigate, useParams } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { MissionScreen } from '@/features/missions/components/mission-screen';
import { useCurrentUser } from '@/hooks/use-current-user';

export default function MissionRoute() {
  const user = useCurrentUser();
  const { id } = useParams();
  if (!user) return <Navigate to={paths.landing.getHref()} replace />;
  return (
    <PageLayout>
      <MissionScreen missionId={Number(id)} user={user} />
    </PageLayout>
  );
}
