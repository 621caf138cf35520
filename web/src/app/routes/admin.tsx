import { PageLayout } from '@/components/layouts/page-layout';
import { AccessDenied, NoUserSession } from '@/features/content-manager/components/access-screens';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useT } from '@/i18n';

import { AdminHome } from '../admin/admin-home';

/**
 * Where an administrator lands after logging in (docs/product.md#admin-home); turned away as the
 * content manager turns them (a learner's login lands on Today, so only a typed or kept link leads
 * a learner here). Every figure on it comes from admin-only routes the server refuses to others.
 */
export default function AdminRoute() {
  const t = useT();
  const user = useCurrentUser();
  /** The screen refused, as the access screens' sentences name it. */
  const what = t('admin.home.what');
  return <PageLayout>{!user ? <NoUserSession what={what} /> : user.isAdmin ? <AdminHome user={user} /> : <AccessDenied what={what} />}</PageLayout>;
}
