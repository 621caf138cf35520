/**
 * One dashboard panel on a page of its own (docs/product.md#navigation): `/invite`, `/league`,
 * `/rewards`. A visitor without a user goes to `/`, as from the dashboard. The panel's heading takes
 * the focus, so a screen reader starts where the link led.
 */
import { Button, Stack } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/use-current-user';
import type { User } from '@contract';

interface PanelPageProps {
  /** The id of the panel's heading (Panel's `headingId`). */
  headingId: string;
  children: (user: User) => ReactNode;
}

export function PanelPage({ headingId, children }: PanelPageProps) {
  const user = useCurrentUser();
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) document.getElementById(headingId)?.focus({ preventScroll: true });
  }, [headingId, signedIn]);
  if (!user) return <Navigate to={paths.landing.getHref()} replace />;
  return (
    <PageLayout>
      <Stack gap="4" maxW="3xl" mx="auto">
        <Button asChild variant="ghost" colorPalette="brand" alignSelf="flex-start" size="sm">
          <RouterLink to={paths.dashboard.getHref()}>← Back to Dashboard</RouterLink>
        </Button>
        {children(user)}
      </Stack>
    </PageLayout>
  );
}
