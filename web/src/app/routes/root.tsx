import { Box, Center, Spinner } from '@chakra-ui/react';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';

import { setScreenTranslated } from '@/i18n';

import { isNavigating, subscribeNavigating } from '../navigation-state';
import { isTranslatedScreen } from '../translated-screens';

/**
 * A thin gold bar while the next screen's code loads: at once from the router's own state
 * (navigation-state.ts), and for as long as React's view of it says so.
 */
function NavigationProgress() {
  const navigating = useSyncExternalStore(subscribeNavigating, isNavigating, () => false);
  const navigation = useNavigation();
  if (!navigating && navigation.state === 'idle') return null;
  return <Box role="progressbar" aria-label="Loading page" position="fixed" top="0" insetX="0" h="3px" bg="gold.400" zIndex="overlay" />;
}

/** `<html lang dir>` for the screen on show: the learner's language where the screen is translated, else English. */
function ScreenLanguage() {
  const translated = isTranslatedScreen(useMatches());
  // Before the paint, so an untranslated screen is never drawn right to left first.
  useLayoutEffect(() => setScreenTranslated(translated), [translated]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <ScreenLanguage />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function RootLoading() {
  return (
    <Center minH="100vh">
      <Spinner size="xl" color="brand.600" borderWidth="4px" aria-label="Loading" />
    </Center>
  );
}
