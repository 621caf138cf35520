import { Box, Center, Spinner } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';

import { isNavigating, subscribeNavigating } from '../navigation-state';

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

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
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
