import { PageLayout } from '@/components/layouts/page-layout';
import { AccessDenied, NoUserSession } from '@/features/content-manager/components/access-screens';
import { InsightsScreen } from '@/features/insights';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useT } from '@/i18n';

/**
 * Administrators only (docs/product.md#insights), turned away as the content manager turns them; the
 * server refuses the data to anyone else as well (GET /api/insights: 403). This route's chunk is the
 * only one that loads the chart library.
 */
export default function InsightsRoute() {
  const t = useT();
  const user = useCurrentUser();
  /** The screen refused, as the access screens' sentences name it. */
  const what = t('insights.what');
  return <PageLayout>{!user ? <NoUserSession what={what} /> : user.isAdmin ? <InsightsScreen /> : <AccessDenied what={what} />}</PageLayout>;
}
