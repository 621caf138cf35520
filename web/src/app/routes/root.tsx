import { Box } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';

import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useT } from '@/i18n';

import { isNavigating, subscribeNavigating } from '../navigation-state';
import { isTranslatedScreen } from '../translated-screens';

import { ScreenLanguage } from './screen-language';

/**
 * A thin gold bar while the next screen's code loads: at once from the router's own state
 * (navigation-state.ts), and for as long as React's view of it says so.
 */
function NavigationProgress() {
  const t = useT();
  const navigating = useSyncExternalStore(subscribeNavigating, isNavigating, () => false);
  const navigation = useNavigation();
  if (!navigating && navigation.state === 'idle') return null;
  return <Box role="progressbar" aria-label={t('shell.loadingPage')} position="fixed" top="0" insetX="0" h="3px" bg="gold.400" zIndex="overlay" />;
}

/** The language of the screen a route shows (its handle says whether it is translated). */
function RouteLanguage() {
  return <ScreenLanguage translated={isTranslatedScreen(useMatches())} />;
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <RouteLanguage />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/**
 * A hard load of a lazily loaded screen, until its code has run: the header's strip and the page's
 * loading shape, never a blank page or a lone spinner (docs/performance.md#first-paint-of-a-route).
 */
export function RootLoading() {
  return (
    <Box minH="100vh">
      <Box h="16" bg="whiteAlpha.900" borderBottomWidth="1px" borderColor="brand.100" />
      <Box maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '5', md: '8' }}>
        <PageSkeleton />
      </Box>
    </Box>
  );
}
