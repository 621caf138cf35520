import { PageLayout } from '@/components/layouts/page-layout';
import { AccessDenied, NoUserSession } from '@/features/content-manager/components/access-screens';
import { useCurrentUser } from '@/hooks/use-current-user';

import { AdminHome } from '../admin/admin-home';

const WHAT = 'the admin home';

/**
 * Where an administrator lands after logging in (docs/product.md#admin-home); turned away as the
 * content manager turns them (a learner's login lands on Today, so only a typed or kept link leads
 * a learner here). Every figure on it comes from admin-only routes the server refuses to others.
 */
export default function AdminRoute() {
  const user = useCurrentUser();
  return <PageLayout>{!user ? <NoUserSession what={WHAT} /> : user.isAdmin ? <AdminHome user={user} /> : <AccessDenied what={WHAT} />}</PageLayout>;
}
