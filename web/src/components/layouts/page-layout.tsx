import { Box, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { useT, type MessageId } from '@/i18n';

import { AppHeader, HEADER_HEIGHT } from './app-header';
import { BottomTabBar, TAB_BAR_ROOM, useTabBarShown } from './bottom-tab-bar';

interface PageLayoutProps {
  children: ReactNode;
  /** The header's register button (a message id: docs/decisions.md#languages). */
  registerLabel?: MessageId;
  /** Pages with full-bleed sections (landing) manage their own width. */
  fullBleed?: boolean;
}

/** Header, skip link and the main landmark every screen shares; signed in, the phone's tab bar under them. */
export function PageLayout({ children, registerLabel, fullBleed = false }: PageLayoutProps) {
  const t = useT();
  const tabBar = useTabBarShown();
  return (
    <Box
      minH="100vh"
      display="flex"
      flexDirection="column"
      pb={tabBar ? TAB_BAR_ROOM : undefined}
      // What the browser scrolls into view (a field taking the focus, a form opened under it, a heading
      // scrolled to) stops below the sticky header and above the tab bar, not under them: the
      // viewport's scroll padding is their room.
      css={{ 'html:has(&)': { scrollPaddingTop: HEADER_HEIGHT, scrollPaddingBottom: tabBar ? TAB_BAR_ROOM : '0' } }}
    >
      <Link
        href="#main"
        position="absolute"
        insetInlineStart="2"
        top="-12"
        zIndex="skipNav"
        bg="gold.400"
        color="brand.950"
        px="4"
        py="2"
        borderRadius="md"
        fontWeight="bold"
        _focus={{ top: '2' }}
      >
        {t('shell.skipToContent')}
      </Link>
      <AppHeader registerLabel={registerLabel} />
      <Box
        as="main"
        id="main"
        tabIndex={-1}
        flex="1"
        w="full"
        outline="none"
        {...(fullBleed ? {} : { maxW: '7xl', mx: 'auto', px: { base: '3', md: '6' }, py: { base: '5', md: '8' } })}
      >
        {children}
      </Box>
      {tabBar ? <BottomTabBar /> : null}
    </Box>
  );
}
