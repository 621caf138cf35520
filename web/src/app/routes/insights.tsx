import { PageLayout } from '@/components/layouts/page-layout';
import { AccessDenied, NoUserSession } from '@/features/content-manager/components/access-screens';
import { InsightsScreen } from '@/features/insights';
import { useCurrentUser } from '@/hooks/use-current-user';

const WHAT = 'the insights';

/**
 * Administrators only (docs/product.md#insights), turned away as the content manager turns them; the
 * server refuses the data to anyone else as well (GET /api/insights: 403). This route's chunk is the
 * only one that loads the chart library.
 */
export default function InsightsRoute() {
  const user = useCurrentUser();
  return <PageLayout>{!user ? <NoUserSession what={WHAT} /> : user.isAdmin ? <InsightsScreen /> : <AccessDenied what={WHAT} />}</PageLayout>;
}
