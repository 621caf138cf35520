/**
 * `/invite` (docs/product.md#invitations-and-referrals): the invite panel on its own page, with the learner's referrals,
 * where the earnings calculator's call to invite leads. A visitor without a user goes to `/`.
 */
import { Button, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { InvitePanel } from '@/features/invites/components/invite-panel';
import { useCurrentUser } from '@/hooks/use-current-user';

export default function InviteRoute() {
  const user = useCurrentUser();
  useEffect(() => {
    // The panel's heading takes the focus, so a screen reader starts where the call to invite led.
    document.getElementById('invite-panel')?.focus({ preventScroll: true });
  }, []);
  if (!user) return <Navigate to={paths.landing.getHref()} replace />;
  return (
    <PageLayout>
      <Stack gap="4" maxW="3xl" mx="auto">
        <Button asChild variant="ghost" colorPalette="brand" alignSelf="flex-start" size="sm">
          <RouterLink to={paths.dashboard.getHref()}>← Back to Dashboard</RouterLink>
        </Button>
        <InvitePanel user={user} />
      </Stack>
    </PageLayout>
  );
}
