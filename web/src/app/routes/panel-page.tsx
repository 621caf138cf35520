/**
 * Panels on a page of their own (docs/product.md#navigation): `/league`, `/rewards`, `/invite`,
 * `/earnings`. A visitor without a user goes to `/`, as from the dashboard. The heading of the panel
 * the link named (its fragment, `/rewards#achievements`) or else the page's first panel takes the
 * focus, so a screen reader starts where the link led, and that panel is scrolled into view. The page's
 * name (the nav's, `title`) is its one h1, visually hidden: the panels' own h2 titles already show it
 * (docs/product.md#navigation).
 */
import { Button, Heading, Stack } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';

import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useT } from '@/i18n';
import { fragmentId, useFragmentInView } from '@/hooks/use-fragment-in-view';
import type { User } from '@contract';

interface PanelPageProps {
  /** The page's name, as the nav calls it: its h1. */
  title: string;
  /** The id of the first panel's heading (Panel's `headingId`). */
  headingId: string;
  children: (user: User) => ReactNode;
}

export function PanelPage({ title, headingId, children }: PanelPageProps) {
  const t = useT();
  const user = useCurrentUser();
  const signedIn = user !== null;
  const named = fragmentId(useLocation().hash);
  useFragmentInView();
  useEffect(() => {
    if (!signedIn) return;
    const heading = (named ? document.getElementById(named) : null) ?? document.getElementById(headingId);
    heading?.focus({ preventScroll: true });
  }, [headingId, named, signedIn]);
  if (!user) return <Navigate to={paths.landing.getHref()} replace />;
  return (
    <PageLayout>
      <Stack gap="6" maxW="3xl" mx="auto">
        <Heading as="h1" srOnly>
          {title}
        </Heading>
        <Button asChild variant="ghost" colorPalette="brand" alignSelf="flex-start" size="sm" mb="-2">
          <RouterLink to={paths.dashboard.getHref()}>{t('panelPage.back')}</RouterLink>
        </Button>
        {children(user)}
      </Stack>
    </PageLayout>
  );
}
