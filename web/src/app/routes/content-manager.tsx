import { PageLayout } from '@/components/layouts/page-layout';
import { AccessDenied, NoUserSession } from '@/features/content-manager/components/access-screens';
import { ContentManager } from '@/features/content-manager/components/content-manager';
import { useCurrentUser } from '@/hooks/use-current-user';

/** Administrators only (docs/product.md#audiences-and-roles); the server refuses every write to anyone else as well. */
export default function ContentManagerRoute() {
  const user = useCurrentUser();
  return <PageLayout>{!user ? <NoUserSession /> : user.isAdmin ? <ContentManager /> : <AccessDenied />}</PageLayout>;
}
